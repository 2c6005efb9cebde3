/**
 * The security headers of HTML pages. Scripts run only from this site or
 * with the nonce of the response they came in, so markup a shopper or an imported stock file
 * slips into a page cannot run; the page cannot be framed by another site; and a dealer's
 * own domain tells browsers to come back over HTTPS only.
 */
import { randomBytes } from "node:crypto";

/** A fresh nonce for one response: 128 random bits, as CSP Level 3 asks. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * The Content-Security-Policy of a page served with `nonce`.
 * - script-src: our bundles, and inline scripts carrying the nonce (Remix's context and
 *   route modules, React's streaming scripts, the filter panels' state).
 * - style-src keeps 'unsafe-inline': theme colours and a few components set style
 *   attributes, and styles cannot run script.
 * - img-src allows any HTTPS host: stock files and blog posts link pictures on image CDNs
 *   and dealers' own sites.
 * - form-action: forms post to this site only, so markup slipped into a page cannot send a
 *   shopper's typing elsewhere. A page whose form's answer redirects to the payment
 *   provider's checkout (the reserve and payment forms without JavaScript) names its origin
 *   in `formTargets`: Chromium applies form-action to the redirect too.
 */
export function contentSecurityPolicy(nonce: string, { formTargets = [] }: { formTargets?: readonly string[] } = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
    ["form-action 'self'", ...formTargets].join(" "),
  ].join("; ");
}

/** Powerful browser features none of the pages use, switched off for them and their frames. */
export const PERMISSIONS_POLICY = [
  "camera=()",
  "microphone=()",
  "geolocation=()",
  "payment=()",
  "usb=()",
].join(", ");

/**
 * One year, the dealer's exact host only: a dealer's other subdomains (a mail or DMS host)
 * may not speak HTTPS, so no includeSubDomains.
 */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000";

/**
 * Whether `hostname` is one of a dealer's own domains: only there is HTTPS certain.
 * localhost and preview hosts are plain HTTP, and HSTS there would lock developers out.
 */
export function isDealerDomain(hostname: string, tenants: readonly { domains: readonly string[] }[]): boolean {
  return hostname !== "" && tenants.some((tenant) => tenant.domains.includes(hostname));
}

/**
 * A route's `handle` when its form's answer may send the shopper to the payment provider's
 * checkout: its pages allow the provider's origin in form-action (see contentSecurityPolicy).
 */
export const POSTS_TO_PAYMENT_PROVIDER = { postsToPaymentProvider: true } as const;

/** Whether a page's matched routes' handles include POSTS_TO_PAYMENT_PROVIDER. */
export function postsToPaymentProvider(handles: readonly unknown[]): boolean {
  return handles.some(
    (handle) => typeof handle === "object" && handle !== null && "postsToPaymentProvider" in handle && handle.postsToPaymentProvider === true,
  );
}

/** Sets the security headers of an HTML page on `headers`. */
export function setDocumentSecurityHeaders(
  headers: Headers,
  { nonce, dealerDomain, formTargets }: { nonce: string; dealerDomain: boolean; formTargets?: readonly string[] },
): void {
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, { formTargets }));
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Permissions-Policy", PERMISSIONS_POLICY);
  if (dealerDomain) headers.set("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
}
