import { allowedTypos, normalizeText, typoDistance } from "./text";

/*
 * Algolia's highlighting and snippeting: each attribute's text with the query's matches
 * between the pre and post tags, how well it matched (`matchLevel`) and which query words it
 * matched. A word matches as the engine matched it: exactly, as a prefix where the query
 * allows one (only the prefix is highlighted, "<em>Toy</em>ota"), within its typos where the
 * attribute allows typos, or as a run of neighbours ("rav 4" highlights "RAV4", "cx5" the
 * "CX-5").
 */

export interface HighlightQuery {
  /** The query's words, normalised, as typed. */
  words: string[];
  /** Whether each word may match as a prefix. */
  prefix: boolean[];
  typos: boolean;
  preTag: string;
  postTag: string;
}

export interface HighlightResult {
  value: string;
  matchLevel: "none" | "partial" | "full";
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetResult {
  value: string;
  matchLevel: "none" | "partial" | "full";
}

interface Token {
  start: number;
  end: number;
  text: string;
  /** Whether only a separator other than a space stands between it and the next word. */
  joinedToNext: boolean;
}

const WORD = /[\p{L}\p{N}]+/gu;

function tokens(value: string): Token[] {
  const found: Token[] = [];
  for (const match of value.matchAll(WORD)) {
    const word = match[0];
    // Most words are plain ASCII: lower case is all their normalising takes.
    const text = /^[\x00-\x7f]*$/.test(word) ? word.toLowerCase() : normalizeText(word);
    found.push({ start: match.index, end: match.index + word.length, text, joinedToNext: false });
  }
  for (let i = 0; i + 1 < found.length; i++) {
    const between = value.slice(found[i]!.end, found[i + 1]!.start);
    found[i]!.joinedToNext = between.length > 0 && !/\s/.test(between);
  }
  return found;
}

/** Marked stretches of one text (start, end) and the query words they matched. */
function matches(value: string, query: HighlightQuery, typosHere: boolean) {
  const words = tokens(value);
  const marks: [number, number][] = [];
  const matched = new Set<number>();
  const mark = (start: number, end: number, wordIndexes: number[]) => {
    marks.push([start, end]);
    for (const index of wordIndexes) matched.add(index);
  };
  for (let t = 0; t < words.length; t++) {
    const token = words[t]!;
    query.words.forEach((word, w) => {
      if (token.text === word) mark(token.start, token.end, [w]);
      else if (query.prefix[w] && token.text.startsWith(word)) mark(token.start, token.start + word.length, [w]);
      else if (typosHere && query.typos && !/\d/.test(word) && !/\d/.test(token.text)) {
        const limit = allowedTypos(word);
        if (limit > 0 && typoDistance(word, token.text, limit) <= limit) mark(token.start, token.end, [w]);
      }
    });
    // Query words joined ("rav 4" against "RAV4") and text words joined ("cx5" against "CX-5").
    for (let first = 0; first < query.words.length; first++) {
      let joined = query.words[first]!;
      for (let last = first + 1; last < Math.min(query.words.length, first + 3); last++) {
        joined += query.words[last]!;
        const indexes = Array.from({ length: last - first + 1 }, (_, k) => first + k);
        if (token.text === joined || (query.prefix[last] && token.text.startsWith(joined))) {
          mark(token.start, token.text === joined ? token.end : token.start + joined.length, indexes);
        }
      }
    }
    let run = token.text;
    for (let next = t; words[next]?.joinedToNext && next + 1 < words.length; next++) {
      run += words[next + 1]!.text;
      query.words.forEach((word, w) => {
        if (run === word || (query.prefix[w] && run.startsWith(word) && run.length - words[next + 1]!.text.length < word.length)) {
          mark(token.start, words[next + 1]!.end, [w]);
        }
      });
    }
  }
  marks.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const [start, end] of marks) {
    const previous = merged.at(-1);
    if (previous && start <= previous[1]) previous[1] = Math.max(previous[1], end);
    else merged.push([start, end]);
  }
  return { words, marks: merged, matched };
}

function tagged(value: string, marks: [number, number][], query: HighlightQuery, from = 0, to = value.length): string {
  let out = "";
  let at = from;
  for (const [start, end] of marks) {
    if (end <= from || start >= to) continue;
    out += value.slice(at, Math.max(at, start)) + query.preTag + value.slice(Math.max(at, start), Math.min(end, to)) + query.postTag;
    at = Math.min(end, to);
  }
  return out + value.slice(at, to);
}

function level(matched: number, total: number): HighlightResult["matchLevel"] {
  return matched === 0 ? "none" : matched === total ? "full" : "partial";
}

export function highlightText(value: string, query: HighlightQuery, typosHere: boolean): HighlightResult {
  const { words, marks, matched } = matches(value, query, typosHere);
  const result: HighlightResult = {
    value: tagged(value, marks, query),
    matchLevel: level(matched.size, query.words.length),
    matchedWords: [...matched].sort((a, b) => a - b).map((index) => query.words[index]!),
  };
  if (matched.size > 0) {
    const covered = words.every((word) => marks.some(([start, end]) => start <= word.start && end >= word.end));
    result.fullyHighlighted = covered;
  }
  return result;
}

/** The text's `size` words around its first match (from its start without one), cut with the ellipsis. */
export function snippetText(value: string, query: HighlightQuery, typosHere: boolean, size: number, ellipsis: string): SnippetResult {
  const { words, marks, matched } = matches(value, query, typosHere);
  const matchLevel = level(matched.size, query.words.length);
  if (words.length <= size) return { value: tagged(value, marks, query), matchLevel };
  const firstMark = marks[0];
  const firstWord = firstMark ? Math.max(0, words.findIndex((word) => word.end > firstMark[0])) : 0;
  const start = Math.max(0, Math.min(firstWord - Math.floor((size - 1) / 2), words.length - size));
  const end = start + size;
  const from = start === 0 ? 0 : words[start]!.start;
  const to = end >= words.length ? value.length : words[end - 1]!.end;
  return {
    value: `${start > 0 ? ellipsis : ""}${tagged(value, marks, query, from, to)}${end < words.length ? ellipsis : ""}`,
    matchLevel,
  };
}
