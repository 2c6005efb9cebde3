import { sameSitePath } from "~/server/http";

/**
 * Where sign-in sends a shopper afterwards: a path on this site, never another host (an open
 * redirect would let a link to our sign-in page forward a signed-in shopper anywhere).
 */
export function safeRedirect(to: string | null | undefined, fallback = "/"): string {
  return sameSitePath(to, fallback);
}

export interface SignInTarget {
  /** Why sign-in was asked for: watchlist, or a gated journey (checkout, finance…). */
  type: string;
  /** Where to go once signed in. */
  redirect: string;
  /** The Back link: where the shopper came from. */
  back: string;
}

/** search-journey §2: /sign-in?type=watchlist&redirect={path}&back={path}. */
export function signInPath(target: SignInTarget, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ ...extra, type: target.type, redirect: target.redirect, back: target.back });
  return `/sign-in?${params.toString()}`;
}

/** The sign-in page's own parameters, made safe: unknown or foreign paths fall back to the home page. */
export function readSignInTarget(url: URL): SignInTarget {
  const type = url.searchParams.get("type") ?? "";
  return {
    type: /^[a-z-]{1,32}$/.test(type) ? type : "",
    redirect: safeRedirect(url.searchParams.get("redirect")),
    back: safeRedirect(url.searchParams.get("back")),
  };
}

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

/** The heading of the sign-in page, from its type. */
export function signInReason(type: string): string {
  switch (type) {
    case "watchlist":
      return "Sign in to save cars to your watchlist";
    case "checkout":
      return "Sign in to reserve this car";
    case "online-payment":
      return "Sign in to pay an invoice";
    case "finance":
    case "equifax-finance":
      return "Sign in to apply for finance";
    case "spin-to-win":
      return "Sign in to spin to win";
    default:
      return "Sign in";
  }
}

/** The sign-in code step's own address: the same type, redirect and back, with step=code. */
export function codeStepPath(target: SignInTarget): string {
  return signInPath(target, { step: "code" });
}
