/** Text normalisation shared by indexing and querying: lower case, accents folded. */
export function normalizeText(value: string): string {
  return value.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}

const WORD = /[\p{L}\p{N}]+/gu;

export function tokenizeText(value: string): string[] {
  return normalizeText(value).match(WORD) ?? [];
}

/** Word pieces joined by a separator other than a space: "CX-5", "ID.4", "GT-Line", "19'6". */
const JOINED = /[\p{L}\p{N}]+(?:[^\p{L}\p{N}\s]+[\p{L}\p{N}]+)+/gu;

/**
 * The words a text is indexed under: its words, and each run of words joined by a separator
 * other than a space also as one word, as Algolia concatenates at indexing: "CX-5" is found by
 * "cx5" (and by "cx 5", which the query joins), "T-Roc" by "troc".
 */
export function indexTokens(value: string): string[] {
  const normalized = normalizeText(value);
  const tokens: string[] = normalized.match(WORD) ?? [];
  for (const run of normalized.match(JOINED) ?? []) tokens.push((run.match(WORD) ?? []).join(""));
  return tokens;
}

/** Algolia's default typo tolerance: 1 typo from 4 letters, 2 typos from 8. */
export function allowedTypos(word: string): number {
  if (word.length >= 8) return 2;
  if (word.length >= 4) return 1;
  return 0;
}

/**
 * Damerau-Levenshtein distance (adjacent transpositions count once) capped at `limit`:
 * returns limit + 1 as soon as the distance must exceed it.
 */
export function typoDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  let prevPrev = new Array<number>(cols).fill(0);
  let prev = Array.from({ length: cols }, (_, j) => j);
  let current = new Array<number>(cols).fill(0);
  for (let i = 1; i < rows; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, current[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, prevPrev[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    [prevPrev, prev, current] = [prev, current, prevPrev];
  }
  return prev[cols - 1]!;
}
