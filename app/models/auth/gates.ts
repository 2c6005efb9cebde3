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
