/**
 * Deterministic demo stock: realistic Australian cars, trucks and caravans for the demo
 * tenants, the same cars for the same seed. Every display state of the spec
 * (search-journey §4, vehicle-page §4 and §5) is guaranteed: the first cars of each tenant
 * cycle through COVERAGE_PROFILES, so even a few hundred cars show every state; the rest
 * are drawn with the frequencies of a real yard.
 *
 * Pure: no clock (`now` is passed in), no Math.random, no I/O.
 */
import type { CarImage, CarType, CarVariant, FinanceLenderQuote, NewCarRow } from "~/db/schema";
import { toJsonb } from "~/db/schema";
import { slugify } from "~/models/slug";
import { FINANCE_PROVIDERS, type Tenant, type TenantDealership, type TenantLocation } from "~/tenants/schema";
import {
  BASE_EQUIPMENT,
  BODY_EQUIPMENT,
  CAR_COLOURS,
  CARAVAN_COLOURS,
  CARAVAN_EQUIPMENT,
  CATALOGUE,
  DRIVE_LABELS,
  FOUR_WD_EQUIPMENT,
  FUEL_EQUIPMENT,
  FUEL_TEXT,
  INTERIOR_COLOURS,
  TIERED_EQUIPMENT,
  TRUCK_COLOURS,
  TRUCK_EQUIPMENT,
  type CatalogueMake,
  type CatalogueModel,
  type CatalogueVariant,
  type ItemType,
  type SimpleBody,
} from "./catalogue";
import { mulberry32 } from "~/models/seeded-random";

/** A car ready for `insertInto("cars")`. */
export type NewCar = NewCarRow;

export interface GenerateStockOptions {
  tenants: readonly Tenant[];
  /** Total cars over all tenants. */
  count: number;
  seed?: number;
  /** The moment the stock is generated for: years, km, sold and created dates follow it. */
  now: Date;
}

export const DEFAULT_STOCK_COUNT = 3000;

const DAY_MS = 24 * 60 * 60 * 1000;
/** created_at spreads over this many days before now. */
const LISTING_SPAN_DAYS = 120;
/** The spec's new tag: cars younger than 8 days (search-journey §9). */
const NEW_ARRIVAL_DAYS = 8;
const OLDEST_USED_YEAR = 2008;
/** Cars about 15,000 km a year; trucks work harder; caravans have no odometer. */
const KM_PER_YEAR: Record<ItemType, number> = { Car: 15_000, Truck: 35_000, Caravan: 0 };
export const HISTORY_REPORT_URL = "/stock/history-report.pdf";
const HISTORY_REPORT_JSON = toJsonb({ url: HISTORY_REPORT_URL, name: "Vehicle history report" });

// ---------------------------------------------------------------------------------------
// Random numbers: mulberry32, seeded from the seed and the tenant, so one tenant's stock
// does not change when another tenant is added.

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  between(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(list: readonly T[]): T;
  weighted<T>(list: readonly T[], weight: (item: T) => number): T;
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => {
    if (list.length === 0) throw new Error("pick from an empty list");
    return list[Math.floor(next() * list.length)]!;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    between: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick,
    weighted: (list, weight) => {
      let total = 0;
      for (const item of list) total += weight(item);
      let target = next() * total;
      for (const item of list) {
        target -= weight(item);
        if (target < 0) return item;
      }
      return pick(list);
    },
  };
}

/** FNV-1a: a 32-bit hash to seed a tenant's stream. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

// ---------------------------------------------------------------------------------------
// What each car shows: a profile of display states, then the car built to match it.

type StatusChoice = "in_stock" | "coming_soon" | "sold_recently" | "sold_long_ago";
type PriceChoice = "listed" | "none" | "zero" | "preorder" | "subscription" | "reduced";
type FinanceChoice = "own" | "every" | "null_interest" | "null_comparison" | "empty" | "none";
type MarketChoice = "above_state" | "above_national" | "near" | "none";

interface Profile {
  carType: CarType;
  status: StatusChoice;
  reserved: boolean;
  /** Listed within the new-arrival window (8 days). */
  recent: boolean;
  tag: "Runout Sale" | "Test Drive Only" | null;
  /** A used Toyota in the certified pre-owned program (tag and badge). */
  certified: boolean;
  fuel: "Electric" | "Hybrid" | null;
  price: PriceChoice;
  images: boolean;
  rego: "past" | "future" | null;
  finance: FinanceChoice;
  market: MarketChoice;
  comments: "written" | "empty";
  history: boolean;
}

const BASE_PROFILE: Profile = {
  carType: "used",
  status: "in_stock",
  reserved: false,
  recent: false,
  tag: null,
  certified: false,
  fuel: null,
  price: "listed",
  images: true,
  rego: null,
  finance: "own",
  market: "none",
  comments: "written",
  history: false,
};

/**
 * The display states of the spec, in combinations that fit together. Each tenant's first
 * cars cycle through the profiles its stock allows (three rounds), so every state shows on
 * every tenant that can have it, whatever the count:
 * new, demo, used; in_stock, coming_soon, sold within the sold window and before it;
 * reserved; created within 8 days; tags Runout Sale, Test Drive Only and Toyota Certified
 * Pre-Owned; certified; Electric and Hybrid; no price (null and 0); preorder; subscription
 * price; reduced price with a higher previous price; no images; rego expiry past and
 * future; finance quotes from every provider, with null interest and comparison rates, and
 * an empty lender record; market price above the price by more than 499 (state, national);
 * empty dealer comments; a history report file.
 */
export const COVERAGE_PROFILES: readonly Partial<Profile>[] = [
  { carType: "new", tag: "Runout Sale", price: "reduced", recent: true, finance: "every", fuel: "Hybrid" },
  { carType: "new", status: "coming_soon", price: "preorder", fuel: "Electric", images: false },
  { carType: "new", tag: "Test Drive Only", price: "subscription", finance: "null_interest" },
  {
    carType: "demo",
    reserved: true,
    tag: "Test Drive Only",
    finance: "null_comparison",
    fuel: "Hybrid",
    rego: "future",
  },
  { carType: "demo", status: "sold_recently", tag: "Runout Sale", fuel: "Electric", finance: "empty" },
  { carType: "used", status: "sold_long_ago", rego: "future", market: "above_state", finance: "empty" },
  {
    carType: "used",
    certified: true,
    recent: true,
    rego: "future",
    history: true,
    market: "above_state",
    finance: "every",
  },
  { carType: "used", price: "none", rego: "past", comments: "empty", images: false },
  { carType: "used", price: "zero", reserved: true, rego: "past", history: true, market: "near" },
  {
    carType: "used",
    status: "sold_recently",
    fuel: "Hybrid",
    rego: "future",
    price: "reduced",
    finance: "null_interest",
    market: "above_national",
  },
  {
    carType: "used",
    status: "coming_soon",
    fuel: "Electric",
    recent: true,
    price: "subscription",
    finance: "null_comparison",
    comments: "empty",
    market: "above_national",
  },
  { carType: "new", status: "sold_long_ago", comments: "empty" },
  { carType: "demo", status: "coming_soon", price: "none", images: false },
  { carType: "new", status: "sold_recently", recent: true, price: "zero" },
];
const COVERAGE_ROUNDS = 3;

// ---------------------------------------------------------------------------------------
// Each tenant's plan: what it sells, from which dealerships and yards.

interface StockChoice {
  dealership: TenantDealership | null;
  make: CatalogueMake;
  model: CatalogueModel;
  variant: CatalogueVariant;
  weight: number;
}

interface TenantPlan {
  tenant: Tenant;
  tenantIndex: number;
  itemType: ItemType;
  carTypes: readonly CarType[];
  carTypeWeights: Record<CarType, number>;
  sellsToyota: boolean;
  newChoices: StockChoice[];
  usedChoices: StockChoice[];
  /** Dealerships with a sales yard take the used stock. */
  usedDealerships: TenantDealership[];
  yards: Map<string, TenantLocation[]>;
  filtered: Map<string, StockChoice[]>;
}

function makesOf(dealership: TenantDealership): CatalogueMake[] {
  const names = new Set(dealership.manufacturers.map((name) => name.toLowerCase()));
  return CATALOGUE.filter((entry) => names.has(entry.name.toLowerCase()));
}

function planTenant(tenant: Tenant, tenantIndex: number, currentYear: number): TenantPlan {
  const franchised = tenant.dealerships.flatMap(makesOf);
  const itemType: ItemType = franchised.some((m) => m.itemType === "Caravan")
    ? "Caravan"
    : franchised.some((m) => m.itemType === "Truck")
    ? "Truck"
    : "Car";

  const yards = new Map<string, TenantLocation[]>();
  for (const dealership of tenant.dealerships) {
    const own = tenant.locations.filter((loc) => loc.dealershipSlug === dealership.slug);
    const sales = own.filter((loc) => loc.locationType === "sales");
    yards.set(dealership.slug, sales.length > 0 ? sales : own);
  }

  const newChoices: StockChoice[] = [];
  for (const dealership of tenant.dealerships) {
    const choices = makesOf(dealership).flatMap((make) =>
      make.models
        .filter((model) => model.until === null || model.until >= currentYear)
        .flatMap((model) =>
          model.variants.map((variant) => ({ dealership, make, model, variant, weight: 0 })),
        ),
    );
    // Each franchise gets an equal share of the new stock, whatever its range.
    for (const choice of choices) choice.weight = 1 / choices.length;
    newChoices.push(...choices);
  }

  const ownMakes = new Set(franchised.map((m) => m.name));
  const usedChoices: StockChoice[] = CATALOGUE.filter((make) => make.itemType === itemType).flatMap((make) =>
    make.models
      .filter((model) => model.since <= currentYear)
      .flatMap((model) =>
        model.variants.map((variant) => ({
          dealership: null,
          make,
          model,
          variant,
          // Trade-ins of the franchise's own make are the bulk of a franchised used yard.
          weight: (ownMakes.has(make.name) ? 4 : 1) / model.variants.length,
        })),
      ),
  );

  const sellsNew = newChoices.length > 0;
  const carTypes: CarType[] = sellsNew ? ["new", "demo", "used"] : ["used"];
  const usedDealerships = tenant.dealerships.filter((d) => (yards.get(d.slug) ?? []).length > 0);
  return {
    tenant,
    tenantIndex,
    itemType,
    carTypes,
    carTypeWeights: sellsNew ? { new: 0.45, demo: 0.1, used: 0.45 } : { new: 0, demo: 0, used: 1 },
    sellsToyota: [...ownMakes].includes("Toyota"),
    newChoices,
    usedChoices,
    usedDealerships: usedDealerships.length > 0 ? usedDealerships : [...tenant.dealerships],
    yards,
    filtered: new Map(),
  };
}

interface ChoiceFilter {
  fuel: "Electric" | "Hybrid" | null;
  make: string | null;
}

function choicesFor(plan: TenantPlan, carType: CarType, filter: ChoiceFilter): StockChoice[] {
  const key = `${carType}|${filter.fuel ?? ""}|${filter.make ?? ""}`;
  let list = plan.filtered.get(key);
  if (!list) {
    const base = carType === "used" ? plan.usedChoices : plan.newChoices;
    list = base.filter(
      (choice) =>
        (filter.fuel === null || choice.variant.power?.fuel === filter.fuel) &&
        (filter.make === null || choice.make.name === filter.make),
    );
    plan.filtered.set(key, list);
  }
  return list;
}

/** How many cars each tenant gets: car dealers three shares, truck and caravan dealers one. */
export function stockShares(tenants: readonly Tenant[], count: number, now: Date): Map<string, number> {
  const currentYear = australianYear(now);
  const weights = tenants.map((tenant, index) =>
    planTenant(tenant, index, currentYear).itemType === "Car" ? 3 : 1,
  );
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const exact = weights.map((weight) => (count * weight) / total);
  const shares = exact.map(Math.floor);
  let left = count - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return new Map(tenants.map((tenant, index) => [tenant.slug, shares[index]!]));
}

function australianYear(now: Date): number {
  const text = new Intl.DateTimeFormat("en-AU", { timeZone: "Australia/Sydney", year: "numeric" }).format(
    now,
  );
  return Number(text);
}

// ---------------------------------------------------------------------------------------
// Generation.

/** The stock for the tenants, as an array; see `iterateStock` to stream a large count. */
export function generateStock(options: GenerateStockOptions): NewCar[] {
  return Array.from(iterateStock(options));
}

/** The same cars as `generateStock`, one at a time, tenant by tenant. */
export function* iterateStock({ tenants, count, seed = 1, now }: GenerateStockOptions): Generator<NewCar> {
  if (!Number.isInteger(count) || count < 0)
    throw new Error(`count must be a whole number ≥ 0, got ${count}`);
  const currentYear = australianYear(now);
  const shares = stockShares(tenants, count, now);
  for (const [tenantIndex, tenant] of tenants.entries()) {
    const plan = planTenant(tenant, tenantIndex, currentYear);
    const random = createRandom(hash(`${seed}:${tenant.slug}`));
    const coverage = COVERAGE_PROFILES.filter((profile) => plan.carTypes.includes(profile.carType ?? "used"));
    const share = shares.get(tenant.slug) ?? 0;
    for (let index = 0; index < share; index++) {
      const profile =
        index < coverage.length * COVERAGE_ROUNDS
          ? { ...BASE_PROFILE, ...coverage[index % coverage.length] }
          : randomProfile(plan, random);
      yield buildCar({ plan, random, now, currentYear, index }, profile);
    }
  }
}

function randomProfile(plan: TenantPlan, random: Random): Profile {
  const carType = random.weighted(plan.carTypes, (type) => plan.carTypeWeights[type]);
  const roll = random.next();
  const status: StatusChoice =
    roll < 0.84 ? "in_stock" : roll < 0.9 ? "coming_soon" : roll < 0.94 ? "sold_recently" : "sold_long_ago";
  const priceRoll = random.next();
  let price: PriceChoice =
    priceRoll < 0.07
      ? "reduced"
      : priceRoll < 0.1
      ? "subscription"
      : priceRoll < 0.115
      ? "none"
      : priceRoll < 0.125
      ? "zero"
      : "listed";
  if (carType === "new" && status === "coming_soon" && random.chance(0.35)) price = "preorder";
  const tagRoll = random.next();
  const tag =
    carType === "new"
      ? tagRoll < 0.06
        ? "Runout Sale"
        : tagRoll < 0.09
        ? "Test Drive Only"
        : null
      : carType === "demo"
      ? tagRoll < 0.08
        ? "Test Drive Only"
        : tagRoll < 0.11
        ? "Runout Sale"
        : null
      : null;
  const financeRoll = random.next();
  const marketRoll = random.next();
  return {
    ...BASE_PROFILE,
    carType,
    status,
    reserved: status === "in_stock" && random.chance(0.03),
    tag,
    price,
    images: random.chance(0.95),
    finance:
      financeRoll < 0.8
        ? "own"
        : financeRoll < 0.83
        ? "null_interest"
        : financeRoll < 0.86
        ? "null_comparison"
        : "none",
    market:
      carType !== "used"
        ? "none"
        : marketRoll < 0.25
        ? "above_state"
        : marketRoll < 0.3
        ? "above_national"
        : marketRoll < 0.85
        ? "near"
        : "none",
    comments: random.chance(0.85) ? "written" : "empty",
    history: carType === "used" && random.chance(0.3),
  };
}

interface BuildContext {
  plan: TenantPlan;
  random: Random;
  now: Date;
  currentYear: number;
  /** The car's place in its tenant's stock: stock numbers and VINs come from it. */
  index: number;
}

function buildCar(ctx: BuildContext, wanted: Profile): NewCar {
  const { plan, random, now, currentYear } = ctx;
  const profile = { ...wanted };
  if (profile.certified && !plan.sellsToyota) profile.certified = false;
  if (profile.price === "preorder") profile.status = "coming_soon";
  if (profile.status !== "in_stock") profile.reserved = false;

  const choice = chooseStock(plan, random, profile);
  const { make, model, variant } = choice;
  const power = variant.power;
  const carType = profile.carType;

  const dealership = choice.dealership ?? random.pick(plan.usedDealerships);
  const yard = plan.yards.get(dealership.slug) ?? [];
  const location = yard.length > 0 ? random.pick(yard) : null;

  // Year and km: new 0-50 km, demo 500-15,000 km this year, used about 15,000 km a year.
  let year: number;
  let km: number | null;
  const firstYear = Math.max(variant.since, OLDEST_USED_YEAR);
  const lastYear = Math.min(model.until ?? currentYear, currentYear);
  if (carType === "new") {
    year = random.chance(0.8) || variant.since > currentYear - 1 ? currentYear : currentYear - 1;
    km = random.int(0, 50);
  } else if (carType === "demo") {
    year = currentYear;
    km = random.int(500, 15_000);
  } else {
    const oldest = profile.certified ? Math.max(firstYear, currentYear - 5) : firstYear;
    const span = Math.max(0, lastYear - oldest);
    // Yards hold mostly late-model cars: skew towards the newest years.
    year = lastYear - Math.floor(Math.pow(random.next(), 1.6) * (span + 1));
    const ageYears = Math.max(0.3, currentYear - year + 0.5);
    km = Math.round(KM_PER_YEAR[plan.itemType] * ageYears * random.between(0.7, 1.3));
  }
  if (plan.itemType === "Caravan") km = null;

  const certified =
    profile.certified ||
    (carType === "used" &&
      make.name === "Toyota" &&
      plan.sellsToyota &&
      year >= currentYear - 5 &&
      random.chance(0.5));
  const tag = certified ? "Toyota Certified Pre-Owned" : profile.tag;

  // Price: drive-away new, demo a little under, used by age, km and the model's resale.
  const driveAway = variant.price * 1.07 + 1_500;
  let value: number;
  if (carType === "new") value = driveAway;
  else if (carType === "demo") value = driveAway * random.between(0.86, 0.94);
  else {
    const age = currentYear - year;
    const expectedKm = KM_PER_YEAR[plan.itemType] * Math.max(age, 0.5);
    const kmFactor =
      km === null ? 1 : clamp(1 - ((km - expectedKm) / (expectedKm + 60_000)) * 0.35, 0.75, 1.12);
    // The model's own rate for the first five years, then a gentler 8% a year.
    const depreciation = Math.pow(model.retention, Math.min(age, 5)) * Math.pow(0.92, Math.max(age - 5, 0));
    value = variant.price * 0.9 * depreciation * kmFactor * random.between(0.93, 1.07);
  }
  const floor = plan.itemType === "Car" ? 3_990 : plan.itemType === "Truck" ? 14_990 : 7_990;
  const listed = Math.max(floor, dollarsEndingIn990(value));

  let price: number | null = listed;
  let beforePrice: number | null = null;
  let offerPrice: number | null = null;
  let subscriptionPrice: number | null = null;
  let preorder = false;
  switch (profile.price) {
    case "none":
      price = null;
      break;
    case "zero":
      price = 0;
      break;
    case "preorder":
      price = null;
      preorder = true;
      break;
    case "subscription":
      subscriptionPrice = clamp(Math.round((listed * 0.0045) / 10) * 10 - 1, 99, 899);
      break;
    case "reduced":
      offerPrice = listed - random.int(2, 12) * 250;
      beforePrice = listed + random.int(4, 16) * 250;
      break;
    case "listed":
      break;
  }

  // Dates: sold first, then when it was listed.
  const window = plan.tenant.search.soldWindowDays;
  let status: string = profile.status;
  let soldAt: Date | null = null;
  if (profile.status === "sold_recently" && window > 0) {
    soldAt = daysBefore(now, random.between(0.1, 0.85) * window);
  } else if (profile.status === "sold_recently" || profile.status === "sold_long_ago") {
    soldAt = daysBefore(now, window + random.between(1, 40));
  }
  if (soldAt) status = "sold";
  const soldDaysAgo = soldAt ? (now.getTime() - soldAt.getTime()) / DAY_MS : 0;
  let createdDaysAgo: number;
  if (profile.recent && soldDaysAgo < NEW_ARRIVAL_DAYS - 0.5) {
    createdDaysAgo = random.between(Math.max(0.05, soldDaysAgo + 0.05), NEW_ARRIVAL_DAYS - 0.5);
  } else if (soldAt) {
    createdDaysAgo = Math.min(LISTING_SPAN_DAYS, soldDaysAgo + random.between(3, 60));
  } else {
    createdDaysAgo = random.between(0, LISTING_SPAN_DAYS);
  }
  const createdAt = daysBefore(now, createdDaysAgo);

  const colour = chooseColour(plan.itemType, random);
  const interior = plan.itemType === "Caravan" ? null : random.pick(INTERIOR_COLOURS);
  const state = location?.address.state ?? plan.tenant.address.state;
  const registered = carType !== "new";
  let regoExpiry: string | null = null;
  if (registered) {
    const expiryOffset =
      profile.rego === "past"
        ? -random.between(3, 120)
        : profile.rego === "future"
        ? random.between(20, 360)
        : random.between(-25, 365);
    regoExpiry = isoDate(daysBefore(now, -expiryOffset));
  }

  const buildDate =
    carType === "new"
      ? isoDate(daysBefore(now, random.between(45, 270)))
      : `${year}-${pad2(random.int(1, year === currentYear ? Math.max(1, monthOf(now) - 1) : 12))}-01`;
  const complianceDate = isoDate(
    new Date(Math.min(now.getTime(), Date.parse(buildDate) + random.between(20, 90) * DAY_MS)),
  );

  const prefix = carType === "new" ? "N" : carType === "demo" ? "D" : "U";
  const stocknum = `${prefix}${10_001 + ctx.index}`;
  const name = `${year} ${make.name} ${model.name} ${variant.badge}`;
  const slug = `${slugify(name)}-${stocknum.toLowerCase()}`;
  const listingPrice = offerPrice ?? price ?? 0;

  const images = profile.images
    ? illustrationsFor(plan.itemType, variant.body, colour, interior, random, profile.status)
    : "[]";
  const equipment = equipmentFor(plan.itemType, variant, random);
  const features = equipment.list;

  return {
    website_id: plan.tenant.id,
    dealership_id: dealership.id,
    dealership_slug: dealership.slug,
    location_id: location?.id ?? null,
    slug,
    name,
    make: make.name,
    model: model.name,
    badge: variant.badge,
    series: variant.series,
    variant_name: variantName(variant),
    year,
    car_type: carType,
    status,
    sold_at: soldAt,
    reserved: profile.reserved,
    certified,
    tag,
    item_type: plan.itemType,
    categories: categoriesFor(plan.itemType, variant, listed),
    price,
    before_price: beforePrice,
    offer_price: offerPrice,
    subscription_price: subscriptionPrice,
    preorder,
    price_type: carType === "used" || random.chance(0.8) ? "drive_away" : "egc",
    km,
    colour,
    interior_colour: interior,
    drive: power ? DRIVE_LABELS[variant.drive] : null,
    seats: power ? variant.seats : null,
    doors: power ? variant.doors : null,
    engine_size: power?.litres ? Math.round(power.litres * 995) : null,
    engine_size_litres: power?.litres ?? null,
    cylinders: power?.cylinders ?? null,
    fuel: power
      ? power.fuel === "Petrol" && power.induction !== "Aspirated"
        ? "Premium Unleaded Petrol"
        : FUEL_TEXT[power.fuel]
      : null,
    simple_fuel: power?.fuel ?? null,
    simple_body: variant.body,
    simple_transmission: power ? (power.manual ? "Manual" : "Automatic") : null,
    trans: power?.gearbox ?? null,
    stocknum,
    vin: vinFor(make, model, year, plan.tenantIndex, ctx.index),
    regplate: registered ? regplateFor(state, random) : null,
    rego_expiry: regoExpiry,
    compliance_date: complianceDate,
    build_date: buildDate,
    dealercomments:
      profile.comments === "empty"
        ? random.chance(0.5)
          ? ""
          : null
        : dealerComments(
            {
              carType,
              year,
              make: make.name,
              model: model.name,
              badge: variant.badge,
              km,
              certified,
              features,
              itemType: plan.itemType,
              dealership: dealership.name,
            },
            random,
          ),
    carsales_title: `${name} ${variant.series ?? ""}`.trim(),
    private_suburb: null,
    private_postcode: null,
    has_nvic: plan.itemType !== "Caravan" && carType !== "new",
    views: Math.round(createdDaysAgo * random.between(0.5, 12)),
    show_on_dealer_website: ctx.index < COVERAGE_PROFILES.length * COVERAGE_ROUNDS || random.chance(0.99),
    custom_rank: profile.images ? random.int(100, 1000) : random.int(0, 200),
    images,
    variant: power ? sharedFor(variant, "variant", () => variantRecord(variant)) : null,
    standard_equipment: equipment.json,
    finance_lenders: toJsonb(financeLenders(profile.finance, plan.tenant, listingPrice, random)),
    caravan_specs: variant.caravan ? sharedFor(variant, "caravan", () => variant.caravan) : null,
    autograb_data: marketPrices(profile.market, listingPrice, random),
    history_report: profile.history ? HISTORY_REPORT_JSON : null,
    payment_processors: null,
    created_at: createdAt,
    updated_at: soldAt ?? createdAt,
  };
}

function chooseStock(plan: TenantPlan, random: Random, profile: Profile): StockChoice {
  const carType = profile.carType;
  const make = profile.certified ? "Toyota" : null;
  // A wanted fuel or make the tenant's range cannot give is let go, in that order.
  const attempts: ChoiceFilter[] = [
    { fuel: profile.fuel, make },
    { fuel: null, make },
    { fuel: null, make: null },
  ];
  for (const filter of attempts) {
    const list = choicesFor(plan, carType, filter);
    if (list.length > 0) {
      const choice = random.weighted(list, (item) => item.weight);
      if (filter.make === null) profile.certified = false;
      if (filter.fuel === null) profile.fuel = null;
      return choice;
    }
  }
  throw new Error(`Tenant ${plan.tenant.slug} has no ${carType} stock in the catalogue`);
}

function chooseColour(itemType: ItemType, random: Random): string {
  if (itemType === "Truck") return random.weighted(TRUCK_COLOURS, (c) => (c === "White" ? 6 : 1));
  if (itemType === "Caravan") return random.weighted(CARAVAN_COLOURS, (c) => (c === "White" ? 6 : 1));
  return random.weighted(CAR_COLOURS, (c) => c.weight).name;
}

function variantName(variant: CatalogueVariant): string | null {
  const power = variant.power;
  if (!power) return null;
  const engine = power.litres
    ? `${power.litres.toFixed(1)}${power.induction === "Aspirated" ? "i" : "T"}`
    : "EV";
  return `${variant.badge} ${variant.body} ${variant.doors}dr ${power.manual ? "Man" : "Auto"} ${engine}`;
}

function variantRecord(variant: CatalogueVariant): CarVariant {
  const power = variant.power!;
  return {
    cylinders: power.cylinders,
    enginesize: power.litres ? Math.round(power.litres * 995) : null,
    enginesize_litres: power.litres,
    induction: power.induction,
    geartype: power.manual ? "Manual" : "Automatic",
    fuelconsumptioncombined: power.consumption,
    fuelcapacity: power.tank,
    grossvehiclemass: variant.gvm,
    torque: power.torqueNm ? `${power.torqueNm}Nm` : null,
    ancaprating: variant.body === "Cab Chassis" && variant.gvm && variant.gvm > 3_500 ? null : 5,
    bodyconfiguration: variant.body,
  };
}

function categoriesFor(itemType: ItemType, variant: CatalogueVariant, price: number): string[] {
  if (itemType === "Truck") {
    const gvm = variant.gvm ?? 0;
    return [gvm <= 8_700 ? "Light Duty" : gvm <= 16_500 ? "Medium Duty" : "Heavy Duty"];
  }
  if (itemType === "Caravan") {
    const specs = variant.caravan;
    const list = [(specs?.sleeps ?? 2) > 2 ? "Family" : "Couples"];
    if (variant.features.includes("Off-Road Suspension")) list.push("Off-Road");
    if (variant.badge.includes("Pop Top")) list.push("Pop Top");
    return list;
  }
  const list: string[] = [];
  const fuel = variant.power?.fuel;
  if (fuel === "Electric" || fuel === "Plug-in Hybrid") list.push("Electric Vehicles");
  if (fuel === "Hybrid") list.push("Hybrid");
  if (variant.drive === "4WD") list.push("4x4");
  if (variant.seats >= 7) list.push("Family");
  if (["Ute", "Van", "Cab Chassis"].includes(variant.body)) list.push("Work Vehicles");
  if (price < 20_000 && ["Hatch", "Sedan"].includes(variant.body)) list.push("First Car");
  return list;
}

interface Equipment {
  list: string[];
  json: string;
}

const equipmentCache = new WeakMap<CatalogueVariant, Map<number, Equipment>>();

/** The variant's equipment list and its JSON, made once per variant (and caravan fit-out). */
function equipmentFor(itemType: ItemType, variant: CatalogueVariant, random: Random): Equipment {
  const fitOut = itemType === "Caravan" ? random.int(5, 10) : 0;
  let byFitOut = equipmentCache.get(variant);
  if (!byFitOut) equipmentCache.set(variant, (byFitOut = new Map()));
  let equipment = byFitOut.get(fitOut);
  if (!equipment) {
    const list = equipmentList(itemType, variant, fitOut);
    byFitOut.set(fitOut, (equipment = { list, json: toJsonb(list) }));
  }
  return equipment;
}

function equipmentList(itemType: ItemType, variant: CatalogueVariant, fitOut: number): string[] {
  if (itemType === "Caravan") {
    return unique([...variant.features, ...CARAVAN_EQUIPMENT.slice(0, fitOut)]);
  }
  if (itemType === "Truck") {
    const list = TRUCK_EQUIPMENT.slice(0, 8);
    if (variant.badge.includes("Tipper")) list.push("Tipper Body");
    return unique([...list, ...variant.features]);
  }
  const tier = Math.round(clamp((variant.price - 20_000) / 5_500, 1, TIERED_EQUIPMENT.length));
  const fuel = variant.power?.fuel;
  return unique([
    ...BASE_EQUIPMENT,
    ...TIERED_EQUIPMENT.slice(0, tier),
    ...(BODY_EQUIPMENT[variant.body] ?? []),
    ...(fuel ? FUEL_EQUIPMENT[fuel] ?? [] : []),
    ...(variant.drive === "4WD" ? FOUR_WD_EQUIPMENT : []),
    ...variant.features,
  ]);
}

function unique(list: string[]): string[] {
  return [...new Set(list)];
}

/**
 * JSON text that many cars have in common (variant records, caravan specs) is made once
 * per catalogue entry and shared, so 100,000 cars cost a fraction of the memory and time.
 */
const jsonByCatalogueEntry = new WeakMap<CatalogueVariant, Map<string, string>>();
function sharedFor(variant: CatalogueVariant, key: string, build: () => unknown): string {
  let entries = jsonByCatalogueEntry.get(variant);
  if (!entries) jsonByCatalogueEntry.set(variant, (entries = new Map()));
  let text = entries.get(key);
  if (text === undefined) entries.set(key, (text = toJsonb(build())));
  return text;
}

// ---------------------------------------------------------------------------------------
// Finance quotes (vehicle-page §5, §9): one record per provider, keyed by provider.

const LENDER_RATES: Record<
  (typeof FINANCE_PROVIDERS)[number],
  { min: number; max: number; deposit: number }
> = {
  taurus: { min: 8.99, max: 12.99, deposit: 0 },
  "360-finance": { min: 6.99, max: 11.49, deposit: 0 },
  ausloans: { min: 7.49, max: 12.49, deposit: 0 },
  manual: { min: 8.5, max: 8.5, deposit: 0 },
  angle: { min: 7.99, max: 10.99, deposit: 0.1 },
  powertorque: { min: 9.49, max: 11.99, deposit: 0 },
  "nissan-finance": { min: 6.29, max: 6.29, deposit: 0 },
};

const FINANCE_DISCLAIMER =
  "Repayment is indicative only and not a binding quote; finance is subject to the lender's approval criteria. " +
  "The comparison rate is based on a $30,000 secured loan over 5 years. Fees and charges apply.";

function financeLenders(
  choice: FinanceChoice,
  tenant: Tenant,
  price: number,
  random: Random,
): Record<string, FinanceLenderQuote> {
  if (choice === "none" || price <= 500) return {};
  const every = [...FINANCE_PROVIDERS];
  switch (choice) {
    case "own":
      return tenant.finance.provider
        ? { [tenant.finance.provider]: quote(tenant.finance.provider, price, random) }
        : {};
    case "every":
      return Object.fromEntries(every.map((provider) => [provider, quote(provider, price, random)]));
    case "null_interest":
      return Object.fromEntries(
        every.map((provider) => [provider, { ...quote(provider, price, random), interestRate: null }]),
      );
    case "null_comparison":
      return Object.fromEntries(
        every.map((provider) => [provider, { ...quote(provider, price, random), comparisonRate: null }]),
      );
    case "empty":
      return Object.fromEntries(every.map((provider) => [provider, {}]));
  }
}

function quote(
  provider: (typeof FINANCE_PROVIDERS)[number],
  price: number,
  random: Random,
): FinanceLenderQuote {
  const terms = LENDER_RATES[provider];
  const interestRate = round2(terms.min === terms.max ? terms.min : random.between(terms.min, terms.max));
  const comparisonRate =
    provider === "nissan-finance" ? 8.19 : round2(interestRate + random.between(0.6, 1.6));
  const deposit = Math.round(price * terms.deposit);
  const balloon = provider === "powertorque" && random.chance(0.5) ? Math.round(price * 0.25) : 0;
  const months = 60;
  const monthlyRate = interestRate / 100 / 12;
  const principal = price - deposit;
  const payment =
    ((principal - balloon / Math.pow(1 + monthlyRate, months)) * monthlyRate) /
    (1 - Math.pow(1 + monthlyRate, -months));
  return {
    interestRate,
    comparisonRate,
    paymentMonth: round2(payment),
    paymentWeek: round2((payment * 12) / 52),
    termYears: 5,
    termMonths: months,
    deposit,
    balloon,
    disclaimer: FINANCE_DISCLAIMER,
  };
}

/** Autograb's market prices: the badge shows when price is more than 499 under them. */
function marketPrices(choice: MarketChoice, price: number, random: Random): string | null {
  if (choice === "none" || price <= 10) return null;
  const above = () => price + random.int(6, 40) * 100;
  switch (choice) {
    case "above_state":
      return toJsonb({ state_average_market_price: above(), average_market_price: above() });
    case "above_national":
      return toJsonb({ state_average_market_price: null, average_market_price: above() });
    case "near":
      return toJsonb({
        state_average_market_price: price + random.int(-30, 4) * 100,
        average_market_price: price + random.int(-30, 4) * 100,
      });
  }
}

// ---------------------------------------------------------------------------------------
// Identifiers and text.

const VIN_YEAR_CODES = "ABCDEFGHJKLMNPRSTVWXY";
const VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
const VIN_VALUES: Record<string, number> = {};
"ABCDEFGH".split("").forEach((c, i) => (VIN_VALUES[c] = i + 1));
"JKLMN".split("").forEach((c, i) => (VIN_VALUES[c] = i + 1));
VIN_VALUES.P = 7;
VIN_VALUES.R = 9;
"STUVWXYZ".split("").forEach((c, i) => (VIN_VALUES[c] = i + 2));
for (let digit = 0; digit <= 9; digit++) VIN_VALUES[String(digit)] = digit;
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** A VIN of the right shape: make's WMI, model code, check digit, year code, plant, serial. */
function vinFor(
  make: CatalogueMake,
  model: CatalogueModel,
  year: number,
  tenantIndex: number,
  index: number,
): string {
  const modelHash = hash(`${make.name}:${model.name}`);
  let descriptor = "";
  for (let i = 0, h = modelHash; i < 5; i++, h = Math.floor(h / VIN_CHARS.length)) {
    descriptor += VIN_CHARS[h % VIN_CHARS.length];
  }
  const yearCode = year >= 2010 ? VIN_YEAR_CODES[(year - 2010) % 30] : String(year - 2000);
  const plant = VIN_CHARS[tenantIndex % VIN_CHARS.length];
  const serial = String(index % 1_000_000).padStart(6, "0");
  const draft = `${make.wmi}${descriptor}0${yearCode}${plant}${serial}`;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += (VIN_VALUES[draft[i]!] ?? 0) * VIN_WEIGHTS[i]!;
  const check = sum % 11 === 10 ? "X" : String(sum % 11);
  return `${draft.slice(0, 8)}${check}${draft.slice(9)}`;
}

const LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ";

/** A number plate in the format of the yard's state. */
function regplateFor(state: string, random: Random): string {
  const l = () => random.pick(LETTERS.split(""));
  const d = () => String(random.int(0, 9));
  switch (state) {
    case "QLD":
      return `${d()}${d()}${d()}${l()}${l()}${l()}`;
    case "NSW":
      return `${l()}${l()}${d()}${d()}${l()}${l()}`;
    case "VIC":
      return `${d()}${l()}${l()}${d()}${l()}${l()}`;
    case "WA":
      return `1${l()}${l()}${l()}${d()}${d()}${d()}`;
    case "SA":
      return `S${d()}${d()}${d()}${l()}${l()}${l()}`;
    case "NT":
      return `C${l()}${d()}${d()}${l()}${l()}`;
    case "TAS":
      return `${l()}${d()}${d()}${l()}${l()}`;
    default:
      return `Y${l()}${l()}${d()}${d()}${l()}`;
  }
}

interface CommentFacts {
  carType: CarType;
  year: number;
  make: string;
  model: string;
  badge: string;
  km: number | null;
  certified: boolean;
  features: string[];
  itemType: ItemType;
  dealership: string;
}

/** Dealer comments as a yard writes them; some run past the 400-character truncation. */
function dealerComments(facts: CommentFacts, random: Random): string {
  const what = `${facts.year} ${facts.make} ${facts.model} ${facts.badge}`;
  const highlights = facts.features.slice(-4).join(", ");
  const sentences: string[] = [];
  if (facts.carType === "new") {
    sentences.push(`Brand new ${what} available now at ${facts.dealership}.`);
    sentences.push(`Comes with the full factory warranty and features including ${highlights}.`);
  } else if (facts.carType === "demo") {
    sentences.push(`Save on this ex-demonstrator ${what} with only ${formatKm(facts.km)} on the clock.`);
    sentences.push(`Balance of new car warranty, and equipped with ${highlights}.`);
  } else {
    sentences.push(
      `This ${what} is in excellent condition${facts.km === null ? "" : ` with ${formatKm(facts.km)}`}.`,
    );
    sentences.push(`Highlights include ${highlights}.`);
    if (facts.certified) {
      sentences.push(
        "Toyota Certified Pre-Owned: 90 point inspection, 1 year warranty and 1 year roadside assist.",
      );
    }
  }
  if (facts.itemType === "Caravan")
    sentences.push("Full pre-delivery inspection and handover, plus a towing check with your vehicle.");
  if (facts.itemType === "Truck")
    sentences.push("Workshop serviced and ready to work; body builds and finance packages available.");
  const extras = [
    "Trade-ins welcome and finance available on approved credit.",
    "Serviced and detailed before delivery, with a fresh roadworthy certificate.",
    "Book a test drive today or call our team for a walkaround video.",
    "Delivery can be arranged anywhere in Australia.",
    "Every vehicle passes a multi-point safety inspection before it reaches the yard, and our team will happily talk you through the service history, the remaining warranty and the finance options that suit your budget.",
  ];
  const extraCount = random.int(1, 4);
  for (let i = 0; i < extraCount; i++)
    sentences.push(extras[(random.int(0, extras.length - 1) + i) % extras.length]!);
  return unique(sentences).join(" ");
}

function formatKm(km: number | null): string {
  return km === null ? "" : `${km.toLocaleString("en-AU")} km`;
}


function dollarsEndingIn990(value: number): number {
  return Math.round(value / 1000) * 1000 - 10;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - Math.round(days * DAY_MS));
}

function pad2(value: number): string {
  return String(value).padStart(2, "0");
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function monthOf(date: Date): number {
  return date.getUTCMonth() + 1;
}

// ---------------------------------------------------------------------------------------
// Illustrations: static SVGs in public/stock/, drawn here so the files and the URLs the
// generator hands out cannot drift apart (generator.test.ts compares them; run it with
// UPDATE_STOCK_ILLUSTRATIONS=1 to rewrite the files).

const SCENES = ["studio", "street", "dusk", "yard"] as const;
type Scene = (typeof SCENES)[number];

type IllustrationBody =
  | "sedan"
  | "hatch"
  | "suv"
  | "ute"
  | "wagon"
  | "van"
  | "cab-chassis"
  | "coupe"
  | "convertible"
  | "people-mover"
  | "truck"
  | "caravan";

const DETAIL_SHOTS: Record<ItemType, readonly string[]> = {
  Car: ["interior", "dashboard", "wheel", "cargo"],
  Truck: ["dashboard", "wheel", "cargo"],
  Caravan: ["caravan-lounge", "caravan-kitchen", "caravan-bed"],
};

function illustrationBody(itemType: ItemType, body: SimpleBody): IllustrationBody {
  if (itemType === "Truck") return "truck";
  if (itemType === "Caravan" || body === "Caravan") return "caravan";
  return slugify(body) as IllustrationBody;
}

const imageSets = new Map<string, string>();

/** The car's images as JSON text (a CarImage[]); the few thousand possible sets are shared. */
function illustrationsFor(
  itemType: ItemType,
  body: SimpleBody,
  colour: string,
  interior: string | null,
  random: Random,
  status: StatusChoice,
): string {
  const shape = illustrationBody(itemType, body);
  const details = DETAIL_SHOTS[itemType];
  const first = random.int(0, SCENES.length - 1);
  // A car still on its way has a photo or two; one on the yard has the full set.
  const count = status === "coming_soon" ? random.int(1, 2) : random.int(1, SCENES.length + details.length);
  const key = `${shape}|${colour}|${interior}|${first}|${count}`;
  let json = imageSets.get(key);
  if (json === undefined) {
    const colourKey = colour.toLowerCase();
    const exteriors = SCENES.map(
      (_, i) => `/stock/${shape}-${colourKey}-${SCENES[(first + i) % SCENES.length]}.svg`,
    );
    const detailUrls = details.map((shot) =>
      shot === "interior"
        ? `/stock/detail-interior-${(interior ?? "Black").toLowerCase()}.svg`
        : `/stock/detail-${shot}.svg`,
    );
    const images: CarImage[] = [...exteriors, ...detailUrls].slice(0, count).map((url) => ({ url }));
    imageSets.set(key, (json = toJsonb(images)));
  }
  return json;
}

interface Silhouette {
  body: string;
  windows: string[];
  wheels: [number, number];
  wheelRadius: number;
  head: [number, number];
  tail: [number, number];
  doorLines: number[];
  /** Parts drawn in their own colours after the body (trays, tops, trims). */
  extras?: string;
}

const SILHOUETTES: Record<Exclude<IllustrationBody, "truck" | "caravan">, Silhouette> = {
  sedan: {
    body: "M118,425 L118,378 Q120,352 150,346 L262,332 L330,272 Q338,266 352,266 L492,266 Q506,266 516,274 L580,330 L660,338 Q684,342 684,372 L684,425 Z",
    windows: [
      "M268,330 L334,278 Q340,274 350,274 L412,274 L412,330 Z",
      "M424,274 L488,274 Q498,274 506,282 L560,330 L424,330 Z",
    ],
    wheels: [222, 572],
    wheelRadius: 46,
    head: [122, 356],
    tail: [672, 350],
    doorLines: [418, 566],
  },
  hatch: {
    body: "M150,425 L150,380 Q152,356 180,350 L270,336 L340,270 Q348,264 362,264 L568,264 Q588,264 598,280 L628,336 Q650,344 650,372 L650,425 Z",
    windows: [
      "M278,334 L344,278 Q350,272 362,272 L430,272 L430,334 Z",
      "M442,272 L560,272 Q576,272 584,286 L604,334 L442,334 Z",
    ],
    wheels: [245, 560],
    wheelRadius: 44,
    head: [154, 360],
    tail: [638, 346],
    doorLines: [436],
  },
  suv: {
    body: "M120,425 L120,360 Q122,330 156,324 L250,312 L316,240 Q324,232 340,232 L620,232 Q640,232 648,248 L668,312 Q684,320 684,350 L684,425 Z",
    windows: [
      "M258,310 L320,246 Q326,240 338,240 L440,240 L440,310 Z",
      "M452,240 L608,240 Q624,240 630,254 L650,310 L452,310 Z",
    ],
    wheels: [225, 575],
    wheelRadius: 52,
    head: [124, 336],
    tail: [672, 326],
    doorLines: [446, 600],
  },
  wagon: {
    body: "M118,425 L118,378 Q120,352 150,346 L262,332 L330,272 Q338,266 352,266 L630,266 Q650,266 658,282 L674,336 Q686,344 686,372 L686,425 Z",
    windows: [
      "M268,330 L334,278 Q340,274 350,274 L420,274 L420,330 Z",
      "M432,274 L540,274 L540,330 L432,330 Z",
      "M552,274 L622,274 Q636,274 642,288 L656,330 L552,330 Z",
    ],
    wheels: [222, 580],
    wheelRadius: 46,
    head: [122, 356],
    tail: [676, 346],
    doorLines: [426, 546],
  },
  ute: {
    body: "M112,425 L112,360 Q114,334 146,328 L240,316 L300,246 Q308,238 322,238 L470,238 Q482,238 484,250 L488,318 L690,318 L690,425 Z",
    windows: [
      "M248,314 L304,252 Q310,246 320,246 L380,246 L380,314 Z",
      "M392,246 L466,246 Q474,246 474,256 L476,314 L392,314 Z",
    ],
    wheels: [215, 585],
    wheelRadius: 50,
    head: [116, 338],
    tail: [682, 330],
    doorLines: [386, 482],
    extras:
      '<path d="M488,318 L690,318" stroke="#2a2d31" stroke-width="6"/><rect x="140" y="408" width="40" height="14" rx="4" fill="#2a2d31"/>',
  },
  "cab-chassis": {
    body: "M112,425 L112,360 Q114,334 146,328 L236,316 L290,246 Q298,238 312,238 L388,238 Q400,238 402,250 L406,425 Z",
    windows: ["M244,314 L294,252 Q300,246 310,246 L390,246 L392,314 Z"],
    wheels: [210, 580],
    wheelRadius: 50,
    head: [116, 338],
    tail: [680, 352],
    doorLines: [396],
    extras:
      '<rect x="406" y="352" width="284" height="18" fill="#2a2d31"/><rect x="412" y="318" width="280" height="34" rx="3" fill="#b8bcc0"/>' +
      '<rect x="412" y="256" width="12" height="62" fill="#9ea3a8"/><path d="M424,300 L692,300" stroke="#9ea3a8" stroke-width="5"/>',
  },
  van: {
    body: "M120,425 L120,330 Q122,300 150,292 L206,276 L250,200 Q258,186 276,186 L664,186 Q684,186 684,206 L684,425 Z",
    windows: ["M214,274 L254,206 Q260,196 274,196 L330,196 L330,274 Z"],
    wheels: [220, 590],
    wheelRadius: 48,
    head: [124, 306],
    tail: [676, 300],
    doorLines: [336, 440],
  },
  "people-mover": {
    body: "M120,425 L120,340 Q122,310 150,302 L220,290 L280,214 Q290,202 306,202 L640,202 Q664,202 672,222 L684,300 L684,425 Z",
    windows: [
      "M228,288 L284,220 Q290,212 302,212 L372,212 L372,288 Z",
      "M384,212 L500,212 L500,288 L384,288 Z",
      "M512,212 L632,212 Q650,212 656,228 L666,288 L512,288 Z",
    ],
    wheels: [222, 585],
    wheelRadius: 48,
    head: [124, 316],
    tail: [676, 306],
    doorLines: [378, 506],
  },
  coupe: {
    body: "M118,425 L118,384 Q120,360 150,354 L280,340 L370,282 Q380,276 396,276 L478,276 Q496,276 512,288 L600,340 L664,348 Q684,352 684,380 L684,425 Z",
    windows: ["M292,338 L374,288 Q382,284 394,284 L470,284 Q486,284 498,294 L560,338 Z"],
    wheels: [225, 575],
    wheelRadius: 44,
    head: [122, 364],
    tail: [674, 358],
    doorLines: [480],
  },
  convertible: {
    body: "M118,425 L118,384 Q120,360 150,354 L300,342 L660,346 Q684,350 684,380 L684,425 Z",
    windows: [],
    wheels: [225, 575],
    wheelRadius: 44,
    head: [122, 364],
    tail: [674, 358],
    doorLines: [470],
    extras:
      '<path d="M300,342 L346,288" stroke="#2a2d31" stroke-width="7" stroke-linecap="round"/>' +
      '<rect x="392" y="298" width="34" height="46" rx="10" fill="#2a2d31"/><rect x="462" y="298" width="34" height="46" rx="10" fill="#2a2d31"/>' +
      '<rect x="548" y="326" width="96" height="20" rx="10" fill="#2a2d31"/>',
  },
};

const SCENE_BACKDROPS: Record<Scene, string> = {
  studio:
    '<defs><radialGradient id="bg" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="#f7f8fa"/><stop offset="1" stop-color="#d5d9df"/></radialGradient></defs>' +
    '<rect width="800" height="600" fill="url(#bg)"/><rect y="470" width="800" height="130" fill="#cfd3d9"/>',
  street:
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a9d4f5"/><stop offset="1" stop-color="#e8f4fc"/></linearGradient></defs>' +
    '<rect width="800" height="600" fill="url(#bg)"/>' +
    '<path d="M0,380 L0,230 L70,230 L70,180 L150,180 L150,260 L230,260 L230,150 L300,150 L300,240 L390,240 L390,200 L470,200 L470,120 L540,120 L540,250 L620,250 L620,190 L700,190 L700,240 L800,240 L800,380 Z" fill="#c5ccd4"/>' +
    '<rect y="440" width="800" height="160" fill="#5b6168"/><rect y="440" width="800" height="10" fill="#9aa0a6"/>' +
    '<path d="M20,540 L120,540 M200,540 L300,540 M380,540 L480,540 M560,540 L660,540 M740,540 L800,540" stroke="#f2f2f2" stroke-width="8"/>',
  dusk:
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2b2d5c"/><stop offset="0.7" stop-color="#f08a5d"/><stop offset="1" stop-color="#f6c77d"/></linearGradient></defs>' +
    '<rect width="800" height="600" fill="url(#bg)"/><circle cx="620" cy="360" r="70" fill="#ffd9a0" opacity="0.85"/>' +
    '<path d="M0,430 Q200,390 400,420 T800,410 L800,600 L0,600 Z" fill="#3b3b4f"/>',
  yard:
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe8fb"/><stop offset="1" stop-color="#f5fafe"/></linearGradient></defs>' +
    '<rect width="800" height="600" fill="url(#bg)"/>' +
    '<path d="M0,70 Q400,130 800,70" stroke="#555" stroke-width="2" fill="none"/>' +
    Array.from({ length: 16 }, (_, i) => {
      const x = 20 + i * 50;
      const t = x / 800;
      const y = Math.round(70 + 120 * t * (1 - t));
      const fill = ["#d62828", "#f77f00", "#fcbf49", "#2a9d8f", "#264653"][i % 5];
      return `<path d="M${x - 14},${y - 4} L${x + 14},${y - 4} L${x},${y + 26} Z" fill="${fill}"/>`;
    }).join("") +
    '<rect y="450" width="800" height="150" fill="#8e949b"/>' +
    '<path d="M40,600 L90,450 M300,600 L320,450 M500,600 L480,450 M760,600 L710,450" stroke="#f2f2f2" stroke-width="6"/>',
};

const SCENE_MIRRORED: Record<Scene, boolean> = { studio: false, street: false, dusk: true, yard: true };

const TRIM = "#2a2d31";
const GLASS = "#33414f";

function paintHex(colour: string): string {
  const car = CAR_COLOURS.find((c) => c.name === colour);
  if (car) return car.hex;
  return (
    { White: "#f4f5f2", Silver: "#c3c7cb", Grey: "#6e747a", Blue: "#2456a6", Red: "#b3202a" }[colour] ??
    "#c3c7cb"
  );
}

function wheel(cx: number, r: number, groundY = 470): string {
  const cy = groundY - r;
  const spokes = Array.from({ length: 5 }, (_, i) => {
    const angle = (i * 2 * Math.PI) / 5;
    const x = Math.round(cx + Math.cos(angle) * r * 0.55);
    const y = Math.round(cy + Math.sin(angle) * r * 0.55);
    return `<path d="M${cx},${cy} L${x},${y}" stroke="#8a9096" stroke-width="${Math.round(
      r * 0.14,
    )}" stroke-linecap="round"/>`;
  }).join("");
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r + 7}" fill="${TRIM}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#17181a"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.64)}" fill="#c9ccd0"/>` +
    spokes +
    `<circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.16)}" fill="#5d6268"/>`
  );
}

const SHADE =
  '<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.28"/>' +
  '<stop offset="0.45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></linearGradient>';

function drawVehicle(shape: IllustrationBody, colour: string): string {
  const paint = paintHex(colour);
  const shadow = '<ellipse cx="400" cy="472" rx="320" ry="16" fill="#000" opacity="0.22"/>';
  if (shape === "truck") {
    const cab = "M100,428 L100,190 Q100,160 130,158 L250,150 Q266,150 266,166 L266,428 Z";
    return (
      shadow +
      `<defs>${SHADE}</defs>` +
      '<rect x="262" y="372" width="440" height="22" fill="#2a2d31"/>' +
      '<rect x="280" y="250" width="14" height="84" fill="#9ea3a8"/><rect x="280" y="330" width="420" height="42" rx="3" fill="#b8bcc0"/>' +
      '<path d="M294,350 L700,350" stroke="#9ea3a8" stroke-width="4"/>' +
      `<path d="${cab}" fill="${paint}"/><path d="${cab}" fill="url(#shade)"/>` +
      `<path d="M108,252 L108,178 Q110,170 120,170 L150,168 L150,252 Z" fill="${GLASS}"/>` +
      `<path d="M160,170 L246,164 Q256,164 256,174 L256,252 L160,252 Z" fill="${GLASS}"/>` +
      `<path d="M156,256 L156,418" stroke="#000" stroke-opacity="0.25" stroke-width="3"/>` +
      `<rect x="94" y="392" width="50" height="36" rx="4" fill="${TRIM}"/><rect x="100" y="360" width="26" height="16" rx="4" fill="#fff6c8"/>` +
      wheel(185, 48) +
      wheel(600, 48)
    );
  }
  if (shape === "caravan") {
    const body =
      "M190,404 L190,222 Q190,180 232,176 L660,170 Q690,170 690,200 L690,404 Q690,414 680,414 L200,414 Q190,414 190,404 Z";
    return (
      shadow +
      `<defs>${SHADE}</defs>` +
      '<path d="M190,396 L76,440 L190,416" stroke="#2a2d31" stroke-width="8" fill="none" stroke-linejoin="round"/>' +
      '<rect x="104" y="420" width="8" height="36" fill="#2a2d31"/><circle cx="108" cy="458" r="11" fill="#17181a"/>' +
      '<rect x="410" y="158" width="96" height="16" rx="4" fill="#d9dcdf"/>' +
      `<path d="${body}" fill="${paint}"/><path d="${body}" fill="url(#shade)"/>` +
      '<rect x="190" y="320" width="500" height="16" fill="#30506e"/><rect x="190" y="342" width="500" height="6" fill="#8aa6bf"/>' +
      `<rect x="236" y="226" width="120" height="62" rx="10" fill="${GLASS}"/><rect x="530" y="226" width="120" height="62" rx="10" fill="${GLASS}"/>` +
      '<rect x="404" y="222" width="76" height="176" rx="6" fill="none" stroke="#000" stroke-opacity="0.3" stroke-width="4"/>' +
      '<rect x="412" y="236" width="60" height="44" rx="6" fill="#33414f"/>' +
      wheel(470, 40) +
      wheel(562, 40)
    );
  }
  const s = SILHOUETTES[shape];
  const wells = s.wheels
    .map((x) => `<circle cx="${x}" cy="${470 - s.wheelRadius}" r="${s.wheelRadius + 9}" fill="${TRIM}"/>`)
    .join("");
  return (
    shadow +
    `<defs>${SHADE}<clipPath id="body"><path d="${s.body}"/></clipPath></defs>` +
    `<path d="${s.body}" fill="${paint}"/><path d="${s.body}" fill="url(#shade)"/>` +
    s.windows.map((d) => `<path d="${d}" fill="${GLASS}"/>`).join("") +
    `<g clip-path="url(#body)" stroke="#000" stroke-opacity="0.22" stroke-width="3">` +
    s.doorLines.map((x) => `<path d="M${x},180 L${x},412"/>`).join("") +
    "</g>" +
    (s.extras ?? "") +
    `<rect x="${s.head[0]}" y="${s.head[1]}" width="26" height="12" rx="5" fill="#fff6c8"/>` +
    `<rect x="${s.tail[0]}" y="${s.tail[1]}" width="12" height="16" rx="4" fill="#c0262d"/>` +
    wells +
    s.wheels.map((x) => wheel(x, s.wheelRadius)).join("")
  );
}

function svgDocument(label: string, content: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img" aria-label="${label}">` +
    `<title>${label}</title>${content}</svg>\n`
  );
}

function exteriorSvg(shape: IllustrationBody, colour: string, scene: Scene): string {
  const vehicle = drawVehicle(shape, colour);
  const placed = SCENE_MIRRORED[scene]
    ? `<g transform="translate(800,0) scale(-1,1)">${vehicle}</g>`
    : vehicle;
  const noun = shape === "caravan" ? "caravan" : shape === "truck" ? "truck" : shape.replace("-", " ");
  return svgDocument(`${colour} ${noun}, ${scene} view (illustration)`, SCENE_BACKDROPS[scene] + placed);
}

const INTERIOR_HEX: Record<string, string> = { black: "#26282b", grey: "#7d8288", beige: "#cdb994" };

function detailSvg(name: string): string {
  const sky = '<rect width="800" height="600" fill="#cfe6f7"/>';
  if (name.startsWith("interior-")) {
    const trim = INTERIOR_HEX[name.slice("interior-".length)] ?? "#26282b";
    return svgDocument(
      `${name.slice(9)} interior (illustration)`,
      sky +
        '<path d="M0,0 L800,0 L800,120 Q400,60 0,120 Z" fill="#1d1f22"/>' +
        `<path d="M0,330 Q400,250 800,330 L800,600 L0,600 Z" fill="${trim}"/>` +
        '<rect x="330" y="300" width="180" height="100" rx="10" fill="#111"/><rect x="340" y="310" width="160" height="80" rx="6" fill="#3d6e9c"/>' +
        '<circle cx="200" cy="420" r="130" fill="none" stroke="#1b1c1e" stroke-width="30"/><circle cx="200" cy="420" r="34" fill="#1b1c1e"/>' +
        `<rect x="560" y="470" width="200" height="130" rx="30" fill="${trim}" stroke="#000" stroke-opacity="0.25" stroke-width="4"/>`,
    );
  }
  switch (name) {
    case "dashboard":
      return svgDocument(
        "Instrument cluster (illustration)",
        '<rect width="800" height="600" fill="#1b1d20"/>' +
          '<circle cx="260" cy="300" r="150" fill="#0c0d0f" stroke="#5a6068" stroke-width="8"/><circle cx="540" cy="300" r="150" fill="#0c0d0f" stroke="#5a6068" stroke-width="8"/>' +
          '<path d="M260,300 L170,210" stroke="#e8462c" stroke-width="8" stroke-linecap="round"/><path d="M540,300 L600,190" stroke="#e8462c" stroke-width="8" stroke-linecap="round"/>' +
          '<rect x="340" y="470" width="120" height="40" rx="8" fill="#2f6fa8"/>',
      );
    case "wheel":
      return svgDocument(
        "Alloy wheel (illustration)",
        '<rect width="800" height="600" fill="#8e949b"/><rect width="800" height="140" fill="#2a2d31"/>' +
          wheel(400, 230, 560),
      );
    case "cargo":
      return svgDocument(
        "Cargo area (illustration)",
        '<rect width="800" height="600" fill="#2a2d31"/><path d="M120,120 L680,120 L760,560 L40,560 Z" fill="#3a3e44"/>' +
          '<path d="M170,200 L630,200 L690,520 L110,520 Z" fill="#1f2124"/><rect x="300" y="330" width="200" height="130" rx="10" fill="#9c7a4f"/>',
      );
    case "caravan-lounge":
      return svgDocument(
        "Caravan lounge (illustration)",
        '<rect width="800" height="600" fill="#efe8dc"/><rect x="60" y="90" width="300" height="150" rx="14" fill="#9fc6e6" stroke="#8c7b66" stroke-width="10"/>' +
          '<rect x="40" y="360" width="720" height="150" rx="24" fill="#6c7f8f"/><rect x="260" y="300" width="280" height="40" rx="8" fill="#b58b5b"/>',
      );
    case "caravan-kitchen":
      return svgDocument(
        "Caravan kitchen (illustration)",
        '<rect width="800" height="600" fill="#f3efe8"/><rect x="0" y="340" width="800" height="260" fill="#b58b5b"/>' +
          '<rect x="0" y="320" width="800" height="30" fill="#ddd6ca"/><rect x="120" y="300" width="160" height="26" rx="4" fill="#2a2d31"/>' +
          '<rect x="470" y="290" width="140" height="36" rx="6" fill="#c3c7cb"/><rect x="80" y="60" width="640" height="140" rx="10" fill="#d9cbb5"/>',
      );
    case "caravan-bed":
      return svgDocument(
        "Caravan bedroom (illustration)",
        '<rect width="800" height="600" fill="#ede7de"/><rect x="120" y="300" width="560" height="220" rx="20" fill="#f8f8f6" stroke="#c9c1b4" stroke-width="6"/>' +
          '<rect x="170" y="250" width="190" height="80" rx="30" fill="#ffffff" stroke="#c9c1b4" stroke-width="4"/><rect x="440" y="250" width="190" height="80" rx="30" fill="#ffffff" stroke="#c9c1b4" stroke-width="4"/>' +
          '<rect x="120" y="400" width="560" height="120" rx="20" fill="#5d7d96"/><rect x="80" y="80" width="640" height="110" rx="10" fill="#b58b5b"/>',
      );
    default:
      throw new Error(`no detail illustration ${name}`);
  }
}

/** A small PDF standing in for a vehicle history report (vehicle-page §3, file). */
function historyReportPdf(): string {
  const text = "Vehicle history report - demo sample. No written-off, stolen or encumbered records found.";
  const stream = `BT /F1 14 Tf 56 760 Td (${text}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return body;
}

/** Every static file the generated stock points at, by file name under public/stock/. */
export function stockIllustrationFiles(): Map<string, string> {
  const files = new Map<string, string>();
  const carShapes = Object.keys(SILHOUETTES) as IllustrationBody[];
  const sets: [IllustrationBody[], readonly string[]][] = [
    [carShapes, CAR_COLOURS.map((c) => c.name)],
    [["truck"], TRUCK_COLOURS],
    [["caravan"], CARAVAN_COLOURS],
  ];
  for (const [shapes, colours] of sets) {
    for (const shape of shapes) {
      for (const colour of colours) {
        for (const scene of SCENES) {
          files.set(`${shape}-${colour.toLowerCase()}-${scene}.svg`, exteriorSvg(shape, colour, scene));
        }
      }
    }
  }
  for (const interior of INTERIOR_COLOURS) {
    files.set(
      `detail-interior-${interior.toLowerCase()}.svg`,
      detailSvg(`interior-${interior.toLowerCase()}`),
    );
  }
  for (const shot of ["dashboard", "wheel", "cargo", "caravan-lounge", "caravan-kitchen", "caravan-bed"]) {
    files.set(`detail-${shot}.svg`, detailSvg(shot));
  }
  files.set(HISTORY_REPORT_URL.slice("/stock/".length), historyReportPdf());
  return files;
}
