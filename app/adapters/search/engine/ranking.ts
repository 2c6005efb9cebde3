import { readPath, type SearchRecord } from "./store";
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

/** The shared ranking rule, used by the engine and by its brute-force reference in tests. */
export function textTier(sumTypos: number, bestLevel: number, inexactWords: number): number {
  return (sumTypos * 256 + bestLevel) * 64 + Math.min(inexactWords, 63);
}

/**
 * The order records rank in before any text matching: the sort criteria ranked ahead of the
 * textual ones (a sort replica), then customRanking, then record order. `group` numbers the
 * runs of records the sort criteria cannot tell apart; text relevance orders within a run.
 */
export function rankingOrder(
  records: readonly SearchRecord[],
  settings: IndexSettings,
): { order: Int32Array; group: Int32Array; hasSortCriteria: boolean } {
  const size = records.length;
  const ranking = settings.ranking ?? DEFAULT_RANKING;
  const firstTextual = ranking.findIndex((entry) => !/^(asc|desc)\(/.test(entry));
  const sortCriteria = parseCriteria(firstTextual === -1 ? ranking : ranking.slice(0, firstTextual));
  const custom = parseCriteria(settings.customRanking ?? []);
  const keys = (criteria: Criterion[]) =>
    criteria.map((c) => ({ c, values: records.map((record) => readPath(record, c.attribute)) }));
  const sortKeys = keys(sortCriteria);
  const customKeys = keys(custom);
  const compareBy = (list: typeof sortKeys, a: number, b: number) => {
    for (const { c, values } of list) {
      const result = compareValues(values[a], values[b], c.direction);
      if (result !== 0) return result;
    }
    return 0;
  };
  const positions = Array.from({ length: size }, (_, i) => i);
  positions.sort((a, b) => compareBy(sortKeys, a, b) || compareBy(customKeys, a, b) || a - b);
  const order = Int32Array.from(positions);
  const group = new Int32Array(size);
  let current = 0;
  for (let i = 1; i < size; i++) {
    if (compareBy(sortKeys, positions[i - 1]!, positions[i]!) !== 0) current++;
    group[positions[i]!] = current;
  }
  return { order, group, hasSortCriteria: sortCriteria.length > 0 };
}
