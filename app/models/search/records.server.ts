import { sql, type Kysely } from "kysely";
import type { CarImage } from "~/db/car-columns";
import type { Database } from "~/db/schema";
import { CAR_SOURCE_COLUMNS, CARD_IMAGES, toCar, type CarSourceRow } from "~/models/car/car";
import type { Tenant } from "~/tenants/schema";
import { toCarRecord, type CarRecord } from "./records";

/** Rows per query: the database's result and its parsed rows stay a few megabytes, never the whole stock. */
const BATCH_ROWS = 1_000;

/** Fields whose text is the car's own, so pooling them would only grow the pool. */
const UNIQUE_FIELDS = new Set(["objectID", "slug", "vin", "stocknum", "regplate"]);

/**
 * Makes every repeated text of a record the same string: the database hands each row its own
 * copy of "Toyota", "Automatic" or "Reversing Camera", which at 100k cars is hundreds of
 * megabytes of duplicates held for as long as the index lives.
 */
function shareRepeatedStrings(record: CarRecord, pool: Map<string, string>): void {
  const share = (value: string) => {
    const pooled = pool.get(value);
    if (pooled !== undefined) return pooled;
    pool.set(value, value);
    return value;
  };
  const shareIn = (value: unknown): unknown => {
    if (typeof value === "string") return share(value);
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) value[i] = shareIn(value[i]);
    } else if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
      const object = value as Record<string, unknown>;
      for (const key of Object.keys(object)) object[key] = shareIn(object[key]);
    }
    return value;
  };
  const fields = record as unknown as Record<string, unknown>;
  for (const key of Object.keys(fields)) {
    // The location summary is shared already (car.ts).
    if (!UNIQUE_FIELDS.has(key) && key !== "location") fields[key] = shareIn(fields[key]);
  }
}

type CarSourceJson = CarSourceRow & { website_id: number };

/**
 * Every car of these tenants as a search record, in id order and in batches: only the columns
 * a record is made from, the images cut to the card's, each batch one JSON text that
 * JSON.parse reads at once (the driver would decode each of 47 fields of 100k rows alone).
 * Timestamps arrive as ISO text, which toCar reads as it reads a Date.
 */
export async function* carRecordBatches(
  db: Kysely<Database>,
  tenants: readonly Tenant[],
  /** Only these cars (a stock change), when given. */
  ids?: readonly number[],
): AsyncGenerator<CarRecord[]> {
  const byWebsiteId = new Map(tenants.map((tenant) => [tenant.id, tenant]));
  if (byWebsiteId.size === 0 || ids?.length === 0) return;
  const pool = new Map<string, string>();
  if (ids) {
    // The changed cars a thousand at a time, each batch one array parameter: a query naming
    // 10,000 ids at once held the embedded database's one connection, and the shoppers'
    // queries behind it, for the whole read.
    const sorted = [...new Set(ids.map(Number))].sort((a, b) => a - b);
    for (let start = 0; start < sorted.length; start += BATCH_ROWS) {
      const chunk = sorted.slice(start, start + BATCH_ROWS);
      const rows = await readBatch(db, { ids: chunk });
      yield recordsOf(rows, byWebsiteId, pool);
    }
    return;
  }
  for (let after = 0; ; ) {
    const rows = await readBatch(db, { after });
    yield recordsOf(rows, byWebsiteId, pool);
    if (rows.length < BATCH_ROWS) return;
    after = rows[rows.length - 1]!.id;
  }
}

const SOURCE_COLUMNS = CAR_SOURCE_COLUMNS.filter((column) => column !== "images");

/** Up to BATCH_ROWS cars in id order, as one JSON text parsed at once. */
async function readBatch(db: Kysely<Database>, which: { after: number } | { ids: readonly number[] }): Promise<CarSourceJson[]> {
  const page = db
    .selectFrom("cars")
    .select([...SOURCE_COLUMNS, "website_id"])
    .select([
      sql<CarImage[]>`jsonb_path_query_array(images, ${`$[0 to ${CARD_IMAGES - 1}]`}::jsonpath)`.as("images"),
      sql<number>`jsonb_array_length(images)`.as("image_count"),
    ])
    .where((eb) =>
      "ids" in which ? eb("id", "=", sql<number>`any(${`{${which.ids.join(",")}}`}::bigint[])`) : eb("id", ">", which.after),
    )
    // Tenants are picked below: a website_id condition here made PostgreSQL scan and sort
    // the whole table for every batch instead of walking the primary key.
    .orderBy("id")
    .limit(BATCH_ROWS)
    .as("car");
  const { batch } = await db
    .selectFrom(page)
    .select(sql<string | null>`json_agg(car order by car.id)::text`.as("batch"))
    .executeTakeFirstOrThrow();
  return batch === null ? [] : (JSON.parse(batch) as CarSourceJson[]);
}

function recordsOf(rows: readonly CarSourceJson[], byWebsiteId: ReadonlyMap<number, Tenant>, pool: Map<string, string>): CarRecord[] {
  const records: CarRecord[] = [];
  for (const row of rows) {
    const tenant = byWebsiteId.get(row.website_id);
    if (!tenant) continue;
    const record = toCarRecord(toCar(row, tenant), tenant);
    shareRepeatedStrings(record, pool);
    records.push(record);
  }
  return records;
}
