import { highlightText, snippetText, type HighlightQuery, type HighlightResult } from "./highlight";
import { tierMissing, tierParts, tierTypos } from "./ranking";
import type { ReadingOptions } from "./search-index";
import { parseSearchableAttributes } from "./attribute-settings";
import { readPath, type SearchRecord } from "./search-record";
import type { RecordStore } from "./store";
import type { IndexSettings, SearchParams, SearchResponse } from "./types";

/*
 * What Algolia adds to each hit beside the record: `_highlightResult` (by default for every
 * searchable attribute), `_snippetResult` (attributesToSnippet, "name:10") and, asked for,
 * `_rankingInfo`. Worked out for the page's hits only.
 */

const DEFAULT_SNIPPET_WORDS = 10;

function attributeList(value: string[] | string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  return typeof value === "string" ? value.split(",").map((name) => name.trim()).filter(Boolean) : value;
}

function texts(value: unknown): string[] | string | null {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.flatMap((item) => (typeof item === "string" || typeof item === "number" ? [String(item)] : []));
  return null;
}

export function hitAnnotations(
  settings: IndexSettings,
  store: RecordStore,
  params: SearchParams,
  words: string[],
  reading: ReadingOptions,
  tierOf: ((doc: number) => number) | null,
  /** The request's own criteria for a hit: its optional filters' score, its geo distance. */
  criteria: (doc: number) => Record<string, unknown> = () => ({}),
): (hit: SearchRecord, doc: number, userScore: number) => SearchRecord {
  const searchable = parseSearchableAttributes(settings.searchableAttributes ?? []).flat();
  const requested = attributeList(params.attributesToHighlight);
  const everything = requested?.includes("*");
  const highlighted = everything ? null : (requested ?? searchable);
  const snippets = (attributeList(params.attributesToSnippet) ?? []).map((entry) => {
    const [name, size] = entry.split(":");
    return { name: name!.trim(), size: size === undefined ? DEFAULT_SNIPPET_WORDS : Math.max(1, Number(size) || DEFAULT_SNIPPET_WORDS) };
  });
  const typoFree = new Set(settings.disableTypoToleranceOnAttributes ?? []);
  const query: HighlightQuery = {
    words,
    prefix: words.map((_, i) => reading.prefix(i === words.length - 1)),
    typos: reading.typos,
    preTag: params.highlightPreTag ?? "<em>",
    postTag: params.highlightPostTag ?? "</em>",
  };
  const ellipsis = params.snippetEllipsisText ?? "…";
  const ranking = params.getRankingInfo === true;
  if (highlighted?.length === 0 && snippets.length === 0 && !ranking) return (hit) => hit;
  // Makes, colours, dealers and feature names repeat from hit to hit: each text is worked out
  // once a request (20 hits: 3.2 ms to 0.x ms at 100k cars), each hit getting its own copy.
  const seen = new Map<string, HighlightResult>();
  const highlightOnce = (text: string, typos: boolean): HighlightResult => {
    const key = `${typos ? 1 : 0}${text}`;
    let result = seen.get(key);
    if (!result) seen.set(key, (result = highlightText(text, query, typos)));
    return { ...result, matchedWords: [...result.matchedWords] };
  };

  return (hit, doc, userScore) => {
    const record = store.records[doc]!;
    const annotated: SearchRecord = { ...hit };
    const names = highlighted ?? Object.keys(hit).filter((name) => name !== "objectID");
    if (names.length > 0) {
      const result: Record<string, unknown> = {};
      for (const name of names) {
        const value = texts(readPath(record, name));
        if (value === null) continue;
        const typos = !typoFree.has(name);
        result[name] = Array.isArray(value)
          ? value.map((text) => highlightOnce(text, typos))
          : highlightOnce(value, typos);
      }
      annotated._highlightResult = result;
    }
    if (snippets.length > 0) {
      const result: Record<string, unknown> = {};
      for (const { name, size } of snippets) {
        const value = texts(readPath(record, name));
        if (value === null) continue;
        const typos = !typoFree.has(name);
        result[name] = Array.isArray(value)
          ? value.map((text) => snippetText(text, query, typos, size, ellipsis))
          : snippetText(value, query, typos, size, ellipsis);
      }
      annotated._snippetResult = result;
    }
    if (ranking) annotated._rankingInfo = { ...rankingInfo(tierOf ? tierOf(doc) : null, words.length, userScore), ...criteria(doc) };
    return annotated;
  };
}

/** The textual criteria of a hit's tier (ranking.ts textTier) in Algolia's _rankingInfo names. */
function rankingInfo(tier: number | null, queryWords: number, userScore: number) {
  const { inexact, level, apart } = tier === null ? { inexact: 0, level: 0, apart: 0 } : tierParts(tier);
  const typos = tier === null ? 0 : tierTypos(tier);
  const matched = queryWords - (tier === null ? 0 : tierMissing(tier));
  return {
    nbTypos: typos,
    firstMatchedWord: level * 1000,
    proximityDistance: apart,
    nbExactWords: Math.max(0, matched - inexact),
    words: matched,
    filters: 0,
    geoDistance: 0,
    geoPrecision: 1,
    userScore,
    promoted: false,
  };
}

/** The response with only the fields `responseFields` names ("*", or absent: all). */
export function selectFields(response: SearchResponse, fields: string[] | string | undefined): SearchResponse {
  const list = attributeList(fields);
  if (!list || list.includes("*")) return response;
  const picked: Record<string, unknown> = {};
  for (const name of list) if (name in response) picked[name] = (response as unknown as Record<string, unknown>)[name];
  return picked as unknown as SearchResponse;
}
