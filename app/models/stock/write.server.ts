import { sql, type Kysely, type Transaction } from "kysely";
import type { CarsTable, Database, NewCarRow } from "~/db/schema";
import type { Tenant } from "~/tenants/schema";
import { DEFAULT_STOCK_COUNT, iterateStock } from "./demo/generator";

/**
 * Writing stock in bulk. Rows go to the database as one JSON document per batch, unpacked
 * by `json_to_recordset`: one parameter instead of seventy per car, which is what makes
 * 100,000 cars quick on PGlite (no wire protocol per value) and keeps PostgreSQL under its
 * 65,535-parameter limit at 1,000 rows a statement. `json`, not `jsonb`: the document is
 * read once, and skipping the binary conversion of the whole batch halves the parse time.
 */

export const STOCK_VERSION_KEY = "stock_version";
export const SEEDED_KEY = "seeded";
const DEFAULT_BATCH_SIZE = 1_000;
const PROGRESS_EVERY = 10_000;

export interface StockVersion {
  /** Goes up by one with every change to the stock. */
  version: number;
  changedAt: string;
}

export interface InsertOptions {
  /** Cars per INSERT statement. */
  batchSize?: number;
  /** Told the running total every `progressEvery` cars and at the end. */
  onProgress?: (inserted: number) => void;
  /** 10,000 by default. */
  progressEvery?: number;
  /** Told the ids of each batch once it is stored. */
  onInserted?: (ids: number[]) => void;
}

/**
 * The SQL type of every column: a Record over the table's keys, so a column added to
 * CarsTable without a type here fails to compile rather than silently not being written.
 */
const COLUMN_TYPES: Record<keyof CarsTable, string> = {
  id: "bigint",
  website_id: "integer",
  dealership_id: "integer",
  dealership_slug: "text",
  location_id: "integer",
  slug: "text",
  name: "text",
  make: "text",
  model: "text",
  badge: "text",
  series: "text",
  variant_name: "text",
  year: "integer",
  car_type: "text",
  status: "text",
  sold_at: "timestamptz",
  reserved: "boolean",
  certified: "boolean",
  tag: "text",
  item_type: "text",
  categories: "text[]",
  price: "numeric",
  before_price: "numeric",
  offer_price: "numeric",
  subscription_price: "numeric",
  preorder: "boolean",
  price_type: "text",
  km: "integer",
  colour: "text",
  interior_colour: "text",
  drive: "text",
  seats: "integer",
  doors: "integer",
  engine_size: "integer",
  engine_size_litres: "numeric",
  cylinders: "integer",
  fuel: "text",
  simple_fuel: "text",
  simple_body: "text",
  simple_transmission: "text",
  trans: "text",
  stocknum: "text",
  vin: "text",
  regplate: "text",
  rego_expiry: "date",
  compliance_date: "date",
  build_date: "date",
  dealercomments: "text",
  carsales_title: "text",
  private_suburb: "text",
  private_postcode: "text",
  has_nvic: "boolean",
  views: "integer",
  show_on_dealer_website: "boolean",
  custom_rank: "integer",
  images: "jsonb",
  variant: "jsonb",
  standard_equipment: "jsonb",
  finance_lenders: "jsonb",
  caravan_specs: "jsonb",
  autograb_data: "jsonb",
  history_report: "jsonb",
  payment_processors: "jsonb",
  created_at: "timestamptz",
  updated_at: "timestamptz",
};

/** The table's defaults (migration 0001), for columns a row leaves out. */
export const COLUMN_DEFAULTS: Partial<Record<keyof CarsTable, string>> = {
  id: "nextval(pg_get_serial_sequence('cars', 'id'))",
  status: "'in_stock'",
  reserved: "false",
  certified: "false",
  categories: "'{}'",
  preorder: "false",
  has_nvic: "false",
  views: "0",
  show_on_dealer_website: "true",
  custom_rank: "0",
  images: "'[]'::jsonb",
  standard_equipment: "'[]'::jsonb",
  finance_lenders: "'{}'::jsonb",
  created_at: "now()",
  updated_at: "now()",
};

export const CAR_COLUMNS = Object.keys(COLUMN_TYPES) as (keyof CarsTable)[];
export const JSONB_COLUMNS: ReadonlySet<keyof CarsTable> = new Set(
  CAR_COLUMNS.filter((column) => COLUMN_TYPES[column] === "jsonb"),
);

/**
 * One car as a JSON object text. Jsonb columns already hold JSON text (`toJsonb`), which
 * goes in as it is rather than being parsed and written again.
 */
function rowJson(car: Partial<NewCarRow>, columns: readonly (keyof CarsTable)[]): string {
  let text = "{";
  for (const column of columns) {
    const value = (car as Record<string, unknown>)[column];
    if (value === undefined) continue;
    if (text.length > 1) text += ",";
    text += `"${column}":`;
    text += value === null ? "null" : JSONB_COLUMNS.has(column) ? String(value) : JSON.stringify(value);
  }
  return `${text}}`;
}

/** `t(col type, ...)` for json_to_recordset. */
export function recordDefinition(columns: readonly (keyof CarsTable)[]): string {
  return columns.map((column) => `${column} ${COLUMN_TYPES[column]}`).join(", ");
}

export function batchJson(
  cars: readonly Partial<NewCarRow>[],
  columns: readonly (keyof CarsTable)[] = CAR_COLUMNS,
): string {
  return `[${cars.map((car) => rowJson(car, columns)).join(",")}]`;
}

const INSERT_COLUMNS = sql.raw(CAR_COLUMNS.join(", "));
const INSERT_VALUES = sql.raw(
  CAR_COLUMNS.map((column) => {
    const fallback = COLUMN_DEFAULTS[column];
    return fallback ? `coalesce(t.${column}, ${fallback})` : `t.${column}`;
  }).join(", "),
);
const ALL_COLUMNS_RECORD = sql.raw(recordDefinition(CAR_COLUMNS));

async function insertBatch(db: Kysely<Database>, batch: string): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    insert into cars (${INSERT_COLUMNS})
    select ${INSERT_VALUES}
    from json_to_recordset(${batch}::json) as t(${ALL_COLUMNS_RECORD})
    returning id
  `.execute(db);
  return rows.map((row) => Number(row.id));
}

/** Lets a query just started reach the server before the next synchronous stretch of work. */
const yieldToIo = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Inserts the cars in batches on the given connection (a transaction or not); returns how
 * many. Takes any iterable, so a generator streams 100,000 cars without holding them all.
 * While PostgreSQL stores one batch, the next is generated and serialised: one statement
 * in flight at a time, so a transaction's order is kept.
 */
export async function insertCarBatches(
  db: Kysely<Database>,
  cars: Iterable<NewCarRow>,
  { batchSize = DEFAULT_BATCH_SIZE, onProgress, progressEvery = PROGRESS_EVERY, onInserted }: InsertOptions = {},
): Promise<number> {
  if (!Number.isInteger(batchSize) || batchSize < 1) {
    throw new Error(`batchSize must be at least 1, got ${batchSize}`);
  }
  let inserted = 0;
  let reported = 0;
  let queued = 0;
  let inFlight: { done: Promise<number[]>; size: number } | undefined;
  const settle = async () => {
    if (!inFlight) return;
    const { done, size } = inFlight;
    inFlight = undefined;
    onInserted?.(await done);
    inserted += size;
    if (inserted % progressEvery === 0) {
      reported = inserted;
      onProgress?.(inserted);
    }
  };
  let batch: NewCarRow[] = [];
  const send = async () => {
    if (batch.length === 0) return;
    const text = batchJson(batch);
    const size = batch.length;
    batch = [];
    await settle();
    const done = insertBatch(db, text);
    // A failure surfaces when the batch is settled; until then it must not count as unhandled.
    done.catch(() => undefined);
    inFlight = { done, size };
    await yieldToIo();
  };
  for (const car of cars) {
    batch.push(car);
    queued += 1;
    // Batches end on the progress marks, so the counts read 10,000, 20,000, ...
    if (batch.length >= batchSize || queued % progressEvery === 0) await send();
  }
  await send();
  await settle();
  if (inserted > reported) onProgress?.(inserted);
  return inserted;
}

/** Runs the work in a transaction, or in the caller's when it already is one. */
function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  return db.transaction().execute((trx: Transaction<Database>) => work(trx));
}

/**
 * Adds the cars in one transaction and bumps the stock version with them, so a server
 * watching the version sees all of them or none.
 */
export async function insertCars(
  db: Kysely<Database>,
  cars: Iterable<NewCarRow>,
  options: InsertOptions = {},
): Promise<{ inserted: number; version: StockVersion }> {
  return inTransaction(db, async (trx) => {
    const ids: number[] = [];
    const inserted = await insertCarBatches(trx, cars, {
      ...options,
      onInserted: (batch) => {
        if (ids.length <= MAX_LISTED_CHANGES) ids.push(...batch);
        options.onInserted?.(batch);
      },
    });
    const version = await bumpStockVersion(trx, ids.length <= MAX_LISTED_CHANGES ? ids : undefined);
    return { inserted, version };
  });
}

/** Deletes every car and inserts these instead, in one transaction with the version bump. */
export async function replaceStock(
  db: Kysely<Database>,
  cars: Iterable<NewCarRow>,
  options: InsertOptions = {},
): Promise<{ inserted: number; version: StockVersion }> {
  return inTransaction(db, async (trx) => {
    await trx.deleteFrom("cars").execute();
    const inserted = await insertCarBatches(trx, cars, options);
    const version = await bumpStockVersion(trx);
    return { inserted, version };
  });
}

/**
 * Past this many cars a change is recorded as "any car" and the index is built afresh. A
 * dealer's whole yard in one import (10,000 cars) is read back and changed in the index in
 * place: building afresh read all 110,000 cars and took the embedded database's connection
 * from shoppers' pages for half a minute (decision 052's figures).
 */
export const MAX_LISTED_CHANGES = 20_000;
/** Versions whose changed cars are kept: a server further behind builds afresh. */
const KEPT_CHANGES = 1_000;

/**
 * Counts one more change to the stock in app_meta (`stock_version`), inside the caller's
 * transaction, with the cars it changed (`stock_changes`): a running server compares the
 * version with its index's and updates the index for those cars only. Without `carIds` (a
 * bulk write) any car may have changed.
 */
export async function bumpStockVersion(db: Kysely<Database>, carIds?: readonly number[]): Promise<StockVersion> {
  const { rows } = await sql<{ value: StockVersion }>`
    insert into app_meta (key, value)
    values (${STOCK_VERSION_KEY}, jsonb_build_object('version', 1, 'changedAt', now()))
    on conflict (key) do update set value = jsonb_build_object(
      'version', coalesce((app_meta.value ->> 'version')::bigint, 0) + 1,
      'changedAt', now()
    )
    returning value
  `.execute(db);
  const version = rows[0]!.value;
  const listed = carIds && carIds.length <= MAX_LISTED_CHANGES ? [...new Set(carIds.map(Number))] : null;
  await db
    .insertInto("stock_changes")
    .values({ version: version.version, car_ids: listed === null ? null : sql<number[]>`${`{${listed.join(",")}}`}::bigint[]` })
    .onConflict((conflict) => conflict.column("version").doUpdateSet({ car_ids: null }))
    .execute();
  await db.deleteFrom("stock_changes").where("version", "<", version.version - KEPT_CHANGES).execute();
  return version;
}

/** The current stock version, or null before any stock was written. */
export async function readStockVersion(db: Kysely<Database>): Promise<StockVersion | null> {
  const row = await db
    .selectFrom("app_meta")
    .select("value")
    .where("key", "=", STOCK_VERSION_KEY)
    .executeTakeFirst();
  return (row?.value as StockVersion | undefined) ?? null;
}

export interface SeedOptions {
  tenants: readonly Tenant[];
  /** Cars to generate; STOCK_COUNT, 3,000 by default. */
  count?: number;
  seed?: number;
  now: Date;
  log?: (message: string) => void;
  batchSize?: number;
}

export type SeedResult =
  | { seeded: true; count: number; ms: number; version: StockVersion }
  | { seeded: false; reason: "already seeded" | "cars present" };

/**
 * First start: fills an empty database with generated stock, once. Does nothing when the
 * database was seeded before (an app_meta `seeded` row) or holds cars (imported stock is
 * never overwritten). An advisory lock keeps two processes starting together from both
 * seeding a PostgreSQL database.
 */
export async function seedStockIfEmpty(db: Kysely<Database>, options: SeedOptions): Promise<SeedResult> {
  const { tenants, count = DEFAULT_STOCK_COUNT, seed = 1, now, log, batchSize } = options;
  return inTransaction(db, async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('dealer-platform:seed-stock'))`.execute(trx);
    const seeded = await trx
      .selectFrom("app_meta")
      .select("key")
      .where("key", "=", SEEDED_KEY)
      .executeTakeFirst();
    if (seeded) return { seeded: false, reason: "already seeded" } as const;
    const anyCar = await trx.selectFrom("cars").select("id").limit(1).executeTakeFirst();
    if (anyCar) return { seeded: false, reason: "cars present" } as const;

    const started = performance.now();
    log?.(
      `Seeding ${count.toLocaleString("en-AU")} generated cars for ${tenants.length} tenants (seed ${seed})`,
    );
    const inserted = await insertCarBatches(trx, iterateStock({ tenants, count, seed, now }), {
      batchSize,
      onProgress: (done) =>
        log?.(`  ${done.toLocaleString("en-AU")} of ${count.toLocaleString("en-AU")} cars inserted`),
    });
    await trx
      .insertInto("app_meta")
      .values({ key: SEEDED_KEY, value: JSON.stringify({ count: inserted, seed, at: now.toISOString() }) })
      .execute();
    const version = await bumpStockVersion(trx);
    const ms = Math.round(performance.now() - started);
    log?.(`Seeded ${inserted.toLocaleString("en-AU")} cars in ${(ms / 1000).toFixed(1)} s`);
    return { seeded: true, count: inserted, ms, version } as const;
  });
}
