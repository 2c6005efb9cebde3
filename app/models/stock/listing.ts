import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import type { Database } from "~/db/schema";
import { exclusionKey, listingRule, stockPresetRule, type StockExclusions } from "~/models/car/listing";

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

/**
 * exclusionKey (car/listing.ts) for SQL, which has no accent folding of its own (PostgreSQL's
 * unaccent is an extension; PGlite has none): each accented or upper-case Latin letter that
 * folds to one letter, as translate()'s two strings, before lower() does ASCII. Here, not
 * beside exclusionKey, whose module the browser loads. Latin-1 and the Latin
 * Extended blocks cover the makes and stock numbers of Australian feeds.
 */
export const EXCLUSION_FOLDING = (() => {
  let from = "";
  let to = "";
  for (let codePoint = 0xc0; codePoint <= 0x24f; codePoint++) {
    const letter = String.fromCodePoint(codePoint);
    const folded = exclusionKey(letter);
    if (folded !== letter && folded.length === 1) {
      from += letter;
      to += folded;
    }
  }
  return { from, to };
})();

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
