import type { CarRow } from "~/db/schema";
import { buildCar } from "~/models/stock/testing/car-rows";

let nextId = 5000;

/**
 * A car as the database returns it (jsonb parsed, defaults filled), from the same plausible
 * used Corolla as buildCar; override what the test is about.
 */
export function carRow(overrides: Partial<CarRow> = {}): CarRow {
  const { images, ...insertable } = buildCar();
  nextId += 1;
  return {
    ...insertable,
    id: nextId,
    sold_at: null,
    reserved: false,
    certified: false,
    categories: [],
    preorder: false,
    has_nvic: false,
    views: 0,
    show_on_dealer_website: true,
    custom_rank: 0,
    images: JSON.parse(images as string),
    variant: null,
    standard_equipment: [],
    finance_lenders: {},
    caravan_specs: null,
    autograb_data: null,
    history_report: null,
    payment_processors: null,
    created_at: new Date("2026-01-01T00:00:00Z"),
    updated_at: new Date("2026-01-01T00:00:00Z"),
    ...overrides,
  } as CarRow;
}
