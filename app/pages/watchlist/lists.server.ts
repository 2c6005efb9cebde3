import { createCookie, data, redirect } from "@remix-run/node";
import { ListChangeSchema } from "~/models/watchlist/list-change";
import { changeList, COMPARE_LIMIT, FAVOURITES_LIMIT, parseIdList, serializeIdList } from "~/models/watchlist/lists";
import { readForm } from "~/server/form-body";
import { invariantResponse } from "~/server/http";
import { sameSitePath } from "~/utils/same-site-path";
import { formatZodIssues } from "~/zod-issues.mjs";

const ONE_YEAR = 60 * 60 * 24 * 365;
const cookieOptions = { path: "/", httpOnly: false, sameSite: "lax" as const, maxAge: ONE_YEAR };

/** Not HttpOnly: a later enhancement mirrors the lists into local storage. */
const LISTS = {
  favourites: { cookie: createCookie("favourites", cookieOptions), limit: FAVOURITES_LIMIT },
  compare: { cookie: createCookie("compare", cookieOptions), limit: COMPARE_LIMIT },
};
export type ListName = keyof typeof LISTS;

export async function readList(request: Request, name: ListName): Promise<number[]> {
  const { cookie, limit } = LISTS[name];
  return parseIdList(await cookie.parse(request.headers.get("Cookie")), limit);
}

/**
 * The visitor's favourites and compared cars, so a featured list's cards (home, similar cars)
 * show their Save and Compare switches pressed as the search page's do.
 */
export async function pressedSwitches(request: Request): Promise<{ savedIds: number[]; comparedIds: number[] }> {
  return { savedIds: await readList(request, "favourites"), comparedIds: await readList(request, "compare") };
}

/** Back to the page the shopper pressed the button on, if it was on this site. */
export function backTo(request: Request, fallback: string): string {
  const referer = request.headers.get("Referer");
  if (!referer) return fallback;
  try {
    const url = new URL(referer);
    return url.host === new URL(request.url).host ? sameSitePath(url.pathname + url.search, fallback) : fallback;
  } catch {
    return fallback;
  }
}

/** What a fetch from an enhanced Save or Compare switch gets back instead of a redirect. */
export interface ListChangeResult {
  /** The list after the change, oldest first. */
  ids: number[];
  /** Cars a full list let go to make room (compare holds 3), for the switch's message. */
  dropped: number[];
}

/**
 * A fetch from script (Sec-Fetch-Mode cors or same-origin) rather than a browser navigation:
 * a browser that sends no Sec-Fetch headers gets the redirect, which a fetch follows too.
 */
function isScriptFetch(request: Request): boolean {
  const mode = request.headers.get("Sec-Fetch-Mode");
  return mode !== null && mode !== "navigate";
}

/**
 * The action of /favourites and /compare: change the list, then redirect back (PRG). The
 * enhanced switches post the same form from script and get the new list as data, so the page
 * stays where it is and no history entry is added.
 */
export async function changeListFromForm(request: Request, name: ListName) {
  const parsed = ListChangeSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) invariantResponse(false, formatZodIssues(parsed.error, "sentence"));
  const { cookie, limit } = LISTS[name];
  const before = await readList(request, name);
  const list = changeList(before, parsed.data, limit);
  const headers = { "Set-Cookie": await cookie.serialize(serializeIdList(list)) };
  if (isScriptFetch(request)) {
    const dropped = before.filter((id) => id !== parsed.data.car_id && !list.includes(id));
    return data<ListChangeResult>({ ids: list, dropped }, { headers });
  }
  return redirect(backTo(request, `/${name}`), { headers });
}
