/**
 * Deterministic demo stock: realistic Australian cars, trucks and caravans for the demo
 * tenants, the same cars for the same seed. Every display state of the spec
 * (search-journey §4, vehicle-page §4 and §5) is guaranteed: the first cars of each tenant
 * cycle through COVERAGE_PROFILES, so even a few hundred cars show every state; the rest
 * are drawn with the frequencies of a real yard.
 *
 * Pure: no clock (`now` is passed in), no Math.random, no I/O.
 */
import type { NewCarRow } from "~/db/schema";
import type { Tenant } from "~/tenants/schema";
import { buildCar } from "./car";
import { australianYear, planTenant, randomProfile, stockShares } from "./plan";
import { BASE_PROFILE, COVERAGE_PROFILES, COVERAGE_ROUNDS } from "./profiles";
import { createRandom, hash } from "./random";

export { stockShares } from "./plan";
export { stockIllustrationFiles } from "./illustrations";

/** A car ready for `insertInto("cars")`. */
export type NewCar = NewCarRow;

export interface GenerateStockOptions {
  tenants: readonly Tenant[];
  /** Total cars over all tenants. */
  count: number;
  seed?: number;
  /** The moment the stock is generated for: years, km, sold and created dates follow it. */
  now: Date;
}

export const DEFAULT_STOCK_COUNT = 3000;

/** The stock for the tenants, as an array; see `iterateStock` to stream a large count. */
export function generateStock(options: GenerateStockOptions): NewCar[] {
  return Array.from(iterateStock(options));
}

/** The same cars as `generateStock`, one at a time, tenant by tenant. */
export function* iterateStock({ tenants, count, seed = 1, now }: GenerateStockOptions): Generator<NewCar> {
  if (!Number.isInteger(count) || count < 0)
    throw new Error(`count must be a whole number ≥ 0, got ${count}`);
  const currentYear = australianYear(now);
  const shares = stockShares(tenants, count, now);
  for (const [tenantIndex, tenant] of tenants.entries()) {
    const plan = planTenant(tenant, tenantIndex, currentYear);
    const random = createRandom(hash(`${seed}:${tenant.slug}`));
    const coverage = COVERAGE_PROFILES.filter((profile) => plan.carTypes.includes(profile.carType ?? "used"));
    const share = shares.get(tenant.slug) ?? 0;
    for (let index = 0; index < share; index++) {
      const profile =
        index < coverage.length * COVERAGE_ROUNDS
          ? { ...BASE_PROFILE, ...coverage[index % coverage.length] }
          : randomProfile(plan, random);
      yield buildCar({ plan, random, now, currentYear, index }, profile);
    }
  }
}
