import { z } from "zod";

/**
 * The configuration of one dealer website (a tenant). Every tenant file is parsed by
 * this schema at start; defaults here are the spec's defaults, so a tenant file only
 * states what differs.
 */

export const TEMPLATES = ["apex", "metro", "drift", "outback"] as const;
export type TemplateName = (typeof TEMPLATES)[number];

export const AUSTRALIAN_STATES = ["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"] as const;
export type AustralianState = (typeof AUSTRALIAN_STATES)[number];

/** Location types of spec/vehicle-page.md §3; an empty type means sales. */
export const LOCATION_TYPES = ["sales", "service", "parts", "car-buying"] as const;

/**
 * The departments a lead is for (issue 13): what a dealer group routes its mail by, beside
 * the dealership and the location. Careers is one, so job seekers never reach a sales CRM.
 */
export const LEAD_DEPARTMENTS = ["sales", "service", "parts", "finance", "careers"] as const;
export type LeadDepartment = (typeof LEAD_DEPARTMENTS)[number];

/**
 * How a route's recipients get a lead: ADF/XML attached to a readable mail, ADF/XML as the
 * whole plain-text body (what many CRMs' mail readers want), or the readable mail alone.
 */
export const LEAD_MAIL_FORMATS = ["adf-attachment", "adf-body", "plain"] as const;
export type LeadMailFormat = (typeof LEAD_MAIL_FORMATS)[number];

/** Finance providers whose estimate rules spec/vehicle-page.md §5 defines. */
export const FINANCE_PROVIDERS = [
  "taurus",
  "360-finance",
  "ausloans",
  "manual",
  "angle",
  "powertorque",
  "nissan-finance",
] as const;

/** Sort options a tenant may offer (spec/search-journey.md §9). */
export const SORT_OPTIONS = [
  "relevance",
  "latest",
  "price_desc",
  "price_asc",
  "km_asc",
  "km_desc",
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens");

const hostname = z
  .string()
  .regex(
    /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/,
    "must be a lower-case host name such as www.example.com.au",
  );

/** An Australian phone number as a dealer writes it: digits, spaces, brackets, a leading +. */
const phone = z
  .string()
  .regex(/^\+?[0-9 ()]{8,20}$/, "must be a phone number such as 07 3555 0100");

const path = z.string().regex(/^\/[^\s]*$/, "must be a site path starting with /");
const href = z.union([path, z.string().url()]);

const address = z.object({
  street: z.string().min(1),
  city: z.string().min(1),
  state: z.enum(AUSTRALIAN_STATES),
  postcode: z.string().regex(/^\d{4}$/, "must be 4 digits"),
});

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a 24-hour time HH:MM");

const openingHour = z
  .object({
    /** 0 Sunday to 6 Saturday, as in spec/vehicle-page.md §3. */
    weekday: z.number().int().min(0).max(6),
    open: time.optional(),
    close: time.optional(),
    /** Closed days have no times. */
    status: z.enum(["Open", "Closed"]).default("Open"),
    /** The department these hours are for (§3 Opening hour entry); empty means sales. */
    department: z.enum(LOCATION_TYPES).optional(),
    /** A holiday entry's local date: it replaces its weekday's hours on that day only (§9). */
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD")
      .optional(),
  })
  .refine((day) => day.status === "Closed" || (day.open && day.close && day.open < day.close), {
    message: "an open day needs an open time before its close time",
  });

const timezone = z.string().refine(
  (zone) => {
    try {
      new Intl.DateTimeFormat("en-AU", { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  },
  { message: "must be an IANA time zone such as Australia/Perth" },
);

const location = z.object({
  id: z.number().int().positive(),
  slug,
  name: z.string().min(1),
  dealershipSlug: slug,
  locationType: z.enum(LOCATION_TYPES).default("sales"),
  primary: z.boolean().default(false),
  address: address.extend({
    lat: z.number().min(-45).max(-9),
    lng: z.number().min(112).max(155),
  }),
  phone: phone.optional(),
  email: z.string().email().optional(),
  timezone: timezone.default("Australia/Sydney"),
  openingHours: z.array(openingHour).default([]),
  /** §4 Saturday hours: this location opens every second Saturday counted from 14 June 2025. */
  alternatingSaturdays: z.boolean().default(false),
  dealerLicenceNumber: z.string().optional(),
});

/**
 * A dealership's own numbers in a group (vehicle-page §9 "by car type ... then new number;
 * then used number"): its cars are called on these, not on the group's head-office numbers.
 */
const dealershipPhones = z
  .object({ new: phone.optional(), used: phone.optional(), demo: phone.optional() })
  .strict();

const dealership = z.object({
  id: z.number().int().positive(),
  slug,
  name: z.string().min(1),
  phones: dealershipPhones.optional(),
  /** Makes this dealership sells new; used stock may be any make. */
  manufacturers: z.array(z.string().min(1)).default([]),
  googleReviewUrl: z.string().url().optional(),
  logoUrl: z.string().optional(),
});

interface MenuItemShape {
  label: string;
  href?: string;
  children?: MenuItemShape[];
}

/** A menu entry: a link, or a dropdown of links (a dropdown may also have its own link). */
const menuItem: z.ZodType<MenuItemShape> = z.lazy(() =>
  z
    .object({
      label: z.string().min(1),
      href: href.optional(),
      children: z.array(menuItem).optional(),
    })
    .refine((item) => item.href || (item.children && item.children.length > 0), {
      message: "needs an href or children",
    }),
);

const footerGroup = z.object({
  title: z.string().min(1),
  links: z.array(z.object({ label: z.string().min(1), href })).min(1),
});

/** Texts a dealer may reword; defaults are the spec's. */
const labels = z
  .object({
    soldTag: z.string().default("JUST SOLD"),
    newArrival: z.string().default("New Arrival"),
    noPrice: z.string().default("Enquire for price."),
    callText: z.string().default("Call the dealer"),
    viewDetails: z.string().default("View Details"),
    enquire: z.string().default("Enquire"),
    testDrive: z.string().default("Book a Test Drive"),
    /** {amount} is replaced by the reservation deposit, e.g. $200. */
    reserve: z.string().default("Reserve Now {amount}"),
    finance: z.string().default("Get Finance"),
    tradeIn: z.string().default("Trade In"),
    findSimilar: z.string().default("Find Me Something Similar"),
    enquireSubmit: z.string().default("Enquire Now"),
    /** What the stock is called: cars, caravans, trucks. */
    stockNoun: z.string().default("cars"),
    /** The vehicle type in sentences such as the SOLD notice: car, caravan, truck. */
    vehicleType: z.string().default("car"),
  })
  .default({});

/** Features switched on per tenant (spec/search-journey.md §1). */
const features = z
  .object({
    garage: z.boolean().default(false),
    favourites: z.boolean().default(true),
    compare: z.boolean().default(false),
    reservation: z.boolean().default(false),
    financeButton: z.boolean().default(true),
    phoneMasking: z.boolean().default(false),
    greenEvTag: z.boolean().default(false),
    sellYourCarBanner: z.boolean().default(false),
    /** Reserve path is /cars/{slug}/buy-online instead of /cars/{slug}/checkout. */
    buyOnline: z.boolean().default(false),
    guarantees: z.boolean().default(false),
    subscriptions: z.boolean().default(false),
    /** Lead forms show the self-hosted proof-of-work captcha to browsers with JavaScript. */
    captcha: z.boolean().default(true),
    /** vehicle-page §5: "Enquiry message required unless a dealer flag disables it." */
    enquiryMessageRequired: z.boolean().default(true),
  })
  .default({});

/**
 * The journeys a site may keep for signed-in shoppers (vehicle-page §6: "checkout, finance,
 * spin to win, online payment, equifax finance; trade-in and sell-my-car are not gated"):
 * trade-in and sell-my-car are not in the list, so no tenant file can gate them.
 */
export const GATEABLE_JOURNEYS = ["checkout", "finance", "spin-to-win", "online-payment", "equifax-finance"] as const;
export type GateableJourney = (typeof GATEABLE_JOURNEYS)[number];

/** Sign-in for gated journeys (vehicle-page §4 "Gated routes", §6). */
const signIn = z
  .object({
    /** Journeys that send anonymous shoppers to /sign-in; off unless listed ("authentication is off by default"). */
    gatedJourneys: z.array(z.enum(GATEABLE_JOURNEYS)).default([]),
    /** §6: online payment is "gated unless a setting says otherwise": this is that setting. */
    onlinePaymentWithoutSignIn: z.boolean().default(false),
  })
  .strict()
  .default({});

const phones = z
  .object({
    main: phone,
    new: phone.optional(),
    used: phone.optional(),
    demo: phone.optional(),
    service: phone.optional(),
    parts: phone.optional(),
    /** When set, every car shows this number (the spec's phone override). */
    override: phone.optional(),
  })
  .strict();

const search = z
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
      .max(4, "must be a preset number from 1 to 4 (see app/tenants/presets.ts)")
      .default(3),
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

const finance = z
  .object({
    provider: z.enum(FINANCE_PROVIDERS).nullable().default(null),
    /** Default calculator rate in % p.a. */
    defaultRate: z.number().positive().max(40).default(8.5),
    path: z.enum(["/finance", "/finance-enquiry", "/apply-for-finance"]).default("/finance"),
    hiddenForMakes: z.array(z.string()).default([]),
    hiddenForDealerships: z.array(slug).default([]),
  })
  .default({});

const reservation = z
  .object({
    /** Deposit in dollars (search-journey §9: default $200, held 48 hours). */
    depositAmount: z.number().int().positive().default(200),
  })
  .default({});

const banner = z
  .object({
    heading: z.string().default("We Would Love To Buy Your Vehicle. Get $$$ For Your Car Today!"),
    buttonText: z.string().default("Click Here To Sell"),
    href: path.default("/sell-your-car"),
  })
  .default({});

/**
 * One lead route: which leads (every key it names must match; a key left out matches any)
 * go to which addresses, in which format. A lead goes to its most specific matching
 * routes: department counts most, then location, then dealership. A route naming no
 * department takes every department but careers: a job application is for the people who
 * hire, never for a sales CRM by accident.
 */
const leadRoute = z
  .object({
    dealership: slug.optional(),
    location: slug.optional(),
    department: z.enum(LEAD_DEPARTMENTS).optional(),
    recipients: z.array(z.string().email()).min(1),
    format: z.enum(LEAD_MAIL_FORMATS).default("adf-attachment"),
  })
  .strict();

const leadMail = z
  .object({
    /** No routes, or none matching: the lead's location's address, else leads@ the domain, ADF attached. */
    routes: z.array(leadRoute).default([]),
    /** Send the shopper an acknowledgement of each lead (through the outbox, never in the lead's way). */
    acknowledgeShopper: z.boolean().default(false),
  })
  .strict()
  .default({});

const hero = z.object({
  heading: z.string().min(1),
  subheading: z.string().optional(),
});

export const TenantSchema = z
  .object({
    slug,
    /** The website id, used by leads and phone reveal logs. */
    id: z.number().int().positive(),
    template: z.enum(TEMPLATES),
    name: z.string().min(1),
    tagline: z.string().optional(),
    /** A tenant's own accent, layered over its template's palette. */
    brandColor: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, "must be a colour such as #c8102e")
      .optional(),
    logoUrl: z.string().optional(),
    manufacturer: z.string().optional(),
    address,
    domains: z.array(hostname).min(1),
    dealerships: z.array(dealership).min(1),
    locations: z.array(location).min(1),
    phones,
    labels,
    features,
    signIn,
    search,
    finance,
    reservation,
    sellYourCarBanner: banner,
    leadMail,
    hero,
    menus: z.object({
      main: z.array(menuItem).min(1),
      footer: z.array(footerGroup).default([]),
    }),
    social: z
      .object({ facebook: z.string().url().optional(), instagram: z.string().url().optional() })
      .default({}),
  })
  .superRefine((tenant, ctx) => {
    const dealershipSlugs = new Set(tenant.dealerships.map((d) => d.slug));
    tenant.locations.forEach((loc, index) => {
      if (!dealershipSlugs.has(loc.dealershipSlug)) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: ["locations", index, "dealershipSlug"],
          message: `"${loc.dealershipSlug}" is not one of this tenant's dealerships (${[...dealershipSlugs].join(", ")})`,
        });
      }
    });
    tenant.finance.hiddenForDealerships.forEach((dealer, index) => {
      if (!dealershipSlugs.has(dealer)) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: ["finance", "hiddenForDealerships", index],
          message: `"${dealer}" is not one of this tenant's dealerships`,
        });
      }
    });
    const locationsBySlug = new Map(tenant.locations.map((loc) => [loc.slug, loc]));
    const routeKeys = new Map<string, number>();
    tenant.leadMail.routes.forEach((route, index) => {
      if (route.dealership && !dealershipSlugs.has(route.dealership)) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: ["leadMail", "routes", index, "dealership"],
          message: `"${route.dealership}" is not one of this tenant's dealerships`,
        });
      }
      const routeLocation = route.location ? locationsBySlug.get(route.location) : undefined;
      if (route.location && !routeLocation) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: ["leadMail", "routes", index, "location"],
          message: `"${route.location}" is not one of this tenant's locations`,
        });
      }
      if (routeLocation && route.dealership && routeLocation.dealershipSlug !== route.dealership) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: ["leadMail", "routes", index, "location"],
          message: `"${route.location}" is a location of ${routeLocation.dealershipSlug}, not of ${route.dealership}`,
        });
      }
      // Two routes of one match are both used; the same address twice there would mail it twice.
      for (const [at, recipient] of route.recipients.entries()) {
        const key = JSON.stringify([route.dealership, route.location, route.department, recipient.toLowerCase()]);
        if (routeKeys.has(key)) {
          ctx.addIssue({
            code: z.ZodIssueCode.custom,
            path: ["leadMail", "routes", index, "recipients", at],
            message: `"${recipient}" already gets these leads (route ${routeKeys.get(key)})`,
          });
        }
        routeKeys.set(key, index);
      }
    });
    for (const [key, list] of [
      ["dealerships", tenant.dealerships],
      ["locations", tenant.locations],
    ] as const) {
      const seen = new Set<string>();
      list.forEach((item, index) => {
        if (seen.has(item.slug)) {
          ctx.addIssue({
            code: z.ZodIssueCode.custom,
            path: [key, index, "slug"],
            message: `"${item.slug}" is used twice`,
          });
        }
        seen.add(item.slug);
      });
    }
  });

/** What a tenant file writes: defaults may be left out. */
export type TenantInput = z.input<typeof TenantSchema>;
/** A parsed tenant with every default filled in. */
export type Tenant = z.output<typeof TenantSchema>;
export type MenuItem = MenuItemShape;
export type TenantLocation = Tenant["locations"][number];
export type TenantDealership = Tenant["dealerships"][number];
export type FooterGroup = Tenant["menus"]["footer"][number];
export type LeadRoute = Tenant["leadMail"]["routes"][number];

/** Lets a tenant file be type-checked against the schema's input while it is written. */
export function defineTenant(input: TenantInput): TenantInput {
  return input;
}
