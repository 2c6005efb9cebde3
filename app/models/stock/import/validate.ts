import { z } from "zod";
import { toJsonb, type CarsTable, type NewCarRow } from "~/db/schema";
import type { Tenant, TenantDealership } from "~/tenants/schema";
import { slugify } from "../../slug";
import { COLUMN_DEFAULTS, JSONB_COLUMNS } from "../write.server";
import type { ImportRowError } from "./errors";
import { IMPORT_COLUMNS, IMPORT_FIELDS, ImportableCarSchema, TENANT_FIELD, type ImportableCar } from "./fields";
import type { SourceRow } from "./rows";

/** A row that passed validation: the columns it sets, and what it needs resolved. */
export interface ValidCar {
  row: number;
  car: NewCarRow;
  /** The columns the row gave; an update sets only these (and the derived ones). */
  given: Set<keyof CarsTable>;
}

function zodErrors(row: number, error: z.ZodError): ImportRowError[] {
  return error.issues.flatMap((issue) => {
    if (issue.code === z.ZodIssueCode.unrecognized_keys) {
      return issue.keys.map((key) => ({ row, field: key, message: "is not a column the importer knows" }));
    }
    const field = issue.path.join(".") || "(row)";
    const message = issue.message === "Required" ? "is required" : issue.message;
    return [{ row, field, message }];
  });
}

function asText(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

function asNumber(value: unknown): number | undefined {
  if (typeof value === "number") return value;
  if (typeof value === "string" && /^\s*\d+\s*$/.test(value)) return Number(value);
  return undefined;
}

/** The schema's errors and the tenant checks', in the order of the columns. */
function mergeByField(schemaErrors: ImportRowError[], checkErrors: ImportRowError[]): ImportRowError[] {
  const order = (field: string) => {
    const index = IMPORT_COLUMNS.indexOf(field.split(".")[0] as (typeof IMPORT_COLUMNS)[number]);
    return index === -1 ? IMPORT_COLUMNS.length : index;
  };
  return [...schemaErrors, ...checkErrors].sort((a, b) => order(a.field) - order(b.field));
}

function salesYard(tenant: Tenant, dealership: TenantDealership): number | null {
  const own = tenant.locations.filter((loc) => loc.dealershipSlug === dealership.slug);
  return (own.find((loc) => loc.locationType === "sales") ?? own[0])?.id ?? null;
}

/**
 * Validates every row: the zod schema, then what only the tenant config can say (tenant,
 * dealership, location), then rows of the file that name the same car.
 */
export function validateStockRows(
  rows: readonly SourceRow[],
  { tenants, now }: { tenants: readonly Tenant[]; now: Date }
): { cars: ValidCar[]; errors: ImportRowError[] } {
  const cars: ValidCar[] = [];
  const errors: ImportRowError[] = [];
  const tenantsBySlug = new Map(tenants.map((tenant) => [tenant.slug, tenant]));
  const firstRowOf = new Map<string, number>();
  const latestYear =
    Number(new Intl.DateTimeFormat("en-AU", { timeZone: "Australia/Sydney", year: "numeric" }).format(now)) +
    1;

  for (const source of rows) {
    const rowErrors: ImportRowError[] = [];
    const fail = (field: string, message: string) => rowErrors.push({ row: source.row, field, message });
    const parsed = ImportableCarSchema.safeParse(source.values);
    const schemaErrors = parsed.success ? [] : zodErrors(source.row, parsed.error);
    // The tenant checks run on a row the schema rejected too, so one pass shows every error.
    const badFields = new Set(schemaErrors.map((error) => error.field));
    const reference = (field: "tenant_slug" | "dealership_slug" | "dealership_id" | "location_id"): unknown =>
      badFields.has(field) ? undefined : parsed.success ? parsed.data[field] : source.values[field];
    const tenantSlug = asText(reference("tenant_slug"));
    const dealershipSlug = asText(reference("dealership_slug"));

    const tenant = tenantSlug === undefined ? undefined : tenantsBySlug.get(tenantSlug);
    let dealership: TenantDealership | undefined;
    if (tenantSlug !== undefined && !tenant) {
      fail("tenant_slug", `"${tenantSlug}" is not a tenant (${[...tenantsBySlug.keys()].join(", ")})`);
    } else if (tenant && dealershipSlug !== undefined) {
      dealership = tenant.dealerships.find((d) => d.slug === dealershipSlug);
      if (!dealership) {
        fail(
          "dealership_slug",
          `"${dealershipSlug}" is not a dealership of ${tenant.slug} (${tenant.dealerships
            .map((d) => d.slug)
            .join(", ")})`
        );
      } else {
        const dealershipId = asNumber(reference("dealership_id"));
        if (dealershipId !== undefined && dealershipId !== dealership.id) {
          fail("dealership_id", `is ${dealershipId} but ${dealership.slug} has id ${dealership.id}`);
        }
        const locationId = asNumber(reference("location_id"));
        if (locationId !== undefined) {
          const location = tenant.locations.find((loc) => loc.id === locationId);
          if (!location || location.dealershipSlug !== dealership.slug) {
            const own = tenant.locations
              .filter((loc) => loc.dealershipSlug === dealership!.slug)
              .map((loc) => loc.id);
            fail("location_id", `${locationId} is not a location of ${dealership.slug} (${own.join(", ")})`);
          }
        }
      }
    }
    if (!parsed.success) {
      errors.push(...mergeByField(schemaErrors, rowErrors));
      continue;
    }
    const car: ImportableCar = parsed.data;
    if (car.year > latestYear) fail("year", `must not be after ${latestYear}`);
    if (!car.stocknum && !car.slug)
      fail("stocknum", "give a stocknum or a slug, so the car can be found again by the next import");

    const keys = [
      car.stocknum ? `${car.tenant_slug}\u0000stock\u0000${car.stocknum}` : null,
      car.slug ? `${car.tenant_slug}\u0000slug\u0000${car.slug}` : null,
    ];
    for (const key of keys) {
      if (!key) continue;
      const earlier = firstRowOf.get(key);
      if (earlier !== undefined) {
        const field = key.includes("\u0000stock\u0000") ? "stocknum" : "slug";
        fail(field, `the same car as row ${earlier} (one row per car)`);
      } else {
        firstRowOf.set(key, source.row);
      }
    }

    if (rowErrors.length > 0 || !tenant || !dealership) {
      errors.push(...rowErrors);
      continue;
    }

    const given = new Set(
      Object.keys(source.values).filter((key) => key in IMPORT_FIELDS && key !== TENANT_FIELD) as (keyof CarsTable)[]
    );
    const name = car.name ?? [car.year, car.make, car.model, car.badge].filter(Boolean).join(" ");
    const { [TENANT_FIELD]: _tenantSlug, ...fields } = car;
    const values: Record<string, unknown> = fields;
    for (const column of JSONB_COLUMNS) {
      if (values[column] !== undefined && values[column] !== null) values[column] = toJsonb(values[column]);
    }
    const slug = car.slug ?? `${slugify(name)}${car.stocknum ? `-${slugify(car.stocknum)}` : ""}`;
    const newCar = {
      ...values,
      website_id: tenant.id,
      dealership_id: dealership.id,
      dealership_slug: dealership.slug,
      location_id: car.location_id ?? salesYard(tenant, dealership),
      slug,
      name,
      // A car sold without a date was sold today, so it stays listed for the sold window.
      sold_at: car.sold_at ?? (car.status === "sold" ? now : null),
      updated_at: now,
    } as NewCarRow;
    // Optional booleans and lists left empty take the table's defaults rather than null.
    for (const column of [
      "reserved",
      "certified",
      "preorder",
      "has_nvic",
      "show_on_dealer_website",
      "views",
      "custom_rank",
      "categories",
      "images",
      "standard_equipment",
      "finance_lenders",
    ] as const) {
      if ((newCar as Record<string, unknown>)[column] === null)
        delete (newCar as Record<string, unknown>)[column];
    }
    cars.push({ row: source.row, car: newCar, given });
  }
  return { cars, errors };
}
