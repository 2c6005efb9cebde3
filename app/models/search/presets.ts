import { quoteFilterValue } from "~/adapters/search/port";
import { listingRule, stockPresetRule, type StockExclusions } from "~/models/car/listing";
import type { Tenant } from "~/tenants/schema";

/*
 * Base stock filters, numbered as the spec's per-tenant presets (search-journey §9; default
 * 3; the rules are car/listing.ts's STOCK_PRESET_RULES). Every search a tenant runs is this
 * filter AND the shopper's refinements, so no URL can reach another dealer's stock or hidden
 * cars. The tenant's excluded makes and stock numbers apply under every preset.
 */

/**
 * The listing rule (car/listing.ts) as a filter: one comparison of the record's unlisted_at,
 * since hosted Algolia takes no AND inside an OR ("in stock, or sold and within the window").
 * show_on_dealer_website is in every preset.
 */
function listed(tenant: Tenant, nowSeconds: number): string {
  const rule = listingRule(tenant.search.soldWindowDays, new Date(nowSeconds * 1000));
  return `unlisted_at >= ${Math.floor(rule.soldSince.getTime() / 1000)}`;
}

/** The preset's rule (car/listing.ts) as a filter, each condition one Algolia can AND. */
function presetFilter(tenant: Tenant, nowSeconds: number): string {
  const rule = stockPresetRule(tenant.search.stockPreset);
  return [
    ...(rule.carType ? [`car_type:${quoteFilterValue(rule.carType)}`] : []),
    ...(rule.withPhotos ? ["photos_count > 0"] : []),
    rule.inStockOnly ? `status:${quoteFilterValue("in_stock")}` : listed(tenant, nowSeconds),
  ].join(" AND ");
}

/**
 * The makes and stock numbers the tenant keeps off its site (car/listing.ts), one
 * `NOT attribute:value` condition each: Algolia negates single conditions only (no
 * `NOT (a OR b)`), and the embedded engine evaluates a run of them as one cached set.
 */
export function exclusionConditions(exclusions: StockExclusions): string[] {
  return [
    ...exclusions.excludedMakes.map((make) => `NOT make:${quoteFilterValue(make)}`),
    ...exclusions.excludedStockNumbers.map((stocknum) => `NOT stocknum:${quoteFilterValue(stocknum)}`),
  ];
}

/** The tenant's base filter; `now` is rounded to the minute so the filter string repeats and caches. */
export function stockPresetFilter(tenant: Tenant, now: Date): string {
  const nowSeconds = Math.floor(now.getTime() / 60_000) * 60;
  return [
    `tenant_slug:${quoteFilterValue(tenant.slug)}`,
    "show_on_dealer_website:true",
    presetFilter(tenant, nowSeconds),
    ...exclusionConditions(tenant.search),
  ].join(" AND ");
}
