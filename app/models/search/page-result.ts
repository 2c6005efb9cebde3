import type { FacetStats } from "~/adapters/search/port";
import { toCardCar, type CardCar } from "~/models/car/card";
import type { StockSearchResult } from "./request";
import { isRangeKey } from "./state";

/** A range facet as its slider reads it (search-journey §5): the bounds, not each value's count. */
export type RangeStats = Pick<FacetStats, "min" | "max">;

/**
 * What a search page sends the browser of a search: what the cards, filters and pager show.
 * Its facets are the refinement lists' counts; a range's values (a hundred prices) are left out.
 */
export type SearchPageResult = Omit<StockSearchResult, "hits" | "facetsStats" | "processingTimeMS"> & {
  hits: CardCar[];
  facetsStats: Record<string, RangeStats>;
};

/**
 * A search result cut down to the page (issue 16): it is inlined in every search page's HTML
 * and is the whole of a live search's answer, so each field left in is paid for on every page.
 */
export function searchPageResult(result: StockSearchResult): SearchPageResult {
  return {
    hits: result.hits.map(toCardCar),
    nbHits: result.nbHits,
    page: result.page,
    nbPages: result.nbPages,
    hitsPerPage: result.hitsPerPage,
    facets: Object.fromEntries(Object.entries(result.facets).filter(([attribute]) => !isRangeKey(attribute))),
    facetsStats: Object.fromEntries(
      Object.entries(result.facetsStats).map(([attribute, { min, max }]) => [attribute, { min, max }]),
    ),
  };
}
