/*
 * Amounts as the site writes them, and the real-price rule. Apart from the car display rules
 * (display.ts, which re-exports them): the header's analytics and the home page's price range
 * need only these, and importing display.ts for them put its 1 kB gzip on every page.
 */

/** vehicle-page §9 "Real price: above 10": a price of 10 or less is no price. */
export const REAL_PRICE_ABOVE = 10;

const wholeNumber = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 0 });

/** Australian dollars without cents: 24990 → "$24,990". */
export function formatAud(amount: number): string {
  return `$${wholeNumber.format(amount)}`;
}

/** Odometer reading: 45120 → "45,120 km". */
export function formatKm(km: number): string {
  return `${wholeNumber.format(km)} km`;
}
