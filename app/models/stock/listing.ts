import type { Expression, ExpressionBuilder, SqlBool } from "kysely";
import type { Database } from "~/db/schema";
import { listingRule } from "~/models/car/listing";

/**
 * The listing rule (car/listing.ts) as a where-clause on `cars`.
 *
 *   db.selectFrom("cars").where((eb) => isListed(eb, tenant.soldWindowDays))
 */
export function isListed(
  eb: ExpressionBuilder<Database, "cars">,
  soldWindowDays: number,
  now: Date = new Date(),
): Expression<SqlBool> {
  const rule = listingRule(soldWindowDays, now);
  return eb.and([
    eb("cars.show_on_dealer_website", "=", true),
    eb.or([
      eb("cars.status", "in", rule.availableStatuses),
      eb.and([eb("cars.status", "=", rule.soldStatus), eb("cars.sold_at", ">=", rule.soldSince)]),
    ]),
  ]);
}
