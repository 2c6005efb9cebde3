import type { Range } from "~/models/search/ranges";
import { snap } from "~/models/search/slider";
import { emptySearchState, searchStateToParams } from "~/models/search/state";
import type { Tenant } from "~/tenants/schema";
import { PRICE_SLIDER, type PriceSliderValues } from "./price-range";

/**
 * The search refinement the View button asks for. The search page snaps prices to whole
 * thousands (search-journey §5 "Price and km values snap to multiples of 1000") and would
 * round a 500 step to its nearest thousand, dropping cars the shopper chose ($7,500 to
 * $12,500 would list $8,000 to $13,000). The range is widened to whole thousands instead, so
 * every car in the chosen range is listed and the search has nothing to round. The top of
 * the slider leaves the price open ("$250,000+"), as the search screen's sliders do at
 * their ends.
 */
export function priceSearchRange(values: PriceSliderValues): Range {
  const min = snap(values.min, "price", "down");
  return values.max >= PRICE_SLIDER.max ? { min } : { min, max: snap(values.max, "price", "up") };
}

/** The search page refined by the chosen range, in its canonical URL form (`price=7000:13000`). */
export function priceRangeSearchPath(values: PriceSliderValues, tenant: Pick<Tenant, "search">): string {
  const state = { ...emptySearchState(), ranges: { price: priceSearchRange(values) } };
  return `${tenant.search.path}?${searchStateToParams(state, tenant).toString()}`;
}
