import { z } from "zod";
import { certifiedPrograms } from "./fields/certified-programs";
import { finance, leadMail, promotion, reservation, search, serviceBooking, signIn } from "./fields/journeys";
import { address, dealership, hostname, location, phones, slug } from "./fields/places";
import { banner, features, footerGroup, hero, labels, menuItem, type MenuItemShape } from "./fields/site";
import { stockFeedSettings } from "./fields/stock-feed";
import { TEMPLATES } from "./fields/vocabulary";
import { ImageHostSchema } from "~/adapters/images/hosts";

export * from "./fields/vocabulary";

/**
 * The configuration of one dealer website (a tenant). Every tenant file is parsed by
 * this schema at start; defaults here are the spec's defaults, so a tenant file only
 * states what differs.
 */

export const TenantSchema = z
  .object({
    slug,
    /** The website id: the tenant key of every table (decision 012). */
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
    /**
     * The manufacturer's website host (vehicle-page §3 Dealer "a manufacturer base domain"):
     * the external finance quote links are built on it (§2); without it they are not shown.
     */
    manufacturerBaseDomain: hostname.optional(),
    certifiedPrograms,
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
    serviceBooking,
    promotion,
    sellYourCarBanner: banner,
    /** The dealer's stock feed, pulled by the server (see README "Stock feeds"). */
    stockFeed: stockFeedSettings.optional(),
    leadMail,
    hero,
    menus: z.object({
      main: z.array(menuItem).min(1),
      footer: z.array(footerGroup).default([]),
    }),
    /**
     * Hosts the image route may fetch this dealer's photos from (its photo host, its feed
     * provider's), besides the operator's IMAGE_HOSTS: `host` or `host:port` (README).
     */
    imageHosts: z.array(ImageHostSchema).default([]),
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
    // One page a path: a second program at the same path would never be shown.
    const programPaths = new Set<string>();
    tenant.dealerships.forEach((dealer, index) => {
      const path = dealer.serviceProgram?.path;
      if (!path) return;
      if (programPaths.has(path)) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: ["dealerships", index, "serviceProgram", "path"],
          message: `"${path}" is another dealership's service program page`,
        });
      }
      programPaths.add(path);
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
export type ServiceProgram = NonNullable<TenantDealership["serviceProgram"]>;
export type FooterGroup = Tenant["menus"]["footer"][number];
export type LeadRoute = Tenant["leadMail"]["routes"][number];

/** Lets a tenant file be type-checked against the schema's input while it is written. */
export function defineTenant(input: TenantInput): TenantInput {
  return input;
}
