import { CHECKOUT_JOURNEY_PATH } from "~/models/checkout/step-path";
import { sameSitePath } from "~/utils/same-site-path";

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

export interface SignInWording {
  heading: string;
  /** Why this journey asks who the shopper is: the page's first words under the heading. */
  intro: string;
}

const ASK_FIRST = "so we ask who you are first.";

/**
 * The sign-in page's heading and intro, for the journey that sent the shopper there (§6
 * "Gated journeys by site setting: checkout, finance, spin to win, online payment, equifax
 * finance"; search-journey §2 type=watchlist). The reserve page and the online purchase share
 * the "checkout" gate, so its type alone cannot tell them apart: the page to go back to does.
 */
export function signInWording(target: Pick<SignInTarget, "type" | "redirect">, vehicleType = "car"): SignInWording {
  switch (target.type) {
    case "watchlist":
      return {
        heading: `Sign in to save ${vehicleType}s to your watchlist`,
        intro: `Your watchlist is kept with your mobile number, so the ${vehicleType}s you save are there whenever you sign in.`,
      };
    case "checkout":
      return new URL(target.redirect, "http://localhost").pathname === CHECKOUT_JOURNEY_PATH
        ? {
            heading: `Sign in to buy this ${vehicleType} online`,
            intro: `Your purchase and the answers you give on the way are kept in your name, ${ASK_FIRST}`,
          }
        : {
            heading: `Sign in to reserve this ${vehicleType}`,
            intro: `A reservation holds the ${vehicleType} in your name, ${ASK_FIRST}`,
          };
    case "online-payment":
      return { heading: "Sign in to pay an invoice", intro: `Your payment is matched to you and your invoice, ${ASK_FIRST}` };
    case "finance":
    case "equifax-finance":
      return { heading: "Sign in to apply for finance", intro: `A finance application is made in your name, ${ASK_FIRST}` };
    case "spin-to-win":
      return { heading: "Sign in to spin to win", intro: `Entries are made in your name, ${ASK_FIRST}` };
    default:
      return { heading: "Sign in", intro: "Sign in with your mobile number to go on." };
  }
}

/** The sign-in code step's own address: the same type, redirect and back, with step=code. */
export function codeStepPath(target: SignInTarget): string {
  return signInPath(target, { step: "code" });
}
