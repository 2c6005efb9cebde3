/** A stored object: Algolia's record, with its objectID. */
export type SearchRecord = { objectID: string } & Record<string, unknown>;

/**
 * Records read from an index file are views over its columns (snapshot.ts): their fields are
 * getters on a shared prototype, so 100k records cost a few megabytes instead of a hundred,
 * and a start makes no objects of 60 fields. A view has this method, which makes the plain
 * object (own fields, as built from the database) for what leaves the engine.
 */
export const PLAIN_RECORD = Symbol("plain record");

/** The record as a plain object: itself unless it is a view over a file's columns. */
export function plainRecord(record: SearchRecord): SearchRecord {
  const plain = (record as { [PLAIN_RECORD]?: () => SearchRecord })[PLAIN_RECORD];
  return plain ? plain.call(record) : record;
}

export function readPath(record: Record<string, unknown>, path: string): unknown {
  if (!path.includes(".")) return record[path];
  let value: unknown = record;
  for (const key of path.split(".")) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** A field's value as the strings a facet or the text index takes from it. */
export function facetStrings(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap(facetStrings);
  if (typeof value === "string") return [value];
  if (typeof value === "number" || typeof value === "boolean") return [String(value)];
  return [];
}
