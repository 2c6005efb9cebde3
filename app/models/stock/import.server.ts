/**
 * Stock import: NDJSON or CSV files of cars, validated row by row with zod (STYLE.md: the
 * outside world is parsed at the edge), written all or nothing. A car already in the
 * database with the same stock number, or else the same slug, in the same tenant is
 * updated; any other row is inserted.
 *
 * Rows are numbered by the line of the file they start on, so the number is the one an
 * editor shows: a CSV header is line 1 and its first data row is row 2; NDJSON's first
 * line is row 1.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { sql, type Kysely } from "kysely";
import { z } from "zod";
import { CAR_TYPES, toJsonb, type CarsTable, type Database, type NewCarRow } from "~/db/schema";
import { FINANCE_PROVIDERS, type Tenant, type TenantDealership } from "~/tenants/schema";
import { slugify } from "../slug";
import {
  batchJson,
  bumpStockVersion,
  COLUMN_DEFAULTS,
  insertCarBatches,
  JSONB_COLUMNS,
  recordDefinition,
  type StockVersion,
} from "./write.server";

export type StockFileFormat = "ndjson" | "csv";

export interface ImportRowError {
  /** The line of the file the row starts on (CSV header = line 1). */
  row: number;
  field: string;
  message: string;
}

export interface ImportSummary {
  rows: number;
  inserted: number;
  updated: number;
  version: StockVersion;
}

export type ImportOutcome = { ok: true; summary: ImportSummary } | { ok: false; errors: ImportRowError[] };

export class StockImportError extends Error {
  constructor(readonly errors: ImportRowError[]) {
    super(errors.map(formatRowError).join("\n"));
    this.name = "StockImportError";
  }
}

export function formatRowError(error: ImportRowError): string {
  return `row ${error.row}: ${error.field}: ${error.message}`;
}

/** The format a file name says, or null for an extension the importer does not read. */
export function stockFileFormat(filePath: string): StockFileFormat | null {
  const extension = path.extname(filePath).toLowerCase();
  if (extension === ".ndjson" || extension === ".jsonl") return "ndjson";
  if (extension === ".csv") return "csv";
  return null;
}

// ---------------------------------------------------------------------------------------
// Reading rows.

/** A row of the file as given: column name to raw value (CSV: text; NDJSON: JSON values). */
export interface SourceRow {
  row: number;
  values: Record<string, unknown>;
}

export interface CsvRecord {
  /** The line the record starts on. */
  line: number;
  fields: string[];
}

/**
 * RFC 4180 CSV: comma-separated fields, optionally in double quotes; inside quotes a
 * doubled quote is a quote and commas and line breaks are data. CRLF or LF line ends, an
 * optional UTF-8 byte order mark. Blank lines are skipped.
 */
export function parseCsv(text: string): { records: CsvRecord[]; errors: ImportRowError[] } {
  const records: CsvRecord[] = [];
  const errors: ImportRowError[] = [];
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  while (i < text.length) {
    const startLine = line;
    const fields: string[] = [];
    let recordDone = false;
    let broken = false;
    while (!recordDone) {
      let field = "";
      if (text[i] === '"') {
        i++;
        let closed = false;
        while (i < text.length) {
          const char = text[i]!;
          if (char === '"') {
            if (text[i + 1] === '"') {
              field += '"';
              i += 2;
              continue;
            }
            i++;
            closed = true;
            break;
          }
          if (char === "\n") line++;
          field += char;
          i++;
        }
        if (!closed) {
          errors.push({
            row: startLine,
            field: "(row)",
            message: 'a quoted field is never closed (a " is missing)',
          });
          return { records, errors };
        }
        if (i < text.length && text[i] !== "," && text[i] !== "\n" && text[i] !== "\r") {
          if (!broken) {
            errors.push({
              row: startLine,
              field: `(column ${fields.length + 1})`,
              message: 'text after a closing quote; write a quote inside a quoted field as two quotes ("")',
            });
          }
          broken = true;
          while (i < text.length && text[i] !== "," && text[i] !== "\n" && text[i] !== "\r") i++;
        }
      } else {
        while (i < text.length && text[i] !== "," && text[i] !== "\n" && text[i] !== "\r") field += text[i++];
      }
      fields.push(field);
      if (text[i] === ",") {
        i++;
      } else {
        if (text[i] === "\r") i++;
        if (text[i] === "\n") i++;
        line++;
        recordDone = true;
      }
    }
    const blank = fields.length === 1 && fields[0] === "";
    if (!blank && !broken) records.push({ line: startLine, fields });
  }
  return { records, errors };
}

/** The rows of a CSV (first record the header) or NDJSON (one JSON object a line) text. */
export function readStockRows(
  text: string,
  format: StockFileFormat,
): { rows: SourceRow[]; errors: ImportRowError[] } {
  return format === "csv" ? readCsvRows(text) : readNdjsonRows(text);
}

function readCsvRows(text: string): { rows: SourceRow[]; errors: ImportRowError[] } {
  const { records, errors } = parseCsv(text);
  const [header, ...data] = records;
  if (!header) {
    if (errors.length === 0)
      errors.push({
        row: 1,
        field: "(header)",
        message: "the file is empty; the first line must name the columns",
      });
    return { rows: [], errors };
  }
  const columns = header.fields.map((name) => name.trim());
  const seen = new Set<string>();
  columns.forEach((name, index) => {
    if (name === "")
      errors.push({ row: header.line, field: `(column ${index + 1})`, message: "has no name in the header" });
    else if (seen.has(name))
      errors.push({ row: header.line, field: name, message: "is named twice in the header" });
    seen.add(name);
  });
  const rows: SourceRow[] = [];
  for (const record of data) {
    if (record.fields.length !== columns.length) {
      errors.push({
        row: record.line,
        field: "(row)",
        message: `has ${record.fields.length} fields but the header names ${columns.length} columns`,
      });
      continue;
    }
    const values: Record<string, unknown> = {};
    columns.forEach((name, index) => (values[name] = record.fields[index]));
    rows.push({ row: record.line, values });
  }
  return { rows, errors };
}

function readNdjsonRows(text: string): { rows: SourceRow[]; errors: ImportRowError[] } {
  const rows: SourceRow[] = [];
  const errors: ImportRowError[] = [];
  const lines = text.replace(/^\uFEFF/, "").split("\n");
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (line === "") return;
    try {
      const value: unknown = JSON.parse(line);
      if (value === null || typeof value !== "object" || Array.isArray(value)) {
        errors.push({ row: index + 1, field: "(row)", message: "must be a JSON object, one car per line" });
      } else {
        rows.push({ row: index + 1, values: value as Record<string, unknown> });
      }
    } catch (error) {
      errors.push({
        row: index + 1,
        field: "(row)",
        message: `is not valid JSON (${(error as Error).message})`,
      });
    }
  });
  return { rows, errors };
}

// ---------------------------------------------------------------------------------------
// The importable car: one zod schema for both formats. CSV gives every value as text, so
// each field also takes its text form; an empty cell is "no value".

const isBlank = (value: unknown) => value === null || (typeof value === "string" && value.trim() === "");

/** Text; a feed's numeric stock number or postcode (12345) is taken as its text. */
const text = z.preprocess(
  (value) => (isBlank(value) ? null : typeof value === "number" ? String(value) : value),
  z.string({ invalid_type_error: "must be text" }).trim().nullable(),
);

function numberField(options: { integer?: boolean; min?: number; max?: number } = {}) {
  let schema = z.number({ invalid_type_error: "must be a number" });
  if (options.integer) schema = schema.int("must be a whole number");
  if (options.min !== undefined) schema = schema.min(options.min, `must be at least ${options.min}`);
  if (options.max !== undefined) schema = schema.max(options.max, `must be at most ${options.max}`);
  return z.preprocess((value) => {
    if (isBlank(value)) return null;
    if (typeof value !== "string") return value;
    // Dealer exports write prices as "$27,990".
    const cleaned = value
      .trim()
      .replace(/^\$/, "")
      .replace(/,(?=\d{3}\b)/g, "");
    return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : value;
  }, schema.nullable());
}

const BOOLEAN_TEXT: Record<string, boolean> = {
  true: true,
  false: false,
  yes: true,
  no: false,
  y: true,
  n: false,
  "1": true,
  "0": false,
};
const booleanField = z.preprocess((value) => {
  if (isBlank(value)) return null;
  if (typeof value === "string") return BOOLEAN_TEXT[value.trim().toLowerCase()] ?? value;
  if (value === 1 || value === 0) return value === 1;
  return value;
}, z.boolean({ invalid_type_error: "must be true or false" }).nullable());

const calendarDate = z.preprocess(
  (value) => (isBlank(value) ? null : typeof value === "string" ? value.trim() : value),
  z
    .string({ invalid_type_error: "must be a date such as 2025-06-30" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date such as 2025-06-30")
    .refine(
      (value) =>
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      "is not a real date",
    )
    .nullable(),
);

const timestamp = z.preprocess(
  (value) => (isBlank(value) ? null : typeof value === "string" ? value.trim() : value),
  z
    .string({ invalid_type_error: "must be a date and time such as 2025-06-30T09:00:00+10:00" })
    .regex(
      /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/,
      "must be a date and time such as 2025-06-30T09:00:00+10:00",
    )
    .refine((value) => !Number.isNaN(Date.parse(value)), "is not a real date and time")
    .transform((value) => new Date(value))
    .nullable(),
);

/** A JSON column: the value itself (NDJSON) or its JSON text (CSV). */
function jsonField<T extends z.ZodTypeAny>(schema: T) {
  return z.preprocess((value, ctx) => {
    if (isBlank(value)) return null;
    if (typeof value !== "string") return value;
    try {
      return JSON.parse(value) as unknown;
    } catch (error) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: `must be JSON text (${(error as Error).message})`,
        fatal: true,
      });
      return z.NEVER;
    }
  }, schema.nullable());
}

const nullableNumber = z.number({ invalid_type_error: "must be a number" }).nullable().optional();
const nullableText = z.string({ invalid_type_error: "must be text" }).nullable().optional();

const imageSchema = z.union([
  z
    .string()
    .min(1)
    .transform((url) => ({ url })),
  z
    .object({
      url: z.string().min(1, "must not be empty"),
      thumb_url: z.string().optional(),
      caption: z.string().optional(),
    })
    .strict(),
]);

const lenderQuote = z
  .object({
    interestRate: nullableNumber,
    comparisonRate: nullableNumber,
    paymentWeek: nullableNumber,
    paymentMonth: nullableNumber,
    termYears: nullableNumber,
    termMonths: nullableNumber,
    deposit: nullableNumber,
    balloon: nullableNumber,
    disclaimer: nullableText,
  })
  // Providers send term variants (e.g. paymentWeek48) beside the standard fields.
  .passthrough();

const variantSchema = z
  .object({
    cylinders: nullableNumber,
    enginesize: nullableNumber,
    enginesize_litres: nullableNumber,
    induction: nullableText,
    geartype: nullableText,
    fuelconsumptioncombined: nullableNumber,
    fuelcapacity: nullableNumber,
    grossvehiclemass: nullableNumber,
    vehiclelength: nullableNumber,
    vehicleheight: nullableNumber,
    vehiclewidth: nullableNumber,
    torque: nullableText,
    ancaprating: nullableNumber,
    bodyconfiguration: nullableText,
  })
  .passthrough();

/**
 * Import files name the tenant by slug, the key a dealer knows; the row is stored under the
 * tenant's website id (decision 012).
 */
const TENANT_FIELD = "tenant_slug";

const IMPORT_FIELDS = {
  [TENANT_FIELD]: z
    .string({ required_error: "is required", invalid_type_error: "must be text" })
    .trim()
    .min(1, "is required"),
  dealership_slug: z
    .string({ required_error: "is required", invalid_type_error: "must be text" })
    .trim()
    .min(1, "is required"),
  make: z
    .string({ required_error: "is required", invalid_type_error: "must be text" })
    .trim()
    .min(1, "is required"),
  model: z
    .string({ required_error: "is required", invalid_type_error: "must be text" })
    .trim()
    .min(1, "is required"),
  year: z.preprocess(
    (value) =>
      typeof value === "string" && /^\s*\d+\s*$/.test(value)
        ? Number(value)
        : isBlank(value)
        ? undefined
        : value,
    z
      .number({ required_error: "is required", invalid_type_error: "must be a year such as 2021" })
      .int("must be a year such as 2021")
      .min(1900, "must be a year such as 2021"),
  ),
  car_type: z.preprocess(
    (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
    z.enum(CAR_TYPES, {
      errorMap: (_issue, ctx) => ({
        message: ctx.data === undefined ? "is required" : "must be new, demo or used",
      }),
    }),
  ),
  status: z.preprocess(
    (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
    z
      .string({ required_error: "is required", invalid_type_error: "must be text" })
      .regex(/^[a-z][a-z_]*$/, "must be a status such as in_stock, coming_soon or sold"),
  ),
  /** Required as a column, but may be empty: a car with no price shows the no-price text. */
  price: numberField({ min: 0 }),

  dealership_id: numberField({ integer: true, min: 1 }).optional(),
  location_id: numberField({ integer: true, min: 1 }).optional(),
  slug: z
    .preprocess(
      (value) => (isBlank(value) ? null : value),
      z
        .string({ invalid_type_error: "must be text" })
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens")
        .nullable(),
    )
    .optional(),
  name: text.optional(),
  badge: text.optional(),
  series: text.optional(),
  variant_name: text.optional(),
  sold_at: timestamp.optional(),
  reserved: booleanField.optional(),
  certified: booleanField.optional(),
  tag: text.optional(),
  item_type: text.optional(),
  categories: jsonField(z.array(z.string({ invalid_type_error: "must be a list of text" }))).optional(),
  before_price: numberField({ min: 0 }).optional(),
  offer_price: numberField({ min: 0 }).optional(),
  subscription_price: numberField({ min: 0 }).optional(),
  preorder: booleanField.optional(),
  price_type: text.optional(),
  km: numberField({ integer: true, min: 0 }).optional(),
  colour: text.optional(),
  interior_colour: text.optional(),
  drive: text.optional(),
  seats: numberField({ integer: true, min: 0, max: 100 }).optional(),
  doors: numberField({ integer: true, min: 0, max: 10 }).optional(),
  engine_size: numberField({ integer: true, min: 0 }).optional(),
  engine_size_litres: numberField({ min: 0, max: 99 }).optional(),
  cylinders: numberField({ integer: true, min: 0, max: 16 }).optional(),
  fuel: text.optional(),
  simple_fuel: text.optional(),
  simple_body: text.optional(),
  simple_transmission: text.optional(),
  trans: text.optional(),
  stocknum: text.optional(),
  vin: z
    .preprocess(
      (value) => (isBlank(value) ? null : typeof value === "string" ? value.trim().toUpperCase() : value),
      z
        .string({ invalid_type_error: "must be text" })
        .regex(/^[A-HJ-NPR-Z0-9]{17}$/, "must be 17 letters and digits (no I, O or Q)")
        .nullable(),
    )
    .optional(),
  regplate: text.optional(),
  rego_expiry: calendarDate.optional(),
  compliance_date: calendarDate.optional(),
  build_date: calendarDate.optional(),
  dealercomments: z
    .preprocess(
      (value) => (isBlank(value) ? null : value),
      z.string({ invalid_type_error: "must be text" }).nullable(),
    )
    .optional(),
  carsales_title: text.optional(),
  private_suburb: text.optional(),
  private_postcode: text.optional(),
  has_nvic: booleanField.optional(),
  views: numberField({ integer: true, min: 0 }).optional(),
  show_on_dealer_website: booleanField.optional(),
  custom_rank: numberField({ integer: true }).optional(),
  images: jsonField(z.array(imageSchema, { invalid_type_error: "must be a list of images" })).optional(),
  variant: jsonField(variantSchema).optional(),
  standard_equipment: jsonField(
    z.array(z.string({ invalid_type_error: "must be a list of text" })),
  ).optional(),
  finance_lenders: jsonField(
    z.record(
      z.enum(FINANCE_PROVIDERS, {
        errorMap: () => ({ message: `must be one of ${FINANCE_PROVIDERS.join(", ")}` }),
      }),
      lenderQuote,
    ),
  ).optional(),
  caravan_specs: jsonField(
    z
      .object({
        body_width: nullableNumber,
        body_length: nullableNumber,
        tare_weight: nullableNumber,
        axle_type: nullableText,
        sleeps: nullableNumber,
        aggregate_trailer_mass: nullableNumber,
      })
      .strict(),
  ).optional(),
  autograb_data: jsonField(
    z.object({ state_average_market_price: nullableNumber, average_market_price: nullableNumber }).strict(),
  ).optional(),
  history_report: jsonField(
    z.object({ url: z.string().min(1, "must not be empty"), name: z.string().optional() }).strict(),
  ).optional(),
  payment_processors: jsonField(z.record(z.unknown())).optional(),
  created_at: timestamp.optional(),
} satisfies Partial<Record<keyof CarsTable | typeof TENANT_FIELD, z.ZodTypeAny>>;

/** The columns a file may give, for the usage text and documentation. */
export const IMPORT_COLUMNS = Object.keys(IMPORT_FIELDS) as (keyof typeof IMPORT_FIELDS)[];
export const REQUIRED_IMPORT_COLUMNS = [
  "tenant_slug",
  "dealership_slug",
  "make",
  "model",
  "year",
  "car_type",
  "status",
  "price",
] as const;

const ImportableCarSchema = z.object(IMPORT_FIELDS).strict();
type ImportableCar = z.output<typeof ImportableCarSchema>;

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
  { tenants, now }: { tenants: readonly Tenant[]; now: Date },
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
            .join(", ")})`,
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
      Object.keys(source.values).filter((key) => key in IMPORT_FIELDS && key !== TENANT_FIELD) as (keyof CarsTable)[],
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

// ---------------------------------------------------------------------------------------
// Writing.

interface ExistingCar {
  id: number;
  website_id: number;
  slug: string;
  stocknum: string | null;
}

/** Columns every update sets, whatever the row gave. */
const ALWAYS_UPDATED: (keyof CarsTable)[] = ["dealership_id", "name", "updated_at"];
const UPDATE_BATCH_SIZE = 1_000;

/** Thrown to roll a dry run back once it has done everything a real import does. */
class DryRunDone extends Error {
  constructor(readonly summary: ImportSummary) {
    super("dry run");
  }
}

/**
 * Writes validated cars in one transaction: updates cars already there (same tenant and
 * stocknum, else same tenant and slug), inserts the rest, bumps the stock version. Throws
 * StockImportError, having written nothing, when a row would take another car's slug.
 * A dry run does all of it and rolls back.
 */
export async function importStock(
  db: Kysely<Database>,
  cars: readonly ValidCar[],
  { now, dryRun = false }: { now: Date; dryRun?: boolean },
): Promise<ImportSummary> {
  try {
    return await writeImport(db, cars, now, dryRun);
  } catch (error) {
    if (error instanceof DryRunDone) return error.summary;
    throw error;
  }
}

function writeImport(
  db: Kysely<Database>,
  cars: readonly ValidCar[],
  now: Date,
  dryRun: boolean,
): Promise<ImportSummary> {
  return db.transaction().execute(async (trx) => {
    const websiteIds = [...new Set(cars.map(({ car }) => car.website_id))];
    const existing: ExistingCar[] =
      websiteIds.length === 0
        ? []
        : await trx
            .selectFrom("cars")
            .select(["id", "website_id", "slug", "stocknum"])
            .where("website_id", "in", websiteIds)
            .execute();
    const byStocknum = new Map<string, ExistingCar>();
    const bySlug = new Map<string, ExistingCar>();
    for (const car of existing) {
      if (car.stocknum) byStocknum.set(`${car.website_id}\u0000${car.stocknum}`, car);
      bySlug.set(`${car.website_id}\u0000${car.slug}`, car);
    }

    const errors: ImportRowError[] = [];
    const inserts: NewCarRow[] = [];
    const updates: { id: number; valid: ValidCar }[] = [];
    const slugsTaken = new Map<string, number>();
    for (const valid of cars) {
      const { car } = valid;
      const stockMatch = car.stocknum ? byStocknum.get(`${car.website_id}\u0000${car.stocknum}`) : undefined;
      const slugOwner = bySlug.get(`${car.website_id}\u0000${car.slug}`);
      const slugGiven = valid.given.has("slug");
      const target = stockMatch ?? (slugGiven ? slugOwner : undefined);
      if (slugOwner && slugOwner !== target && (slugGiven || !target)) {
        errors.push({
          row: valid.row,
          field: "slug",
          message: `"${car.slug}" already belongs to another car${
            slugOwner.stocknum ? ` (stocknum ${slugOwner.stocknum})` : ""
          }; give this car its own slug`,
        });
        continue;
      }
      const newSlugKey = `${car.website_id}\u0000${car.slug}`;
      if (!target || slugGiven) {
        const clash = slugsTaken.get(newSlugKey);
        if (clash !== undefined) {
          errors.push({
            row: valid.row,
            field: "slug",
            message: `"${car.slug}" is also the slug of row ${clash}`,
          });
          continue;
        }
        slugsTaken.set(newSlugKey, valid.row);
      }
      if (target) updates.push({ id: target.id, valid });
      else inserts.push(car);
    }
    if (errors.length > 0) throw new StockImportError(errors);

    await insertCarBatches(trx, inserts);
    await updateCars(trx, updates, now);
    const version = await bumpStockVersion(trx);
    const summary = { rows: cars.length, inserted: inserts.length, updated: updates.length, version };
    if (dryRun) throw new DryRunDone(summary);
    return summary;
  });
}

/**
 * Updates in bulk: rows that give the same columns go together as one UPDATE … FROM
 * json_to_recordset per batch. A column the row does not give keeps its value, except
 * the ones derived from what it does give (name, dealership, location, sold date).
 */
async function updateCars(
  db: Kysely<Database>,
  updates: readonly { id: number; valid: ValidCar }[],
  now: Date,
): Promise<void> {
  const groups = new Map<
    string,
    { columns: (keyof CarsTable)[]; items: { id: number; valid: ValidCar }[] }
  >();
  for (const update of updates) {
    const columns = [...new Set([...update.valid.given, ...ALWAYS_UPDATED])].filter(
      (column) => column !== "slug" || update.valid.given.has("slug"),
    );
    columns.sort();
    const key = columns.join(",");
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { columns, items: [] }));
    group.items.push(update);
  }
  for (const { columns, items } of groups.values()) {
    const recordColumns = [
      ...new Set<keyof CarsTable>(["id", ...columns, "location_id", "sold_at", "status", "dealership_slug"]),
    ];
    const assignments = columns
      .filter((column) => column !== "location_id" && column !== "sold_at")
      .map((column) => {
        // An empty cell in a column with a default (reserved, images, ...) means the default.
        const fallback = column === "created_at" ? "cars.created_at" : COLUMN_DEFAULTS[column];
        return fallback ? `${column} = coalesce(t.${column}, ${fallback})` : `${column} = t.${column}`;
      });
    // Without a location, a car that changes dealership moves to the new dealership's yard.
    assignments.push(
      columns.includes("location_id")
        ? "location_id = t.location_id"
        : "location_id = case when cars.dealership_slug = t.dealership_slug then cars.location_id else t.location_id end",
    );
    // Without a sale date, a sold car keeps the date it was first imported as sold.
    assignments.push(
      columns.includes("sold_at")
        ? "sold_at = t.sold_at"
        : `sold_at = case when t.status = 'sold' then coalesce(cars.sold_at, t.sold_at) else null end`,
    );
    for (let start = 0; start < items.length; start += UPDATE_BATCH_SIZE) {
      const batch = items
        .slice(start, start + UPDATE_BATCH_SIZE)
        .map(({ id, valid }) => ({ ...valid.car, id, updated_at: now }));
      await sql`
        update cars set ${sql.raw(assignments.join(", "))}
        from json_to_recordset(${batchJson(batch, recordColumns)}::json) as t(${sql.raw(
        recordDefinition(recordColumns),
      )})
        where cars.id = t.id
      `.execute(db);
    }
  }
}

/** Reads, validates and imports a stock file; nothing is written unless every row is good. */
export async function importStockFile(
  db: Kysely<Database>,
  filePath: string,
  options: { tenants: readonly Tenant[]; now: Date; dryRun?: boolean },
): Promise<ImportOutcome> {
  const format = stockFileFormat(filePath);
  if (!format) {
    return {
      ok: false,
      errors: [
        { row: 0, field: "(file)", message: `${path.basename(filePath)} is not .ndjson, .jsonl or .csv` },
      ],
    };
  }
  const text = await fs.readFile(filePath, "utf8");
  return importStockText(db, text, format, options);
}

export async function importStockText(
  db: Kysely<Database>,
  text: string,
  format: StockFileFormat,
  { tenants, now, dryRun = false }: { tenants: readonly Tenant[]; now: Date; dryRun?: boolean },
): Promise<ImportOutcome> {
  const read = readStockRows(text, format);
  const { cars, errors } = validateStockRows(read.rows, { tenants, now });
  const all = [...read.errors, ...errors].sort((a, b) => a.row - b.row);
  if (all.length > 0) return { ok: false, errors: all };
  if (cars.length === 0)
    return { ok: false, errors: [{ row: 0, field: "(file)", message: "has no rows to import" }] };
  try {
    return { ok: true, summary: await importStock(db, cars, { now, dryRun }) };
  } catch (error) {
    if (error instanceof StockImportError) return { ok: false, errors: error.errors };
    throw error;
  }
}
