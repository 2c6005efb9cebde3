import { sameSitePath } from "~/utils/same-site-path";

/**
 * Phone reveal (search-journey §4): on tenants that mask numbers only the first 5 characters
 * show until the visitor clicks; the click logs the reveal (§7) and shows the full number.
 * Without JavaScript the click is a form post, and the page it redirects back to carries
 * `?reveal=` so its server render shows the number in full (Post/Redirect/Get).
 */

/** Where the Show number form posts. */
export const PHONE_REVEAL_ACTION = "/phone-reveal";

/** The URL parameter that tells a page which numbers were revealed: a car id, or "site". */
export const REVEAL_PARAM = "reveal";

/** The value for the site-wide numbers (header, footer, locations), which belong to no car. */
export const SITE_REVEAL = "site";

/** What a reveal answers a fetcher: the full number, or why it could not be revealed. */
export type PhoneRevealAnswer = { ok: true; phone: string } | { ok: false; message: string };

/**
 * Which number a Show number button is for, when it is no car's: one of the tenant's
 * `phones` (`phones:main`), a location's own number (`location:{slug}`) or the number its
 * team page gives for a department (`location:{slug}:{department}`). The page holds only the
 * masked number; the reveal answers the full one (search-journey §4).
 */
export type PhoneSource = `phones:${string}` | `location:${string}`;

export function tenantPhoneSource(kind: string): PhoneSource {
  return `phones:${kind}`;
}

/** The site's headline number (header, footer): the override every car shows when set, else the main one. */
export function headlinePhone(phones: { main: string; override?: string }): {
  phone: string;
  source: PhoneSource;
} {
  return phones.override
    ? { phone: phones.override, source: tenantPhoneSource("override") }
    : { phone: phones.main, source: tenantPhoneSource("main") };
}

export function locationPhoneSource(slug: string, department?: string): PhoneSource {
  return department === undefined ? `location:${slug}` : `location:${slug}:${department}`;
}

function revealValue(carId: number | undefined): string {
  return carId === undefined ? SITE_REVEAL : String(carId);
}

/** What a `reveal` value names: `site` or a car id, before its grant's expiry and signature. */
export function revealSubject(value: string): string {
  return value.split(".", 1)[0]!;
}

/**
 * Whether the page's URL names this number as revealed: `reveal=<car id>…` for a car's
 * number, `reveal=site…` for the numbers that belong to no car. Takes a URL or a router
 * location (both have `search`). The browser's view only: the page shows the number it
 * holds in full. Loaders send a full number only for a signed grant (reveal-grant.server.ts).
 */
export function isPhoneRevealed(url: Pick<URL, "search">, carId?: number): boolean {
  const wanted = revealValue(carId);
  return new URLSearchParams(url.search).getAll(REVEAL_PARAM).some((value) => revealSubject(value) === wanted);
}

/**
 * The page to go back to after a reveal without JavaScript: `return_to` with the reveal's
 * grant in place of any older one, and its fragment kept: it names the Show number pressed, so
 * the page comes back where the shopper was instead of at its top.
 */
export function revealedPath(returnTo: string, grant: string): string {
  const url = new URL(sameSitePath(returnTo), "http://same-site.invalid");
  const subject = revealSubject(grant);
  const others = url.searchParams.getAll(REVEAL_PARAM).filter((value) => revealSubject(value) !== subject);
  url.searchParams.delete(REVEAL_PARAM);
  for (const value of [...others, grant]) url.searchParams.append(REVEAL_PARAM, value);
  return `${url.pathname}${url.search}${url.hash}`;
}
