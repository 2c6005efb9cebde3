import type { Kysely } from "kysely";
import { toJsonb, type CarRow, type Database, type NewCarRow } from "~/db/schema";
import type { Tenant } from "~/tenants/schema";

let sequence = 0;

/** A car of the tenant's first dealership and location. */
export function buildTenantCar(tenant: Tenant, overrides: Partial<NewCarRow> = {}): NewCarRow {
  return buildCar({
    website_id: tenant.id,
    dealership_id: tenant.dealerships[0]!.id,
    dealership_slug: tenant.dealerships[0]!.slug,
    location_id: tenant.locations[0]!.id,
    ...overrides,
  });
}

/** A plausible used car of the tenant "test-motors" (website 1); override what the test is about. */
export function buildCar(overrides: Partial<NewCarRow> = {}): NewCarRow {
  sequence += 1;
  return {
    website_id: 1,
    dealership_id: 1,
    dealership_slug: "test-motors",
    location_id: 10,
    slug: `2021-toyota-corolla-ascent-sport-${sequence}`,
    name: "2021 Toyota Corolla Ascent Sport",
    make: "Toyota",
    model: "Corolla",
    badge: "Ascent Sport",
    series: "MZEA12R",
    variant_name: null,
    year: 2021,
    car_type: "used",
    status: "in_stock",
    tag: null,
    price: 27990,
    before_price: null,
    offer_price: null,
    subscription_price: null,
    price_type: "drive_away",
    km: 42_150,
    colour: "White",
    interior_colour: "Black",
    drive: "Front Wheel Drive",
    seats: 5,
    doors: 5,
    engine_size: 1987,
    engine_size_litres: 2.0,
    cylinders: 4,
    fuel: "Unleaded Petrol",
    simple_fuel: "Petrol",
    simple_body: "Hatch",
    simple_transmission: "Automatic",
    trans: "Constantly Variable Transmission",
    stocknum: `U${1000 + sequence}`,
    vin: null,
    regplate: null,
    rego_expiry: null,
    compliance_date: null,
    build_date: null,
    dealercomments: null,
    carsales_title: null,
    private_suburb: null,
    private_postcode: null,
    images: toJsonb([{ url: `/images/cars/corolla-${sequence}.jpg` }]),
    ...overrides,
  };
}

export async function insertCars(db: Kysely<Database>, cars: NewCarRow[]): Promise<CarRow[]> {
  return db.insertInto("cars").values(cars).returningAll().execute();
}
