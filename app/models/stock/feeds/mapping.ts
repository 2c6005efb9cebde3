import type { FeedColumn } from "~/tenants/fields/stock-feed";
import type { ImportRowError } from "../import/errors";
import { IMPORT_COLUMNS } from "../import/fields";
import type { SourceRow } from "../import/rows";

/** A mapping of the feed's columns to ours (tenant file or STOCK_FEEDS_FILE), or none. */
export type FeedMapping = Record<string, FeedColumn> | undefined;

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");

function sourcesOf(column: FeedColumn): string[] {
  if (typeof column === "string") return [column];
  if (column.from === undefined) return [];
  return typeof column.from === "string" ? [column.from] : column.from;
}

/** The field an error names: ours, and the feed's column it was read from, so a dealer finds it. */
export function feedFieldName(field: string, mapping: FeedMapping): string {
  const column = mapping?.[field];
  const sources = column ? sourcesOf(column) : [];
  return sources.length > 0 ? `${field} (${sources.join(" or ")})` : field;
}

/** The mapping's own mistakes: a column we do not know, a feed column the header lacks. */
export function mappingErrors(mapping: FeedMapping, header: readonly string[] | null): ImportRowError[] {
  if (!mapping) return [];
  const known = new Set<string>(IMPORT_COLUMNS);
  const errors: ImportRowError[] = [];
  for (const [ours, column] of Object.entries(mapping)) {
    if (!known.has(ours) || ours === "tenant_slug") {
      errors.push({ row: 0, field: "(mapping)", message: `"${ours}" is not a column the importer knows` });
      continue;
    }
    if (!header) continue;
    for (const source of sourcesOf(column)) {
      if (!header.includes(source)) {
        errors.push({
          row: 1,
          field: "(mapping)",
          message: `${ours} reads "${source}", which the feed's header does not name (${header.join(", ")})`,
        });
      }
    }
  }
  return errors;
}

function readColumn(values: Record<string, unknown>, column: FeedColumn): unknown {
  if (typeof column === "string") return values[column];
  if (column.value !== undefined) return column.value;
  const raw = sourcesOf(column)
    .map((source) => values[source])
    .find((value) => !isBlank(value));
  const text = typeof raw === "string" ? raw.trim() : raw;
  let value: unknown = text;
  if (column.values && typeof text === "string" && text in column.values) value = column.values[text];
  else if (column.otherwise !== undefined) value = column.otherwise;
  if (column.split && typeof value === "string") {
    value = value
      .split(column.split)
      .map((part) => part.trim())
      .filter((part) => part !== "");
  }
  return value ?? null;
}

/**
 * A feed's rows as stock:import rows of its dealer: read through the mapping (when there is
 * one), under the feed's tenant, in the feed's dealership unless a row names its own. A row
 * naming another tenant is refused: a feed carries its own dealer's cars only.
 */
export function mapFeedRows(
  rows: readonly SourceRow[],
  { mapping, tenantSlug, dealership }: { mapping: FeedMapping; tenantSlug: string; dealership: string | undefined },
): { rows: SourceRow[]; errors: ImportRowError[] } {
  const errors: ImportRowError[] = [];
  const mapped: SourceRow[] = [];
  for (const source of rows) {
    const values: Record<string, unknown> = mapping
      ? Object.fromEntries(Object.entries(mapping).map(([ours, column]) => [ours, readColumn(source.values, column)]))
      : { ...source.values };
    const named = values.tenant_slug;
    if (!isBlank(named) && named !== tenantSlug) {
      errors.push({ row: source.row, field: "tenant_slug", message: `is "${String(named)}", but this is ${tenantSlug}'s feed` });
      continue;
    }
    values.tenant_slug = tenantSlug;
    if (isBlank(values.dealership_slug) && dealership) values.dealership_slug = dealership;
    mapped.push({ row: source.row, values });
  }
  return { rows: mapped, errors };
}
