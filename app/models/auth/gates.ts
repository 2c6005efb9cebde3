import type { GateableJourney, Tenant } from "~/tenants/schema";

/** Every journey a page may ask about, gateable or not. */
export type Journey = GateableJourney | "trade-in" | "sell-my-car";

/**
 * vehicle-page §4 "Gated routes" and §6: "Gated journeys by site setting: checkout, finance,
 * spin to win, online payment (gated unless a setting says otherwise), equifax finance;
 * trade-in and sell-my-car are not gated."
 */
export function isGated(journey: Journey, tenant: Pick<Tenant, "signIn">): boolean {
  switch (journey) {
    case "trade-in":
    case "sell-my-car":
      return false;
    case "online-payment":
      return !tenant.signIn.onlinePaymentWithoutSignIn;
    default:
      return tenant.signIn.gatedJourneys.includes(journey);
  }
}

/**
 * The pages of this site a shopper must sign in to open: a sitemap leaves them out, as a
 * search engine would only find the sign-in page behind them. The finance journey is its
 * enquiry page (the tenant's finance path) and the personalised repayments.
 */
export function pathsBehindSignIn(tenant: Pick<Tenant, "signIn"> & { finance: { path: string } }): string[] {
  const paths: string[] = [];
  if (isGated("finance", tenant)) paths.push(tenant.finance.path, "/personalised/finance");
  if (isGated("spin-to-win", tenant)) paths.push("/spin-to-win");
  if (isGated("online-payment", tenant)) paths.push("/online-payment");
  return paths;
}

/**
 * Whether the sign-in page may ask for this reason: a watchlist sign-in only where the site
 * has a watchlist (search-journey §2 type=watchlist), so no page promises one that is not there.
 */
export function offersSignInFor(type: string, tenant: { features: { garage: boolean } }): boolean {
  return type !== "watchlist" || tenant.features.garage;
}
