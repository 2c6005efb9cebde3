import { z } from "zod";
import { path, slug } from "./places";
import { FINANCE_PROVIDERS, GATEABLE_JOURNEYS, LEAD_DEPARTMENTS, LEAD_MAIL_FORMATS, SORT_OPTIONS } from "./vocabulary";

/** The tenant schema's parts for shopper journeys: sign-in, search, finance, reservation, lead mail. */

/** Sign-in for gated journeys (vehicle-page §4 "Gated routes", §6). */
/**
 * Service booking (vehicle-page §2 "/service (external booking at /service/booking; on one
 * brand an external brand booking page)"): the brand's or the dealer's own booking page,
 * shown prominently beside the site's booking form where the dealer has one.
 */
export const serviceBooking = z
  .object({
    externalUrl: z.string().url().optional(),
    externalLabel: z.string().min(1).default("Book on the manufacturer's service site"),
  })
  .strict()
  .default({});

export const signIn = z
  .object({
    /** Journeys that send anonymous shoppers to /sign-in; off unless listed ("authentication is off by default"). */
    gatedJourneys: z.array(z.enum(GATEABLE_JOURNEYS)).default([]),
    /** §6: online payment is "gated unless a setting says otherwise": this is that setting. */
    onlinePaymentWithoutSignIn: z.boolean().default(false),
  })
  .strict()
  .default({});

/**
 * A list of values a tenant keeps off its site, each written as the stock file writes it.
 * Bounded so the base filter every search carries stays short (each value is one condition).
 */
function stockExclusions(what: string, limit: number) {
  return z
    .array(
      z
        .string()
        .trim()
        .min(1, `an excluded ${what} cannot be empty`)
        .max(60, `an excluded ${what} has at most 60 characters`)
        .refine((value) => !/[\u0000-\u001f]/.test(value), `an excluded ${what} cannot hold control characters`),
    )
    .max(limit, `at most ${limit} excluded ${what}s`)
    .superRefine((values, ctx) => {
      const seen = new Set<string>();
      values.forEach((value, index) => {
        const key = value.toLowerCase();
        if (seen.has(key)) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, path: [index], message: `${JSON.stringify(value)} is listed twice` });
        }
        seen.add(key);
      });
    })
    .default([]);
}

export const search = z
  .object({
    /** Hosted Algolia credentials; without them the embedded engine answers. */
    algolia: z
      .object({
        appId: z.string().min(1),
        searchKey: z.string().min(1),
        host: z.string().optional(),
      })
      .optional(),
    indexName: z.string().default("Car_production"),
    /** Base stock filter preset number; 3 when the tenant is not listed (search-journey §9). */
    stockPreset: z
      .number()
      .int()
      .min(1)
      .max(4, "must be a preset number from 1 to 4 (see STOCK_PRESET_RULES in app/models/car/listing.ts)")
      .default(3),
    /**
     * search-journey §9: base stock filters may exclude "makes or stock numbers". Compared
     * without regard to case, as the search index compares facet values, so a car left out
     * of search is left out of every page (stock/listing.ts, car/listing.ts).
     */
    excludedMakes: stockExclusions("make", 50),
    excludedStockNumbers: stockExclusions("stock number", 500),
    /** Days a sold car stays listed (vehicle-page §4: default 3). */
    soldWindowDays: z.number().int().min(0).default(3),
    path: path.default("/search"),
    pageSize: z.number().int().min(1).max(100).default(21),
    sortOptions: z
      .array(z.enum(SORT_OPTIONS))
      .min(1)
      .default(["relevance", "latest", "price_desc", "price_asc"]),
    /**
     * Filters shown as dropdown selects (search-journey §2 "Dropdown selects for facets"),
     * one value each, instead of checkbox lists; "make" is the Popular Makes / All Makes
     * dropdown with its model dropdown (§4).
     */
    dropdownFilters: z
      .array(z.enum(["car_type", "make", "body", "fuel", "transmission", "drive", "colour", "seats", "location_name", "tag"]))
      .default([]),
    /** Shown instead of the hit count when it is over 1999 (search-journey §9). */
    stockCount: z.number().int().positive().optional(),
    /**
     * search-journey §9: "Price ascending can add the condition price above 0 on some
     * tenants". On these tenants Lowest price lists only cars with a real price (vehicle-page
     * §4: above 10); elsewhere it lists them first and the cars without one last.
     */
    lowestPriceOnlyPriced: z.boolean().default(false),
  })
  .default({});

export const finance = z
  .object({
    provider: z.enum(FINANCE_PROVIDERS).nullable().default(null),
    /** Default calculator rate in % p.a. */
    defaultRate: z.number().positive().max(40).default(8.5),
    path: z.enum(["/finance", "/finance-enquiry", "/apply-for-finance"]).default("/finance"),
    /** vehicle-page §5: the finance estimate is "hidden for Suzuki, a few listed dealerships and some sites". */
    hiddenForMakes: z.array(z.string()).default(["Suzuki"]),
    hiddenForDealerships: z.array(slug).default([]),
    /**
     * The finance page shows the red "Get started with your personalised repayment" block
     * (vehicle-page §2, a Toyota screen) leading to /personalised/finance.
     */
    personalisedRepayments: z.boolean().default(false),
  })
  .default({});

export const reservation = z
  .object({
    /** Deposit in dollars (search-journey §9: default $200, held 48 hours). */
    depositAmount: z.number().int().positive().default(200),
  })
  .default({});

/**
 * One lead route: which leads (every key it names must match; a key left out matches any)
 * go to which addresses, in which format. A lead goes to its most specific matching
 * routes: department counts most, then location, then dealership. A route naming no
 * department takes every department but careers: a job application is for the people who
 * hire, never for a sales CRM by accident.
 */
export const leadRoute = z
  .object({
    dealership: slug.optional(),
    location: slug.optional(),
    department: z.enum(LEAD_DEPARTMENTS).optional(),
    recipients: z.array(z.string().email()).min(1),
    format: z.enum(LEAD_MAIL_FORMATS).default("adf-attachment"),
  })
  .strict();

export const leadMail = z
  .object({
    /** No routes, or none matching: the lead's location's address, else leads@ the domain, ADF attached. */
    routes: z.array(leadRoute).default([]),
    /** Send the shopper an acknowledgement of each lead (through the outbox, never in the lead's way). */
    acknowledgeShopper: z.boolean().default(false),
  })
  .strict()
  .default({});

/**
 * The dealer's promotion behind /spin-to-win (vehicle-page §2, §6): without one the page is
 * a 404. Entries close at the end of `endsOn` at the dealer's first location.
 */
export const promotion = z
  .object({
    slug,
    name: z.string().min(1),
    /** What an entrant may win, in a sentence. */
    prize: z.string().min(1),
    endsOn: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "must be a date such as 2027-03-31"),
    /** The promotion's terms and conditions, one paragraph each, shown above the entry form. */
    terms: z.array(z.string().min(1)).min(1),
  })
  .strict()
  .optional();
