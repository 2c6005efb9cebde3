import { readPath, type SearchRecord } from "./search-record";
import type { IndexSettings } from "./types";

export const DEFAULT_RANKING = ["typo", "geo", "words", "filters", "proximity", "attribute", "exact", "custom"];

interface Criterion {
  attribute: string;
  direction: 1 | -1;
}

function parseCriteria(entries: readonly string[]): Criterion[] {
  return entries.flatMap((entry) => {
    const match = /^(asc|desc)\((.+)\)$/.exec(entry.trim());
    return match ? [{ attribute: match[2]!, direction: match[1] === "asc" ? 1 : -1 } as Criterion] : [];
  });
}

function compareValues(a: unknown, b: unknown, direction: 1 | -1): number {
  const missingA = a === null || a === undefined || (typeof a === "number" && Number.isNaN(a));
  const missingB = b === null || b === undefined || (typeof b === "number" && Number.isNaN(b));
  // Records without the attribute go last whatever the direction, as in Algolia.
  if (missingA || missingB) return missingA === missingB ? 0 : missingA ? 1 : -1;
  if (a === b) return 0;
  return ((a as number) < (b as number) ? -1 : 1) * direction;
}

/**
 * The shared ranking rule, used by the engine and by its brute-force reference in tests:
 * typos, then the query words a record misses (Algolia's words criterion: only optional
 * words can be missed), then proximity, then the best searchable level, then the inexact
 * words. Proximity is how many words a reading of the query matched apart (its matched words
 * less one): a reading with neighbours joined matches them as one word, so "mazda 3" ranks
 * the Mazda3 (one word) above a Mazda CX-3 (two), as Algolia's proximity criterion would.
 */
export function textTier(sumTypos: number, apart: number, bestLevel: number, inexactWords: number, missingWords = 0): number {
  return (((sumTypos * 32 + Math.min(missingWords, 31)) * 8 + Math.min(apart, 7)) * 256 + bestLevel) * 64 + Math.min(inexactWords, 63);
}

const TYPO_UNIT = 32 * 8 * 256 * 64;
const MISSING_UNIT = 8 * 256 * 64;

/** The tier's typo count (textTier's first component). */
export function tierTypos(tier: number): number {
  return Math.floor(tier / TYPO_UNIT);
}

/** The query words the tier's record misses. */
export function tierMissing(tier: number): number {
  return Math.floor(tier / MISSING_UNIT) % 32;
}

/** The tier's proximity, level and inexact words, as textTier packs them. */
export function tierParts(tier: number): { apart: number; level: number; inexact: number } {
  return { inexact: tier % 64, level: Math.floor(tier / 64) % 256, apart: Math.floor(tier / (64 * 256)) % 8 };
}

export interface RankingOrder {
  order: Int32Array;
  group: Int32Array;
  hasSortCriteria: boolean;
}

/**
 * The order records rank in before any text matching: the sort criteria ranked ahead of the
 * textual ones (a sort replica), then customRanking, then record order (`sequence`). Only
 * positions holding a record are in it. `group` numbers the runs of records the sort criteria
 * cannot tell apart; text relevance orders within a run.
 */
export class RankingRule {
  private readonly sortCriteria: Criterion[];
  private readonly custom: Criterion[];

  constructor(settings: IndexSettings) {
    const ranking = settings.ranking ?? DEFAULT_RANKING;
    const firstTextual = ranking.findIndex((entry) => !/^(asc|desc)\(/.test(entry));
    this.sortCriteria = parseCriteria(firstTextual === -1 ? ranking : ranking.slice(0, firstTextual));
    this.custom = parseCriteria(settings.customRanking ?? []);
  }

  get hasSortCriteria(): boolean {
    return this.sortCriteria.length > 0;
  }

  private keys(records: readonly (SearchRecord | undefined)[]) {
    const of = (criteria: Criterion[]) =>
      criteria.map((c) => ({ c, values: records.map((record) => (record ? readPath(record, c.attribute) : undefined)) }));
    return { sortKeys: of(this.sortCriteria), customKeys: of(this.custom) };
  }

  order(records: readonly (SearchRecord | undefined)[], sequence: Float64Array): RankingOrder {
    const { sortKeys, customKeys } = this.keys(records);
    const compare = (a: number, b: number) =>
      compareBy(sortKeys, a, b) || compareBy(customKeys, a, b) || sequence[a]! - sequence[b]!;
    const positions: number[] = [];
    records.forEach((record, doc) => record && positions.push(doc));
    positions.sort(compare);
    const order = Int32Array.from(positions);
    return { order, group: this.groups(order, sortKeys, records.length), hasSortCriteria: this.hasSortCriteria };
  }

  /** The order with these positions (just given their records) moved to their places. */
  reposition(
    ranked: RankingOrder,
    records: readonly (SearchRecord | undefined)[],
    sequence: Float64Array,
    docs: readonly number[],
  ): RankingOrder {
    // Past a few records one sort is cheaper than finding each one's place.
    if (docs.length > 16) return this.order(records, sequence);
    const { sortKeys, customKeys } = this.keys(records);
    const compare = (a: number, b: number) =>
      compareBy(sortKeys, a, b) || compareBy(customKeys, a, b) || sequence[a]! - sequence[b]!;
    // Records removed since leave the order (it holds records only), so it stays sorted.
    const inserting = new Set(docs);
    const kept = ranked.order.filter((doc) => records[doc] !== undefined && !inserting.has(doc));
    const order = new Int32Array(kept.length + docs.length);
    order.set(kept);
    let length = kept.length;
    for (const doc of docs) {
      let low = 0;
      let high = length;
      while (low < high) {
        const mid = (low + high) >>> 1;
        if (compare(order[mid]!, doc) < 0) low = mid + 1;
        else high = mid;
      }
      order.copyWithin(low + 1, low, length);
      order[low] = doc;
      length++;
    }
    return { order, group: this.groups(order, sortKeys, records.length), hasSortCriteria: this.hasSortCriteria };
  }

  private groups(order: Int32Array, sortKeys: { c: Criterion; values: unknown[] }[], positions: number): Int32Array {
    const group = new Int32Array(positions);
    let current = 0;
    for (let i = 1; i < order.length; i++) {
      if (compareBy(sortKeys, order[i - 1]!, order[i]!) !== 0) current++;
      group[order[i]!] = current;
    }
    return group;
  }
}

function compareBy(list: { c: Criterion; values: unknown[] }[], a: number, b: number): number {
  for (const { c, values } of list) {
    const result = compareValues(values[a], values[b], c.direction);
    if (result !== 0) return result;
  }
  return 0;
}
