import type { Car } from "~/models/car/car";
import { emptySearchState, type SearchState } from "./state";

/*
 * Featured car lists (search-journey §7 "Helper fetching cars by search filters with a limit
 * (featured lists)"): a few cars chosen by filters, shown outside the search page: the home
 * page's latest arrivals, and the cars like this one on a vehicle page (and on a sold one,
 * where they are the way on).
 */

export interface FeaturedList {
  /** What the list is called on the page. */
  title: string;
  /** The searches to fill it from, in order, until it holds `limit` cars. */
  searches: SearchState[];
  limit: number;
  /** Cars never listed (the car the page is about). */
  excludeIds?: readonly number[];
}

/** Cars a shopper can still have: the featured lists show no sold or reserved car. */
const AVAILABLE_NOW = { status: ["in_stock"] };

/** The home page's latest arrivals. */
export function latestArrivals(limit = 6): FeaturedList {
  return {
    title: "Latest arrivals",
    searches: [{ ...emptySearchState(), sortBy: "latest", refinements: { ...AVAILABLE_NOW } }],
    limit,
  };
}

/**
 * Cars like this one: the same make and model first, then the same body and type of car, so
 * a rare model still shows a few; never the car itself.
 */
export function similarCars(
  car: Pick<Car, "id" | "make" | "model" | "simple_body" | "car_type">,
  limit = 4,
): FeaturedList {
  const search = (refinements: SearchState["refinements"]): SearchState => ({
    ...emptySearchState(),
    refinements: { ...AVAILABLE_NOW, ...refinements },
  });
  const searches = [search({ make: [car.make], model: [car.model] })];
  if (car.simple_body) searches.push(search({ body: [car.simple_body], car_type: [car.car_type] }));
  return { title: "Similar cars", searches, limit, excludeIds: [car.id] };
}

/** The list's cars from each search's hits, in order, without repeats or excluded cars. */
export function pickFeatured(list: FeaturedList, hitsPerSearch: readonly (readonly Car[])[]): Car[] {
  const picked: Car[] = [];
  const seen = new Set<number>(list.excludeIds ?? []);
  for (const hits of hitsPerSearch) {
    for (const car of hits) {
      if (picked.length >= list.limit) return picked;
      if (seen.has(car.id)) continue;
      seen.add(car.id);
      picked.push(car);
    }
  }
  return picked;
}
