import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "~/env.server";
import { REVEAL_PARAM, revealSubject, SITE_REVEAL } from "./reveal";

/*
 * What makes a page send a masked tenant's full numbers (search-journey §4, decision 039):
 * not the bare `?reveal=site` or `?reveal={car id}`, which anyone could type with no reveal
 * logged, but a grant the reveal action gives after logging the reveal under the per-client
 * limit. A grant names what it reveals, the website and an expiry, signed with a key of
 * SESSION_SECRET: good for a reload or a link shared within the hour, never for another
 * car or another website.
 */

/** How long a page revealed without JavaScript keeps showing the numbers. */
export const REVEAL_GRANT_LIFETIME_MS = 60 * 60 * 1000;

function grantSignature(websiteId: number, subject: string, expires: number, secret: string): string {
  const key = createHmac("sha256", secret).update("dealer-platform/phone-reveal").digest();
  return createHmac("sha256", key).update(`${websiteId}:${subject}:${expires}`).digest("base64url").slice(0, 22);
}

/** The `reveal` value of a page revealed for this website: `site` or a car id, its expiry (s) and signature. */
export function issueRevealGrant(
  websiteId: number,
  carId: number | undefined,
  now = new Date(),
  secret = env.SESSION_SECRET,
): string {
  const subject = carId === undefined ? SITE_REVEAL : String(carId);
  const expires = Math.floor((now.getTime() + REVEAL_GRANT_LIFETIME_MS) / 1000);
  return `${subject}.${expires}.${grantSignature(websiteId, subject, expires, secret)}`;
}

/**
 * Whether the page's URL carries a grant of this website for this number: the site's
 * numbers when no car is named, else the car's. What a loader asks before it sends a
 * masked number in full.
 */
export function isRevealGranted(
  tenant: { id: number },
  url: Pick<URL, "search">,
  carId?: number,
  now = new Date(),
  secret = env.SESSION_SECRET,
): boolean {
  const subject = carId === undefined ? SITE_REVEAL : String(carId);
  return new URLSearchParams(url.search).getAll(REVEAL_PARAM).some((value) => {
    if (revealSubject(value) !== subject) return false;
    const match = /^[^.]+\.(\d{1,12})\.([A-Za-z0-9_-]{22})$/.exec(value);
    if (!match) return false;
    const expires = Number(match[1]);
    if (expires * 1000 <= now.getTime()) return false;
    const expected = Buffer.from(grantSignature(tenant.id, subject, expires, secret));
    const given = Buffer.from(match[2]!);
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}
