import { sql, type Kysely } from "kysely";
import type { CarsTable, Database, NewCarRow } from "~/db/schema";
import {
  batchJson,
  bumpStockVersion,
  COLUMN_DEFAULTS,
  insertCarBatches,
  recordDefinition,
} from "../write.server";
import { StockImportError, type ImportRowError, type ImportSummary } from "./errors";
import type { ValidCar } from "./validate";

// ---------------------------------------------------------------------------------------
// Writing.

interface ExistingCar {
  id: number;
  website_id: number;
  slug: string;
  stocknum: string | null;
  dealership_slug: string;
  status: string;
  show_on_dealer_website: boolean;
}

/**
 * A dealer's whole stock (a feed): the cars of these dealerships on the site that it does not
 * list are taken off, as sold or unlisted, never deleted (their leads point at them). More than
 * `maxRemovedShare` of them gone is taken for a truncated file: nothing is written.
 */
export interface FullStock {
  websiteId: number;
  dealershipSlugs: readonly string[];
  missingCars: "sold" | "unlisted";
  maxRemovedShare: number;
}

/** Columns every update sets, whatever the row gave. */
const ALWAYS_UPDATED: (keyof CarsTable)[] = ["dealership_id", "name", "updated_at"];
const UPDATE_BATCH_SIZE = 1_000;

/** Thrown to roll a dry run back once it has done everything a real import does. */
class DryRunDone extends Error {
  constructor(readonly summary: ImportSummary) {
    super("dry run");
  }
}

/**
 * Writes validated cars in one transaction: updates cars already there (same tenant and
 * stocknum, else same tenant and slug), inserts the rest, bumps the stock version. Throws
 * StockImportError, having written nothing, when a row would take another car's slug.
 * A dry run does all of it and rolls back.
 */
export async function importStock(
  db: Kysely<Database>,
  cars: readonly ValidCar[],
  { now, dryRun = false, fullStock }: { now: Date; dryRun?: boolean; fullStock?: FullStock }
): Promise<ImportSummary> {
  try {
    return await writeImport(db, cars, now, dryRun, fullStock);
  } catch (error) {
    if (error instanceof DryRunDone) return error.summary;
    throw error;
  }
}

function writeImport(
  db: Kysely<Database>,
  cars: readonly ValidCar[],
  now: Date,
  dryRun: boolean,
  fullStock: FullStock | undefined
): Promise<ImportSummary> {
  return db.transaction().execute(async (trx) => {
    // Two imports, or an import and a feed, on one PostgreSQL write one after the other: each
    // matches its rows against the stock the other left.
    await sql`select pg_advisory_xact_lock(hashtext('dealer-platform:stock-write'))`.execute(trx);
    const websiteIds = [...new Set([...cars.map(({ car }) => car.website_id), ...(fullStock ? [fullStock.websiteId] : [])])];
    const existing: ExistingCar[] =
      websiteIds.length === 0
        ? []
        : await trx
            .selectFrom("cars")
            .select(["id", "website_id", "slug", "stocknum", "dealership_slug", "status", "show_on_dealer_website"])
            .where("website_id", "in", websiteIds)
            .execute();
    const byStocknum = new Map<string, ExistingCar>();
    const bySlug = new Map<string, ExistingCar>();
    for (const car of existing) {
      if (car.stocknum) byStocknum.set(`${car.website_id}\u0000${car.stocknum}`, car);
      bySlug.set(`${car.website_id}\u0000${car.slug}`, car);
    }

    const errors: ImportRowError[] = [];
    const inserts: NewCarRow[] = [];
    const updates: { id: number; valid: ValidCar }[] = [];
    const slugsTaken = new Map<string, number>();
    for (const valid of cars) {
      const { car } = valid;
      const stockMatch = car.stocknum ? byStocknum.get(`${car.website_id}\u0000${car.stocknum}`) : undefined;
      const slugOwner = bySlug.get(`${car.website_id}\u0000${car.slug}`);
      const slugGiven = valid.given.has("slug");
      const target = stockMatch ?? (slugGiven ? slugOwner : undefined);
      if (slugOwner && slugOwner !== target && (slugGiven || !target)) {
        errors.push({
          row: valid.row,
          field: "slug",
          message: `"${car.slug}" already belongs to another car${
            slugOwner.stocknum ? ` (stocknum ${slugOwner.stocknum})` : ""
          }; give this car its own slug`,
        });
        continue;
      }
      const newSlugKey = `${car.website_id}\u0000${car.slug}`;
      if (!target || slugGiven) {
        const clash = slugsTaken.get(newSlugKey);
        if (clash !== undefined) {
          errors.push({
            row: valid.row,
            field: "slug",
            message: `"${car.slug}" is also the slug of row ${clash}`,
          });
          continue;
        }
        slugsTaken.set(newSlugKey, valid.row);
      }
      if (target) updates.push({ id: target.id, valid });
      else inserts.push(car);
    }
    if (errors.length > 0) throw new StockImportError(errors);
    const missing = fullStock ? missingCars(existing, updates, fullStock) : [];

    const changed = updates.map((update) => update.id);
    await insertCarBatches(trx, inserts, { onInserted: (ids) => changed.push(...ids) });
    await updateCars(trx, updates, now);
    if (fullStock && missing.length > 0) {
      const ids = missing.map((car) => car.id);
      await (fullStock.missingCars === "sold"
        ? trx
            .updateTable("cars")
            .set({ status: "sold", sold_at: sql`coalesce(sold_at, ${now})`, updated_at: now })
            .where("id", "in", ids)
        : trx.updateTable("cars").set({ show_on_dealer_website: false, updated_at: now }).where("id", "in", ids)
      ).execute();
      changed.push(...ids);
    }
    const version = await bumpStockVersion(trx, changed);
    const summary = {
      rows: cars.length,
      inserted: inserts.length,
      updated: updates.length,
      removed: missing.length,
      version,
    };
    if (dryRun) throw new DryRunDone(summary);
    return summary;
  });
}

/** The dealer's cars on the site that a whole stock leaves out; throws past the removal guard. */
function missingCars(
  existing: readonly ExistingCar[],
  updates: readonly { id: number }[],
  { websiteId, dealershipSlugs, maxRemovedShare }: FullStock
): ExistingCar[] {
  const listed = new Set(updates.map((update) => update.id));
  const onSite = existing.filter(
    (car) =>
      car.website_id === websiteId &&
      dealershipSlugs.includes(car.dealership_slug) &&
      car.status !== "sold" &&
      car.show_on_dealer_website
  );
  const missing = onSite.filter((car) => !listed.has(car.id));
  if (missing.length > 0 && missing.length > maxRemovedShare * onSite.length) {
    throw new StockImportError([
      {
        row: 0,
        field: "(feed)",
        message:
          `would take ${missing.length} of the dealer's ${onSite.length} cars off the site, more than ` +
          `${Math.round(maxRemovedShare * 100)}%: taken for a truncated feed, nothing was changed`,
      },
    ]);
  }
  return missing;
}

/**
 * Updates in bulk: rows that give the same columns go together as one UPDATE … FROM
 * json_to_recordset per batch. A column the row does not give keeps its value, except
 * the ones derived from what it does give (name, dealership, location, sold date).
 */
async function updateCars(
  db: Kysely<Database>,
  updates: readonly { id: number; valid: ValidCar }[],
  now: Date
): Promise<void> {
  const groups = new Map<
    string,
    { columns: (keyof CarsTable)[]; items: { id: number; valid: ValidCar }[] }
  >();
  for (const update of updates) {
    const columns = [...new Set([...update.valid.given, ...ALWAYS_UPDATED])].filter(
      (column) => column !== "slug" || update.valid.given.has("slug")
    );
    columns.sort();
    const key = columns.join(",");
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { columns, items: [] }));
    group.items.push(update);
  }
  for (const { columns, items } of groups.values()) {
    const recordColumns = [
      ...new Set<keyof CarsTable>(["id", ...columns, "location_id", "sold_at", "status", "dealership_slug"]),
    ];
    const assignments = columns
      .filter((column) => column !== "location_id" && column !== "sold_at")
      .map((column) => {
        // An empty cell in a column with a default (reserved, images, ...) means the default.
        const fallback = column === "created_at" ? "cars.created_at" : COLUMN_DEFAULTS[column];
        return fallback ? `${column} = coalesce(t.${column}, ${fallback})` : `${column} = t.${column}`;
      });
    // Without a location, a car that changes dealership moves to the new dealership's yard.
    assignments.push(
      columns.includes("location_id")
        ? "location_id = t.location_id"
        : "location_id = case when cars.dealership_slug = t.dealership_slug then cars.location_id else t.location_id end"
    );
    // Without a sale date, a sold car keeps the date it was first imported as sold.
    assignments.push(
      columns.includes("sold_at")
        ? "sold_at = t.sold_at"
        : `sold_at = case when t.status = 'sold' then coalesce(cars.sold_at, t.sold_at) else null end`
    );
    for (let start = 0; start < items.length; start += UPDATE_BATCH_SIZE) {
      const batch = items
        .slice(start, start + UPDATE_BATCH_SIZE)
        .map(({ id, valid }) => ({ ...valid.car, id, updated_at: now }));
      await sql`
        update cars set ${sql.raw(assignments.join(", "))}
        from json_to_recordset(${batchJson(batch, recordColumns)}::json) as t(${sql.raw(
        recordDefinition(recordColumns)
      )})
        where cars.id = t.id
      `.execute(db);
    }
  }
}
