import { z } from "zod";
import { AUSTRALIAN_STATES, LOCATION_TYPES } from "./vocabulary";

/** The tenant schema's building blocks for where a dealer is and how it is reached. */

export const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens");

export const hostname = z
  .string()
  .regex(
    /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/,
    "must be a lower-case host name such as www.example.com.au",
  );

/** An Australian phone number as a dealer writes it: digits, spaces, brackets, a leading +. */
export const phone = z
  .string()
  .regex(/^\+?[0-9 ()]{8,20}$/, "must be a phone number such as 07 3555 0100");

export const path = z.string().regex(/^\/[^\s]*$/, "must be a site path starting with /");
export const href = z.union([path, z.string().url()]);

export const address = z.object({
  street: z.string().min(1),
  city: z.string().min(1),
  state: z.enum(AUSTRALIAN_STATES),
  postcode: z.string().regex(/^\d{4}$/, "must be 4 digits"),
});

export const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a 24-hour time HH:MM");

export const openingHour = z
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

export const timezone = z.string().refine(
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

export const location = z.object({
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
export const dealershipPhones = z
  .object({ new: phone.optional(), used: phone.optional(), demo: phone.optional() })
  .strict();

/**
 * A manufacturer's service program a franchise offers (vehicle-page §2 "/diamond-advantage",
 * a Mitsubishi dealer's): its page at `path`, its words the dealer's, kept in the tenant file
 * so a program is data, not code.
 */
export const serviceProgram = z
  .object({
    name: z.string().min(1),
    /** One path segment of its own ("/diamond-advantage"); a path a page already has never reaches it. */
    path: z.string().regex(/^\/[a-z0-9]+(?:-[a-z0-9]+)*$/, "one lower-case path segment, such as /diamond-advantage"),
    intro: z.string().min(1),
    sections: z
      .array(
        z
          .object({
            heading: z.string().min(1),
            paragraphs: z.array(z.string().min(1)).min(1),
            points: z.array(z.string().min(1)).optional(),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();

export const dealership = z.object({
  id: z.number().int().positive(),
  slug,
  name: z.string().min(1),
  phones: dealershipPhones.optional(),
  /** Makes this dealership sells new; used stock may be any make. */
  manufacturers: z.array(z.string().min(1)).default([]),
  googleReviewUrl: z.string().url().optional(),
  logoUrl: z.string().optional(),
  serviceProgram: serviceProgram.optional(),
});

export const phones = z
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
