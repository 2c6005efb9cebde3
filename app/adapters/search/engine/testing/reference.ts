/**
 * A brute-force search over plain records, written for clarity rather than speed, that the
 * differential test compares the engine against. It shares only the text helpers and the
 * tier formula, so the engine's index structures are checked by an independent path.
 */
import { parseFilterList, parseFilters, type FilterNode } from "../filters";
import { DEFAULT_RANKING, textTier } from "../ranking";
import type { IndexSettings, SearchParams } from "../types";
import { facetAttributeName, parseSearchableAttributes, readPath, type SearchRecord } from "../store";
import { allowedTypos, normalizeText, tokenizeText, typoDistance } from "../text";

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

function wordQuality(record: SearchRecord, word: string, isLast: boolean, levels: string[][]): Quality | null {
  let best: Quality | null = null;
  const limit = /\d/.test(word) ? 0 : allowedTypos(word);
  levels.forEach((attributes, level) => {
    for (const attribute of attributes) {
      for (const text of values(readPath(record, attribute))) {
        for (const token of tokenizeText(text)) {
          let candidate: Quality | null = null;
          if (token === word) candidate = [0, level, 0];
          else if (isLast && token.startsWith(word)) candidate = [0, level, 1];
          else if (limit > 0 && !/\d/.test(token)) {
            const d = typoDistance(word, token, limit);
            if (d <= limit) candidate = [d, level, 1];
          }
          if (candidate && (!best || candidate[0] < best[0] || (candidate[0] === best[0] && (candidate[1] < best[1] || (candidate[1] === best[1] && candidate[2] < best[2]))))) {
            best = candidate;
          }
        }
      }
    }
  });
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
  const words = tokenizeText(params.query ?? "");
  const scored: { index: number; record: SearchRecord; tier: number }[] = [];
  records.forEach((record, index) => {
    if (!matches(record, filter, faceted)) return;
    let typos = 0;
    let level = 255;
    let inexact = 0;
    for (let i = 0; i < words.length; i++) {
      const quality = wordQuality(record, words[i]!, i === words.length - 1, levels);
      if (!quality) return;
      typos += quality[0];
      level = Math.min(level, quality[1]);
      inexact += quality[2];
    }
    scored.push({ index, record, tier: words.length ? textTier(typos, level, inexact) : 0 });
  });
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
