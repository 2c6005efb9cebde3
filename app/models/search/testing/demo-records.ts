import type { CarRow } from "~/db/schema";
import { toCar } from "~/models/car/car";
import { generateStock, type NewCar } from "~/models/stock/demo/generator";
import { tenants } from "~/tenants";
import { toCarRecord, type CarRecord } from "../records";

/** A generated car as the database gives it back: its id, its jsonb columns parsed, the defaults filled. */
export function demoCarRow(car: NewCar, id: number, now: Date): CarRow {
  const fields = car as Record<string, unknown>;
  const json = (value: unknown) => (typeof value === "string" ? JSON.parse(value) : value);
  return {
    ...fields,
    id,
    images: json(fields.images) ?? [],
    variant: json(fields.variant) ?? null,
    standard_equipment: json(fields.standard_equipment) ?? [],
    categories: fields.categories ?? [],
    reserved: fields.reserved ?? false,
    certified: fields.certified ?? false,
    preorder: fields.preorder ?? false,
    show_on_dealer_website: fields.show_on_dealer_website ?? true,
    custom_rank: fields.custom_rank ?? 0,
    created_at: fields.created_at ?? now,
    sold_at: fields.sold_at ?? null,
  } as unknown as CarRow;
}

/** The demo tenants' generated stock as search records, without a database: what the index of a first start holds. */
export function demoCarRecords(count: number, now: Date, seed = 1): CarRecord[] {
  const byWebsiteId = new Map(tenants.map((tenant) => [tenant.id, tenant]));
  return generateStock({ tenants, count, seed, now }).map((car, i) =>
    toCarRecord(toCar(demoCarRow(car, i + 1, now), byWebsiteId.get(car.website_id)!), byWebsiteId.get(car.website_id)),
  );
}
