import type { CarType } from "~/db/schema";
import type { Tenant, TenantDealership, TenantLocation } from "~/tenants/schema";
import type { ItemType } from "~/models/car/vocabulary";
import { CATALOGUE, type CatalogueMake, type CatalogueModel, type CatalogueVariant } from "./catalogue";
import { BASE_PROFILE, type PriceChoice, type Profile, type StatusChoice } from "./profiles";
import type { Random } from "./random";

// ---------------------------------------------------------------------------------------
// Each tenant's plan: what it sells, from which dealerships and yards.

export interface StockChoice {
  dealership: TenantDealership | null;
  make: CatalogueMake;
  model: CatalogueModel;
  variant: CatalogueVariant;
  weight: number;
}

export interface TenantPlan {
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

export function planTenant(tenant: Tenant, tenantIndex: number, currentYear: number): TenantPlan {
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
          model.variants.map((variant) => ({ dealership, make, model, variant, weight: 0 }))
        )
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
        }))
      )
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
        (filter.make === null || choice.make.name === filter.make)
    );
    plan.filtered.set(key, list);
  }
  return list;
}

/** How many cars each tenant gets: car dealers three shares, truck and caravan dealers one. */
export function stockShares(tenants: readonly Tenant[], count: number, now: Date): Map<string, number> {
  const currentYear = australianYear(now);
  const weights = tenants.map((tenant, index) =>
    planTenant(tenant, index, currentYear).itemType === "Car" ? 3 : 1
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

export function australianYear(now: Date): number {
  const text = new Intl.DateTimeFormat("en-AU", { timeZone: "Australia/Sydney", year: "numeric" }).format(
    now
  );
  return Number(text);
}

export function chooseStock(plan: TenantPlan, random: Random, profile: Profile): StockChoice {
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

export function randomProfile(plan: TenantPlan, random: Random): Profile {
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
