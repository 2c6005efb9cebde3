import type { Kysely } from "kysely";
import type { CarType, Database } from "~/db/schema";
import { isListed } from "./listing";

export type StockCounts = Record<CarType, number>;

/** How many listed cars the tenant has of each type (new, demo, used), zeros included. */
export async function countStockByType(
  db: Kysely<Database>,
  websiteId: number,
  soldWindowDays: number,
  now: Date = new Date(),
): Promise<StockCounts> {
  const rows = await db
    .selectFrom("cars")
    .select((eb) => ["cars.car_type", eb.fn.countAll<number>().as("count")])
    .where("cars.website_id", "=", websiteId)
    .where((eb) => isListed(eb, soldWindowDays, now))
    .groupBy("cars.car_type")
    .execute();

  const counts: StockCounts = { new: 0, demo: 0, used: 0 };
  for (const row of rows) {
    counts[row.car_type] = Number(row.count);
  }
  return counts;
}
