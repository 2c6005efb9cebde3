import { safeRedirect } from "~/models/auth/redirects";

/** The page a request was made on, when it is one of ours: the Back link of a gated redirect. */
export function samePagePath(request: Request, fallback = "/"): string {
  const referer = request.headers.get("Referer");
  if (!referer) return fallback;
  try {
    const from = new URL(referer);
    return from.host === new URL(request.url).host ? safeRedirect(from.pathname + from.search, fallback) : fallback;
  } catch {
    return fallback;
  }
}
