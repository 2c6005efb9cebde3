import { z } from "zod";
import { CAR_TYPES, type CarsTable } from "~/db/schema";
import { FINANCE_PROVIDERS } from "~/tenants/schema";

// ---------------------------------------------------------------------------------------
// The importable car: one zod schema for both formats. CSV gives every value as text, so
// each field also takes its text form; an empty cell is "no value".

const isBlank = (value: unknown) => value === null || (typeof value === "string" && value.trim() === "");

/** Text; a feed's numeric stock number or postcode (12345) is taken as its text. */
const text = z.preprocess(
  (value) => (isBlank(value) ? null : typeof value === "number" ? String(value) : value),
  z.string({ invalid_type_error: "must be text" }).trim().nullable()
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
      "is not a real date"
    )
    .nullable()
);

const timestamp = z.preprocess(
  (value) => (isBlank(value) ? null : typeof value === "string" ? value.trim() : value),
  z
    .string({ invalid_type_error: "must be a date and time such as 2025-06-30T09:00:00+10:00" })
    .regex(
      /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/,
      "must be a date and time such as 2025-06-30T09:00:00+10:00"
    )
    .refine((value) => !Number.isNaN(Date.parse(value)), "is not a real date and time")
    .transform((value) => new Date(value))
    .nullable()
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
export const TENANT_FIELD = "tenant_slug";

export const IMPORT_FIELDS = {
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
      .min(1900, "must be a year such as 2021")
  ),
  car_type: z.preprocess(
    (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
    z.enum(CAR_TYPES, {
      errorMap: (_issue, ctx) => ({
        message: ctx.data === undefined ? "is required" : "must be new, demo or used",
      }),
    })
  ),
  status: z.preprocess(
    (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
    z
      .string({ required_error: "is required", invalid_type_error: "must be text" })
      .regex(/^[a-z][a-z_]*$/, "must be a status such as in_stock, coming_soon or sold")
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
        .nullable()
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
        .nullable()
    )
    .optional(),
  regplate: text.optional(),
  rego_expiry: calendarDate.optional(),
  compliance_date: calendarDate.optional(),
  build_date: calendarDate.optional(),
  dealercomments: z
    .preprocess(
      (value) => (isBlank(value) ? null : value),
      z.string({ invalid_type_error: "must be text" }).nullable()
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
    z.array(z.string({ invalid_type_error: "must be a list of text" }))
  ).optional(),
  finance_lenders: jsonField(
    z.record(
      z.enum(FINANCE_PROVIDERS, {
        errorMap: () => ({ message: `must be one of ${FINANCE_PROVIDERS.join(", ")}` }),
      }),
      lenderQuote
    )
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
      .strict()
  ).optional(),
  autograb_data: jsonField(
    z.object({ state_average_market_price: nullableNumber, average_market_price: nullableNumber }).strict()
  ).optional(),
  history_report: jsonField(
    z.object({ url: z.string().min(1, "must not be empty"), name: z.string().optional() }).strict()
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

export const ImportableCarSchema = z.object(IMPORT_FIELDS).strict();
export type ImportableCar = z.output<typeof ImportableCarSchema>;
