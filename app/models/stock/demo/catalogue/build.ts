/**
 * Builders that keep the per-make tables one line per variant: engines, models, makes, and
 * the truck and caravan variants.
 */
import type { CaravanSpecs } from "~/db/schema";
import type { DriveCode, ItemType, SimpleBody, SimpleFuel } from "~/models/car/vocabulary";
import {
  GEARBOX_TEXT,
  type CatalogueMake,
  type CatalogueModel,
  type CatalogueVariant,
  type GearCode,
  type Powertrain,
} from "./types";

interface EngineOptions {
  turbo?: boolean | "twin";
  tank?: number;
  torque?: number;
}

export function engine(
  fuel: SimpleFuel,
  litres: number | null,
  cylinders: number | null,
  gear: GearCode,
  consumption: number | null,
  options: EngineOptions = {}
): Powertrain {
  const induction =
    litres === null ? null : options.turbo === "twin" ? "Twin Turbo" : options.turbo ? "Turbo" : "Aspirated";
  const estimatedTorque =
    litres === null ? 300 : Math.round(litres * (options.turbo ? 160 : 95) + (fuel === "Diesel" ? 80 : 0));
  return {
    fuel,
    litres,
    cylinders,
    induction,
    gearbox: GEARBOX_TEXT[gear],
    manual: gear.endsWith("MT") && gear !== "6AMT" && gear !== "12AMT",
    consumption: fuel === "Electric" ? null : consumption,
    tank: fuel === "Electric" ? null : options.tank ?? Math.round(40 + (litres ?? 0) * 10),
    torqueNm: options.torque ?? estimatedTorque,
  };
}

export const petrol = (l: number, cyl: number, gear: GearCode, use: number, o?: EngineOptions) =>
  engine("Petrol", l, cyl, gear, use, o);
export const turboPetrol = (l: number, cyl: number, gear: GearCode, use: number, o?: EngineOptions) =>
  engine("Petrol", l, cyl, gear, use, { turbo: true, ...o });
export const diesel = (l: number, cyl: number, gear: GearCode, use: number, o?: EngineOptions) =>
  engine("Diesel", l, cyl, gear, use, { turbo: true, ...o });
export const hybrid = (l: number, cyl: number, gear: GearCode, use: number, o?: EngineOptions) =>
  engine("Hybrid", l, cyl, gear, use, o);
export const plugIn = (l: number, cyl: number, gear: GearCode, use: number, o?: EngineOptions) =>
  engine("Plug-in Hybrid", l, cyl, gear, use, o);
export const electric = (torque: number) => engine("Electric", null, null, "1AT", null, { torque });

interface ModelDefaults {
  body: SimpleBody;
  since: number;
  until?: number;
  series?: string;
  seats?: number;
  doors?: number;
  drive?: DriveCode;
  retention?: number;
  gvm?: number;
}

export type VariantOverrides = Partial<
  Pick<CatalogueVariant, "body" | "seats" | "doors" | "drive" | "series" | "gvm" | "features" | "since">
>;

export interface VariantDraft {
  badge: string;
  price: number;
  power: Powertrain | null;
  overrides: VariantOverrides;
  caravan: CaravanSpecs | null;
}

export function v(
  badge: string,
  price: number,
  power: Powertrain,
  overrides: VariantOverrides = {}
): VariantDraft {
  return { badge, price, power, overrides, caravan: null };
}

const BODY_DOORS: Record<SimpleBody, number> = {
  Sedan: 4,
  Hatch: 5,
  SUV: 5,
  Ute: 4,
  Wagon: 5,
  Van: 4,
  "Cab Chassis": 2,
  Coupe: 2,
  Convertible: 2,
  "People Mover": 5,
  Caravan: 1,
};

const BODY_SEATS: Record<SimpleBody, number> = {
  Sedan: 5,
  Hatch: 5,
  SUV: 5,
  Ute: 5,
  Wagon: 5,
  Van: 2,
  "Cab Chassis": 3,
  Coupe: 4,
  Convertible: 2,
  "People Mover": 8,
  Caravan: 0,
};

/** Unless a variant says otherwise, electrified versions of older nameplates start here. */
const ELECTRIFIED_SINCE: Partial<Record<SimpleFuel, number>> = {
  Hybrid: 2018,
  "Plug-in Hybrid": 2021,
  Electric: 2019,
};

/** Utes and vans are workhorses: they carry more value into old age. */
const BODY_RETENTION: Partial<Record<SimpleBody, number>> = { Ute: 0.9, "Cab Chassis": 0.89, Van: 0.88 };

/** A model as `model()` leaves it, built once its make is known. */
type ModelBuilder = (make: string, itemType: ItemType) => CatalogueModel;

export function model(name: string, defaults: ModelDefaults, variants: VariantDraft[]): ModelBuilder {
  return (make, itemType) => ({
    make,
    name,
    itemType,
    since: defaults.since,
    until: defaults.until ?? null,
    retention: defaults.retention ?? BODY_RETENTION[defaults.body] ?? 0.86,
    variants: variants.map((draft) => {
      const body = draft.overrides.body ?? defaults.body;
      return {
        badge: draft.badge,
        price: draft.price,
        body,
        seats:
          draft.overrides.seats ?? (body === defaults.body ? defaults.seats : undefined) ?? BODY_SEATS[body],
        doors:
          draft.overrides.doors ?? (body === defaults.body ? defaults.doors : undefined) ?? BODY_DOORS[body],
        drive: draft.overrides.drive ?? defaults.drive ?? (body === "Ute" ? "4WD" : "FWD"),
        power: draft.power,
        series: draft.overrides.series ?? defaults.series ?? null,
        gvm: draft.overrides.gvm ?? defaults.gvm ?? null,
        features: draft.overrides.features ?? [],
        since: Math.max(
          defaults.since,
          draft.overrides.since ?? (draft.power ? ELECTRIFIED_SINCE[draft.power.fuel] ?? 0 : 0)
        ),
        caravan: draft.caravan,
      };
    }),
  });
}

export function make(
  name: string,
  wmi: string,
  models: ModelBuilder[],
  itemType: ItemType = "Car"
): CatalogueMake {
  return { name, itemType, wmi, models: models.map((build) => build(name, itemType)) };
}

// ---------------------------------------------------------------------------------------
// Passenger and light commercial vehicles.

export const AWD: VariantOverrides = { drive: "AWD" };
export const SEVEN: VariantOverrides = { seats: 7 };
/** The 4x2 single cab chassis every ute range opens with: rear-wheel drive. */
export const SINGLE_CAB: VariantOverrides = { body: "Cab Chassis", doors: 2, seats: 3, drive: "RWD" };
export const DUAL_CAB_CHASSIS: VariantOverrides = { body: "Cab Chassis", doors: 4, seats: 5 };

// ---------------------------------------------------------------------------------------
// Trucks: light to heavy duty cab chassis, for the truck dealer.

export const TRUCK: VariantOverrides = { body: "Cab Chassis", doors: 2, seats: 3, drive: "RWD" };
export const CREW: VariantOverrides = { ...TRUCK, seats: 7, doors: 4 };

export function truck(
  badge: string,
  price: number,
  power: Powertrain,
  gvm: number,
  overrides: VariantOverrides = {}
) {
  return v(badge, price, power, { ...TRUCK, gvm, ...overrides });
}

/** A truck maker: its models are listed and searched as trucks. */
export function truckMake(name: string, wmi: string, models: ModelBuilder[]): CatalogueMake {
  return make(name, wmi, models, "Truck");
}

export const TRUCK_DIESEL = (litres: number, cyl: number, gear: GearCode, torque: number) =>
  diesel(litres, cyl, gear, 14 + litres * 2.5, { tank: Math.round(100 + litres * 20), torque });

// ---------------------------------------------------------------------------------------
// Caravans: no engine; the specifications a buyer compares (vehicle-page §3, feet as given).

/** A caravan maker: its models are listed and searched as caravans. */
export function caravanMake(name: string, wmi: string, models: ModelBuilder[]): CatalogueMake {
  return make(name, wmi, models, "Caravan");
}

export function van(
  badge: string,
  price: number,
  specs: {
    length: number;
    width: number;
    tare: number;
    atm: number;
    axle: "Single" | "Tandem";
    sleeps: number;
  },
  features: readonly string[] = []
): VariantDraft {
  return {
    badge,
    price,
    power: null,
    overrides: { body: "Caravan", seats: 0, doors: 1, features },
    caravan: {
      body_length: specs.length,
      body_width: specs.width,
      tare_weight: specs.tare,
      axle_type: specs.axle,
      sleeps: specs.sleeps,
      aggregate_trailer_mass: specs.atm,
    },
  };
}

export const OFF_ROAD = ["Off-Road Suspension", "Lithium Battery", "Solar Panel"];
