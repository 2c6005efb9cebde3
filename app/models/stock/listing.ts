import type { Expression, ExpressionBuilder, SqlBool } from "kysely";
import type { Database } from "~/db/schema";

/** in_stock and coming_soon count as available (vehicle-page §4). */
export const AVAILABLE_STATUSES = ["in_stock", "coming_soon"] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The earliest sold_at of a sold car still listed: soldWindowDays before now. */
export function soldWindowStart(now: Date, soldWindowDays: number): Date {
  return new Date(now.getTime() - soldWindowDays * DAY_MS);
}

/**
 * The listing rule of vehicle-page §4, as a where-clause on `cars`: shown on the dealer
 * website, and in stock, or coming soon, or sold within the dealer's window (default 3
 * days). A sold car without sold_at has no known sale date, so it is not listed.
 *
 *   db.selectFrom("cars").where((eb) => isListed(eb, tenant.soldWindowDays))
 */
export function isListed(
  eb: ExpressionBuilder<Database, "cars">,
  soldWindowDays: number,
  now: Date = new Date(),
): Expression<SqlBool> {
  return eb.and([
    eb("cars.show_on_dealer_website", "=", true),
    eb.or([
      eb("cars.status", "in", AVAILABLE_STATUSES),
      eb.and([
        eb("cars.status", "=", "sold"),
        eb("cars.sold_at", ">=", soldWindowStart(now, soldWindowDays)),
      ]),
    ]),
  ]);
}
