/**
 * The benchmark's peers, each used the way its own documentation shows, on the same records,
 * the same filters and the same facets as the engine's request set:
 *
 * - Orama (docs.orama.com, "Filters", "Facets", "Sorting"): string facets as `enum` properties
 *   so `where` matches them exactly; `term` and `properties` only when the shopper typed a
 *   query (with an empty term Orama returns every match unscored, as its docs say; passing
 *   `properties` anyway makes it score every record, the earlier bench's mistake); one
 *   search per disjunctive facet, as Orama has no disjunctive faceting. Orama has no facet
 *   statistics (min/max), so it is given less work than the others: no range bounds queries
 *   and no numeric facet values. Its ratio is therefore a conservative one.
 * - itemsjs (its README, "API"; "Created to perform fast search on json dataset (up to 100K
 *   items)"): one instance per dataset, so it holds the bench tenant's cars only, as a dealer
 *   site would build it (the engine holds every tenant's cars and filters by tenant: itemsjs
 *   gets less work, its ratio is a conservative one); every refinement facet an aggregation with
 *   `conjunction: false`, which is itemsjs's own disjunctive faceting, so one `search()` call
 *   answers the main query and all refined facets' counts; the preset, ranges and the
 *   real-price rule through its documented `filter` function; `show_facet_stats` for the
 *   ranges, with one more call without a chosen range for that slider's bounds (as the
 *   engine's request set does); sortings by field; native full-text search on the same
 *   searchable text.
 */
import { create, insertMultiple, search as oramaSearch, type AnyOrama } from "@orama/orama";
import itemsjs from "itemsjs";
import { parseFilters, type FilterNode } from "../../app/adapters/search/engine/index";

export interface PeerRequest {
  query: string;
  filters: string;
  facets: readonly string[];
  hitsPerPage: number;
  page: number;
}

/** The preset's equality conditions that every request has: itemsjs filters by them natively. */
const PRESET_FACETS: ReadonlySet<string> = new Set(["tenant_slug", "show_on_dealer_website"]);

export type Record_ = Record<string, unknown> & { objectID: string };

/** Where a sort puts records: an attribute ascending or descending; null values go last. */
export interface PeerSort {
  attribute: string;
  order: "asc" | "desc";
}

const MISSING_NUMBER_LAST = Number.MAX_SAFE_INTEGER;

// ---------------------------------------------------------------------------------- Orama

export async function buildOrama(
  records: readonly Record_[],
  stringAttributes: readonly string[],
  numericAttributes: readonly string[],
  searchable: (record: Record_) => string,
): Promise<AnyOrama> {
  const schema: Record<string, string> = { text: "string" };
  for (const attribute of stringAttributes) schema[attribute] = "enum";
  for (const attribute of numericAttributes) schema[attribute] = "number";
  const db = create({ schema: schema as never });
  const docs = records.map((record) => {
    const doc: Record<string, unknown> = { id: record.objectID, text: searchable(record) };
    for (const attribute of stringAttributes) {
      const value = record[attribute];
      doc[attribute] = value === null || value === undefined ? "" : String(value);
    }
    for (const attribute of numericAttributes) {
      const value = record[attribute];
      // Orama numbers cannot be null: a missing value sorts last and matches no range a
      // shopper can ask for (prices and kilometres are far below it).
      doc[attribute] = typeof value === "number" ? value : MISSING_NUMBER_LAST;
    }
    return doc;
  });
  await insertMultiple(db, docs as never, 5000);
  return db;
}

function oramaWhere(node: FilterNode): Record<string, unknown> {
  switch (node.type) {
    case "and":
      return { and: node.items.map(oramaWhere) };
    case "or":
      return { or: node.items.map(oramaWhere) };
    case "not":
      return { not: oramaWhere(node.item) };
    case "facet":
      return { [node.attribute]: { eq: node.value } };
    case "numeric": {
      const operator = { "=": "eq", "!=": "eq", "<": "lt", "<=": "lte", ">": "gt", ">=": "gte" }[node.operator];
      const clause = { [node.attribute]: { [operator]: node.value } };
      return node.operator === "!=" ? { not: clause } : clause;
    }
    case "range":
      return { [node.attribute]: { between: [node.lower, node.upper] } };
    case "all":
    case "tag":
      throw new Error(`bench: Orama has no equivalent of a ${node.type} filter`);
  }
}

/** One Orama search per request that carries hits or string facet counts. */
export function oramaRequestSet(
  requests: readonly PeerRequest[],
  sort: PeerSort | null,
  stringAttributes: ReadonlySet<string>,
): (db: AnyOrama) => Promise<{ count: number }[]> {
  const searches = requests
    .map((request, index) => ({ request, index, facets: request.facets.filter((a) => stringAttributes.has(a)) }))
    .filter(({ index, facets }) => index === 0 || facets.length > 0)
    .map(({ request, index, facets }) => ({
      ...(request.query ? { term: request.query, properties: ["text"], threshold: 0 } : {}),
      where: oramaWhere(parseFilters(request.filters)),
      facets: Object.fromEntries(facets.map((attribute) => [attribute, { limit: 100 }])),
      limit: index === 0 ? request.hitsPerPage : 0,
      offset: index === 0 ? request.page * request.hitsPerPage : 0,
      ...(index === 0 && sort && { sortBy: { property: sort.attribute, order: sort.order.toUpperCase() } }),
    }));
  return (db) => Promise.all(searches.map((params) => oramaSearch(db, params as never) as Promise<{ count: number }>));
}

// -------------------------------------------------------------------------------- itemsjs

export interface ItemsjsEngine {
  search(options: Record<string, unknown>): { pagination: { total: number }; data: { items: unknown[] } };
}

export function buildItemsjs(
  records: readonly Record_[],
  facetAttributes: readonly string[],
  rangeAttributes: readonly string[],
  sorts: Record<string, PeerSort>,
  searchable: (record: Record_) => string,
): ItemsjsEngine {
  const aggregations: Record<string, unknown> = {};
  for (const attribute of facetAttributes) aggregations[attribute] = { size: 100, conjunction: false };
  for (const attribute of rangeAttributes) aggregations[attribute] = { size: 100, show_facet_stats: true };
  // The tenant and the website switch are plain equality facets: itemsjs's own filters (AND).
  for (const attribute of PRESET_FACETS) aggregations[attribute] = { size: 1, conjunction: true };
  const sortings = Object.fromEntries(
    Object.entries(sorts).map(([name, sort]) => [name, { field: sort.attribute, order: sort.order }]),
  );
  // itemsjs indexes the `name` field and the searchable fields: the searchable text goes in
  // `name` so the text is indexed once. A missing value is left out (itemsjs counts a null as
  // a value "null", and its facet stats refuse non-numbers).
  const items = records.map((record) => {
    const item: Record<string, unknown> = { ...record, id: record.objectID, name: searchable(record) };
    for (const attribute of [...facetAttributes, ...rangeAttributes]) {
      if (item[attribute] === null) delete item[attribute];
    }
    return item;
  });
  return itemsjs(items, { aggregations, sortings, searchableFields: [] }) as unknown as ItemsjsEngine;
}

/** A record predicate for itemsjs's documented `filter` option (a plain Array#filter callback). */
function itemPredicate(node: FilterNode): (item: Record<string, unknown>) => boolean {
  switch (node.type) {
    case "all":
      return () => true;
    case "and": {
      const items = node.items.map(itemPredicate);
      return (item) => items.every((predicate) => predicate(item));
    }
    case "or": {
      const items = node.items.map(itemPredicate);
      return (item) => items.some((predicate) => predicate(item));
    }
    case "not": {
      const inner = itemPredicate(node.item);
      return (item) => !inner(item);
    }
    case "facet":
      return (item) => {
        const value = item[node.attribute];
        return Array.isArray(value) ? value.map(String).includes(node.value) : String(value) === node.value;
      };
    case "numeric": {
      const { attribute, value } = node;
      const compare = {
        "=": (x: number) => x === value,
        "!=": (x: number) => x !== value,
        "<": (x: number) => x < value,
        "<=": (x: number) => x <= value,
        ">": (x: number) => x > value,
        ">=": (x: number) => x >= value,
      }[node.operator];
      return (item) => typeof item[attribute] === "number" && compare(item[attribute] as number);
    }
    case "range":
      return (item) => {
        const value = item[node.attribute];
        return typeof value === "number" && value >= node.lower && value <= node.upper;
      };
    case "tag":
      return () => false;
  }
}

/**
 * The engine's request set as itemsjs calls: the main query's refinements become itemsjs
 * `filters` (its disjunctive facets count the other values themselves) and the rest of its
 * filter the `filter` callback; each range bounds query becomes one more call.
 */
export function itemsjsRequestSet(
  requests: readonly PeerRequest[],
  refinementAttributes: ReadonlySet<string>,
  rangeAttributes: ReadonlySet<string>,
  sortName: string | undefined,
): (engine: ItemsjsEngine) => { total: number }[] {
  const calls = requests
    .map((request, index) => ({ request, index }))
    .filter(({ request, index }) => index === 0 || request.facets.every((a) => rangeAttributes.has(a)))
    .map(({ request, index }) => {
      const root = parseFilters(request.filters);
      const parts = root.type === "and" ? root.items : [root];
      const filters: Record<string, string[]> = {};
      const rest: FilterNode[] = [];
      for (const part of parts) {
        const values = refinementValues(part, refinementAttributes) ?? refinementValues(part, PRESET_FACETS);
        if (values) filters[values.attribute] = values.values;
        else rest.push(part);
      }
      const filter = itemPredicate({ type: "and", items: rest });
      return {
        ...(request.query && { query: request.query }),
        filters,
        filter,
        per_page: index === 0 ? request.hitsPerPage : 1,
        page: index === 0 ? request.page + 1 : 1,
        ...(index === 0 && sortName && { sort: sortName }),
      };
    });
  return (engine) => calls.map((options) => ({ total: engine.search(options).pagination.total }));
}

/** `make:"Toyota"` or `(make:"Toyota" OR make:"Mazda")`: one refinement list, else null. */
function refinementValues(node: FilterNode, attributes: ReadonlySet<string>): { attribute: string; values: string[] } | null {
  const facets = node.type === "or" ? node.items : [node];
  if (!facets.every((item) => item.type === "facet")) return null;
  const attribute = (facets[0] as { attribute: string }).attribute;
  if (!attributes.has(attribute) || !facets.every((item) => (item as { attribute: string }).attribute === attribute)) {
    return null;
  }
  return { attribute, values: facets.map((item) => (item as { value: string }).value) };
}
