import type { FacetStats } from "~/adapters/search/port";
import { toCardCar, type CardCar } from "~/models/car/card";
import type { CardBeyondJsonLd } from "./cards-in-jsonld";
import { facetOptions, listsModels, modelsForMake, PAGE_FACETS } from "./facets";
import type { StockSearchResult } from "./request";
import type { SearchState } from "./state";

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
 * A search result as a page's HTML sends it in its data (decision 043): the cards are in the
 * page's JSON-LD, and `cardsBeyondJsonLd` carries the rest of each card.
 */
export type DocumentSearchPageResult = Omit<SearchPageResult, "hits"> & {
  hits?: never;
  cardsBeyondJsonLd: CardBeyondJsonLd[];
};

/** What the search page's data carries of a search: whole cards, or the rest of its JSON-LD's. */
export type SentSearchPageResult = SearchPageResult | DocumentSearchPageResult;

/**
 * A search result cut down to the page: it is inlined in every search page's HTML
 * and is the whole of a live search's answer, so each field left in is paid for on every page.
 * Its facets are those the page reads (PAGE_FACETS), and of make_model only what the make
 * filter lists (pageMakeModels); `refinements` are the ones the filters show as chosen.
 */
export function searchPageResult(
  result: StockSearchResult,
  refinements: SearchState["refinements"] = {},
): SearchPageResult {
  const facets: Record<string, Record<string, number>> = {};
  for (const attribute of PAGE_FACETS) {
    const counts = result.facets[attribute];
    if (counts) facets[attribute] = counts;
  }
  if (facets.make_model) facets.make_model = pageMakeModels(facets.make, facets.make_model, refinements);
  return {
    hits: result.hits.map(toCardCar),
    nbHits: result.nbHits,
    page: result.page,
    nbPages: result.nbPages,
    hitsPerPage: result.hitsPerPage,
    facets,
    facetsStats: Object.fromEntries(
      Object.entries(result.facetsStats).map(([attribute, { min, max }]) => [attribute, { min, max }]),
    ),
  };
}

/**
 * The make_model counts the make filter reads (decision 023): the listed models of a make that
 * lists them (chosen, or with a chosen model), and of any other make one model, all its
 * Select models link needs to know (that there are models to select). The models of makes no
 * one had chosen were half the loader data's facets.
 */
function pageMakeModels(
  makeCounts: Record<string, number> | undefined,
  makeModels: Record<string, number>,
  refinements: SearchState["refinements"],
): Record<string, number> {
  const refinedModels = refinements.model ?? [];
  const kept: Record<string, number> = {};
  for (const make of facetOptions(makeCounts, refinements.make ?? [])) {
    const prefix = `${make.value} `;
    const hasRefinedModel = refinedModels.some((model) => Object.hasOwn(makeModels, `${prefix}${model}`));
    if (listsModels(make, hasRefinedModel ? [{ refined: true }] : [])) {
      for (const model of modelsForMake(makeModels, make.value, refinedModels)) {
        kept[`${prefix}${model.value}`] = model.count;
      }
      continue;
    }
    // The first model of the make in the facet's order; any one says the make has models.
    for (const makeModel in makeModels) {
      if (makeModel.startsWith(prefix)) {
        kept[makeModel] = makeModels[makeModel]!;
        break;
      }
    }
  }
  return kept;
}
