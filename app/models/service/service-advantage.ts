import type { CappedPriceServicing, ServiceInterval } from "~/tenants/fields/service-programs";

/*
 * A manufacturer's capped-price servicing (vehicle-page §3 "Service Advantage row: model,
 * amount, years, services, interval, range"; §9 "Service Advantage pricing"): the program is
 * the tenant's content (Toyota Service Advantage at a Toyota dealer); these read it.
 */

export type { CappedPriceRow, CappedPriceServicing, ServiceInterval } from "~/tenants/fields/service-programs";

/** What a model's services cost under the program: its row, or the program's price for other models. */
export type CappedPrice = CappedPriceServicing["otherModels"];

const normalise = (name: string) => name.trim().toLowerCase().replace(/\s+/g, " ");

/** The pricing of a model: its row's, or the program's price for a model the rows do not list (§9). */
export function cappedPriceFor(program: CappedPriceServicing, model: string): CappedPrice {
  const name = normalise(model);
  const wanted = program.aliases[name] ?? name;
  return program.rows.find((row) => row.models.some((listed) => normalise(listed) === wanted)) ?? program.otherModels;
}

/** "Every 6 months or 10,000 km"; null where the table does not give one. */
export function describeInterval(interval: ServiceInterval | null): string | null {
  if (!interval) return null;
  return `Every ${interval.months} months or ${interval.km.toLocaleString("en-AU")} km`;
}
