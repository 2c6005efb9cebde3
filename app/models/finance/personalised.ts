/** vehicle-page §2 "/personalised/finance?car_id={id}": the pre-qualification's address, about a car when one is named. */
export const PERSONALISED_FINANCE_PATH = "/personalised/finance";

export function personalisedFinancePath(carSlug?: string | null): string {
  return carSlug ? `${PERSONALISED_FINANCE_PATH}?car_id=${encodeURIComponent(carSlug)}` : PERSONALISED_FINANCE_PATH;
}
