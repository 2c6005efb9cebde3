import type { Kysely } from "kysely";
import type { CarType, Database } from "~/db/schema";
import { isListed } from "../listing";

/** The SQL listing filter at work: how many cars of each type a site lists, zeros included. */
export async function countStockByType(db: Kysely<Database>, websiteId: number, soldWindowDays: number, now = new Date()) {
  const rows = await db
    .selectFrom("cars")
    .select((eb) => ["cars.car_type", eb.fn.countAll<number>().as("count")])
    .where("cars.website_id", "=", websiteId)
    .where((eb) => isListed(eb, soldWindowDays, now))
    .groupBy("cars.car_type")
    .execute();
  const counts: Record<CarType, number> = { new: 0, demo: 0, used: 0 };
  for (const row of rows) counts[row.car_type] = Number(row.count);
  return counts;
}
