import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect, useRef, type FormEvent } from "react";
import {
  type FacetOption,
  activeRefinementCount,
  carTypeLabel,
  carTypeOrder,
  facetOptions,
  facetValueLabel,
  FILTER_LISTS,
  panelOpen,
  withMakeHref,
} from "~/models/search/facets";
import type { SearchHistoryEntry } from "~/models/search/history";
import type { SearchPageResult } from "~/models/search/page-result";
import {
  formatRange,
  REFINEMENT_ATTRIBUTES,
  type RangeKey,
  type RefinementKey,
  type SearchState,
} from "~/models/search/state";
import { prefersReducedMotion } from "~/hooks/motion";
import { media } from "~/styles/theme.css";
import type { PublicTenant } from "~/tenants/public";
import { FacetCheckboxes, facetListClass } from "./FacetCheckboxList";
import { FacetSelect } from "./FacetSelect";
import { FilterPanel, RememberedPanels } from "./FilterPanel";
import { listedModels, MakeFilter } from "./MakeFilter";
import { MakeSelect, selectedByMakeSelect } from "./MakeSelect";
import { RangeFilter } from "./RangeFilter";
import { RecentSearches } from "./RecentSearches";
import { SEARCH_FORM_ID, SHOW_ME_ID } from "./search-form-ids";
import * as styles from "./SearchFilters.css";
import { SelectedRefinements, type UnderstoodSearch } from "./SelectedRefinements";
import { UNDERSTAND_PARAM, UNDERSTOOD_PARAM } from "~/models/search/understand-params";
import { SortSelect } from "./SortSelect";
import { SuggestingSearchInput } from "./SuggestingSearchInput";
import { useLiveSearch } from "./useLiveSearch";
import { visuallyHidden } from "./visuallyHidden.css";


const RANGE_PANELS: ReadonlyArray<{ key: RangeKey; title: string }> = [
  { key: "price", title: "Price" },
  { key: "km", title: "Kilometres" },
  { key: "year", title: "Year" },
];


export interface SearchFiltersProps {
  tenant: PublicTenant;
  state: SearchState;
  result: Pick<SearchPageResult, "facets" | "facetsStats">;
  /** Where the form and the chips go: the landing page's path, e.g. /search/used-cars. */
  action: string;
  /** The shopper's recent searches, shown under the search box (known only in the browser). */
  recentSearches?: readonly SearchHistoryEntry[];
  /** Called after the shopper applies the form with Apply or Search, to bring the results into view. */
  onShowResults?: () => void;
  /** Called as each search the form sends leaves, before its answer (the results turn busy). */
  onSearchSent?: () => void;
  /** What the search box understood of the words that led here: chips, and entries the form keeps. */
  understood?: UnderstoodSearch;
}

/**
 * The search screen's filters (search-journey §2, §4, §5): one GET form that works without
 * JavaScript. It sends one parameter per refinement (DESIGN.md), ranges as price_min and
 * price_max, and no page, so applying filters goes back to page 1. With JavaScript the
 * results follow each change (useLiveSearch).
 */
export function SearchFilters({
  tenant,
  state,
  result,
  action,
  recentSearches = [],
  onShowResults,
  onSearchSent,
  understood,
}: SearchFiltersProps) {
  const counts = (key: RefinementKey) => result.facets[REFINEMENT_ATTRIBUTES[key]];
  const refined = (key: RefinementKey) => state.refinements[key] ?? [];
  const active = activeRefinementCount(state);
  const form = useRef<HTMLFormElement>(null);
  const filtersToggle = useRef<HTMLDetailsElement>(null);
  const live = useLiveSearch(form, tenant, state, action, result.facetsStats, onSearchSent);

  // A Select models link's page: its make's sub-list open and in view, the phone's Filters
  // opened around it (the remount above closed them). Without JavaScript the browser does this
  // for the fragment.
  const { hash } = useLocation();
  useEffect(() => {
    const target = hash.startsWith("#models-") ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (!target) return;
    for (let details = target.parentElement?.closest("details"); details; details = details.parentElement?.closest("details")) {
      details.open = true;
    }
    target.scrollIntoView({ block: "start" });
  }, [hash, live.formGeneration]);

  const applyNow = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The Search button (Enter in a box presses it) reads the words into filters; Apply does not.
    live.searchNow((event.nativeEvent as SubmitEvent).submitter?.getAttribute("name") === UNDERSTAND_PARAM);
    // On a phone the filters sit above the results: fold them away to show the results.
    if (filtersToggle.current && !window.matchMedia(media.lg).matches) filtersToggle.current.open = false;
    // search-journey §2 Show Me: "After use the page scrolls to top". Focus stays on the button.
    if ((event.nativeEvent as SubmitEvent).submitter?.id !== SHOW_ME_ID) onShowResults?.();
    else window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
  };

  const carTypes = carTypeOrder(facetOptions(counts("car_type"), refined("car_type"), carTypeLabel));
  const lists = FILTER_LISTS.map((panel) => ({
    ...panel,
    options: facetOptions(counts(panel.key), refined(panel.key), (value) => facetValueLabel(panel.key, value)),
  })).filter((panel) => panel.options.length > 0);

  const makeProps = {
    makeCounts: counts("make"),
    makeModelCounts: counts("make_model"),
    refinedMakes: refined("make"),
    refinedModels: refined("model"),
  };
  // search-journey §2 "Dropdown selects for facets": the tenant's choice of filters shown as
  // one-value dropdowns; any other value refined in them rides along (heldRefinements).
  const dropdowns = new Set<RefinementKey>(tenant.search.dropdownFilters);
  const makeControl = dropdowns.has("make") ? "dropdown" : "list";
  const facetPanel = (key: RefinementKey, title: string, options: readonly FacetOption[]) => (
    <FilterPanel
      key={key}
      title={title}
      open={panelOpen(key, state)}
      refinedCount={refined(key).length}
      bodyClassName={dropdowns.has(key) ? undefined : facetListClass}
    >
      {dropdowns.has(key) ? (
        <FacetSelect name={key} label={title} options={options} chosen={refined(key)[0]} />
      ) : (
        <FacetCheckboxes name={key} options={options} />
      )}
    </FilterPanel>
  );
  const listed: RefinementKey[] = ["car_type", ...lists.map((panel) => panel.key)];
  const held = heldRefinements(
    state,
    makeControl,
    makeProps,
    listed.filter((key) => !dropdowns.has(key)),
    [...dropdowns],
  );

  return (
    <div className={styles.filters}>
      <SelectedRefinements tenant={tenant} state={state} action={action} understood={understood} />
      <details
        // A search from elsewhere (a chip, a page link, Back) remounts the filters: inputs show
        // the new state and, on a phone, the Filters toggle closes again over the new results.
        // The form's own live searches keep it, with the focus and what is being typed.
        key={live.formGeneration}
        ref={filtersToggle}
        className={styles.toggle}
      >
        <summary className={styles.toggleSummary}>
          <span>
            Filters
            {active > 0 && (
              <>
                {" "}({active}
                <span className={visuallyHidden}> selected</span>)
              </>
            )}
          </span>
        </summary>
        <Form
          id={SEARCH_FORM_ID}
          method="get"
          action={action}
          role="search"
          aria-label={`Search ${tenant.labels.stockNoun}`}
          className={styles.form}
          ref={form}
          onSubmit={applyNow}
          onChange={live.onChange}
          onBlur={live.onBlur}
          // The §5 range rule (appliedRange) decides what a typed 20500 or 99999999
          // means (snapped, or ignored), on the server as in the boxes; the browser's own
          // step and max checks would refuse the form instead. The boxes keep step, min and
          // max for their arrows.
          noValidate
        >
          <div className={styles.searchRow}>
            <label className={visuallyHidden} htmlFor="search-query">
              Search {tenant.labels.stockNoun}
            </label>
            <SuggestingSearchInput
              id="search-query"
              name="query"
              placeholder="Search..."
              defaultValue={state.query}
              maxLength={200}
              className={styles.searchInput}
              stockNoun={tenant.labels.stockNoun}
              onChoose={live.cancelPending}
            />
            {/* The form's first submit button: Enter in any box presses it, so the words are read. */}
            <button type="submit" name={UNDERSTAND_PARAM} value="1" className={styles.searchButton}>
              Search
            </button>
          </div>
          <RecentSearches entries={recentSearches} />

          <div className={styles.sort}>
            <SortSelect tenant={tenant} sortBy={state.sortBy} />
          </div>

          {carTypes.length > 0 && facetPanel("car_type", "Type", carTypes)}

          <FilterPanel
            title="Make & model"
            open={panelOpen("make", state)}
            refinedCount={refined("make").length + refined("model").length}
          >
            {makeControl === "dropdown" ? (
              <MakeSelect {...makeProps} />
            ) : (
              <MakeFilter {...makeProps} selectModelsHref={(make) => withMakeHref(action, state, tenant, make)} />
            )}
          </FilterPanel>

          {RANGE_PANELS.map(({ key, title }) => (
            <FilterPanel key={key} title={title} open={panelOpen(key, state)}>
              <RangeFilter
                attribute={key}
                label={title}
                stats={result.facetsStats[key]}
                range={state.ranges[key]}
                answer={state}
                changeUnanswered={live.changeUnanswered}
              />
            </FilterPanel>
          ))}

          {lists.map(({ key, title, options }) => facetPanel(key, title, options))}

          {held.map(({ name, value }) => (
            <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
          ))}
          {understood?.params.map((param) => (
            <input key={`understood=${param}`} type="hidden" name={UNDERSTOOD_PARAM} value={param} />
          ))}

          <div className={styles.actions}>
            <button type="submit" className={styles.apply}>
              Apply
            </button>
            <Link discover="none" to={action} className={styles.clearAll}>
              Clear all
            </Link>
          </div>
        </Form>
        <RememberedPanels />
      </details>
    </div>
  );
}

/**
 * Refinements the controls above do not show (a dealer from a See more from this dealer link,
 * a model past a make's 30, a weekly price range) ride along as hidden inputs, so applying
 * the form keeps them; their chips can still remove them.
 */
function heldRefinements(
  state: SearchState,
  makeControl: "list" | "dropdown",
  make: {
    makeCounts: Record<string, number> | undefined;
    makeModelCounts: Record<string, number> | undefined;
    refinedMakes: readonly string[];
    refinedModels: readonly string[];
  },
  listedKeys: readonly RefinementKey[],
  /** Filters shown as dropdowns: only their first refined value is in the form. */
  dropdownKeys: readonly RefinementKey[],
): Array<{ name: string; value: string }> {
  const shown =
    makeControl === "dropdown"
      ? selectedByMakeSelect(make.makeModelCounts, make.refinedMakes, make.refinedModels)
      : {
          makes: new Set(make.refinedMakes),
          models: listedModels(make.makeCounts, make.makeModelCounts, make.refinedMakes, make.refinedModels),
        };
  const isShown = (key: RefinementKey, value: string) =>
    listedKeys.includes(key) ||
    (key !== "make" && dropdownKeys.includes(key) && state.refinements[key]?.[0] === value) ||
    (key === "make" && shown.makes.has(value)) ||
    (key === "model" && shown.models.has(value));

  const held: Array<{ name: string; value: string }> = [];
  for (const key of Object.keys(REFINEMENT_ATTRIBUTES) as RefinementKey[]) {
    for (const value of state.refinements[key] ?? []) {
      if (!isShown(key, value)) held.push({ name: key, value });
    }
  }
  const weekly = state.ranges.subscription_price;
  if (weekly && (weekly.min !== undefined || weekly.max !== undefined)) {
    held.push({ name: "subscription_price", value: formatRange(weekly) });
  }
  return held;
}
