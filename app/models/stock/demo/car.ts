import type { CarType, NewCarRow } from "~/db/schema";
import { toJsonb } from "~/db/schema";
import { slugify } from "~/models/slug";
import { DRIVE_LABELS, FUEL_TEXT, type ItemType } from "~/models/car/vocabulary";
import { CAR_COLOURS, CARAVAN_COLOURS, INTERIOR_COLOURS, TRUCK_COLOURS } from "./catalogue/equipment";
import { dealerComments } from "./comments";
import { financeLenders, marketPrices } from "./finance";
import { clamp, DAY_MS, daysBefore, dollarsEndingIn990, isoDate, monthOf, pad2 } from "./helpers";
import { HISTORY_REPORT_URL, illustrationsFor } from "./illustrations";
import { chooseStock, type TenantPlan } from "./plan";
import { COVERAGE_PROFILES, COVERAGE_ROUNDS, type Profile } from "./profiles";
import type { Random } from "./random";
import { categoriesFor, equipmentFor, sharedFor, variantName, variantRecord } from "./variant";
import { regplateFor, vinFor } from "./vin";

/** created_at spreads over this many days before now. */
const LISTING_SPAN_DAYS = 120;
/** The spec's new tag: cars younger than 8 days (search-journey §9). */
const NEW_ARRIVAL_DAYS = 8;
const OLDEST_USED_YEAR = 2008;
/** Cars about 15,000 km a year; trucks work harder; caravans have no odometer. */
const KM_PER_YEAR: Record<ItemType, number> = { Car: 15_000, Truck: 35_000, Caravan: 0 };
const HISTORY_REPORT_JSON = toJsonb({ url: HISTORY_REPORT_URL, name: "Vehicle history report" });

interface BuildContext {
  plan: TenantPlan;
  random: Random;
  now: Date;
  currentYear: number;
  /** The car's place in its tenant's stock: stock numbers and VINs come from it. */
  index: number;
}

export function buildCar(ctx: BuildContext, wanted: Profile): NewCarRow {
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
    new Date(Math.min(now.getTime(), Date.parse(buildDate) + random.between(20, 90) * DAY_MS))
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
            random
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

function chooseColour(itemType: ItemType, random: Random): string {
  if (itemType === "Truck") return random.weighted(TRUCK_COLOURS, (c) => (c === "White" ? 6 : 1));
  if (itemType === "Caravan") return random.weighted(CARAVAN_COLOURS, (c) => (c === "White" ? 6 : 1));
  return random.weighted(CAR_COLOURS, (c) => c.weight).name;
}
