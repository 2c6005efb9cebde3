import type { StockSearchResult } from "~/models/search/request";
import { emptySearchState, type SearchState } from "~/models/search/state";
import { toPublicTenant } from "~/tenants/public";
import { TenantSchema } from "~/tenants/schema";
import { meridianMotorGroup } from "~/tenants/sites/meridian-motor-group";

/** Small factories for the search components' render tests. */
export const tenant = toPublicTenant(TenantSchema.parse(meridianMotorGroup));

const MAKES = ["Toyota", "Mazda", "Hyundai", "Kia", "Ford", "Nissan", "Mitsubishi", "Subaru", "Honda", "Volvo"];

export function resultWith(change: Partial<StockSearchResult> = {}): StockSearchResult {
  return {
    hits: [],
    nbHits: 412,
    page: 1,
    nbPages: 20,
    hitsPerPage: 21,
    facets: {
      make: Object.fromEntries(MAKES.map((make, i) => [make, 100 - i * 5])),
      make_model: { "Toyota Corolla": 30, "Toyota HiLux": 45, "Mazda CX-5": 20 },
      car_type: { used: 300, new: 90, demo: 22 },
      simple_body: { SUV: 200, Ute: 120, Sedan: 92 },
      simple_fuel: { Petrol: 300, Diesel: 112 },
      seats: { "5": 350, "7": 62 },
    },
    facetsStats: {
      price: { min: 4990, max: 84100, avg: 30000, sum: 0 },
      km: { min: 5, max: 212345, avg: 60000, sum: 0 },
      year: { min: 2011, max: 2025, avg: 2019, sum: 0 },
    },
    processingTimeMS: 3,
    ...change,
  };
}

export const stateWith = (change: Partial<SearchState> = {}): SearchState => ({ ...emptySearchState(), ...change });
