import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import type { Tenant } from "~/tenants/schema";
import { pickFeatured, type FeaturedList } from "./featured";
import type { Car } from "~/models/car/car";
import { searchHits } from "./search.server";

/** A featured list's cars, searched in order until it is full (each search answers from the cache when it can). */
export async function featuredCars(db: Kysely<Database>, tenant: Tenant, list: FeaturedList): Promise<Car[]> {
  // Enough hits to fill the list even when every excluded car is among them.
  const wanted = list.limit + (list.excludeIds?.length ?? 0);
  const hitsPerSearch: Car[][] = [];
  for (const state of list.searches) {
    hitsPerSearch.push(await searchHits(db, tenant, state, wanted));
    if (pickFeatured(list, hitsPerSearch).length >= list.limit) break;
  }
  return pickFeatured(list, hitsPerSearch);
}
