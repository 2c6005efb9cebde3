/*
 * The guarantees banner (vehicle-page §9 "Guarantee banner (used cars, or any path containing
 * contact-us): one haggle-free price; 48hr money back guarantee; lifetime engine guarantee;
 * cool value servicing for life; 12 months roadside assist; plus a Reserve Online tile").
 */

export interface GuaranteeTile {
  title: string;
  text: string;
  href?: string;
}

export const GUARANTEES: readonly GuaranteeTile[] = [
  { title: "One haggle-free price", text: "The price you see is the price you pay: no games, no pressure." },
  { title: "48hr money back guarantee", text: "Change your mind within 48 hours and we refund you in full." },
  { title: "Lifetime engine guarantee", text: "Your engine is covered for as long as you own the car." },
  { title: "Cool value servicing for life", text: "Fixed-price servicing at our workshops for as long as you own it." },
  { title: "12 months roadside assist", text: "Help on the road, day or night, for your first year." },
];

/** The Reserve Online tile the banner adds for tenants that reserve online. */
export function reserveOnlineTile(depositText: string): GuaranteeTile {
  return {
    title: "Reserve Online",
    text: `Hold the car for 48 hours with a fully refundable ${depositText} deposit.`,
  };
}

/**
 * Where the banner shows: on a used-car list (the only car type fixed by the page) or on any
 * page whose path contains contact-us. Only tenants that give the guarantees show it.
 */
export function showsGuarantees({
  guarantees,
  pathname,
  carTypes,
}: {
  guarantees: boolean;
  pathname: string;
  carTypes?: readonly string[];
}): boolean {
  if (!guarantees) return false;
  if (pathname.includes("contact-us")) return true;
  return carTypes !== undefined && carTypes.length === 1 && carTypes[0] === "used";
}

/** The banner's tiles: the five guarantees, and Reserve Online for a tenant that reserves online. */
export function guaranteeTiles(tenant: {
  features: { reservation: boolean };
  reservation: { depositAmount: number };
}): GuaranteeTile[] {
  return tenant.features.reservation
    ? [...GUARANTEES, reserveOnlineTile(`$${tenant.reservation.depositAmount.toLocaleString("en-AU")}`)]
    : [...GUARANTEES];
}
