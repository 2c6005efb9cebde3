/**
 * The floor of the search benchmark: the same request set answered by one plain pass over
 * typed-array columns, with no index beyond the columns and the precomputed rank orders.
 * It is what any JavaScript engine must at least do for a facetted search with counts, so the
 * embedded engine's time over this one is all the engine can still win.
 *
 * Each request's `filters` splits into its top-level AND parts; every distinct part is
 * evaluated once, column by column, into a byte mask (the main query, the disjunctive facet
 * queries and the range bounds queries share most parts); then one pass per request counts
 * its facets and, for the main one, walks the sort order for its page of hits. Text queries match a record when each query word is a prefix of one of
 * its words (no typo tolerance, no textual ranking): a floor, not an equal.
 */
import { parseFilters, type FilterNode } from "../../app/adapters/search/engine/index";

export interface FloorRequest {
  query: string;
  filters: string;
  facets: readonly string[];
  hitsPerPage: number;
  page: number;
}

export interface FloorAnswer {
  nbHits: number;
  hits: number[];
  facets: Record<string, Record<string, number>>;
  facetsStats: Record<string, { min: number; max: number }>;
}

const MAX_VALUES_PER_FACET = 100;

export class FloorColumns {
  private readonly codes = new Map<string, { column: Int32Array; lookup: Map<string, number>; values: string[] }>();
  private readonly numbers = new Map<string, Float64Array>();
  /** Each record's searchable text, lower-cased, with a leading space so " word" finds word starts. */
  private readonly texts: string[];
  /** Record positions in each sort's order, as the engine precomputes at build time. */
  private readonly orders = new Map<string, Int32Array>();
  private readonly size: number;

  constructor(
    private readonly records: readonly Record<string, unknown>[],
    stringAttributes: readonly string[],
    numericAttributes: readonly string[],
    searchable: (record: Record<string, unknown>) => string,
  ) {
    this.size = records.length;
    // Numeric attributes get a code column too: a numeric facet counts its values.
    for (const attribute of [...stringAttributes, ...numericAttributes]) {
      const lookup = new Map<string, number>();
      const values: string[] = [];
      const column = new Int32Array(records.length).fill(-1);
      records.forEach((record, index) => {
        const value = record[attribute];
        if (value === null || value === undefined || value === "") return;
        const text = String(value);
        let code = lookup.get(text);
        if (code === undefined) {
          code = values.length;
          values.push(text);
          lookup.set(text, code);
        }
        column[index] = code;
      });
      this.codes.set(attribute, { column, lookup, values });
    }
    for (const attribute of numericAttributes) {
      const column = new Float64Array(records.length);
      records.forEach((record, index) => {
        const value = record[attribute];
        column[index] = typeof value === "number" ? value : Number.NaN;
      });
      this.numbers.set(attribute, column);
    }
    this.texts = records.map((record) => ` ${searchable(record).toLowerCase().replace(/[^a-z0-9]+/g, " ")}`);
  }

  addOrder(name: string, compare: (a: number, b: number) => number): void {
    const order = Int32Array.from(this.records.keys());
    order.sort(compare);
    this.orders.set(name, order);
  }

  number(attribute: string): Float64Array {
    const column = this.numbers.get(attribute);
    if (!column) throw new Error(`floor: no numeric column ${attribute}`);
    return column;
  }

  /** One filter node over every record, column by column: 1 where the record matches. */
  private mask(node: FilterNode): Uint8Array {
    const out = new Uint8Array(this.size);
    const n = this.size;
    switch (node.type) {
      case "all":
        return out.fill(1);
      case "and": {
        out.fill(1);
        for (const item of node.items) {
          const inner = this.mask(item);
          for (let i = 0; i < n; i++) out[i]! &= inner[i]!;
        }
        return out;
      }
      case "or": {
        for (const item of node.items) {
          const inner = this.mask(item);
          for (let i = 0; i < n; i++) out[i]! |= inner[i]!;
        }
        return out;
      }
      case "not": {
        const inner = this.mask(node.item);
        for (let i = 0; i < n; i++) out[i] = inner[i]! ^ 1;
        return out;
      }
      case "facet": {
        const codes = this.codes.get(node.attribute);
        if (!codes) throw new Error(`floor: no facet column ${node.attribute}`);
        const code = codes.lookup.get(node.value) ?? -2;
        const column = codes.column;
        for (let i = 0; i < n; i++) out[i] = column[i] === code ? 1 : 0;
        return out;
      }
      case "numeric": {
        const column = this.number(node.attribute);
        const value = node.value;
        const test = {
          "=": (x: number) => x === value,
          "!=": (x: number) => x !== value,
          "<": (x: number) => x < value,
          "<=": (x: number) => x <= value,
          ">": (x: number) => x > value,
          ">=": (x: number) => x >= value,
        }[node.operator];
        for (let i = 0; i < n; i++) out[i] = test(column[i]!) ? 1 : 0;
        return out;
      }
      case "range": {
        const column = this.number(node.attribute);
        const { lower, upper } = node;
        for (let i = 0; i < n; i++) out[i] = column[i]! >= lower && column[i]! <= upper ? 1 : 0;
        return out;
      }
      case "tag":
        return out;
    }
  }

  /** Records whose text has every query word at a word start (prefix matching, no typos). */
  private textMask(query: string): Uint8Array | null {
    const words = query.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean).map((word) => ` ${word}`);
    if (words.length === 0) return null;
    const out = new Uint8Array(this.size);
    const texts = this.texts;
    for (let i = 0; i < this.size; i++) {
      let all = 1;
      for (const word of words) {
        if (!texts[i]!.includes(word)) {
          all = 0;
          break;
        }
      }
      out[i] = all;
    }
    return out;
  }

  /** Answers a request set: each distinct AND part once over the columns, then one pass in `orderName`'s order. */
  answer(requests: readonly FloorRequest[], orderName: string): FloorAnswer[] {
    const order = this.orders.get(orderName);
    if (!order) throw new Error(`floor: no order ${orderName}`);
    const partSources: string[] = [];
    const parts: Uint8Array[] = [];
    const text = this.textMask(requests[0]?.query ?? "");
    if (text) {
      partSources.push("text");
      parts.push(text);
    }
    // A request's records: the AND of its parts' masks, computed once per distinct set.
    const matchOf = new Map<string, Uint8Array>();
    const requestMasks = requests.map((request) => {
      const root = parseFilters(request.filters);
      const items = root.type === "and" ? root.items : [root];
      const needed: number[] = text ? [0] : [];
      for (const item of items) {
        const source = JSON.stringify(item);
        let index = partSources.indexOf(source);
        if (index < 0) {
          index = partSources.length;
          partSources.push(source);
          parts.push(this.mask(item));
        }
        needed.push(index);
      }
      const key = needed.join(",");
      let match = matchOf.get(key);
      if (!match) {
        match = new Uint8Array(this.size).fill(1);
        for (const index of needed) {
          const part = parts[index]!;
          for (let i = 0; i < this.size; i++) match[i]! &= part[i]!;
        }
        matchOf.set(key, match);
      }
      return match;
    });
    const main = requests[0]!;
    const firstHit = main.page * main.hitsPerPage;
    const hits: number[] = [];
    return requests.map((request, r) => {
      const match = requestMasks[r]!;
      const counters = request.facets.map((attribute) => {
        const codes = this.codes.get(attribute);
        if (!codes) throw new Error(`floor: no facet column ${attribute}`);
        return { attribute, codes, counts: new Int32Array(codes.values.length), numeric: this.numbers.get(attribute) };
      });
      const stats = counters.map(() => ({ min: Infinity, max: -Infinity }));
      let nbHits = 0;
      // The main request walks the sort order for its page of hits; the others any order.
      for (let k = 0; k < this.size; k++) {
        const i = r === 0 ? order[k]! : k;
        if (!match[i]) continue;
        if (r === 0 && nbHits >= firstHit && hits.length < main.hitsPerPage) hits.push(i);
        nbHits++;
        for (let c = 0; c < counters.length; c++) {
          const counter = counters[c]!;
          const code = counter.codes.column[i]!;
          if (code < 0) continue;
          counter.counts[code]!++;
          if (counter.numeric) {
            const value = counter.numeric[i]!;
            const stat = stats[c]!;
            if (value < stat.min) stat.min = value;
            if (value > stat.max) stat.max = value;
          }
        }
      }
      const facets: FloorAnswer["facets"] = {};
      const facetsStats: FloorAnswer["facetsStats"] = {};
      counters.forEach((counter, c) => {
        // The most frequent values only, as maxValuesPerFacet asks of the engine.
        const found: [number, number][] = [];
        counter.counts.forEach((count, code) => {
          if (count > 0) found.push([code, count]);
        });
        if (found.length > MAX_VALUES_PER_FACET) found.sort((a, b) => b[1] - a[1]).length = MAX_VALUES_PER_FACET;
        facets[counter.attribute] = Object.fromEntries(found.map(([code, count]) => [counter.codes.values[code]!, count]));
        if (counter.numeric && stats[c]!.min <= stats[c]!.max) facetsStats[counter.attribute] = stats[c]!;
      });
      return { nbHits, hits: r === 0 ? hits : [], facets, facetsStats };
    });
  }
}
