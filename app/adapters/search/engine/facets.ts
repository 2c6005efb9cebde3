import { setMembers, type Bitset } from "./bitset";
import { facetAttributeName } from "./attribute-settings";
import type { RecordStore } from "./store";
import type { FacetStats, IndexSettings, SearchParams, SearchResponse } from "./types";

/** The facet counts (and numeric facets' stats) of the records in `result`, as Algolia answers them. */
export function countFacets(
  store: RecordStore,
  settings: IndexSettings,
  result: Bitset,
  params: SearchParams,
): Pick<SearchResponse, "facets" | "facets_stats"> {
  const declared = (settings.attributesForFaceting ?? []).map(facetAttributeName);
  const requested = typeof params.facets === "string" ? [params.facets] : (params.facets ?? []);
  const names = requested.includes("*")
    ? declared.filter((f) => !f.filterOnly).map((f) => f.name)
    : requested.filter((name) => declared.some((f) => f.name === name && !f.filterOnly));
  const maxValues = params.maxValuesPerFacet ?? settings.maxValuesPerFacet ?? 100;
  const facets: Record<string, Record<string, number>> = {};
  const stats: Record<string, FacetStats> = {};
  if (names.length === 0) return { facets };
  // Collect the matching records once; each facet then counts in a tight typed-array loop.
  const docs = setMembers(result);
  const n = docs.length;
  for (const name of names) {
    const column = store.facetColumn(name);
    const counts = new Int32Array(column.values.length);
    const single = column.single;
    if (single) {
      for (let i = 0; i < n; i++) {
        const id = single[docs[i]!]!;
        if (id >= 0) counts[id]!++;
      }
    } else {
      const { offsets, ids } = column;
      for (let i = 0; i < n; i++) {
        const doc = docs[i]!;
        for (let k = offsets[doc]!; k < offsets[doc + 1]!; k++) counts[ids[k]!]!++;
      }
    }
    facets[name] = topFacetValues(column.values, counts, maxValues, params.sortFacetValuesBy === "alpha");
    if (column.numeric) {
      const numbers = column.numbers!;
      let sum = 0;
      let weight = 0;
      let min = Number.POSITIVE_INFINITY;
      let max = Number.NEGATIVE_INFINITY;
      for (let id = 0; id < counts.length; id++) {
        const count = counts[id]!;
        if (count === 0) continue;
        const number = numbers[id]!;
        sum += number * count;
        weight += count;
        if (number < min) min = number;
        if (number > max) max = number;
      }
      if (weight > 0) stats[name] = { min, max, avg: sum / weight, sum };
    }
  }
  return Object.keys(stats).length > 0 ? { facets, facets_stats: stats } : { facets };
}

const byValue = (a: [string, number], b: [string, number]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

/**
 * The facet's values with their counts, at most `limit`: by count (ties alphabetical) or
 * alphabetically. Prices and km have thousands of values, so the count cut-off is found from
 * a histogram of counts before anything is sorted.
 */
function topFacetValues(
  values: readonly string[],
  counts: Int32Array,
  limit: number,
  alphabetical: boolean,
): Record<string, number> {
  let present = 0;
  let highest = 0;
  for (let id = 0; id < counts.length; id++) {
    const count = counts[id]!;
    if (count > 0) present++;
    if (count > highest) highest = count;
  }
  let cutoff = 1;
  if (!alphabetical && present > limit) {
    const histogram = new Int32Array(highest + 1);
    for (let id = 0; id < counts.length; id++) histogram[counts[id]!]!++;
    let kept = 0;
    for (cutoff = highest; cutoff > 1 && kept + histogram[cutoff]! < limit; cutoff--) kept += histogram[cutoff]!;
  }
  const entries: [string, number][] = [];
  for (let id = 0; id < counts.length; id++) {
    if (counts[id]! >= cutoff) entries.push([values[id]!, counts[id]!]);
  }
  entries.sort(alphabetical ? byValue : (a, b) => b[1] - a[1] || byValue(a, b));
  return Object.fromEntries(entries.slice(0, limit));
}
