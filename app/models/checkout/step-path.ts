/*
 * The purchase journey's steps and their addresses, apart from the steps' form schemas
 * (steps.ts): a vehicle page links to the journey without loading zod.
 */

export const CHECKOUT_STEPS = ["details", "trade-in", "payment", "handover", "review"] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** vehicle-page §2 "/checkout-journey?car_id={slug} online purchase journey". */
export const CHECKOUT_JOURNEY_PATH = "/checkout-journey";

/** A step's address: the journey's one page, the car and the step in its query. */
export function checkoutStepPath(carSlug: string, step?: CheckoutStep): string {
  const params = new URLSearchParams({ car_id: carSlug });
  if (step) params.set("step", step);
  return `${CHECKOUT_JOURNEY_PATH}?${params}`;
}
