import { createCookie, redirect } from "@remix-run/node";
import { changeList, COMPARE_LIMIT, FAVOURITES_LIMIT, ListChangeSchema, parseIdList, serializeIdList } from "./lists";

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

/** Back to the page the shopper pressed the button on, if it was on this site. */
function backTo(request: Request, fallback: string): string {
  const referer = request.headers.get("Referer");
  if (!referer) return fallback;
  try {
    const url = new URL(referer);
    return url.host === new URL(request.url).host ? url.pathname + url.search : fallback;
  } catch {
    return fallback;
  }
}

/** The action of /favourites and /compare: change the list, then redirect back (PRG). */
export async function changeListFromForm(request: Request, name: ListName): Promise<Response> {
  const parsed = ListChangeSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    throw new Response(parsed.error.issues.map((issue) => issue.message).join("; "), { status: 400 });
  }
  const { cookie, limit } = LISTS[name];
  const list = changeList(await readList(request, name), parsed.data, limit);
  return redirect(backTo(request, `/${name}`), {
    headers: { "Set-Cookie": await cookie.serialize(serializeIdList(list)) },
  });
}
