import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { formatAud } from "~/models/car/display";
import { bumpStockVersion } from "~/models/stock/write.server";
import { tenants } from "~/tenants";
import type { Tenant } from "~/tenants/schema";

/* What the deposit's payment side (deposits.server.ts) and its hold's end (holds.server.ts) share. */

/** A hold that still keeps the car from others. */
export const HOLDING = ["held", "confirmed"] as const;

export function tenantById(websiteId: number): Tenant | undefined {
  return tenants.find((tenant) => tenant.id === websiteId);
}

export function siteLink(tenant: Tenant, path: string): string {
  return `https://${tenant.domains[0]}${path}`;
}

export function dollars(cents: number): string {
  return formatAud(cents / 100);
}

/** The car shows RESERVED (or no longer) in its row and, through the stock version, in search. */
export async function setCarReserved(db: Kysely<Database>, carId: number, reserved: boolean): Promise<void> {
  const changed = await db
    .updateTable("cars")
    .set({ reserved, updated_at: new Date() })
    .where("id", "=", carId)
    .where("reserved", "=", !reserved)
    .returning("id")
    .executeTakeFirst();
  // The search index follows the stock version: search shows RESERVED (or no longer) with it.
  if (changed) await bumpStockVersion(db, [carId]);
}
