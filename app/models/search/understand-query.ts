import type { Tenant } from "~/tenants/schema";
import { facetValueLabel } from "./facets";
import { UNDERSTAND_PARAM, UNDERSTOOD_PARAM } from "./understand-params";
import type { Range, RangeKey } from "./ranges";
import { REFINEMENT_ATTRIBUTES, searchStateToParams, type RefinementKey, type SearchState } from "./state";

/**
 * "Say it, get it": the search box's words turned into the filters the page already has
 * (decision 055). Only words that name a value of this dealer's stock (a make, a model, a
 * body, a fuel, a gearbox, a drive, a colour, new/used/demo, a seat count) and the number
 * patterns below are taken; every other word stays the text query. The rule is pure: the
 * vocabulary is the stock's facet values, read by the server (stockVocabulary).
 */

/** The refinements a request can name, each with the index attribute its values come from. */
export const UNDERSTOOD_FACETS = ["make", "model", "body", "fuel", "transmission", "drive", "colour", "seats", "car_type"] as const;
export type UnderstoodFacet = (typeof UNDERSTOOD_FACETS)[number];

/** The ranges a request can name. */
export type UnderstoodRange = Extract<RangeKey, "price" | "km" | "year">;

export interface QueryVocabulary {
  /** Each facet's values in this dealer's stock, as the index writes them ("HiLux", "Four Wheel Drive"). */
  values: Partial<Record<UnderstoodFacet, readonly string[]>>;
  /**
   * Badges in stock ("GR Sport", "GXL"): a word that is a badge as well as a make or model is
   * kept as text, which finds both.
   */
  badges: readonly string[];
}

/** The index attributes the vocabulary is read from, by refinement. */
export function vocabularyAttributes(): string[] {
  return [...UNDERSTOOD_FACETS.map((key) => REFINEMENT_ATTRIBUTES[key]), REFINEMENT_ATTRIBUTES.badge];
}

/** A vocabulary from facet counts keyed by index attribute (the engine's or Algolia's `facets`). */
export function vocabularyFromFacets(facets: Readonly<Record<string, Readonly<Record<string, number>>>>): QueryVocabulary {
  const values: QueryVocabulary["values"] = {};
  for (const key of UNDERSTOOD_FACETS) {
    const counts = facets[REFINEMENT_ATTRIBUTES[key]];
    if (counts) values[key] = Object.keys(counts).filter((value) => value !== "" && value !== "null");
  }
  return { values, badges: Object.keys(facets[REFINEMENT_ATTRIBUTES.badge] ?? {}) };
}

/** One thing the box understood: a facet value or a range, and the words that said it. */
export type UnderstoodPart =
  | { kind: "refinement"; key: UnderstoodFacet; value: string; words: string }
  | { kind: "range"; key: UnderstoodRange; range: Range; words: string };

export interface UnderstoodQuery {
  refinements: Partial<Record<UnderstoodFacet, string[]>>;
  ranges: Partial<Record<UnderstoodRange, Range>>;
  /** The words not understood, as typed: the text query. */
  leftover: string;
  understood: UnderstoodPart[];
}

/**
 * Other words shoppers use for a value. Each applies only where the value it names is in the
 * dealer's stock, so a word never filters to a value nobody sells.
 */
const SYNONYMS: Partial<Record<UnderstoodFacet, Record<string, readonly string[]>>> = {
  drive: {
    "Four Wheel Drive": ["4x4", "4wd", "4 wheel drive"],
    "All Wheel Drive": ["awd"],
    "Front Wheel Drive": ["fwd"],
    "Rear Wheel Drive": ["rwd"],
  },
  transmission: { Automatic: ["auto", "autos"], Manual: ["manuals"] },
  fuel: {
    Electric: ["ev", "evs"],
    "Plug-in Hybrid": ["phev", "plug in hybrid", "plugin hybrid"],
    Hybrid: ["hybrids"],
    Diesel: ["diesels"],
  },
  body: {
    SUV: ["suvs", "4x4 wagon"],
    Ute: ["utes", "pickup", "pick up"],
    Hatch: ["hatchback", "hatchbacks", "hatches"],
    Sedan: ["sedans"],
    Wagon: ["wagons", "estate"],
    Van: ["vans"],
    Coupe: ["coupes"],
    Convertible: ["convertibles", "cabriolet"],
    "People Mover": ["people movers", "minivan"],
    Caravan: ["caravans"],
  },
  colour: { Grey: ["gray"] },
};

/** Words that join a request's parts ("a white ute with an automatic"); dropped once something is understood. */
const FILLER = new Set(["a", "an", "the", "with", "and", "in", "for", "or", "car", "cars", "vehicle", "vehicles", "please", "show", "me", "find", "i", "want", "looking"]);

const SEAT_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12 };

/** A value's spelling for matching: lower case, letters and digits only ("LandCruiser", "land cruiser" and "Land-Cruiser" alike). */
function spelling(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
}

/** The longest request phrase matched against a value, in words. */
const MAX_PHRASE_WORDS = 4;

interface Phrase {
  key: UnderstoodFacet;
  values: string[];
}

/**
 * Every spelling the vocabulary understands, and what it names. A spelling is left out (the
 * words stay text) when taking it would lose cars a text search finds:
 * - it names values of two different filters (a make that is also a body word);
 * - a model that begins a longer model of the stock ("Corolla" and "Corolla Cross"): the
 *   model filter would drop the longer one, which the text search lists;
 * - a make or model that is also a badge: the text search finds the badge's cars too;
 * - a single letter, or a number alone ("Z", "3"): too easily a word or a figure of another kind.
 */
function phraseTable(vocabulary: QueryVocabulary): Map<string, Phrase | null> {
  const table = new Map<string, Phrase | null>();
  const add = (text: string, key: UnderstoodFacet, value: string) => {
    const written = spelling(text);
    if (written.length < 2 || /^\d+$/.test(written)) return;
    const known = table.get(written);
    if (known === null) return;
    if (known === undefined) table.set(written, { key, values: [value] });
    else if (known.key !== key) table.set(written, null);
    else if (!known.values.includes(value)) known.values.push(value);
  };
  const badges = new Set(vocabulary.badges.map(spelling));
  const models = vocabulary.values.model ?? [];
  for (const key of UNDERSTOOD_FACETS) {
    if (key === "seats") continue;
    for (const value of vocabulary.values[key] ?? []) {
      if ((key === "make" || key === "model") && badges.has(spelling(value))) continue;
      if (key === "model" && models.some((other) => other.toLowerCase().startsWith(`${value.toLowerCase()} `))) continue;
      add(value, key, value);
      if (key === "body") add(`${value}s`, key, value);
      for (const synonym of SYNONYMS[key]?.[value] ?? []) add(synonym, key, value);
    }
  }
  return table;
}

/** A figure as typed: "$40k", "40,000", "50000km", "2020+". */
interface Amount {
  value: number;
  dollars: boolean;
  thousands: boolean;
  km: boolean;
  plus: boolean;
}

function readAmount(word: string): Amount | null {
  const match = /^(\$)?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(k)?(kms?|kilometres?|kilometers?)?(\+)?$/.exec(word);
  if (!match) return null;
  const figure = Number(match[2]!.replace(/,/g, ""));
  if (!Number.isFinite(figure)) return null;
  const thousands = match[3] !== undefined;
  return {
    value: thousands ? Math.round(figure * 1000) : figure,
    dollars: match[1] !== undefined,
    thousands,
    km: match[4] !== undefined,
    plus: match[5] !== undefined,
  };
}

const KM_WORDS = new Set(["km", "kms", "kilometres", "kilometers", "kilometre", "kilometer", "klms", "ks"]);
const isYear = (amount: Amount) =>
  !amount.dollars && !amount.thousands && !amount.km && Number.isInteger(amount.value) && amount.value >= 1900 && amount.value <= 2100;

const MAX_WORDS = [["under"], ["below"], ["less", "than"], ["cheaper", "than"], ["max"], ["up", "to"], ["no", "more", "than"], ["<"], ["maximum"]];
const MIN_WORDS = [["over"], ["above"], ["more", "than"], ["min"], ["at", "least"], [">"], ["minimum"], ["from"]];
const YEAR_MIN_WORDS = [["from"], ["since"], ["after"], ["newer", "than"]];
const YEAR_MAX_WORDS = [["before"], ["older", "than"]];
const YEAR_MIN_AFTER = [["or", "newer"], ["or", "later"], ["onwards"], ["and", "newer"], ["or", "above"], ["and", "up"], ["on"]];
const YEAR_MAX_AFTER = [["or", "older"], ["or", "earlier"]];
const MAX_AFTER = [["or", "less"], ["or", "under"], ["or", "below"], ["and", "under"], ["max"]];
const MIN_AFTER = [["or", "more"], ["or", "over"], ["and", "over"], ["plus"]];

/** How many words of `words` from `at` one of `phrases` takes, 0 when none. */
function phraseAt(words: readonly string[], at: number, phrases: readonly string[][]): number {
  for (const phrase of phrases) {
    if (phrase.every((word, i) => words[at + i] === word)) return phrase.length;
  }
  return 0;
}

/** A figure and its unit word after it ("50,000 km", "40 k"): the amount and the words it took. */
function amountAt(words: readonly string[], at: number): { amount: Amount; length: number } | null {
  const amount = readAmount(words[at] ?? "");
  if (!amount) return null;
  let length = 1;
  const next = words[at + 1];
  if (next === "k" && !amount.thousands) {
    amount.value *= 1000;
    amount.thousands = true;
    length += 1;
  }
  const unit = words[at + length];
  if (unit !== undefined && KM_WORDS.has(unit)) {
    amount.km = true;
    length += 1;
  } else if (unit === "dollars") {
    amount.dollars = true;
    length += 1;
  }
  return { amount, length };
}

/**
 * What a figure with no unit means, or null when it could mean several things. A unit says it
 * ("$", "k" and "dollars" price, "km" kilometres); a bare figure of 1,000 or more is a price
 * (shoppers name kilometres with "km"); a smaller one ("under 40": $40k? 40,000 km?) is not taken.
 */
function priceOrKm(amount: Amount): "price" | "km" | null {
  if (amount.km) return "km";
  if (amount.dollars || amount.thousands) return "price";
  return amount.value >= 1000 && !isYear(amount) ? "price" : null;
}

interface Match {
  length: number;
  parts: UnderstoodPart[];
}

function rangePart(key: UnderstoodRange, range: Range, words: readonly string[], at: number, length: number): Match {
  return { length, parts: [{ kind: "range", key, range, words: words.slice(at, at + length).join(" ") }] };
}

/** A number pattern at `at`: price, km or year, a bound or a between. */
function numberAt(words: readonly string[], at: number): Match | null {
  // between A and B, A to B, A-B
  const between = phraseAt(words, at, [["between"]]);
  const first = amountAt(words, at + between);
  if (first) {
    const joinAt = at + between + first.length;
    const join = words[joinAt] === "and" || words[joinAt] === "to" || words[joinAt] === "-" ? 1 : 0;
    const second = join > 0 && (between > 0 || words[joinAt] !== "and") ? amountAt(words, joinAt + 1) : null;
    if (second) {
      const length = between + first.length + join + second.length;
      return betweenMatch(first.amount, second.amount, words, at, length);
    }
  }
  const dashed = /^([^-]+)-([^-]+)$/.exec(words[at] ?? "");
  if (dashed) {
    const low = readAmount(dashed[1]!);
    const high = readAmount(dashed[2]!);
    const next = words[at + 1];
    if (low && high) {
      if (next !== undefined && KM_WORDS.has(next)) high.km = true;
      return betweenMatch(low, high, words, at, next !== undefined && KM_WORDS.has(next) ? 2 : 1);
    }
  }

  // A year: "from 2020", "before 2015", "2020 or newer", "2020+"
  const yearBefore = phraseAt(words, at, YEAR_MIN_WORDS) || phraseAt(words, at, YEAR_MAX_WORDS);
  if (yearBefore > 0) {
    const year = readAmount(words[at + yearBefore] ?? "");
    if (year && isYear(year)) {
      const word = words.slice(at, at + yearBefore).join(" ");
      const range: Range =
        word === "from" || word === "since" ? { min: year.value }
        : word === "after" || word === "newer than" ? { min: year.value + 1 }
        : { max: year.value - 1 };
      return rangePart("year", range, words, at, yearBefore + 1);
    }
  }
  const alone = readAmount(words[at] ?? "");
  if (alone && isYear({ ...alone, plus: false })) {
    if (alone.plus) return rangePart("year", { min: alone.value }, words, at, 1);
    const newer = phraseAt(words, at + 1, YEAR_MIN_AFTER);
    if (newer > 0) return rangePart("year", { min: alone.value }, words, at, 1 + newer);
    const older = phraseAt(words, at + 1, YEAR_MAX_AFTER);
    if (older > 0) return rangePart("year", { max: alone.value }, words, at, 1 + older);
  }

  // A bound: "under $40k", "over 100,000 km", "40k or less"
  const maxWords = phraseAt(words, at, MAX_WORDS);
  const minWords = maxWords > 0 ? 0 : phraseAt(words, at, MIN_WORDS);
  const bound = maxWords || minWords;
  if (bound > 0) {
    const figure = amountAt(words, at + bound);
    const key = figure ? priceOrKm(figure.amount) : null;
    if (figure && key) {
      const range = maxWords > 0 ? { max: figure.amount.value } : { min: figure.amount.value };
      return rangePart(key, range, words, at, bound + figure.length);
    }
  }
  const figure = amountAt(words, at);
  if (figure) {
    const key = priceOrKm(figure.amount);
    const less = phraseAt(words, at + figure.length, MAX_AFTER);
    const more = less > 0 ? 0 : phraseAt(words, at + figure.length, MIN_AFTER);
    if (key && (less > 0 || more > 0)) {
      const range = less > 0 ? { max: figure.amount.value } : { min: figure.amount.value };
      return rangePart(key, range, words, at, figure.length + less + more);
    }
  }
  return null;
}

function betweenMatch(low: Amount, high: Amount, words: readonly string[], at: number, length: number): Match | null {
  if (isYear(low) && isYear(high)) {
    return rangePart("year", { min: Math.min(low.value, high.value), max: Math.max(low.value, high.value) }, words, at, length);
  }
  // "20-30k", "between 20 and 30k": the first figure takes the second's thousands.
  if (!low.thousands && !low.dollars && high.thousands && low.value * 1000 <= high.value) {
    low = { ...low, value: low.value * 1000, thousands: true };
  }
  if (high.km) low = { ...low, km: true };
  if (low.dollars || low.thousands) high = { ...high, dollars: true };
  const key = priceOrKm(high);
  if (!key || priceOrKm(low) !== key) return null;
  return rangePart(key, { min: Math.min(low.value, high.value), max: Math.max(low.value, high.value) }, words, at, length);
}

/** "7 seater", "7-seater", "seven seats": a seat count the stock has. */
function seatsAt(words: readonly string[], at: number, seats: readonly string[]): Match | null {
  const word = words[at] ?? "";
  const joined = /^(\d{1,2})-?seaters?$/.exec(word);
  let count: number | undefined;
  let length = 0;
  if (joined) {
    count = Number(joined[1]);
    length = 1;
  } else if (/^(seaters?|seats?)$/.test(words[at + 1] ?? "")) {
    count = /^\d{1,2}$/.test(word) ? Number(word) : SEAT_WORDS[word];
    length = 2;
  }
  if (count === undefined || !seats.includes(String(count))) return null;
  return { length, parts: [{ kind: "refinement", key: "seats", value: String(count), words: words.slice(at, at + length).join(" ") }] };
}

/** The longest phrase from `at` that names a value of the stock. */
function valueAt(words: readonly string[], at: number, table: ReadonlyMap<string, Phrase | null>): Match | null {
  for (let length = Math.min(MAX_PHRASE_WORDS, words.length - at); length >= 1; length -= 1) {
    const phrase = table.get(spelling(words.slice(at, at + length).join("")));
    if (phrase === undefined) continue;
    // An ambiguous spelling stays text; a shorter phrase inside it is not read instead.
    if (phrase === null) return null;
    const text = words.slice(at, at + length).join(" ");
    return { length, parts: phrase.values.map((value) => ({ kind: "refinement", key: phrase.key, value, words: text })) };
  }
  return null;
}

/** Reads a request: the filters it names, and the words left for the text search. */
export function understandQuery(query: string, vocabulary: QueryVocabulary): UnderstoodQuery {
  const typed = query.trim().split(/\s+/).filter(Boolean);
  // Punctuation around a word ("hilux," "ute?") is not part of it; $ and + are part of a figure.
  const words = typed.map((word) => word.toLowerCase().replace(/^[^\p{L}\p{N}$<>]+|[^\p{L}\p{N}+]+$/gu, ""));
  const table = phraseTable(vocabulary);
  const seats = vocabulary.values.seats ?? [];
  const result: UnderstoodQuery = { refinements: {}, ranges: {}, leftover: "", understood: [] };
  const left: number[] = [];
  for (let at = 0; at < words.length; ) {
    const match = words[at] === "" ? null : (numberAt(words, at) ?? seatsAt(words, at, seats) ?? valueAt(words, at, table));
    if (!match) {
      left.push(at);
      at += 1;
      continue;
    }
    for (const part of match.parts) {
      if (part.kind === "refinement") {
        const values = (result.refinements[part.key] ??= []);
        if (!values.includes(part.value)) values.push(part.value);
      } else {
        // "over 20k under 40k": two bounds of one range.
        result.ranges[part.key] = { ...result.ranges[part.key], ...part.range };
      }
      result.understood.push(part);
    }
    at += match.length;
  }
  const understoodAny = result.understood.length > 0;
  result.leftover = left
    .filter((at) => !(understoodAny && FILLER.has(words[at]!)))
    .map((at) => typed[at])
    .join(" ");
  return result;
}

export { UNDERSTAND_PARAM, UNDERSTOOD_PARAM };

/** One understood filter as the URL carries it. */
export type UnderstoodEntry = { key: UnderstoodFacet; value: string } | { key: UnderstoodRange };

const isUnderstoodFacet = (key: string): key is UnderstoodFacet => (UNDERSTOOD_FACETS as readonly string[]).includes(key);
const isUnderstoodRange = (key: string): key is UnderstoodRange => key === "price" || key === "km" || key === "year";

export function entryParam(entry: UnderstoodEntry): string {
  return "value" in entry ? `${entry.key}:${entry.value}` : entry.key;
}

/**
 * The understood entries of a URL that its search still applies (a filter removed since, or a
 * range the page dropped, has no chip), each once.
 */
export function readUnderstood(params: URLSearchParams, state: SearchState): UnderstoodEntry[] {
  const entries: UnderstoodEntry[] = [];
  const seen = new Set<string>();
  for (const text of params.getAll(UNDERSTOOD_PARAM)) {
    const colon = text.indexOf(":");
    const key = colon === -1 ? text : text.slice(0, colon);
    const value = colon === -1 ? undefined : text.slice(colon + 1);
    let entry: UnderstoodEntry | null = null;
    if (value !== undefined && isUnderstoodFacet(key) && state.refinements[key]?.includes(value)) entry = { key, value };
    else if (value === undefined && isUnderstoodRange(key) && state.ranges[key]) entry = { key };
    if (entry && !seen.has(entryParam(entry))) {
      seen.add(entryParam(entry));
      entries.push(entry);
    }
  }
  return entries;
}

/**
 * The search a request asks for from the page's state: its values join the ticked ones, a
 * range it names replaces the sides it names, and the words left are the text query. Page 1.
 */
export function applyUnderstood(state: SearchState, understood: UnderstoodQuery): { state: SearchState; entries: UnderstoodEntry[] } {
  const refinements = { ...state.refinements };
  for (const [key, values] of Object.entries(understood.refinements) as [UnderstoodFacet, string[]][]) {
    refinements[key] = [...new Set([...(refinements[key] ?? []), ...values])];
  }
  const ranges = { ...state.ranges };
  for (const [key, range] of Object.entries(understood.ranges) as [UnderstoodRange, Range][]) {
    ranges[key] = { ...ranges[key], ...range };
  }
  const entries: UnderstoodEntry[] = [];
  const seen = new Set<string>();
  for (const part of understood.understood) {
    const entry: UnderstoodEntry = part.kind === "refinement" ? { key: part.key, value: part.value } : { key: part.key };
    if (!seen.has(entryParam(entry))) entries.push(entry);
    seen.add(entryParam(entry));
  }
  return { state: { ...state, query: understood.leftover, refinements, ranges, page: 1 }, entries };
}

/** A search URL on `path` carrying its understood entries after the canonical parameters. */
export function understoodHref(
  path: string,
  state: SearchState,
  entries: readonly UnderstoodEntry[],
  tenant: Pick<Tenant, "search">,
): string {
  const params = searchStateToParams(state, tenant);
  for (const entry of entries) params.append(UNDERSTOOD_PARAM, entryParam(entry));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * Where a read request leads from a landing: the landing's search with the words' filters and
 * the words left as the query, the entries understood earlier kept before the new ones. A
 * landing that fixes a filter the words name (a type, a body, a make) gives way to /search
 * with its own filters written out, so "new" said on /search/used-cars searches new cars
 * rather than being dropped by the path; a type said replaces the path's types.
 */
export function understoodSearchHref(
  landing: { path: string; refinements: Partial<Record<RefinementKey, string[]>> },
  urlState: SearchState,
  read: UnderstoodQuery,
  earlier: readonly UnderstoodEntry[],
  tenant: Pick<Tenant, "search">,
): string {
  const applied = applyUnderstood(urlState, read);
  const known = new Set(earlier.map(entryParam));
  const entries = [...earlier, ...applied.entries.filter((entry) => !known.has(entryParam(entry)))];
  const fixed = Object.keys(landing.refinements).filter((key) => Object.hasOwn(read.refinements, key));
  if (fixed.length === 0) return understoodHref(landing.path, applied.state, entries, tenant);
  const refinements = { ...applied.state.refinements };
  for (const [key, values] of Object.entries(landing.refinements) as [RefinementKey, string[]][]) {
    refinements[key] = [...new Set([...values, ...(refinements[key] ?? [])])];
  }
  if (read.refinements.car_type) refinements.car_type = read.refinements.car_type;
  return understoodHref("/search", { ...applied.state, refinements }, entries, tenant);
}

export interface UnderstoodChip {
  label: string;
  /** What the chip's link does, for its accessible name. */
  removeLabel: string;
  /** The same search without this filter and its chip, back on page 1. */
  href: string;
  key: RefinementKey | RangeKey;
  value?: string;
}

const dollars = (value: number) => `$${value.toLocaleString("en-AU")}`;

/** A range as the shopper said it: "Under $40,000", "2020 or newer", "50,000 km or less". */
export function understoodRangeLabel(key: UnderstoodRange, range: Range): string {
  const figure = (value: number) =>
    key === "price" ? dollars(value) : key === "km" ? `${value.toLocaleString("en-AU")} km` : String(value);
  if (range.min !== undefined && range.max !== undefined) {
    return key === "year" ? `${range.min} to ${range.max}` : `${figure(range.min)} to ${figure(range.max)}`;
  }
  if (range.min !== undefined) return key === "year" ? `${range.min} or newer` : `Over ${figure(range.min)}`;
  return key === "year" ? `${range.max} or older` : `Under ${figure(range.max!)}`;
}

const FACET_NAMES: Record<UnderstoodFacet, string> = {
  make: "Make",
  model: "Model",
  body: "Body",
  fuel: "Fuel",
  transmission: "Transmission",
  drive: "Drive",
  colour: "Colour",
  seats: "Seats",
  car_type: "Type",
};
const RANGE_NAMES: Record<UnderstoodRange, string> = { price: "Price", km: "Kilometres", year: "Year" };

/** The "Understood:" chips: one per understood filter, each a link to the search without it. */
export function understoodChips(
  state: SearchState,
  entries: readonly UnderstoodEntry[],
  tenant: Pick<Tenant, "search">,
  path: string,
): UnderstoodChip[] {
  return entries.map((entry) => {
    const others = entries.filter((other) => entryParam(other) !== entryParam(entry));
    if ("value" in entry) {
      const label = facetValueLabel(entry.key, entry.value);
      const refinements = { ...state.refinements, [entry.key]: state.refinements[entry.key]!.filter((v) => v !== entry.value) };
      return {
        label,
        removeLabel: `Remove ${FACET_NAMES[entry.key].toLowerCase()} ${label}`,
        href: understoodHref(path, { ...state, refinements, page: 1 }, others, tenant),
        key: entry.key,
        value: entry.value,
      };
    }
    const { [entry.key]: _removed, ...ranges } = state.ranges;
    const label = understoodRangeLabel(entry.key, state.ranges[entry.key]!);
    return {
      label,
      removeLabel: `Remove ${RANGE_NAMES[entry.key].toLowerCase()} ${label.charAt(0).toLowerCase()}${label.slice(1)}`,
      href: understoodHref(path, { ...state, ranges, page: 1 }, others, tenant),
      key: entry.key,
    };
  });
}
