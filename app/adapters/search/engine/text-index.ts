import { facetStrings, readPath, type SearchRecord } from "./search-record";
import { indexTokens } from "./text";

/**
 * Words of attributes without typo tolerance (Algolia's disableTypoToleranceOnAttributes) are
 * indexed under this mark and the word: found exactly and as prefixes, never by a typo, so a
 * word one letter from "camera" does not match every car with a reversing camera.
 */
export const EXACT_ONLY = "\u0001";

/** Text postings of one term: its records and the best searchable level each matched at. */
interface AddedPostings {
  docs: number[];
  levels: number[];
}

/** Which attributes are searched, best level first, and which of them a typo never matches. */
export interface SearchableAttributes {
  levels: string[][];
  exactOnly: ReadonlySet<string>;
}

/**
 * The words of every record, each term's records between `starts[t]` and `starts[t + 1]` of
 * `docs` (with the level it matched at in `levels`), as flat arrays a snapshot file can hold
 * as they are. Records appended later keep their postings in `added`, so the arrays only ever
 * grow at their end.
 */
export class TextIndex {
  readonly terms: Map<string, number>;
  /** Postings of records appended since the text index was built. */
  readonly added = new Map<string, AddedPostings>();
  /** Every indexed word, sorted. */
  readonly vocabulary: string[];
  /**
   * Words without digits of attributes with typo tolerance: the only ones a typo can reach
   * (allowTyposOnNumericTokens off, disableTypoToleranceOnAttributes).
   */
  readonly alphaVocabulary: string[];

  constructor(
    sortedTerms: string[],
    readonly starts: Int32Array,
    readonly docs: Int32Array,
    readonly levels: Uint8Array,
  ) {
    this.terms = new Map(sortedTerms.map((term, t) => [term, t]));
    this.vocabulary = sortedTerms;
    this.alphaVocabulary = sortedTerms.filter(typoReachable);
  }

  static build(records: readonly (SearchRecord | undefined)[], size: number, searchable: SearchableAttributes): TextIndex {
    const building = new Map<string, AddedPostings>();
    // Makes, models, colours and features repeat across records: tokenise each text once.
    const tokenCache = new Map<string, string[]>();
    const tokensOf = (text: string) => {
      let tokens = tokenCache.get(text);
      if (!tokens) {
        tokens = indexTokens(text);
        if (tokenCache.size < 200_000) tokenCache.set(text, tokens);
      }
      return tokens;
    };
    let total = 0;
    for (let doc = 0; doc < size; doc++) {
      const record = records[doc];
      if (!record) continue;
      for (const [token, level] of recordTerms(record, searchable, tokensOf)) {
        let postings = building.get(token);
        if (!postings) {
          postings = { docs: [], levels: [] };
          building.set(token, postings);
        }
        postings.docs.push(doc);
        postings.levels.push(level);
        total++;
      }
    }
    const terms = [...building.keys()].sort();
    const starts = new Int32Array(terms.length + 1);
    const docs = new Int32Array(total);
    const levels = new Uint8Array(total);
    let at = 0;
    terms.forEach((term, t) => {
      starts[t] = at;
      const postings = building.get(term)!;
      docs.set(postings.docs, at);
      levels.set(postings.levels, at);
      at += postings.docs.length;
    });
    starts[terms.length] = at;
    return new TextIndex(terms, starts, docs, levels);
  }

  /** Indexes a record appended at `doc`. */
  add(doc: number, record: SearchRecord, searchable: SearchableAttributes): void {
    for (const [token, level] of recordTerms(record, searchable, indexTokens)) {
      let added = this.added.get(token);
      if (!added) {
        added = { docs: [], levels: [] };
        this.added.set(token, added);
        if (!this.terms.has(token)) {
          this.vocabulary.splice(lowerBound(this.vocabulary, token), 0, token);
          if (typoReachable(token)) this.alphaVocabulary.splice(lowerBound(this.alphaVocabulary, token), 0, token);
        }
      }
      added.docs.push(doc);
      added.levels.push(level);
    }
  }

  /** Whether a word is indexed, or (`asPrefix`) some indexed word starts with it. */
  has(word: string, asPrefix: boolean): boolean {
    for (const key of [word, EXACT_ONLY + word]) {
      if (this.terms.has(key) || this.added.has(key)) return true;
      if (asPrefix && this.vocabulary[lowerBound(this.vocabulary, key)]?.startsWith(key)) return true;
    }
    return false;
  }

  /** The index as flat arrays, the postings of positions without a record (`live`) left out. */
  image(live: (doc: number) => boolean): { terms: string[]; termStarts: Int32Array; termDocs: Int32Array; termLevels: Uint8Array } {
    const terms = this.vocabulary;
    const starts = new Int32Array(terms.length + 1);
    const docs: number[] = [];
    const levels: number[] = [];
    terms.forEach((term, t) => {
      starts[t] = docs.length;
      const take = (doc: number, level: number) => {
        if (live(doc)) {
          docs.push(doc);
          levels.push(level);
        }
      };
      const base = this.terms.get(term);
      if (base !== undefined) {
        for (let k = this.starts[base]!; k < this.starts[base + 1]!; k++) take(this.docs[k]!, this.levels[k]!);
      }
      const added = this.added.get(term);
      added?.docs.forEach((doc, k) => take(doc, added.levels[k]!));
    });
    starts[terms.length] = docs.length;
    return { terms, termStarts: starts, termDocs: Int32Array.from(docs), termLevels: Uint8Array.from(levels) };
  }
}

/**
 * The record's words, each with the best (first) searchable level it occurs at; words of
 * attributes without typo tolerance under their mark (EXACT_ONLY).
 */
function recordTerms(record: SearchRecord, searchable: SearchableAttributes, tokensOf: (text: string) => string[]): Map<string, number> {
  const bestLevel = new Map<string, number>();
  // Levels are visited best first, so a word's first level in a record is its best.
  searchable.levels.forEach((attributes, level) => {
    for (const attribute of attributes) {
      const mark = searchable.exactOnly.has(attribute) ? EXACT_ONLY : "";
      for (const text of facetStrings(readPath(record, attribute))) {
        for (const token of tokensOf(text)) {
          if (!bestLevel.has(mark + token)) bestLevel.set(mark + token, level);
        }
      }
    }
  });
  return bestLevel;
}

/** Whether a typo can reach an indexed word: not a number, nor of an attribute without typos. */
function typoReachable(token: string): boolean {
  return !token.startsWith(EXACT_ONLY) && !/\d/.test(token);
}

export function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}
