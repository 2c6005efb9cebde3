import { formatCalendarDate } from "~/models/car/vehicle";
import { localDate } from "~/models/hours/opening-hours";
import type { Tenant } from "~/tenants/schema";

export type Promotion = NonNullable<Tenant["promotion"]>;

/** What /spin-to-win says when entries have closed. */
export function promotionEndedText(promotion: Promotion): string {
  return `${promotion.name} ended on ${formatCalendarDate(promotion.endsOn)}. Thank you for your interest: entries are now closed.`;
}

export const ALREADY_ENTERED =
  "You have already entered this promotion with this mobile number or email address. Only one entry per person is accepted.";

/**
 * Entries are open up to and including the end date, on the dealer's own calendar (its
 * first location's time zone): a promotion that ends on the 31st takes entries until
 * midnight there, whatever the server's clock zone.
 */
export function promotionOpen(promotion: Pick<Promotion, "endsOn">, now: Date, timeZone: string): boolean {
  return localDate(now, timeZone) <= promotion.endsOn;
}
