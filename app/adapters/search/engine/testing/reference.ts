/**
 * A brute-force search over plain records, written for clarity rather than speed, that the
 * differential test compares the engine against. It shares only the text helpers and the
 * tier formula, so the engine's index structures are checked by an independent path.
 */
import { parseFilterList, parseFilters, type FilterNode } from "../filters";
import { DEFAULT_RANKING, textTier } from "../ranking";
import type { IndexSettings, SearchParams } from "../types";
import { facetAttributeName, parseSearchableAttributes, readPath, type SearchRecord } from "../store";
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

/** The record's best text tier over every reading of the query (words joined by twos and threes), null if none matches. */
function queryTier(
  words: RecordWords,
  query: string[],
  prefix: (endsQuery: boolean) => boolean,
  typosAllowed: boolean,
): number | null {
  let best: number | null = null;
  const walk = (from: number, qualities: Quality[]) => {
    if (from === query.length) {
      const tier = textTier(
        qualities.reduce((sum, q) => sum + q[0], 0),
        qualities.length - 1,
        Math.min(...qualities.map((q) => q[1])),
        qualities.reduce((sum, q) => sum + q[2], 0),
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
      if (quality) walk(from + joined, [...qualities, quality]);
    }
  };
  walk(0, []);
  return best;
}

function compare(a: unknown, b: unknown, direction: number): number {
  const missA = typeof a !== "number" && typeof a !== "string";
  const missB = typeof b !== "number" && typeof b !== "string";
  if (missA || missB) return missA === missB ? 0 : missA ? 1 : -1;
  return a === b ? 0 : ((a as number) < (b as number) ? -1 : 1) * direction;
}

export function referenceSearch(records: SearchRecord[], settings: IndexSettings, params: SearchParams) {
  const faceted = new Set((settings.attributesForFaceting ?? []).map((f) => facetAttributeName(f).name));
  const filter: FilterNode = {
    type: "and",
    items: [
      params.filters ? parseFilters(params.filters) : { type: "all" },
      parseFilterList(params.facetFilters, "facetFilters"),
      parseFilterList(params.numericFilters, "numericFilters"),
    ],
  };
  const levels = parseSearchableAttributes(settings.searchableAttributes ?? []);
  const exactOnly = new Set(settings.disableTypoToleranceOnAttributes ?? []);
  const words = tokenizeText(params.query ?? "");
  const queryType = params.queryType ?? "prefixLast";
  const prefix = (endsQuery: boolean) => (queryType === "prefixAll" ? true : queryType === "prefixNone" ? false : endsQuery);
  const typosAllowed = params.typoTolerance !== false && params.typoTolerance !== "false";
  let scored: { index: number; record: SearchRecord; tier: number }[] = [];
  records.forEach((record, index) => {
    if (!matches(record, filter, faceted)) return;
    let tier = 0;
    if (words.length > 0) {
      const found = queryTier(recordWords(record, levels, exactOnly), words, prefix, typosAllowed);
      if (found === null) return;
      tier = found;
    }
    scored.push({ index, record, tier });
  });
  // typoTolerance "min" and "strict": the fewest typos any match has (plus one, strict).
  if (words.length > 0 && (params.typoTolerance === "min" || params.typoTolerance === "strict")) {
    const typos = (tier: number) => Math.floor(tier / (8 * 256 * 64));
    const fewest = Math.min(...scored.map((s) => typos(s.tier)));
    const extra = params.typoTolerance === "strict" ? 1 : 0;
    scored = scored.filter((s) => typos(s.tier) <= fewest + extra);
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
    if (a.tier !== b.tier) return a.tier - b.tier;
    for (const c of custom) {
      const r = compare(readPath(a.record, c.attribute), readPath(b.record, c.attribute), c.direction);
      if (r) return r;
    }
    return a.index - b.index;
  });
  const facets: Record<string, Record<string, number>> = {};
  for (const name of params.facets === undefined ? [] : (params.facets as string[])) {
    const counts: Record<string, number> = {};
    const display = new Map<string, string>();
    for (const record of records) {
      for (const v of values(readPath(record, name))) {
        if (!display.has(normalizeText(v))) display.set(normalizeText(v), v);
      }
    }
    for (const { record } of scored) {
      for (const key of new Set(values(readPath(record, name)).map(normalizeText))) {
        const shown = display.get(key)!;
        counts[shown] = (counts[shown] ?? 0) + 1;
      }
    }
    facets[name] = counts;
  }
  return { nbHits: scored.length, ids: scored.map((s) => s.record.objectID), facets };
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
