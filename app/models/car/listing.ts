/*
 * The listing rule of vehicle-page §4, written once: a car is listed when the dealer shows it
 * on the website and it is in stock, coming soon, or sold within the dealer's sold window
 * (default 3 days). The stock queries (stock/listing.ts) and the search preset
 * (models/search/presets.ts) both translate this rule; neither restates it.
 */

/** in_stock and coming_soon count as available (vehicle-page §4). */
export const AVAILABLE_STATUSES = ["in_stock", "coming_soon"] as const;

/** On the yard now: the one available status that is not coming soon. */
export const IN_STOCK_STATUS = "in_stock";

/** A sold car stays listed for the sold window after its sale. */
export const SOLD_STATUS = "sold";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The earliest sold_at of a sold car still listed: soldWindowDays before now. */
export function soldWindowStart(now: Date, soldWindowDays: number): Date {
  return new Date(now.getTime() - soldWindowDays * DAY_MS);
}

export interface ListingRule {
  availableStatuses: readonly string[];
  soldStatus: string;
  /** A sold car is listed when it was sold at or after this; one without sold_at is not. */
  soldSince: Date;
}

/** A moment no sold window reaches back to: an available car's unlistedAt (epoch seconds, the year 2286). */
export const NEVER_UNLISTED = 9_999_999_999;

/**
 * When the car left the listed stock, in epoch seconds, as one number a search filter can
 * compare with the sold window's start (`unlisted_at >= soldSince` is the listing rule):
 * never for an available car, its sale for a sold one, and 0 (long ago) for a sold car
 * without sold_at or any other status. Hosted Algolia takes no AND inside an OR, which the
 * rule's "available, or sold within the window" would otherwise need.
 */
export function unlistedAt(car: { status: string; sold_at: number | null }): number {
  if ((AVAILABLE_STATUSES as readonly string[]).includes(car.status)) return NEVER_UNLISTED;
  if (car.status === SOLD_STATUS && car.sold_at !== null) return car.sold_at;
  return 0;
}

/**
 * search-journey §9: "Per-tenant base stock filters (for example used only, in stock status,
 * photo counts ...) are applied through a numbered preset; default preset 3". Each preset
 * narrows the listed cars; the search filter (models/search/presets.ts) and the stock queries
 * (stock/listing.ts) translate these rules, so what search leaves out no page opens.
 */
export interface StockPresetRule {
  description: string;
  /** Only cars of this type. */
  carType?: "used";
  /** Only cars in stock: no coming soon, and no sold car even within the sold window. */
  inStockOnly?: boolean;
  /** Only cars with at least one photo. */
  withPhotos?: boolean;
}

export const STOCK_PRESET_RULES: Readonly<Record<number, StockPresetRule>> = {
  1: { description: "used cars only, listed", carType: "used" },
  2: { description: "in stock only: no coming soon or sold cars", inStockOnly: true },
  3: { description: "listed cars (the default)" },
  4: { description: "listed cars that have photos", withPhotos: true },
};

/** The tenant's preset rule; preset 3 for a number that names none. */
export function stockPresetRule(stockPreset: number): StockPresetRule {
  return STOCK_PRESET_RULES[stockPreset] ?? STOCK_PRESET_RULES[3]!;
}

export function listingRule(soldWindowDays: number, now: Date): ListingRule {
  return { availableStatuses: AVAILABLE_STATUSES, soldStatus: SOLD_STATUS, soldSince: soldWindowStart(now, soldWindowDays) };
}

/**
 * search-journey §9: "Per-tenant base stock filters (for example used only, in stock status,
 * photo counts, excluded makes or stock numbers)". The makes and stock numbers a tenant keeps
 * off its site, written once like the listing rule: the search preset (models/search/presets.ts)
 * and the stock queries (stock/listing.ts) translate it, and lists read by car id apply it.
 */
export interface StockExclusions {
  excludedMakes: readonly string[];
  excludedStockNumbers: readonly string[];
}

/**
 * Values compare without regard to case or accents, as the search index compares facet
 * values ("Skoda" leaves out "Škoda"), so what search leaves out no other page shows. The
 * stock queries fold `cars.make` the same way in SQL (stock/listing.ts, EXCLUSION_FOLDING).
 */
export function exclusionKey(value: string): string {
  return value.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}


/** Whether the tenant keeps this car off its site: its make or its stock number is excluded. */
export function isExcludedStock(car: { make: string; stocknum: string | null }, exclusions: StockExclusions): boolean {
  const make = exclusionKey(car.make);
  if (exclusions.excludedMakes.some((excluded) => exclusionKey(excluded) === make)) return true;
  if (car.stocknum === null) return false;
  const stocknum = exclusionKey(car.stocknum);
  return exclusions.excludedStockNumbers.some((excluded) => exclusionKey(excluded) === stocknum);
}
