import type { Tenant } from "~/tenants/schema";
import { buildFilters } from "./request";
import type { RefinementKey, SearchState } from "./state";

/*
 * Suggestions as the shopper types in the search box: the makes, models and body types whose
 * words start with what was typed, each with the number of cars choosing it would list.
 * They come from Algolia's search for facet values, so the embedded engine and hosted
 * Algolia answer them alike.
 */

export type SuggestionKind = "make" | "model" | "body";

export interface Suggestion {
  kind: SuggestionKind;
  /** What the list shows: "Toyota", "Toyota HiLux", "SUV". */
  label: string;
  /** The cars choosing it lists, counted as the filter panel counts its values. */
  count: number;
  /** The refinements choosing it adds. */
  refinements: Partial<Record<RefinementKey, string>>;
}

/** GET /api/suggest's answer: the suggestions, each with the search URL choosing it opens. */
export interface SuggestAnswer {
  query: string;
  suggestions: Array<Suggestion & { href: string }>;
}

/** What a screen reader hears as suggestions arrive (the box's polite live region). */
export function suggestionsAnnouncement(count: number): string {
  return count === 0 ? "" : count === 1 ? "1 suggestion" : `${count} suggestions`;
}

/** Longer text is not a make or model being typed; the box itself takes 200 characters. */
export const MAX_SUGGEST_QUERY_LENGTH = 50;
/** How many suggestions the list shows: a short list read at a glance, and by a screen reader. */
export const MAX_SUGGESTIONS = 8;

/** What a kind of suggestion searches, and which refinements its count leaves out. */
const FACETS: Record<SuggestionKind, { facet: string; omit: readonly RefinementKey[] }> = {
  // Disjunctive, as the filter panel counts: a make's count leaves the chosen makes out, since
  // choosing another make adds to them (Toyota OR Mazda).
  make: { facet: "make", omit: ["make"] },
  // A model brings its make: its count leaves chosen makes and models out alike.
  model: { facet: "make_model", omit: ["make", "model", "make_model"] },
  body: { facet: "simple_body", omit: ["body"] },
};
const KIND_ORDER: readonly SuggestionKind[] = ["make", "model", "body"];

/** The typed text as suggestions search it: trimmed, spaces collapsed; null when nothing is left. */
export function suggestQuery(text: string): string | null {
  const query = text.replace(/\s+/g, " ").trim();
  return query === "" ? null : query;
}

export interface FacetValuesRequest {
  indexName: string;
  type: "facet";
  facet: string;
  facetQuery: string;
  filters: string;
  maxFacetHits: number;
}

export interface MakesRequest {
  indexName: string;
  query: "";
  filters: string;
  facets: ["make"];
  hitsPerPage: 0;
  maxValuesPerFacet: number;
  attributesToHighlight: [];
}

function withoutRefinements(state: SearchState, keys: readonly RefinementKey[]): SearchState {
  const refinements = { ...state.refinements };
  for (const key of keys) delete refinements[key];
  // The typed text takes the place of the page's query: a suggestion counts cars without it.
  return { ...state, query: "", refinements };
}

/**
 * One facet value search per kind, within the page's search (the tenant's preset, the
 * landing's and the shopper's refinements), and one list of the makes the model search
 * counts among: a model value ("Land Rover Defender") names its make only as its first words.
 */
export function buildSuggestionRequests(
  query: string,
  state: SearchState,
  tenant: Tenant,
  now: Date,
): [FacetValuesRequest, FacetValuesRequest, FacetValuesRequest, MakesRequest] {
  const indexName = tenant.search.indexName;
  const facetRequest = (kind: SuggestionKind): FacetValuesRequest => ({
    indexName,
    type: "facet",
    facet: FACETS[kind].facet,
    facetQuery: query,
    filters: buildFilters(withoutRefinements(state, FACETS[kind].omit), tenant, now),
    maxFacetHits: MAX_SUGGESTIONS,
  });
  return [
    facetRequest("make"),
    facetRequest("model"),
    facetRequest("body"),
    {
      indexName,
      query: "",
      filters: buildFilters(withoutRefinements(state, FACETS.model.omit), tenant, now),
      facets: ["make"],
      hitsPerPage: 0,
      maxValuesPerFacet: 1000,
      attributesToHighlight: [],
    },
  ];
}

export interface FacetHit {
  value: string;
  count: number;
}

const normalised = (text: string) => text.toLowerCase().replace(/[\s-]+/g, "");

/**
 * How closely a value matches: 0 when it is what was typed ("cx5" and "CX-5"), 1 when it starts
 * with it, 2 when a later word does ("cruiser" in "LandCruiser Prado" is 2, "prado" too). A
 * model is matched by its own name and by its make's and name's together.
 */
function closeness(query: string, names: readonly string[]): number {
  const typed = normalised(query);
  if (names.some((name) => normalised(name) === typed)) return 0;
  if (names.some((name) => normalised(name).startsWith(typed))) return 1;
  return 2;
}

/** The make a model value starts with, the longest when several do ("Land Rover" before "Land"). */
function makeOf(makeModel: string, makes: readonly string[]): string | undefined {
  return makes
    .filter((make) => makeModel.startsWith(`${make} `))
    .sort((a, b) => b.length - a.length)[0];
}

/**
 * The suggestions from the facet searches' answers: the closest matches first, then the most
 * cars, then makes before models before bodies, then by name; at most MAX_SUGGESTIONS, and
 * none with no cars. A model whose make cannot be told is left out rather than guessed.
 */
export function rankSuggestions(
  query: string,
  hits: { make: readonly FacetHit[]; model: readonly FacetHit[]; body: readonly FacetHit[] },
  makes: readonly string[],
): Suggestion[] {
  const ranked: Array<Suggestion & { closeness: number }> = [];
  for (const { value, count } of hits.make) {
    ranked.push({ kind: "make", label: value, count, refinements: { make: value }, closeness: closeness(query, [value]) });
  }
  for (const { value, count } of hits.model) {
    const make = makeOf(value, makes);
    if (!make) continue;
    const model = value.slice(make.length + 1);
    ranked.push({
      kind: "model",
      label: value,
      count,
      refinements: { make, model },
      closeness: closeness(query, [model, value]),
    });
  }
  for (const { value, count } of hits.body) {
    ranked.push({ kind: "body", label: value, count, refinements: { body: value }, closeness: closeness(query, [value]) });
  }
  return ranked
    .filter((suggestion) => suggestion.count > 0)
    .sort(
      (a, b) =>
        a.closeness - b.closeness ||
        b.count - a.count ||
        KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
        (a.label < b.label ? -1 : a.label > b.label ? 1 : 0),
    )
    .slice(0, MAX_SUGGESTIONS)
    .map(({ closeness: _closeness, ...suggestion }) => suggestion);
}

/**
 * The page's search with a suggestion chosen: its refinements added to the shopper's, the
 * typed text gone (the suggestion stands for it), from page 1.
 */
export function stateWithSuggestion(state: SearchState, suggestion: Pick<Suggestion, "refinements">): SearchState {
  const refinements = { ...state.refinements };
  for (const [key, value] of Object.entries(suggestion.refinements) as [RefinementKey, string][]) {
    const current = refinements[key] ?? [];
    if (!current.includes(value)) refinements[key] = [...current, value];
  }
  return { ...state, query: "", page: 1, refinements };
}
