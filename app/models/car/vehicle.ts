import type { AutograbData, CaravanSpecs, CarRow } from "~/db/schema";
import type { Car } from "~/models/car/car";
import { certifiedProgramFor, type CertifiedProgram } from "~/tenants/certified-programs";
import type { PublicTenant } from "~/tenants/public";
import { formatAud, formatKm, isAvailable, isReservable, isSold, REAL_PRICE_ABOVE } from "./display";
import { checkoutStepPath } from "~/models/checkout/step-path";

/*
 * The vehicle page's own rules (vehicle-page §4, §5, §9): which specs show, the rego expiry,
 * the market-price badge, the certified badge, the SOLD notice, caravan sizes and the
 * sidebar buttons. Pure functions of the stored car and the tenant.
 */

/** vehicle-page §4: "Specs list collapses after 4 items (Show More / Show Less)". */
export const SPECS_SHOWN_BEFORE_MORE = 4;
/** vehicle-page §4: "Features list shows 8 items until Show All (Hide toggles back)". */
export const FEATURES_SHOWN_BEFORE_ALL = 8;
/** search-journey §4: "Dealer comments are truncated to 400 characters". */
export const DEALER_COMMENTS_LIMIT = 400;
/** vehicle-page §9: "caravan feet to metres 0.3048". */
export const METRES_PER_FOOT = 0.3048;
/** vehicle-page §5: the badge shows when the price is below the average "by more than 499". */
export const MARKET_PRICE_MARGIN = 499;
export const DEALER_COMMENTS_PENDING = "Dealer comments are pending. Please check back here later.";

export interface SpecEntry {
  label: string;
  value: string;
}

type SpecValue = string | number | null | undefined;

/**
 * vehicle-page §5: "Specs drop entries that are empty, null or the literal text null;
 * items with no data are not shown."
 */
export function hasSpecValue(value: SpecValue): value is string | number {
  if (value === null || value === undefined) return false;
  if (typeof value === "number") return Number.isFinite(value);
  const text = value.trim();
  return text !== "" && text.toLowerCase() !== "null";
}

export function specEntries(entries: readonly [label: string, value: SpecValue][]): SpecEntry[] {
  return entries
    .filter((entry): entry is [string, string | number] => hasSpecValue(entry[1]))
    .map(([label, value]) => ({ label, value: String(value).trim() }));
}

const wholeNumber = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 0 });
const withUnit = (value: number | null | undefined, unit: string) =>
  value === null || value === undefined ? null : `${wholeNumber.format(value)} ${unit}`;

// One formatter for the process: building an Intl formatter costs about a millisecond, and a
// vehicle page formats up to three dates.
const calendarDate = new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** A calendar date 'YYYY-MM-DD' as "12 March 2027", read in no time zone. */
export function formatCalendarDate(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  return calendarDate.format(new Date(Date.UTC(year!, month! - 1, day!)));
}

/** The specs of vehicle-page §3 in the order a buyer reads them. */
export function vehicleSpecs(row: CarRow): SpecEntry[] {
  const variant = row.variant ?? {};
  const litres = row.engine_size_litres ?? variant.enginesize_litres;
  const cylinders = row.cylinders ?? variant.cylinders;
  const engine = [
    hasSpecValue(litres) ? `${Number(litres).toFixed(1)}L` : null,
    hasSpecValue(cylinders) ? `${cylinders} cyl` : null,
    hasSpecValue(variant.induction) ? variant.induction : null,
  ]
    .filter(Boolean)
    .join(" ");
  return specEntries([
    ["Make", row.make],
    ["Model", row.model],
    ["Badge", row.badge],
    ["Series", row.series],
    ["Year", row.year],
    ["Body", row.simple_body],
    ["Colour", row.colour],
    ["Interior colour", row.interior_colour],
    ["Kilometres", row.km === null ? null : formatKm(row.km)],
    ["Transmission", row.trans ?? row.simple_transmission],
    ["Gears", variant.geartype],
    ["Drive", row.drive],
    ["Engine", engine],
    ["Engine size", withUnit(row.engine_size ?? variant.enginesize, "cc")],
    ["Fuel", row.fuel ?? row.simple_fuel],
    ["Fuel consumption", hasSpecValue(variant.fuelconsumptioncombined) ? `${variant.fuelconsumptioncombined} L/100km` : null],
    ["Fuel capacity", withUnit(variant.fuelcapacity, "L")],
    ["Torque", variant.torque],
    ["Seats", row.seats],
    ["Doors", row.doors],
    ["Gross vehicle mass", withUnit(variant.grossvehiclemass, "kg")],
    ["Length", withUnit(variant.vehiclelength, "mm")],
    ["Width", withUnit(variant.vehiclewidth, "mm")],
    ["Height", withUnit(variant.vehicleheight, "mm")],
    ["ANCAP rating", hasSpecValue(variant.ancaprating) ? `${variant.ancaprating} stars` : null],
    ["VIN", row.vin],
    ["Registration", row.regplate],
    ["Stock number", row.stocknum],
    ["Build date", row.build_date ? formatCalendarDate(row.build_date) : null],
    ["Compliance date", row.compliance_date ? formatCalendarDate(row.compliance_date) : null],
  ]);
}

/** Feet to metres, two decimals: 20 ft → "6.10 m" (vehicle-page §9: 0.3048). */
export function feetToMetres(feet: number): string {
  return `${(feet * METRES_PER_FOOT).toFixed(2)} m`;
}

/** A caravan's specifications, its body sizes converted from feet to metres. */
export function caravanSpecs(specs: CaravanSpecs | null): SpecEntry[] {
  if (!specs) return [];
  const feet = (value: number | null | undefined) => (hasSpecValue(value) ? feetToMetres(value) : null);
  return specEntries([
    ["Body length", feet(specs.body_length)],
    ["Body width", feet(specs.body_width)],
    ["Tare weight", withUnit(specs.tare_weight, "kg")],
    ["Aggregate trailer mass", withUnit(specs.aggregate_trailer_mass, "kg")],
    ["Axle type", specs.axle_type],
    ["Sleeps", specs.sleeps],
  ]);
}

/** vehicle-page §5: "Rego expiry shows only if in the future, as Expires on {date}." */
export function regoExpiryText(regoExpiry: string | null, now: Date): string | null {
  if (!regoExpiry) return null;
  const today = now.toISOString().slice(0, 10);
  return regoExpiry > today ? `Expires on ${formatCalendarDate(regoExpiry)}` : null;
}

export interface MarketPriceBadge {
  /** Dollars under the average. */
  below: number;
  basis: "state" | "national";
  text: string;
}

/**
 * vehicle-page §5: the badge shows "only when price is below the state average market price
 * by more than 499; falls back to the national average when no state average exists".
 */
export function marketPriceBadge(price: number, market: AutograbData | null): MarketPriceBadge | null {
  if (!(price > REAL_PRICE_ABOVE) || !market) return null;
  const state = market.state_average_market_price;
  const basis = state && state > 0 ? "state" : "national";
  const average = basis === "state" ? state : market.average_market_price;
  if (!average || !(average - price > MARKET_PRICE_MARGIN)) return null;
  const below = average - price;
  return {
    below,
    basis,
    text: `${formatAud(below)} below the ${basis === "state" ? "state" : "national"} average market price`,
  };
}

/**
 * vehicle-page §5: "certified badge only for a certified, unsold Toyota", read as: a
 * certified, unsold car of a make whose program the tenant sells. The badge names that program.
 */
export function certifiedBadgeProgram(
  car: Pick<Car, "certified" | "make" | "status">,
  tenant: Pick<PublicTenant, "certifiedPrograms">,
): CertifiedProgram | null {
  return car.certified && !isSold(car) ? certifiedProgramFor(tenant, car.make) : null;
}

/** vehicle-page §8, with the tenant's vehicle type (car, caravan, truck). */
export function soldNotice(vehicleType: string): string {
  return `Unfortunately this ${vehicleType} recently sold. But don't worry, we can help you find a similar ${vehicleType}!`;
}

/**
 * Trade in against this car: vehicle-page §5 leaves the eligibility rule unstated. A
 * trade-in is part of buying the car, so it is offered while the car can still be bought:
 * available, unsold and not reserved by someone else.
 */
export function isTradeInEligible(car: Pick<Car, "status" | "reserved">): boolean {
  return isAvailable(car) && !car.reserved;
}

/**
 * vehicle-page §9: "Reserve deposit default $200 (otherwise from the car's payment
 * processor)". A processor record may name its own deposit in dollars.
 */
export function reservationDeposit(
  paymentProcessors: Record<string, unknown> | null,
  tenant: Pick<PublicTenant, "reservation">,
): number {
  for (const processor of Object.values(paymentProcessors ?? {})) {
    const deposit = (processor as { deposit?: unknown } | null)?.deposit;
    if (typeof deposit === "number" && deposit > 0) return deposit;
  }
  return tenant.reservation.depositAmount;
}

/** The sidebar button into the online purchase journey. */
export const BUY_ONLINE_LABEL = "Buy Online";

export type SidebarActionKind = "enquire" | "test-drive" | "history-report" | "finance" | "trade-in" | "reserve" | "buy-online";

export interface SidebarAction {
  kind: SidebarActionKind;
  label: string;
  href: string;
}

/** vehicle-page §2's "Car History Report", named for what the dealer sells: "Caravan History Report". */
export function historyReportLabel(vehicleType: string): string {
  return `${vehicleType.charAt(0).toUpperCase()}${vehicleType.slice(1)} History Report`;
}

/**
 * The sidebar buttons in order (vehicle-page §2 "Sidebar buttons" and §5): Enquire, test
 * drive, the history report only when a file exists, finance with the tenant's text, trade
 * in when eligible, Reserve Now {amount} only when reservable. A car that cannot be bought
 * any more keeps only what still helps the shopper: the enquiry and its history report.
 */
export function sidebarActions(
  car: Car,
  extras: { historyReportUrl: string | null; deposit: number },
  tenant: Pick<PublicTenant, "features" | "labels" | "finance">,
): SidebarAction[] {
  const page = `/cars/${car.slug}`;
  const { labels } = tenant;
  const actions: SidebarAction[] = [{ kind: "enquire", label: labels.enquire, href: `${page}#enquire` }];
  const available = isAvailable(car);
  if (available) actions.push({ kind: "test-drive", label: labels.testDrive, href: `${page}/test-drive` });
  if (extras.historyReportUrl) {
    actions.push({ kind: "history-report", label: historyReportLabel(labels.vehicleType), href: extras.historyReportUrl });
  }
  if (available && tenant.features.financeButton) {
    const params = new URLSearchParams({ car_id: String(car.id), car_type: car.car_type });
    if (car.price > REAL_PRICE_ABOVE) params.set("vehiclePriceBudget", String(car.price));
    actions.push({ kind: "finance", label: labels.finance, href: `${tenant.finance.path}?${params}#finance-form` });
  }
  if (isTradeInEligible(car)) {
    actions.push({ kind: "trade-in", label: labels.tradeIn, href: `/cars/trade-in?car_id=${car.id}` });
  }
  if (isReservable(car, tenant)) {
    actions.push({
      kind: "reserve",
      label: labels.reserve.replace("{amount}", formatAud(extras.deposit)),
      href: `${page}/${tenant.features.buyOnline ? "buy-online" : "checkout"}`,
    });
    // The reserve-online site sells the whole car online too: the journey beside Reserve.
    if (tenant.features.buyOnline) {
      actions.push({ kind: "buy-online", label: BUY_ONLINE_LABEL, href: checkoutStepPath(car.slug) });
    }
  }
  return actions;
}

/** search-journey §2: the See more from this dealer link, in the InstantSearch form it names. */
export function seeMoreFromDealerHref(dealershipSlug: string, tenant: Pick<PublicTenant, "search">): string {
  return `${tenant.search.path}?${new URLSearchParams({ "refinementList[dealership_slug][0]": dealershipSlug })}`;
}
