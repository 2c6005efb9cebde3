import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import type { Tenant } from "~/tenants/schema";
import { pickFeatured, type FeaturedList } from "./featured";
import type { Car } from "~/models/car/car";
import { searchStock } from "./search.server";

/** A featured list's cars, searched in order until it is full (each search answers from the cache when it can). */
export async function featuredCars(db: Kysely<Database>, tenant: Tenant, list: FeaturedList): Promise<Car[]> {
  const hitsPerSearch: Car[][] = [];
  for (const state of list.searches) {
    const { hits } = await searchStock(db, tenant, state);
    hitsPerSearch.push(hits);
    if (pickFeatured(list, hitsPerSearch).length >= list.limit) break;
  }
  return pickFeatured(list, hitsPerSearch);
}
