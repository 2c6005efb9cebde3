import { addToSet, andInto, emptySet, setMembers, type Bitset } from "./bitset";
import type { BitsetCache } from "./bitset-cache";
import { allowedTypos, typoDistance } from "./text";
import { EXACT_ONLY, lowerBound, type TextIndex } from "./text-index";

/** The records matching one query word, with the best match quality per record. */
export interface WordMatch {
  set: Bitset;
  typos: Uint8Array;
  level: Uint8Array;
  exact: Uint8Array;
}

const NO_LEVEL = 255;

/** No two indexed words make a longer word: a longer query word is not tried in pieces (each try slices it). */
const MAX_SPLIT_LENGTH = 48;

/** Whether a query word's piece can stand alone: two characters at least, or a number ("ioniq" + "6"). */
function splitPiece(piece: string): boolean {
  return piece.length >= 2 || /^\d+$/.test(piece);
}

export function wordMatchBytes(match: WordMatch): number {
  return match.set.byteLength + match.typos.byteLength + match.level.byteLength + match.exact.byteLength;
}

/**
 * Records (of `size` positions) matching one query word: exactly, as a prefix when it is the
 * query's last word (Algolia's prefixLast), and, for a word as typed (`typed`; not a
 * concatenation of the query's words), within the allowed typos (`typos`) and split in two
 * indexed words ("ioniq6" = "ioniq 6", "landcruiser300"), which rank as an inexact match.
 */
export function matchWord(
  text: TextIndex,
  size: number,
  cache: BitsetCache<WordMatch>,
  word: string,
  isLast: boolean,
  typed = true,
  typos = true,
): WordMatch {
  const key = `${isLast ? "p" : "w"}${typed ? "t" : "c"}${typos ? "y" : "n"}:${word}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const terms = text.terms;
  const match: WordMatch = {
    set: emptySet(size),
    typos: new Uint8Array(size).fill(NO_LEVEL),
    level: new Uint8Array(size).fill(NO_LEVEL),
    exact: new Uint8Array(size),
  };
  const takeOne = (doc: number, level: number, typos: number, exact: boolean) => {
    const better =
      typos < match.typos[doc]! ||
      (typos === match.typos[doc]! &&
        (level < match.level[doc]! || (level === match.level[doc]! && exact && !match.exact[doc])));
    if (better) {
      match.typos[doc] = typos;
      match.level[doc] = level;
      match.exact[doc] = exact ? 1 : 0;
      addToSet(match.set, doc);
    }
  };
  const take = (token: string, typos: number, exact: boolean) => {
    const t = terms.get(token);
    if (t !== undefined) {
      for (let k = text.starts[t]!; k < text.starts[t + 1]!; k++) {
        takeOne(text.docs[k]!, text.levels[k]!, typos, exact);
      }
    }
    const added = text.added.get(token);
    if (added) added.docs.forEach((doc, k) => takeOne(doc, added.levels[k]!, typos, exact));
  };
  for (const mark of ["", EXACT_ONLY]) {
    take(mark + word, 0, true);
    if (!isLast) continue;
    const marked = mark + word;
    for (let i = lowerBound(text.vocabulary, marked); i < text.vocabulary.length; i++) {
      const token = text.vocabulary[i]!;
      if (!token.startsWith(marked)) break;
      if (token !== marked) take(token, 0, false);
    }
  }
  const limit = !typed || !typos || /\d/.test(word) ? 0 : allowedTypos(word);
  if (limit > 0) {
    for (const token of text.alphaVocabulary) {
      if (token === word) continue;
      const distance = typoDistance(word, token, limit);
      if (distance > 0 && distance <= limit) take(token, distance, false);
    }
  }
  if (typed && word.length <= MAX_SPLIT_LENGTH) {
    for (let at = 1; at < word.length; at++) {
      const [first, second] = [word.slice(0, at), word.slice(at)];
      if (!splitPiece(first) || !splitPiece(second)) continue;
      if (!text.has(first, false) || !text.has(second, isLast)) continue;
      const [a, b] = [matchWord(text, size, cache, first, false, false), matchWord(text, size, cache, second, isLast, false)];
      for (const doc of setMembers(andInto(a.set.slice(), b.set))) {
        takeOne(doc, Math.min(a.level[doc]!, b.level[doc]!), 0, false);
      }
    }
  }
  cache.set(key, match);
  return match;
}
