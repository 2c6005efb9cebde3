import type { Kysely } from "kysely";
import type { CarRow, Database } from "~/db/schema";
import { findListedCar } from "~/models/car/vehicle.server";
import { notFound } from "~/server/http";
import type { Tenant } from "~/tenants/schema";

/** The car behind /cars/{slug} (findListedCar), else the vehicle page's 404. */
export async function requireListedCar(
  db: Kysely<Database>,
  tenant: Pick<Tenant, "id" | "search" | "labels">,
  slug: string | undefined,
  now: Date = new Date(),
): Promise<CarRow> {
  const row = await findListedCar(db, tenant, slug ?? "", now);
  if (!row) {
    throw notFound(`We couldn't find that ${tenant.labels.vehicleType}. It may have sold, or the link may be out of date.`);
  }
  return row;
}
