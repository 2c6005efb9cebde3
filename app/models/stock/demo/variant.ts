import type { CarVariant } from "~/db/schema";
import { toJsonb } from "~/db/schema";
import type { ItemType } from "~/models/car/vocabulary";
import type { CatalogueVariant } from "./catalogue";
import {
  BASE_EQUIPMENT,
  BODY_EQUIPMENT,
  CARAVAN_EQUIPMENT,
  FOUR_WD_EQUIPMENT,
  FUEL_EQUIPMENT,
  TIERED_EQUIPMENT,
  TRUCK_EQUIPMENT,
} from "./catalogue/equipment";
import { clamp, unique } from "./helpers";
import type { Random } from "./random";

export function variantName(variant: CatalogueVariant): string | null {
  const power = variant.power;
  if (!power) return null;
  const engine = power.litres
    ? `${power.litres.toFixed(1)}${power.induction === "Aspirated" ? "i" : "T"}`
    : "EV";
  return `${variant.badge} ${variant.body} ${variant.doors}dr ${power.manual ? "Man" : "Auto"} ${engine}`;
}

export function variantRecord(variant: CatalogueVariant): CarVariant {
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

export function categoriesFor(itemType: ItemType, variant: CatalogueVariant, price: number): string[] {
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
export function equipmentFor(itemType: ItemType, variant: CatalogueVariant, random: Random): Equipment {
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

/**
 * JSON text that many cars have in common (variant records, caravan specs) is made once
 * per catalogue entry and shared, so 100,000 cars cost a fraction of the memory and time.
 */
const jsonByCatalogueEntry = new WeakMap<CatalogueVariant, Map<string, string>>();
export function sharedFor(variant: CatalogueVariant, key: string, build: () => unknown): string {
  let entries = jsonByCatalogueEntry.get(variant);
  if (!entries) jsonByCatalogueEntry.set(variant, (entries = new Map()));
  let text = entries.get(key);
  if (text === undefined) entries.set(key, (text = toJsonb(build())));
  return text;
}

// ---------------------------------------------------------------------------------------
// Finance quotes (vehicle-page §5, §9): one record per provider, keyed by provider.
