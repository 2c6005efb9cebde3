/**
 * A brute-force search over plain records, written for clarity rather than speed, that the
 * differential test compares the engine against. It shares only the text helpers and the
 * tier formula, so the engine's index structures are checked by an independent path.
 */
import { parseFilterList, parseFilters, parseOptionalFilters, type FilterNode } from "../filters";
import { distanceMeters, geoBuckets, geoPoints } from "../geo";
import { parseLatLng } from "../params";
import { DEFAULT_RANKING, textTier, tierMissing, tierTypos } from "../ranking";
import type { IndexSettings, SearchParams } from "../types";
import { facetAttributeName, parseSearchableAttributes } from "../attribute-settings";
import { readPath, type SearchRecord } from "../search-record";
import { allowedTypos, indexTokens, normalizeText, tokenizeText, typoDistance } from "../text";

function values(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap(values);
  if (typeof value === "string") return [value];
  if (typeof value === "number" || typeof value === "boolean") return [String(value)];
  return [];
}

function matches(record: SearchRecord, node: FilterNode, faceted: Set<string>): boolean {
  switch (node.type) {
    case "all":
      return true;
    case "and":
      return node.items.every((item) => matches(record, item, faceted));
    case "or":
      return node.items.some((item) => matches(record, item, faceted));
    case "not":
      return !matches(record, node.item, faceted);
    case "tag": {
      const tags = record._tags;
      return Array.isArray(tags) ? tags.includes(node.value) : tags === node.value;
    }
    case "facet":
      if (faceted.has(node.attribute)) {
        return values(readPath(record, node.attribute)).some(
          (v) => normalizeText(v) === normalizeText(node.value),
        );
      }
      if (node.value.trim() !== "" && !Number.isNaN(Number(node.value))) {
        return matches(record, { type: "numeric", attribute: node.attribute, operator: "=", value: Number(node.value) }, faceted);
      }
      return false;
    case "numeric":
    case "range": {
      const v = readPath(record, node.attribute);
      if (typeof v !== "number" || Number.isNaN(v)) return false;
      if (node.type === "range") return v >= node.lower && v <= node.upper;
      const t = node.value;
      return { "=": v === t, "!=": v !== t, "<": v < t, "<=": v <= t, ">": v > t, ">=": v >= t }[node.operator];
    }
  }
}

type Quality = [typos: number, level: number, inexact: number];

const better = (a: Quality, b: Quality | null) =>
  !b || a[0] < b[0] || (a[0] === b[0] && (a[1] < b[1] || (a[1] === b[1] && a[2] < b[2])));

/** Each searchable word of the record: its level and whether a typo may reach it. */
function recordWords(record: SearchRecord, levels: string[][], exactOnly: Set<string>) {
  const words: { token: string; level: number; typos: boolean }[] = [];
  levels.forEach((attributes, level) => {
    for (const attribute of attributes) {
      for (const text of values(readPath(record, attribute))) {
        for (const token of indexTokens(text)) words.push({ token, level, typos: !exactOnly.has(attribute) });
      }
    }
  });
  return words;
}

type RecordWords = ReturnType<typeof recordWords>;

/** A word as typed: exact, a prefix at the end, within its typos, or split in two words of the record. */
function wordQuality(words: RecordWords, word: string, isLast: boolean, typosAllowed: boolean): Quality | null {
  let best: Quality | null = null;
  const limit = !typosAllowed || /\d/.test(word) ? 0 : allowedTypos(word);
  for (const { token, level, typos } of words) {
    let candidate: Quality | null = null;
    if (token === word) candidate = [0, level, 0];
    else if (isLast && token.startsWith(word)) candidate = [0, level, 1];
    else if (limit > 0 && typos && !/\d/.test(token)) {
      const d = typoDistance(word, token, limit);
      if (d <= limit) candidate = [d, level, 1];
    }
    if (candidate && better(candidate, best)) best = candidate;
  }
  for (let at = 1; at < word.length && word.length <= 48; at++) {
    const [first, second] = [word.slice(0, at), word.slice(at)];
    const piece = (p: string) => p.length >= 2 || /^\d+$/.test(p);
    if (!piece(first) || !piece(second)) continue;
    const a = joinedQuality(words, first, false);
    const b = joinedQuality(words, second, isLast);
    if (a && b) {
      const candidate: Quality = [0, Math.min(a[1], b[1]), 1];
      if (better(candidate, best)) best = candidate;
    }
  }
  return best;
}

/** Words of the query joined into one: exact, or a prefix at the end; no typos. */
function joinedQuality(words: RecordWords, word: string, isLast: boolean): Quality | null {
  let best: Quality | null = null;
  for (const { token, level } of words) {
    const candidate: Quality | null =
      token === word ? [0, level, 0] : isLast && token.startsWith(word) ? [0, level, 1] : null;
    if (candidate && better(candidate, best)) best = candidate;
  }
  return best;
}

/**
 * The record's best text tier over every reading of the query (words joined by twos and
 * threes), null if none matches. An optional word (a single word, never a joined unit) the
 * record lacks is skipped; a reading must match one unit at least.
 */
function queryTier(
  words: RecordWords,
  query: string[],
  prefix: (endsQuery: boolean) => boolean,
  typosAllowed: boolean,
  optional: ReadonlySet<number> = new Set(),
): number | null {
  let best: number | null = null;
  const walk = (from: number, qualities: Quality[], matchedWords: number) => {
    if (from === query.length) {
      if (qualities.length === 0) return;
      const tier = textTier(
        qualities.reduce((sum, q) => sum + q[0], 0),
        qualities.length - 1,
        Math.min(...qualities.map((q) => q[1])),
        qualities.reduce((sum, q) => sum + q[2], 0),
        query.length - matchedWords,
      );
      if (best === null || tier < best) best = tier;
      return;
    }
    for (let joined = 1; joined <= 3 && from + joined <= query.length; joined++) {
      const asPrefix = prefix(from + joined === query.length);
      const quality =
        joined === 1
          ? wordQuality(words, query[from]!, asPrefix, typosAllowed)
          : joinedQuality(words, query.slice(from, from + joined).join(""), asPrefix);
      if (quality) walk(from + joined, [...qualities, quality], matchedWords + joined);
      else if (joined === 1 && optional.has(from)) walk(from + 1, qualities, matchedWords);
    }
  };
  walk(0, [], 0);
  return best;
}

function compare(a: unknown, b: unknown, direction: number): number {
  const missA = typeof a !== "number" && typeof a !== "string";
  const missB = typeof b !== "number" && typeof b !== "string";
  if (missA || missB) return missA === missB ? 0 : missA ? 1 : -1;
  return a === b ? 0 : ((a as number) < (b as number) ? -1 : 1) * direction;
}

/** The attribute's value as distinct groups it: its first value, normalised; null (never grouped) without one. */
function distinctKey(record: SearchRecord, attribute: string): string | null {
  const first = values(readPath(record, attribute))[0];
  return first === undefined ? null : normalizeText(first);
}

function countValues(records: SearchRecord[], kept: SearchRecord[], name: string): Record<string, number> {
  const counts: Record<string, number> = {};
  const display = new Map<string, string>();
  for (const record of records) {
    for (const v of values(readPath(record, name))) {
      if (!display.has(normalizeText(v))) display.set(normalizeText(v), v);
    }
  }
  for (const record of kept) {
    for (const key of new Set(values(readPath(record, name)).map(normalizeText))) {
      const shown = display.get(key)!;
      counts[shown] = (counts[shown] ?? 0) + 1;
    }
  }
  return counts;
}

export function referenceSearch(records: SearchRecord[], settings: IndexSettings, params: SearchParams) {
  const words = tokenizeText(params.query ?? "");
  const named = new Set(
    (typeof params.optionalWords === "string" ? [params.optionalWords] : (params.optionalWords ?? [])).flatMap(tokenizeText),
  );
  const optional = new Set(words.flatMap((word, i) => (named.has(word) ? [i] : [])));
  let answer = searchOnce(records, settings, params, optional);
  const mode = params.removeWordsIfNoResults ?? "none";
  let removed = new Set<number>();
  if (mode !== "none" && answer.nbHits === 0) {
    // The last (first) 1, 2, ... words made optional, up to 5 leaving one; or all at once.
    const steps =
      mode === "allOptional"
        ? words.length > 0 ? [words.map((_, i) => i)] : []
        : Array.from({ length: Math.max(0, Math.min(5, words.length - 1)) }, (_, k) =>
            Array.from({ length: k + 1 }, (_, i) => (mode === "lastWords" ? words.length - 1 - i : i)),
          );
    for (const step of steps) {
      const next = searchOnce(records, settings, params, new Set([...optional, ...step]));
      if (next.nbHits > 0) {
        answer = next;
        removed = new Set(step);
        break;
      }
    }
  }
  const queryAfterRemoval =
    mode === "lastWords" || mode === "firstWords"
      ? (() => {
          const typed = (params.query ?? "").split(" ").filter((piece) => piece !== "");
          const shown = typed.length === words.length && typed.every((piece) => tokenizeText(piece).length === 1) ? typed : words;
          return shown.map((word, i) => (removed.has(i) ? `<em>${word}</em>` : word)).join(" ");
        })()
      : undefined;
  return { ...answer, queryAfterRemoval };
}

function searchOnce(records: SearchRecord[], settings: IndexSettings, params: SearchParams, optional: ReadonlySet<number>) {
  const faceted = new Set((settings.attributesForFaceting ?? []).map((f) => facetAttributeName(f).name));
  const filter: FilterNode = {
    type: "and",
    items: [
      params.filters ? parseFilters(params.filters) : { type: "all" },
      parseFilterList(params.facetFilters, "facetFilters"),
      parseFilterList(params.numericFilters, "numericFilters"),
    ],
  };
  const restrict = typeof params.restrictSearchableAttributes === "string"
    ? params.restrictSearchableAttributes.split(",").map((a) => a.trim()).filter(Boolean)
    : params.restrictSearchableAttributes;
  const levels = parseSearchableAttributes(settings.searchableAttributes ?? []).map((level) =>
    restrict && restrict.length > 0 ? level.filter((attribute) => restrict.includes(attribute)) : level,
  );
  const exactOnly = new Set(settings.disableTypoToleranceOnAttributes ?? []);
  const words = tokenizeText(params.query ?? "");
  const queryType = params.queryType ?? "prefixLast";
  const prefix = (endsQuery: boolean) => (queryType === "prefixAll" ? true : queryType === "prefixNone" ? false : endsQuery);
  const typosAllowed = params.typoTolerance !== false && params.typoTolerance !== "false";
  const centre = params.aroundLatLng ? parseLatLng(params.aroundLatLng) : null;
  const radius = typeof params.aroundRadius === "number" ? params.aroundRadius : Number.POSITIVE_INFINITY;
  const bucketOf = geoBuckets(params.aroundPrecision ?? 10);
  const optionalFilters = params.optionalFilters === undefined ? [] : parseOptionalFilters(params.optionalFilters);
  let scored: { index: number; record: SearchRecord; tier: number; geo: number; score: number }[] = [];
  records.forEach((record, index) => {
    if (!matches(record, filter, faceted)) return;
    let tier = 0;
    if (words.length > 0) {
      const found = queryTier(recordWords(record, levels, exactOnly), words, prefix, typosAllowed, optional);
      if (found === null) return;
      tier = found;
    }
    let geo = 0;
    if (centre) {
      const distances = geoPoints(record._geoloc).map((p) => distanceMeters(centre.lat, centre.lng, p.lat, p.lng));
      if (distances.length === 0) return;
      const nearest = Math.min(...distances);
      if (nearest > radius) return;
      geo = bucketOf(nearest).bucket;
    }
    const score = optionalFilters.reduce((total, group) => {
      const hits = group.filter(({ node }) => matches(record, node, faceted)).map((f) => f.score);
      return total + (hits.length === 0 ? 0 : params.sumOrFiltersScores ? hits.reduce((a, b) => a + b, 0) : Math.max(...hits));
    }, 0);
    scored.push({ index, record, tier, geo, score });
  });
  // typoTolerance "min" and "strict": the fewest typos any match has (plus one, strict).
  if (words.length > 0 && (params.typoTolerance === "min" || params.typoTolerance === "strict")) {
    const fewest = Math.min(...scored.map((s) => tierTypos(s.tier)));
    const extra = params.typoTolerance === "strict" ? 1 : 0;
    scored = scored.filter((s) => tierTypos(s.tier) <= fewest + extra);
  }
  const ranking = settings.ranking ?? DEFAULT_RANKING;
  const criteria = (list: string[]) =>
    list.flatMap((e) => {
      const m = /^(asc|desc)\((.+)\)$/.exec(e);
      return m ? [{ attribute: m[2]!, direction: m[1] === "asc" ? 1 : -1 }] : [];
    });
  const firstTextual = ranking.findIndex((e) => !/^(asc|desc)\(/.test(e));
  const sortCriteria = criteria(firstTextual === -1 ? ranking : ranking.slice(0, firstTextual));
  const custom = criteria(settings.customRanking ?? []);
  scored.sort((a, b) => {
    for (const c of sortCriteria) {
      const r = compare(readPath(a.record, c.attribute), readPath(b.record, c.attribute), c.direction);
      if (r) return r;
    }
    // Algolia's textual order: typo, geo, words, filters, proximity, attribute, exact.
    const byTypos = tierTypos(a.tier) - tierTypos(b.tier);
    if (byTypos) return byTypos;
    if (a.geo !== b.geo) return a.geo - b.geo;
    const byWords = tierMissing(a.tier) - tierMissing(b.tier);
    if (byWords) return byWords;
    if (a.score !== b.score) return b.score - a.score;
    if (a.tier !== b.tier) return a.tier - b.tier;
    for (const c of custom) {
      const r = compare(readPath(a.record, c.attribute), readPath(b.record, c.attribute), c.direction);
      if (r) return r;
    }
    return a.index - b.index;
  });
  const matched = scored.map((s) => s.record);
  const distinctSetting = params.distinct ?? settings.distinct;
  const limit = distinctSetting === true ? 1 : typeof distinctSetting === "number" ? distinctSetting : 0;
  let kept = matched;
  if (limit > 0 && settings.attributeForDistinct) {
    const taken = new Map<string, number>();
    kept = matched.filter((record) => {
      const key = distinctKey(record, settings.attributeForDistinct!);
      if (key === null) return true;
      taken.set(key, (taken.get(key) ?? 0) + 1);
      return taken.get(key)! <= limit;
    });
  }
  const afterDistinct = new Set(
    (settings.attributesForFaceting ?? []).flatMap((entry) => /^afterDistinct\((.*)\)$/.exec(entry.trim())?.[1] ?? []),
  );
  const facets: Record<string, Record<string, number>> = {};
  for (const name of params.facets === undefined ? [] : (params.facets as string[])) {
    const after = kept !== matched && (params.facetingAfterDistinct === true || afterDistinct.has(name));
    facets[name] = countValues(records, after ? kept : matched, name);
  }
  const scoreOf = new Map(scored.map((s) => [s.record.objectID, s.score]));
  return { nbHits: kept.length, ids: kept.map((r) => r.objectID), facets, scores: kept.map((r) => scoreOf.get(r.objectID)!) };
}

/** Search for facet values over plain records: the values whose words start with the query's, counted among the request's matches. */
export function referenceFacetSearch(
  records: SearchRecord[],
  settings: IndexSettings,
  facet: string,
  params: SearchParams,
): { value: string; count: number }[] {
  const { ids } = referenceSearch(records, settings, params);
  const matching = new Set(ids);
  // A value is shown as the first record that has it writes it.
  const display = new Map<string, string>();
  for (const record of records) {
    for (const value of values(readPath(record, facet))) if (!display.has(normalizeText(value))) display.set(normalizeText(value), value);
  }
  const counts = new Map<string, { value: string; count: number }>();
  for (const record of records) {
    if (!matching.has(record.objectID)) continue;
    for (const key of new Set(values(readPath(record, facet)).map(normalizeText))) {
      const entry = counts.get(key) ?? { value: display.get(key)!, count: 0 };
      entry.count++;
      counts.set(key, entry);
    }
  }
  const words = tokenizeText(params.facetQuery ?? "");
  return [...counts.values()]
    .filter(({ value }) => {
      const valueWords = tokenizeText(value);
      return words.every((w) => valueWords.some((v) => v.startsWith(w))) || valueWords.join("").startsWith(words.join(""));
    })
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
    .slice(0, params.maxFacetHits ?? 10);
}
