import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import type { Database } from "~/db/schema";
import {
  EXCLUSION_FOLDING,
  exclusionKey,
  listingRule,
  stockPresetRule,
  type StockExclusions,
} from "~/models/car/listing";

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

/** A column as exclusionKey folds a value: accents off, then lower case. */
function folded(column: "cars.make" | "cars.stocknum") {
  return sql<string>`lower(translate(${sql.ref(column)}, ${EXCLUSION_FOLDING.from}, ${EXCLUSION_FOLDING.to}))`;
}

/**
 * The tenant's excluded makes and stock numbers (car/listing.ts) as a where-clause on `cars`:
 * compared without case or accents, as the search index compares them; a car without a stock
 * number is excluded by its make only.
 */
export function isNotExcluded(
  eb: ExpressionBuilder<Database, "cars">,
  exclusions: StockExclusions,
): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (exclusions.excludedMakes.length > 0) {
    conditions.push(eb(folded("cars.make"), "not in", exclusions.excludedMakes.map(exclusionKey)));
  }
  if (exclusions.excludedStockNumbers.length > 0) {
    conditions.push(
      eb.or([
        eb("cars.stocknum", "is", null),
        eb(folded("cars.stocknum"), "not in", exclusions.excludedStockNumbers.map(exclusionKey)),
      ]),
    );
  }
  return eb.and(conditions);
}

/**
 * The tenant's stock preset (car/listing.ts stockPresetRule) as a where-clause on `cars`,
 * beside isListed: a car the site's search leaves out by its preset (a new car on a used-only
 * site) is not opened by its address or listed in the sitemap either.
 */
export function isInStockPreset(eb: ExpressionBuilder<Database, "cars">, stockPreset: number): Expression<SqlBool> {
  const rule = stockPresetRule(stockPreset);
  const conditions: Expression<SqlBool>[] = [];
  if (rule.carType) conditions.push(eb("cars.car_type", "=", rule.carType));
  if (rule.inStockOnly) conditions.push(eb("cars.status", "=", "in_stock"));
  if (rule.withPhotos) conditions.push(eb(sql<number>`jsonb_array_length(cars.images)`, ">", 0));
  return eb.and(conditions);
}
