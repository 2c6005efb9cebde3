/**
 * Redirect targets that stay on this site. A Location header is read by the browser, which
 * resolves dot segments, encoded dots and backslashes before it looks for a host: "/.//evil.com",
 * "/..//evil.com/x" and "/%2e//evil.com" all become "//evil.com", another site. So a target
 * is resolved first, the way a browser would, and only then checked; what comes out is a
 * normalised path (leading slashes collapsed to one), never something a browser reads as a host.
 */

const BASE = "http://same-site.invalid";

/** Longer targets are not links anyone follows; they only make headers huge. */
const MAX_REDIRECT_LENGTH = 2048;

/** The same-site path `to` leads to, normalised, or `fallback` when it leads anywhere else. */
export function sameSitePath(to: unknown, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.length > MAX_REDIRECT_LENGTH) return fallback;
  // Browsers drop tabs and newlines and read a backslash as a slash: "/\t/x" would be "//x".
  if (/[\u0000-\u001f\u007f\\]/.test(to)) return fallback;
  let url: URL;
  try {
    url = new URL(to, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = url.pathname.replace(/^\/{2,}/, "/");
  return `${path}${url.search}${url.hash}`;
}
