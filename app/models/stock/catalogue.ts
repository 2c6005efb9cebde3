/**
 * Australian-market stock data for the demo generator: makes, models and variants as a
 * dealer lists them (badge, body, engine, gearbox, drive, seats, recommended price in AUD
 * before on-road costs), colours and equipment. Prices are the recent list prices, close
 * enough that a search page looks like a real yard; they are demo data, not a price guide.
 */
import type { CaravanSpecs } from "~/db/schema";

/** The body facet values (search-journey §3 simple_body). */
export const SIMPLE_BODIES = [
  "Sedan",
  "Hatch",
  "SUV",
  "Ute",
  "Wagon",
  "Van",
  "Cab Chassis",
  "Coupe",
  "Convertible",
  "People Mover",
  "Caravan",
] as const;
export type SimpleBody = (typeof SIMPLE_BODIES)[number];

export const SIMPLE_FUELS = ["Petrol", "Diesel", "Hybrid", "Electric", "Plug-in Hybrid"] as const;
export type SimpleFuel = (typeof SIMPLE_FUELS)[number];

export type DriveCode = "FWD" | "AWD" | "4WD" | "RWD";

/** How drive reads on a listing, as the dealer feeds write it. */
export const DRIVE_LABELS: Record<DriveCode, string> = {
  FWD: "Front Wheel Drive",
  AWD: "All Wheel Drive",
  "4WD": "Four Wheel Drive",
  RWD: "Rear Wheel Drive",
};

/** What a dealer sells: the item_type of a listing. */
export type ItemType = "Car" | "Truck" | "Caravan";

/** The detailed fuel text of a listing (`fuel`), by simple fuel. */
export const FUEL_TEXT: Record<SimpleFuel, string> = {
  Petrol: "Unleaded Petrol",
  Diesel: "Diesel",
  Hybrid: "Hybrid Petrol/Electric",
  Electric: "Electric",
  "Plug-in Hybrid": "Plug-in Hybrid Petrol/Electric",
};

type GearCode =
  | "CVT"
  | "5MT"
  | "6MT"
  | "5AT"
  | "6AT"
  | "7AT"
  | "8AT"
  | "9AT"
  | "10AT"
  | "6DCT"
  | "7DCT"
  | "8DCT"
  | "1AT"
  | "6AMT"
  | "12AMT";

const GEARBOX_TEXT: Record<GearCode, string> = {
  CVT: "Constantly Variable Transmission",
  "5MT": "5 Speed Manual",
  "6MT": "6 Speed Manual",
  "5AT": "5 Speed Automatic",
  "6AT": "6 Speed Automatic",
  "7AT": "7 Speed Automatic",
  "8AT": "8 Speed Automatic",
  "9AT": "9 Speed Automatic",
  "10AT": "10 Speed Automatic",
  "6DCT": "6 Speed Auto Dual Clutch",
  "7DCT": "7 Speed Auto Dual Clutch",
  "8DCT": "8 Speed Auto Dual Clutch",
  "1AT": "1 Speed Reduction Gear",
  "6AMT": "6 Speed Automated Manual",
  "12AMT": "12 Speed Automated Manual",
};

export interface Powertrain {
  fuel: SimpleFuel;
  /** Engine capacity in litres; null for electric motors. */
  litres: number | null;
  cylinders: number | null;
  induction: "Aspirated" | "Turbo" | "Twin Turbo" | null;
  /** The listing's `trans` text, e.g. "8 Speed Automatic". */
  gearbox: string;
  manual: boolean;
  /** Combined fuel use in L/100km; null for electric. */
  consumption: number | null;
  /** Fuel tank in litres; null for electric. */
  tank: number | null;
  torqueNm: number | null;
}

export interface CatalogueVariant {
  badge: string;
  /** First model year of this variant; hybrids and EVs came later than most nameplates. */
  since: number;
  /** Recommended price in AUD, new, before on-road costs. */
  price: number;
  body: SimpleBody;
  seats: number;
  doors: number;
  drive: DriveCode;
  power: Powertrain | null;
  series: string | null;
  /** Gross vehicle mass in kg (utes, vans and trucks). */
  gvm: number | null;
  /** Equipment beyond what the body and price tier bring. */
  features: readonly string[];
  caravan: CaravanSpecs | null;
}

export interface CatalogueModel {
  make: string;
  name: string;
  itemType: ItemType;
  /** First model year sold in Australia; used stock is never older. */
  since: number;
  /** Last model year sold new, when the model has left the market. */
  until: number | null;
  /** Value kept each year of age (0.85 = loses 15% a year); utes and LandCruisers hold better. */
  retention: number;
  variants: readonly CatalogueVariant[];
}

export interface CatalogueMake {
  name: string;
  itemType: ItemType;
  /** World manufacturer identifier: the first three characters of the make's VINs. */
  wmi: string;
  models: readonly CatalogueModel[];
}

// ---------------------------------------------------------------------------------------
// Builders: keep the tables below one line per variant.

interface EngineOptions {
  turbo?: boolean | "twin";
  tank?: number;
  torque?: number;
}

function engine(
  fuel: SimpleFuel,
  litres: number | null,
  cylinders: number | null,
  gear: GearCode,
  consumption: number | null,
  options: EngineOptions = {},
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

const petrol = (l: number, cyl: number, gear: GearCode, use: number, o?: EngineOptions) =>
  engine("Petrol", l, cyl, gear, use, o);
const turboPetrol = (l: number, cyl: number, gear: GearCode, use: number, o?: EngineOptions) =>
  engine("Petrol", l, cyl, gear, use, { turbo: true, ...o });
const diesel = (l: number, cyl: number, gear: GearCode, use: number, o?: EngineOptions) =>
  engine("Diesel", l, cyl, gear, use, { turbo: true, ...o });
const hybrid = (l: number, cyl: number, gear: GearCode, use: number, o?: EngineOptions) =>
  engine("Hybrid", l, cyl, gear, use, o);
const plugIn = (l: number, cyl: number, gear: GearCode, use: number, o?: EngineOptions) =>
  engine("Plug-in Hybrid", l, cyl, gear, use, o);
const electric = (torque: number) => engine("Electric", null, null, "1AT", null, { torque });

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

type VariantOverrides = Partial<
  Pick<CatalogueVariant, "body" | "seats" | "doors" | "drive" | "series" | "gvm" | "features" | "since">
>;

interface VariantDraft {
  badge: string;
  price: number;
  power: Powertrain | null;
  overrides: VariantOverrides;
  caravan: CaravanSpecs | null;
}

function v(badge: string, price: number, power: Powertrain, overrides: VariantOverrides = {}): VariantDraft {
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

function model(
  name: string,
  defaults: ModelDefaults,
  variants: VariantDraft[],
): (make: string, itemType: ItemType) => CatalogueModel {
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
          draft.overrides.since ?? (draft.power ? ELECTRIFIED_SINCE[draft.power.fuel] ?? 0 : 0),
        ),
        caravan: draft.caravan,
      };
    }),
  });
}

function make(
  name: string,
  wmi: string,
  models: ((make: string, itemType: ItemType) => CatalogueModel)[],
  itemType: ItemType = "Car",
): CatalogueMake {
  return { name, itemType, wmi, models: models.map((build) => build(name, itemType)) };
}

// ---------------------------------------------------------------------------------------
// Passenger and light commercial vehicles.

const AWD: VariantOverrides = { drive: "AWD" };
const SEVEN: VariantOverrides = { seats: 7 };
const SINGLE_CAB: VariantOverrides = { body: "Cab Chassis", doors: 2, seats: 3 };
const DUAL_CAB_CHASSIS: VariantOverrides = { body: "Cab Chassis", doors: 4, seats: 5 };

const toyota = make("Toyota", "JTM", [
  model("Yaris", { body: "Hatch", since: 2008, series: "MXPA10R" }, [
    v("Ascent Sport", 24_140, petrol(1.5, 3, "CVT", 4.9)),
    v("SX Hybrid", 30_780, hybrid(1.5, 3, "CVT", 3.3)),
    v("ZR Hybrid", 33_170, hybrid(1.5, 3, "CVT", 3.3)),
  ]),
  model("Yaris Cross", { body: "SUV", since: 2020, series: "MXPB10R" }, [
    v("GX", 30_110, petrol(1.5, 3, "CVT", 5.4)),
    v("GXL Hybrid", 35_060, hybrid(1.5, 3, "CVT", 3.8)),
    v("Urban Hybrid AWD-i", 39_060, hybrid(1.5, 3, "CVT", 4.0), AWD),
  ]),
  model("Corolla", { body: "Hatch", since: 2008, series: "MZEA12R" }, [
    v("Ascent Sport", 30_180, petrol(2.0, 4, "CVT", 6.0)),
    v("Ascent Sport Hybrid", 32_680, hybrid(1.8, 4, "CVT", 4.0)),
    v("SX Hybrid", 35_690, hybrid(1.8, 4, "CVT", 4.0)),
    v("ZR Hybrid", 40_690, hybrid(1.8, 4, "CVT", 4.0)),
    v("Ascent Sport Hybrid Sedan", 33_180, hybrid(1.8, 4, "CVT", 3.9), { body: "Sedan" }),
    v("GR Corolla", 67_160, turboPetrol(1.6, 3, "6MT", 8.4, { torque: 370 }), { drive: "AWD", since: 2023 }),
  ]),
  model("Corolla Cross", { body: "SUV", since: 2022, series: "MXGA10R" }, [
    v("GX", 33_890, petrol(2.0, 4, "CVT", 6.0)),
    v("GXL Hybrid", 40_740, hybrid(2.0, 4, "CVT", 4.3)),
    v("Atmos Hybrid AWD", 49_190, hybrid(2.0, 4, "CVT", 4.4), AWD),
  ]),
  model("C-HR", { body: "SUV", since: 2017, series: "MAXH10R" }, [
    v("GXL Hybrid", 46_990, hybrid(2.0, 4, "CVT", 4.5)),
    v("Koba Hybrid", 50_990, hybrid(2.0, 4, "CVT", 4.5)),
    v("GR Sport AWD", 54_990, hybrid(2.0, 4, "CVT", 4.7), AWD),
  ]),
  model("Camry", { body: "Sedan", since: 2008, series: "AXVH80R" }, [
    v("Ascent Hybrid", 39_990, hybrid(2.5, 4, "CVT", 4.2)),
    v("SL Hybrid", 50_990, hybrid(2.5, 4, "CVT", 4.5)),
    v("SX Hybrid", 44_990, hybrid(2.5, 4, "CVT", 4.5)),
  ]),
  model("RAV4", { body: "SUV", since: 2008, series: "AXAH52R" }, [
    v("GX 2WD", 36_550, petrol(2.0, 4, "CVT", 6.5)),
    v("GX Hybrid 2WD", 40_550, hybrid(2.5, 4, "CVT", 4.7)),
    v("Cruiser Hybrid AWD", 50_450, hybrid(2.5, 4, "CVT", 4.8), AWD),
    v("Edge Hybrid AWD", 55_450, hybrid(2.5, 4, "CVT", 4.8), AWD),
  ]),
  model("Kluger", { body: "SUV", since: 2008, series: "AXUH78R", seats: 7, drive: "AWD" }, [
    v("GX Hybrid AWD", 60_590, hybrid(2.5, 4, "CVT", 5.6)),
    v("GXL Hybrid AWD", 70_590, hybrid(2.5, 4, "CVT", 5.6)),
    v("Grande Hybrid AWD", 80_990, hybrid(2.5, 4, "CVT", 5.6)),
  ]),
  model("LandCruiser Prado", { body: "SUV", since: 2008, series: "TJA250R", drive: "4WD", retention: 0.92 }, [
    v("GX", 73_200, diesel(2.8, 4, "8AT", 7.9, { tank: 110, torque: 500 }), { seats: 5 }),
    v("GXL", 82_800, diesel(2.8, 4, "8AT", 7.9, { tank: 110, torque: 500 }), SEVEN),
    v("VX", 93_390, diesel(2.8, 4, "8AT", 7.9, { tank: 110, torque: 500 }), SEVEN),
    v("Kakadu", 100_660, diesel(2.8, 4, "8AT", 7.9, { tank: 110, torque: 500 }), SEVEN),
  ]),
  model("LandCruiser 300", { body: "SUV", since: 2021, series: "FJA300R", drive: "4WD", retention: 0.93 }, [
    v("GX", 92_880, diesel(3.3, 6, "10AT", 8.9, { turbo: "twin", tank: 110, torque: 700 }), { seats: 5 }),
    v("GXL", 105_170, diesel(3.3, 6, "10AT", 8.9, { turbo: "twin", tank: 110, torque: 700 }), SEVEN),
    v("VX", 117_260, diesel(3.3, 6, "10AT", 8.9, { turbo: "twin", tank: 110, torque: 700 }), SEVEN),
    v("Sahara", 139_400, diesel(3.3, 6, "10AT", 8.9, { turbo: "twin", tank: 110, torque: 700 }), SEVEN),
    v("GR Sport", 146_390, diesel(3.3, 6, "10AT", 8.9, { turbo: "twin", tank: 110, torque: 700 }), {
      seats: 5,
    }),
  ]),
  model("HiLux", { body: "Ute", since: 2008, series: "GUN126R", gvm: 3_050, retention: 0.91 }, [
    v("Workmate 4x2 Single Cab Chassis", 34_960, petrol(2.7, 4, "6AT", 10.7, { tank: 80 }), {
      ...SINGLE_CAB,
      drive: "RWD",
      series: "TGN121R",
    }),
    v(
      "SR 4x4 Double Cab Chassis",
      54_440,
      diesel(2.8, 4, "6AT", 8.1, { tank: 80, torque: 500 }),
      DUAL_CAB_CHASSIS,
    ),
    v("SR 4x4 Double Cab Pick Up", 56_360, diesel(2.8, 4, "6AT", 8.1, { tank: 80, torque: 500 })),
    v("SR5 4x4 Double Cab Pick Up", 64_490, diesel(2.8, 4, "6AT", 8.1, { tank: 80, torque: 500 })),
    v("Rogue 4x4 Double Cab Pick Up", 73_460, diesel(2.8, 4, "6AT", 8.1, { tank: 80, torque: 500 })),
    v("GR Sport 4x4 Double Cab Pick Up", 77_930, diesel(2.8, 4, "6AT", 8.4, { tank: 80, torque: 550 }), {
      since: 2022,
    }),
  ]),
  model(
    "Fortuner",
    { body: "SUV", since: 2015, series: "GUN156R", seats: 7, drive: "4WD", retention: 0.89 },
    [
      v("GX", 56_390, diesel(2.8, 4, "6AT", 8.6, { tank: 80, torque: 500 })),
      v("GXL", 61_390, diesel(2.8, 4, "6AT", 8.6, { tank: 80, torque: 500 })),
      v("Crusade", 68_490, diesel(2.8, 4, "6AT", 8.6, { tank: 80, torque: 500 })),
    ],
  ),
  model("HiAce", { body: "Van", since: 2008, series: "GDH300R", drive: "RWD", gvm: 3_300 }, [
    v("LWB Van", 51_940, diesel(2.8, 4, "6AT", 8.4, { tank: 70, torque: 450 })),
    v("SLWB Van", 55_740, diesel(2.8, 4, "6AT", 8.6, { tank: 70, torque: 450 })),
    v("SLWB Commuter Bus", 72_650, diesel(2.8, 4, "6AT", 8.9, { tank: 70, torque: 450 }), {
      body: "People Mover",
      seats: 12,
      doors: 4,
    }),
  ]),
  model("GR86", { body: "Coupe", since: 2022, series: "ZN8R", drive: "RWD" }, [
    v("GT", 47_050, petrol(2.4, 4, "6MT", 9.5, { tank: 50, torque: 250 })),
    v("GTS", 53_160, petrol(2.4, 4, "6AT", 8.8, { tank: 50, torque: 250 })),
  ]),
  model("bZ4X", { body: "SUV", since: 2022, series: "XEAM10R" }, [
    v("FWD", 66_000, electric(266)),
    v("AWD", 74_900, electric(337), AWD),
  ]),
]);

const mazda = make("Mazda", "JM0", [
  model("Mazda2", { body: "Hatch", since: 2008, series: "DJ" }, [
    v("G15 Pure", 25_010, petrol(1.5, 4, "6AT", 5.3)),
    v("G15 GT", 29_040, petrol(1.5, 4, "6AT", 5.3)),
  ]),
  model("Mazda3", { body: "Hatch", since: 2008, series: "BP" }, [
    v("G20 Pure", 33_050, petrol(2.0, 4, "6AT", 6.2)),
    v("G25 Evolve", 36_110, petrol(2.5, 4, "6AT", 6.6)),
    v("G25 GT Sedan", 41_060, petrol(2.5, 4, "6AT", 6.6), { body: "Sedan" }),
    v("X20 Astina", 48_010, petrol(2.0, 4, "6AT", 5.9)),
  ]),
  model("CX-3", { body: "SUV", since: 2015, series: "DK" }, [
    v("G20 Pure", 29_940, petrol(2.0, 4, "6AT", 6.3)),
    v("G20 Maxx Sport", 31_990, petrol(2.0, 4, "6AT", 6.3)),
    v("S20 Akari AWD", 39_180, petrol(2.0, 4, "6AT", 6.7), AWD),
  ]),
  model("CX-30", { body: "SUV", since: 2020, series: "DM" }, [
    v("G20 Pure", 34_090, petrol(2.0, 4, "6AT", 6.2)),
    v("G25 Touring", 40_090, petrol(2.5, 4, "6AT", 6.6)),
    v("G25 Astina AWD", 45_450, petrol(2.5, 4, "6AT", 6.8), AWD),
  ]),
  model("CX-5", { body: "SUV", since: 2012, series: "KF" }, [
    v("G20 Maxx", 36_690, petrol(2.0, 4, "6AT", 6.9)),
    v("G25 Maxx Sport AWD", 42_330, petrol(2.5, 4, "6AT", 7.4), AWD),
    v("G25 Touring AWD", 45_400, petrol(2.5, 4, "6AT", 7.4), AWD),
    v("G35 Akera AWD", 54_270, turboPetrol(2.5, 4, "6AT", 8.2, { torque: 420 }), AWD),
  ]),
  model("CX-60", { body: "SUV", since: 2022, series: "KH", drive: "AWD" }, [
    v("G40e Evolve", 59_800, turboPetrol(3.3, 6, "8AT", 7.4, { torque: 450 })),
    v("D50e GT", 70_600, diesel(3.3, 6, "8AT", 4.9, { torque: 550 })),
    v("P50e Azami", 82_000, plugIn(2.5, 4, "8AT", 2.1, { torque: 500 })),
  ]),
  model("CX-9", { body: "SUV", since: 2008, until: 2023, series: "TC", seats: 7 }, [
    v("Touring", 52_990, turboPetrol(2.5, 4, "6AT", 8.4, { tank: 74, torque: 420 })),
    v("Azami AWD", 67_490, turboPetrol(2.5, 4, "6AT", 9.0, { tank: 74, torque: 420 }), AWD),
  ]),
  model("CX-90", { body: "SUV", since: 2023, series: "KK", seats: 8, drive: "AWD" }, [
    v("G50e Touring", 77_980, turboPetrol(3.3, 6, "8AT", 8.2, { torque: 500 })),
    v("D50e Azami", 89_990, diesel(3.3, 6, "8AT", 5.4, { torque: 550 })),
  ]),
  model("BT-50", { body: "Ute", since: 2011, series: "TF", gvm: 3_100, retention: 0.89 }, [
    v("XS 4x2 Cab Chassis", 36_780, diesel(1.9, 4, "6AT", 7.3, { tank: 76, torque: 350 }), {
      ...SINGLE_CAB,
      drive: "RWD",
    }),
    v("XT 4x4 Dual Cab Pick Up", 53_460, diesel(3.0, 4, "6AT", 8.0, { tank: 76, torque: 450 })),
    v("GT 4x4 Dual Cab Pick Up", 62_180, diesel(3.0, 4, "6AT", 8.0, { tank: 76, torque: 450 })),
    v("Thunder 4x4 Dual Cab Pick Up", 71_710, diesel(3.0, 4, "6AT", 8.0, { tank: 76, torque: 450 })),
  ]),
  model("MX-5", { body: "Convertible", since: 2008, series: "ND", drive: "RWD" }, [
    v("Roadster", 42_380, petrol(2.0, 4, "6MT", 6.9, { tank: 45 })),
    v("RF GT", 51_990, petrol(2.0, 4, "6AT", 7.0, { tank: 45 }), { body: "Coupe" }),
  ]),
  model("MX-30", { body: "SUV", since: 2021, series: "DR" }, [v("E35 Astina", 65_490, electric(271))]),
]);

const hyundai = make("Hyundai", "KMH", [
  model("i30", { body: "Hatch", since: 2008, series: "PD" }, [
    v("2.0 MPi", 29_020, petrol(2.0, 4, "6AT", 7.4)),
    v("N Line Premium", 39_720, turboPetrol(1.6, 4, "7DCT", 6.8, { torque: 265 }), { since: 2018 }),
    v("Sedan Active", 29_220, petrol(2.0, 4, "CVT", 6.0), { body: "Sedan", series: "CN7", since: 2020 }),
    v("Sedan Hybrid", 33_720, hybrid(1.6, 4, "6DCT", 3.9), { body: "Sedan", series: "CN7", since: 2020 }),
    v("N Premium", 54_000, turboPetrol(2.0, 4, "8DCT", 8.5, { torque: 392 }), {
      body: "Sedan",
      series: "CN7",
      since: 2021,
    }),
  ]),
  model("Venue", { body: "SUV", since: 2019, series: "QX" }, [
    v("Venue", 25_200, petrol(1.6, 4, "6AT", 7.0)),
    v("Elite", 29_300, petrol(1.6, 4, "6AT", 7.0)),
  ]),
  model("Kona", { body: "SUV", since: 2017, series: "SX2" }, [
    v("2.0 MPi", 34_000, petrol(2.0, 4, "CVT", 6.6)),
    v("Premium Hybrid", 44_500, hybrid(1.6, 4, "6DCT", 3.9)),
    v("Electric Extended Range", 59_500, electric(255)),
  ]),
  model("Tucson", { body: "SUV", since: 2015, series: "NX4" }, [
    v("2.0 MPi", 36_750, petrol(2.0, 4, "6AT", 8.1)),
    v("Elite Hybrid AWD", 51_500, hybrid(1.6, 4, "6AT", 5.7, { turbo: true, torque: 350 }), AWD),
    v("Highlander 2.0 CRDi AWD", 57_850, diesel(2.0, 4, "8AT", 6.3, { torque: 416 }), AWD),
  ]),
  model("Santa Fe", { body: "SUV", since: 2008, series: "MX5", seats: 7, drive: "AWD" }, [
    v("2.5T AWD", 55_500, turboPetrol(2.5, 4, "8DCT", 9.0, { torque: 422 })),
    v("Elite Hybrid AWD", 63_500, hybrid(1.6, 4, "6AT", 6.0, { turbo: true, torque: 350 })),
    v("Calligraphy Hybrid AWD", 75_000, hybrid(1.6, 4, "6AT", 6.0, { turbo: true, torque: 350 })),
  ]),
  model("Palisade", { body: "SUV", since: 2021, series: "LX2", seats: 8 }, [
    v("Elite 2.2 CRDi AWD", 67_500, diesel(2.2, 4, "8AT", 7.3, { torque: 440 }), AWD),
    v("Calligraphy 2.2 CRDi AWD", 80_000, diesel(2.2, 4, "8AT", 7.3, { torque: 440 }), { ...AWD, seats: 7 }),
  ]),
  model("Ioniq 5", { body: "SUV", since: 2021, series: "NE", drive: "RWD" }, [
    v("Standard Range", 65_500, electric(350)),
    v("Epiq AWD", 80_000, electric(605), AWD),
    v("N", 111_000, electric(740), AWD),
  ]),
  model("Ioniq 6", { body: "Sedan", since: 2023, series: "CE", drive: "RWD" }, [
    v("Dynamiq", 67_500, electric(350)),
    v("Epiq AWD", 82_500, electric(605), AWD),
  ]),
  model("Staria", { body: "People Mover", since: 2021, series: "US4" }, [
    v("2.2 CRDi", 53_500, diesel(2.2, 4, "8AT", 8.2, { torque: 430 })),
    v("Highlander 2.2 CRDi AWD", 68_500, diesel(2.2, 4, "8AT", 8.7, { torque: 430 }), { ...AWD, seats: 7 }),
    v("Load 2.2 CRDi Crew Van", 52_900, diesel(2.2, 4, "8AT", 8.2, { torque: 430 }), {
      body: "Van",
      seats: 5,
    }),
  ]),
  model(
    "iLoad",
    { body: "Van", since: 2008, until: 2021, series: "TQ4", drive: "RWD", seats: 3, gvm: 3_160 },
    [v("2.5 CRDi", 45_290, diesel(2.5, 4, "5AT", 8.8, { torque: 441 }))],
  ),
]);

const kia = make("Kia", "KNA", [
  model("Picanto", { body: "Hatch", since: 2011, series: "JA" }, [
    v("S", 17_690, petrol(1.2, 4, "5MT", 5.0), { seats: 4 }),
    v("GT-Line", 20_490, petrol(1.2, 4, "5AT", 5.8), { seats: 4 }),
  ]),
  model("Rio", { body: "Hatch", since: 2008, until: 2023, series: "YB" }, [
    v("S", 21_390, petrol(1.4, 4, "CVT", 5.7)),
    v("GT-Line", 26_890, turboPetrol(1.0, 3, "7DCT", 5.4, { torque: 172 }), { since: 2017 }),
  ]),
  model("Cerato", { body: "Hatch", since: 2008, until: 2024, series: "BD" }, [
    v("S", 26_990, petrol(2.0, 4, "6AT", 7.4)),
    v("Sport+", 31_990, petrol(2.0, 4, "6AT", 7.4)),
    v("GT Sedan", 36_990, turboPetrol(1.6, 4, "7DCT", 6.8, { torque: 265 }), { body: "Sedan" }),
  ]),
  model("Stonic", { body: "SUV", since: 2021, series: "YB" }, [
    v("S", 25_690, petrol(1.4, 4, "6AT", 6.7)),
    v("GT-Line", 31_590, turboPetrol(1.0, 3, "7DCT", 5.4, { torque: 172 })),
  ]),
  model("Seltos", { body: "SUV", since: 2019, series: "SP2" }, [
    v("S", 31_290, petrol(2.0, 4, "CVT", 6.8)),
    v("Sport+", 36_790, petrol(2.0, 4, "CVT", 6.8)),
    v("GT-Line AWD", 44_890, turboPetrol(1.6, 4, "8AT", 7.0, { torque: 265 }), AWD),
  ]),
  model("Sportage", { body: "SUV", since: 2008, series: "NQ5" }, [
    v("S 2.0 MPi", 36_400, petrol(2.0, 4, "6AT", 8.1)),
    v("SX+ 2.0 CRDi AWD", 47_600, diesel(2.0, 4, "8AT", 6.3, { torque: 416 }), AWD),
    v("GT-Line Hybrid AWD", 57_550, hybrid(1.6, 4, "6AT", 5.5, { turbo: true, torque: 350 }), AWD),
  ]),
  model("Sorento", { body: "SUV", since: 2008, series: "MQ4", seats: 7, drive: "AWD" }, [
    v("S 3.5 V6", 49_890, petrol(3.5, 6, "8AT", 9.7, { torque: 332 }), { drive: "FWD" }),
    v("GT-Line 2.2 CRDi", 69_090, diesel(2.2, 4, "8DCT", 6.1, { torque: 440 })),
    v("GT-Line Hybrid", 70_490, hybrid(1.6, 4, "6AT", 5.9, { turbo: true, torque: 350 })),
    v("GT-Line PHEV", 80_490, plugIn(1.6, 4, "6AT", 1.6, { turbo: true, torque: 350 }), { seats: 6 }),
  ]),
  model("Carnival", { body: "People Mover", since: 2008, series: "KA4" }, [
    v("S 2.2 CRDi", 51_390, diesel(2.2, 4, "8AT", 6.5, { torque: 440 })),
    v("GT-Line 3.5 V6", 68_290, petrol(3.5, 6, "8AT", 9.6, { torque: 355 })),
    v("GT-Line Hybrid", 75_450, hybrid(1.6, 4, "6AT", 6.1, { turbo: true, torque: 350 }), SEVEN),
  ]),
  model("Niro", { body: "SUV", since: 2018, series: "SG2" }, [
    v("S Hybrid", 41_590, hybrid(1.6, 4, "6DCT", 4.0)),
    v("EV GT-Line", 67_290, electric(255)),
  ]),
  model("EV5", { body: "SUV", since: 2024, series: "OV" }, [
    v("Air", 56_770, electric(310)),
    v("GT-Line AWD", 72_990, electric(480), AWD),
  ]),
  model("EV6", { body: "SUV", since: 2022, series: "CV", drive: "RWD" }, [
    v("Air", 72_590, electric(350)),
    v("GT-Line AWD", 84_590, electric(605), AWD),
  ]),
  model("EV9", { body: "SUV", since: 2024, series: "MV", seats: 7, drive: "AWD" }, [
    v("Earth", 97_000, electric(700)),
    v("GT-Line", 121_000, electric(700), { seats: 6 }),
  ]),
  model("Tasman", { body: "Ute", since: 2025, series: "TK", gvm: 3_250 }, [
    v("SX 4x4 Dual Cab Pick Up", 59_990, diesel(2.2, 4, "8AT", 8.6, { tank: 80, torque: 441 })),
    v("X-Pro 4x4 Dual Cab Pick Up", 75_990, diesel(2.2, 4, "8AT", 8.6, { tank: 80, torque: 441 })),
  ]),
]);

const volkswagen = make("Volkswagen", "WVW", [
  model("Polo", { body: "Hatch", since: 2008, series: "AW" }, [
    v("Life 85TSI", 28_690, turboPetrol(1.0, 3, "7DCT", 5.4, { torque: 200 })),
    v("GTI", 39_990, turboPetrol(2.0, 4, "6DCT", 6.9, { torque: 320 })),
  ]),
  model("Golf", { body: "Hatch", since: 2008, series: "8" }, [
    v("Life 110TSI", 38_490, turboPetrol(1.5, 4, "8AT", 5.8, { torque: 250 })),
    v("R-Line 110TSI", 42_490, turboPetrol(1.5, 4, "8AT", 5.8, { torque: 250 })),
    v("GTI", 56_990, turboPetrol(2.0, 4, "7DCT", 7.0, { torque: 370 })),
    v("R 4MOTION", 70_490, turboPetrol(2.0, 4, "7DCT", 8.0, { torque: 420 }), AWD),
    v("Life Wagon 110TSI", 40_490, turboPetrol(1.5, 4, "8AT", 5.9, { torque: 250 }), { body: "Wagon" }),
  ]),
  model("T-Cross", { body: "SUV", since: 2020, series: "C1" }, [
    v("85TSI Life", 32_990, turboPetrol(1.0, 3, "7DCT", 5.4, { torque: 200 })),
    v("85TSI Style", 36_990, turboPetrol(1.0, 3, "7DCT", 5.4, { torque: 200 })),
  ]),
  model("T-Roc", { body: "SUV", since: 2020, series: "A1" }, [
    v("CityLife 110TSI", 37_490, turboPetrol(1.4, 4, "8AT", 6.4, { torque: 250 })),
    v("R-Line 140TSI 4MOTION", 48_990, turboPetrol(2.0, 4, "7DCT", 7.7, { torque: 320 }), AWD),
    v("R 4MOTION", 66_490, turboPetrol(2.0, 4, "7DCT", 8.1, { torque: 400 }), AWD),
  ]),
  model("Tiguan", { body: "SUV", since: 2008, series: "CT" }, [
    v("110TSI Life", 44_990, turboPetrol(1.5, 4, "8AT", 6.9, { torque: 250 })),
    v("162TSI R-Line 4MOTION", 61_490, turboPetrol(2.0, 4, "7DCT", 8.4, { torque: 350 }), AWD),
    v("Allspace 147TDI Elegance 4MOTION", 62_490, diesel(2.0, 4, "7DCT", 6.1, { torque: 400 }), {
      ...AWD,
      seats: 7,
    }),
  ]),
  model("Touareg", { body: "SUV", since: 2008, series: "CR", drive: "AWD" }, [
    v("170TDI", 87_490, diesel(3.0, 6, "8AT", 7.4, { tank: 90, torque: 500 })),
    v("210TDI R-Line", 106_490, diesel(3.0, 6, "8AT", 7.4, { tank: 90, torque: 600 })),
  ]),
  model("Passat", { body: "Wagon", since: 2008, until: 2023, series: "B8" }, [
    v("140TSI Business", 51_990, turboPetrol(2.0, 4, "7DCT", 6.6, { torque: 320 })),
    v("Alltrack 162TSI 4MOTION", 57_990, turboPetrol(2.0, 4, "7DCT", 7.4, { torque: 350 }), AWD),
  ]),
  model("Amarok", { body: "Ute", since: 2011, series: "NF", gvm: 3_290, retention: 0.89 }, [
    v("Core TDI405 4MOTION", 54_990, diesel(2.0, 4, "10AT", 7.6, { tank: 80, torque: 405 })),
    v("Style TDI500 4MOTION", 64_990, diesel(2.0, 4, "10AT", 7.6, { turbo: "twin", tank: 80, torque: 500 })),
    v("PanAmericana TDI600 4MOTION", 78_990, diesel(3.0, 6, "10AT", 9.5, { tank: 80, torque: 600 }), {
      since: 2023,
    }),
    v("Aventura TDI600 4MOTION", 82_990, diesel(3.0, 6, "10AT", 9.5, { tank: 80, torque: 600 }), {
      since: 2023,
    }),
  ]),
  model("Caddy", { body: "Van", since: 2008, series: "SK", seats: 2, gvm: 2_250 }, [
    v("Cargo TSI220", 40_290, turboPetrol(1.5, 4, "7DCT", 6.5, { torque: 220 })),
    v("Cargo Maxi TDI320", 46_990, diesel(2.0, 4, "7DCT", 5.3, { torque: 320 })),
  ]),
  model("Transporter", { body: "Van", since: 2008, series: "T6.1", seats: 3, gvm: 3_000 }, [
    v("TDI340 LWB", 55_990, diesel(2.0, 4, "7DCT", 7.5, { tank: 70, torque: 340 })),
    v("Multivan Life TSI", 76_990, turboPetrol(1.5, 4, "6DCT", 7.2, { torque: 250 }), {
      body: "People Mover",
      seats: 7,
      series: "T7",
    }),
  ]),
  model("ID.4", { body: "SUV", since: 2024, series: "E21", drive: "RWD" }, [
    v("Pro", 59_990, electric(545)),
    v("GTX", 76_990, electric(545), AWD),
  ]),
]);

const ford = make("Ford", "MNA", [
  model("Ranger", { body: "Ute", since: 2008, series: "PY", gvm: 3_280, retention: 0.9 }, [
    v("XL 4x2 Single Cab Chassis", 41_880, diesel(2.0, 4, "6AT", 7.1, { tank: 80, torque: 405 }), {
      ...SINGLE_CAB,
      drive: "RWD",
    }),
    v(
      "XL 4x4 Double Cab Chassis",
      56_200,
      diesel(2.0, 4, "6AT", 7.6, { tank: 80, torque: 405 }),
      DUAL_CAB_CHASSIS,
    ),
    v(
      "XLT 4x4 Double Cab Pick Up",
      63_730,
      diesel(2.0, 4, "10AT", 7.6, { turbo: "twin", tank: 80, torque: 500 }),
    ),
    v(
      "Wildtrak 3.0 V6 4x4 Double Cab Pick Up",
      72_190,
      diesel(3.0, 6, "10AT", 8.4, { tank: 80, torque: 600 }),
      { since: 2022 },
    ),
    v(
      "Raptor 4x4 Double Cab Pick Up",
      89_990,
      turboPetrol(3.0, 6, "10AT", 11.5, { turbo: "twin", tank: 80, torque: 583 }),
      { since: 2018 },
    ),
    v(
      "Wildtrak PHEV 4x4 Double Cab Pick Up",
      79_990,
      plugIn(2.3, 4, "10AT", 3.1, { turbo: true, torque: 697 }),
    ),
  ]),
  model("Everest", { body: "SUV", since: 2015, series: "UB", seats: 7, drive: "4WD", retention: 0.88 }, [
    v("Ambiente 4x4", 55_690, diesel(2.0, 4, "10AT", 7.1, { turbo: "twin", tank: 80, torque: 500 })),
    v("Trend 4x4", 63_990, diesel(2.0, 4, "10AT", 7.1, { turbo: "twin", tank: 80, torque: 500 })),
    v("Platinum V6 4x4", 80_190, diesel(3.0, 6, "10AT", 8.5, { tank: 80, torque: 600 })),
  ]),
  model("Puma", { body: "SUV", since: 2020, series: "JK" }, [
    v("Puma", 33_890, turboPetrol(1.0, 3, "7DCT", 5.3, { torque: 170 })),
    v("ST-Line V", 38_590, turboPetrol(1.0, 3, "7DCT", 5.3, { torque: 170 })),
  ]),
  model("Escape", { body: "SUV", since: 2008, until: 2024, series: "ZH" }, [
    v("2.0T ST-Line AWD", 45_090, turboPetrol(2.0, 4, "8AT", 8.3, { torque: 373 }), AWD),
    v("ST-Line PHEV", 55_790, plugIn(2.5, 4, "CVT", 1.5, { torque: 235 })),
  ]),
  model("Focus", { body: "Hatch", since: 2008, until: 2022, series: "SA" }, [
    v("Trend", 29_690, turboPetrol(1.5, 3, "8AT", 6.4, { torque: 240 })),
    v("ST", 44_690, turboPetrol(2.3, 4, "7AT", 8.9, { torque: 420 })),
  ]),
  model("Falcon", { body: "Sedan", since: 2008, until: 2016, series: "FG X", drive: "RWD" }, [
    v("XR6", 40_890, petrol(4.0, 6, "6AT", 10.1, { tank: 68, torque: 391 })),
    v("XR6 Ute", 39_990, petrol(4.0, 6, "6AT", 10.9, { tank: 81, torque: 391 }), {
      body: "Ute",
      seats: 2,
      doors: 2,
    }),
    v("XR8", 54_590, turboPetrol(5.0, 8, "6AT", 13.6, { tank: 68, torque: 570 })),
  ]),
  model("Mondeo", { body: "Wagon", since: 2008, until: 2022, series: "MD" }, [
    v("Trend", 43_590, turboPetrol(2.0, 4, "8AT", 8.0, { torque: 345 })),
  ]),
  model("Mustang", { body: "Coupe", since: 2016, series: "S650", drive: "RWD" }, [
    v("GT Fastback 5.0 V8", 82_490, petrol(5.0, 8, "10AT", 12.9, { tank: 61, torque: 567 })),
    v("GT Convertible 5.0 V8", 89_990, petrol(5.0, 8, "10AT", 13.4, { tank: 61, torque: 567 }), {
      body: "Convertible",
      seats: 4,
    }),
  ]),
  model("Mustang Mach-E", { body: "SUV", since: 2023, series: "CX727", drive: "RWD" }, [
    v("Select", 72_990, electric(430)),
    v("Premium AWD", 86_990, electric(580), AWD),
  ]),
  model("Transit Custom", { body: "Van", since: 2008, series: "VN", seats: 3, gvm: 3_220 }, [
    v("320S Trend", 56_990, diesel(2.0, 4, "8AT", 7.6, { tank: 70, torque: 390 })),
    v("340L Sport", 66_990, diesel(2.0, 4, "8AT", 7.9, { tank: 70, torque: 390 })),
  ]),
]);

const mitsubishi = make("Mitsubishi", "MMA", [
  model("Triton", { body: "Ute", since: 2008, series: "MV", gvm: 3_200, retention: 0.88 }, [
    v("GLX 4x2 Single Cab Chassis", 35_990, diesel(2.4, 4, "6MT", 7.7, { tank: 75, torque: 430 }), {
      ...SINGLE_CAB,
      drive: "RWD",
    }),
    v(
      "GLX+ 4x4 Double Cab Pick Up",
      53_240,
      diesel(2.4, 4, "6AT", 7.7, { turbo: "twin", tank: 75, torque: 470 }),
    ),
    v(
      "GSR 4x4 Double Cab Pick Up",
      64_040,
      diesel(2.4, 4, "6AT", 7.7, { turbo: "twin", tank: 75, torque: 470 }),
    ),
  ]),
  model("Pajero Sport", { body: "SUV", since: 2015, series: "QF", seats: 7, drive: "4WD" }, [
    v("GLX 4WD", 50_290, diesel(2.4, 4, "8AT", 8.0, { tank: 68, torque: 430 }), { seats: 5 }),
    v("Exceed 4WD", 59_690, diesel(2.4, 4, "8AT", 8.0, { tank: 68, torque: 430 })),
  ]),
  model("Pajero", { body: "SUV", since: 2008, until: 2021, series: "NX", seats: 7, drive: "4WD" }, [
    v("GLX", 55_990, diesel(3.2, 4, "5AT", 9.2, { tank: 88, torque: 441 })),
    v("Exceed", 66_490, diesel(3.2, 4, "5AT", 9.2, { tank: 88, torque: 441 })),
  ]),
  model("Outlander", { body: "SUV", since: 2008, series: "ZM" }, [
    v("ES 2WD", 37_690, petrol(2.5, 4, "CVT", 7.5)),
    v("Aspire AWD", 46_890, petrol(2.5, 4, "CVT", 7.7), { ...AWD, seats: 7 }),
    v("Exceed PHEV AWD", 65_190, plugIn(2.4, 4, "1AT", 1.5, { torque: 195 }), { ...AWD, seats: 7 }),
  ]),
  model("ASX", { body: "SUV", since: 2010, series: "XD" }, [
    v("LS", 30_990, petrol(2.0, 4, "CVT", 7.7)),
    v("Exceed", 36_490, petrol(2.4, 4, "CVT", 7.9)),
  ]),
  model("Eclipse Cross", { body: "SUV", since: 2018, series: "YB" }, [
    v("ES 2WD", 34_190, turboPetrol(1.5, 4, "CVT", 7.3, { torque: 250 })),
    v("Aspire PHEV AWD", 52_440, plugIn(2.4, 4, "1AT", 1.9, { torque: 199 }), AWD),
  ]),
  model("Mirage", { body: "Hatch", since: 2013, until: 2023, series: "LB" }, [
    v("ES", 19_490, petrol(1.2, 3, "CVT", 5.1)),
  ]),
  model("Lancer", { body: "Sedan", since: 2008, until: 2017, series: "CF" }, [
    v("ES Sport", 22_500, petrol(2.0, 4, "CVT", 7.2)),
  ]),
]);

const nissan = make("Nissan", "JN1", [
  model("Navara", { body: "Ute", since: 2008, series: "D23", gvm: 2_910, retention: 0.88 }, [
    v("SL 4x2 Single Cab Chassis", 37_860, diesel(2.3, 4, "6MT", 6.8, { tank: 80, torque: 403 }), {
      ...SINGLE_CAB,
      drive: "RWD",
    }),
    v(
      "ST 4x4 Dual Cab Pick Up",
      55_380,
      diesel(2.3, 4, "7AT", 7.0, { turbo: "twin", tank: 80, torque: 450 }),
    ),
    v(
      "ST-X 4x4 Dual Cab Pick Up",
      62_130,
      diesel(2.3, 4, "7AT", 7.0, { turbo: "twin", tank: 80, torque: 450 }),
    ),
    v(
      "PRO-4X 4x4 Dual Cab Pick Up",
      66_830,
      diesel(2.3, 4, "7AT", 7.0, { turbo: "twin", tank: 80, torque: 450 }),
    ),
  ]),
  model("X-Trail", { body: "SUV", since: 2008, series: "T33" }, [
    v("ST 2WD", 37_290, petrol(2.5, 4, "CVT", 7.4)),
    v("Ti 4WD", 53_190, petrol(2.5, 4, "CVT", 7.8), { ...AWD, seats: 7 }),
    v("Ti-L e-POWER e-4ORCE", 63_490, hybrid(1.5, 3, "1AT", 6.1, { turbo: true, torque: 525 }), {
      ...AWD,
      since: 2023,
    }),
  ]),
  model("Qashqai", { body: "SUV", since: 2014, series: "J12" }, [
    v("ST", 35_290, turboPetrol(1.3, 4, "CVT", 6.1, { torque: 250 })),
    v("Ti e-POWER", 52_490, hybrid(1.5, 3, "1AT", 5.2, { turbo: true, torque: 330 }), { since: 2023 }),
  ]),
  model("Juke", { body: "SUV", since: 2013, series: "F16" }, [
    v("ST", 30_990, turboPetrol(1.0, 3, "7DCT", 5.8, { torque: 180 })),
  ]),
  model("Pathfinder", { body: "SUV", since: 2013, series: "R53", seats: 8 }, [
    v("ST 2WD", 55_390, petrol(3.5, 6, "9AT", 10.5, { torque: 381 })),
    v("Ti 4WD", 75_990, petrol(3.5, 6, "9AT", 10.5, { torque: 381 }), AWD),
  ]),
  model("Patrol", { body: "SUV", since: 2008, series: "Y62", seats: 8, drive: "4WD", retention: 0.9 }, [
    v("Ti", 84_880, petrol(5.6, 8, "7AT", 14.4, { tank: 140, torque: 560 })),
    v("Ti-L", 99_990, petrol(5.6, 8, "7AT", 14.4, { tank: 140, torque: 560 }), SEVEN),
  ]),
  model("Leaf", { body: "Hatch", since: 2012, series: "ZE1" }, [
    v("40kWh", 50_990, electric(320)),
    v("e+ 62kWh", 61_490, electric(340)),
  ]),
  model("Ariya", { body: "SUV", since: 2024, series: "FE0" }, [v("Engage 63kWh", 70_000, electric(300))]),
  model("Pulsar", { body: "Hatch", since: 2013, until: 2018, series: "C12" }, [
    v("ST", 22_990, petrol(1.8, 4, "CVT", 6.7)),
    v("SSS", 29_990, turboPetrol(1.6, 4, "6MT", 7.7, { torque: 240 })),
  ]),
  model("370Z", { body: "Coupe", since: 2009, until: 2020, series: "Z34", drive: "RWD", seats: 2 }, [
    v("Coupe", 51_990, petrol(3.7, 6, "7AT", 10.6, { tank: 72, torque: 363 })),
  ]),
  model("Z", { body: "Coupe", since: 2023, series: "RZ34", drive: "RWD", seats: 2 }, [
    v("Twin Turbo V6", 73_900, turboPetrol(3.0, 6, "9AT", 10.2, { turbo: "twin", tank: 62, torque: 475 })),
  ]),
]);

const subaru = make("Subaru", "JF1", [
  model("Impreza", { body: "Hatch", since: 2008, series: "GU", drive: "AWD" }, [
    v("2.0i", 31_990, petrol(2.0, 4, "CVT", 7.2)),
    v("2.0i-S", 37_990, petrol(2.0, 4, "CVT", 7.2)),
    v("2.0i-L Sedan", 30_990, petrol(2.0, 4, "CVT", 7.2), { body: "Sedan", series: "GK" }),
  ]),
  model("Crosstrek", { body: "SUV", since: 2012, series: "GU", drive: "AWD" }, [
    v("2.0R", 36_190, petrol(2.0, 4, "CVT", 7.2)),
    v("Hybrid S", 45_690, hybrid(2.0, 4, "CVT", 6.5)),
  ]),
  model("Forester", { body: "SUV", since: 2008, series: "SL", drive: "AWD" }, [
    v("2.5i", 40_490, petrol(2.5, 4, "CVT", 7.4)),
    v("2.5i Sport", 46_490, petrol(2.5, 4, "CVT", 7.4)),
    v("Hybrid S", 52_490, hybrid(2.0, 4, "CVT", 6.7)),
  ]),
  model("Outback", { body: "Wagon", since: 2008, series: "BT", drive: "AWD" }, [
    v("AWD", 46_490, petrol(2.5, 4, "CVT", 7.3)),
    v("AWD Touring", 54_490, petrol(2.5, 4, "CVT", 7.3)),
    v("AWD Touring XT", 59_990, turboPetrol(2.4, 4, "CVT", 9.0, { torque: 350 })),
  ]),
  model("Levorg", { body: "Wagon", since: 2016, until: 2021, series: "VN", drive: "AWD" }, [
    v("2.0 GT-S", 51_990, turboPetrol(2.0, 4, "CVT", 8.7, { torque: 350 })),
  ]),
  model("WRX", { body: "Sedan", since: 2008, series: "VB", drive: "AWD" }, [
    v("AWD", 46_490, turboPetrol(2.4, 4, "6MT", 10.8, { torque: 350 })),
    v("tS AWD", 60_290, turboPetrol(2.4, 4, "CVT", 8.5, { torque: 350 })),
    v("Sportswagon GT AWD", 56_990, turboPetrol(2.4, 4, "CVT", 8.5, { torque: 350 }), { body: "Wagon" }),
  ]),
  model("BRZ", { body: "Coupe", since: 2012, series: "ZD8", drive: "RWD", seats: 4 }, [
    v("Manual", 43_790, petrol(2.4, 4, "6MT", 9.5, { tank: 50, torque: 250 })),
    v("tS", 47_990, petrol(2.4, 4, "6AT", 8.8, { tank: 50, torque: 250 })),
  ]),
  model("Solterra", { body: "SUV", since: 2023, series: "XEAM10", drive: "AWD" }, [
    v("AWD Touring", 76_990, electric(337)),
  ]),
]);

const tesla = make("Tesla", "LRW", [
  model("Model 3", { body: "Sedan", since: 2019, series: "Highland", drive: "RWD", retention: 0.82 }, [
    v("Rear-Wheel Drive", 54_900, electric(420)),
    v("Long Range AWD", 67_900, electric(493), AWD),
    v("Performance AWD", 80_900, electric(741), AWD),
  ]),
  model("Model Y", { body: "SUV", since: 2022, series: "Juniper", drive: "RWD", retention: 0.82 }, [
    v("Rear-Wheel Drive", 58_900, electric(420)),
    v("Long Range AWD", 68_900, electric(493), AWD),
    v("Performance AWD", 82_900, electric(660), AWD),
  ]),
]);

const byd = make("BYD", "LGX", [
  model("Dolphin", { body: "Hatch", since: 2023, series: "EA1", retention: 0.8 }, [
    v("Dynamic", 36_890, electric(180)),
    v("Premium", 44_890, electric(310)),
  ]),
  model("Atto 3", { body: "SUV", since: 2022, series: "SC2E", retention: 0.8 }, [
    v("Standard Range", 44_499, electric(310)),
    v("Extended Range", 47_999, electric(310)),
  ]),
  model("Seal", { body: "Sedan", since: 2023, series: "EC", drive: "RWD", retention: 0.8 }, [
    v("Dynamic RWD", 49_888, electric(310)),
    v("Premium RWD", 58_798, electric(360)),
    v("Performance AWD", 65_798, electric(670), AWD),
  ]),
  model("Sealion 6", { body: "SUV", since: 2024, series: "SC3", retention: 0.8 }, [
    v("Dynamic", 48_990, plugIn(1.5, 4, "1AT", 1.1, { turbo: true, torque: 300 })),
    v("Premium AWD", 53_990, plugIn(1.5, 4, "1AT", 1.1, { turbo: true, torque: 550 }), AWD),
  ]),
  model("Shark 6", { body: "Ute", since: 2025, series: "SK6", drive: "AWD", gvm: 3_200, retention: 0.82 }, [
    v("Premium Dual Cab Pick Up", 57_900, plugIn(1.5, 4, "1AT", 2.0, { turbo: true, torque: 650 })),
  ]),
]);

const mg = make("MG", "LSJ", [
  model("MG3", { body: "Hatch", since: 2013, series: "SZP1", retention: 0.8 }, [
    v("Core", 21_990, petrol(1.5, 4, "CVT", 6.7)),
    v("Hybrid+ Excite", 27_990, hybrid(1.5, 4, "1AT", 4.3)),
  ]),
  model("MG5", { body: "Sedan", since: 2021, series: "IP2X", retention: 0.8 }, [
    v("Vibe", 22_990, petrol(1.5, 4, "CVT", 6.3)),
  ]),
  model("ZS", { body: "SUV", since: 2017, series: "AZS1", retention: 0.8 }, [
    v("Vibe", 25_990, petrol(1.5, 4, "CVT", 6.9)),
    v("Hybrid+ Essence", 34_990, hybrid(1.5, 4, "1AT", 5.1)),
    v("ZS EV Excite", 40_990, electric(280)),
  ]),
  model("HS", { body: "SUV", since: 2019, series: "AS23", retention: 0.8 }, [
    v("Vibe", 33_990, turboPetrol(1.5, 4, "CVT", 7.0, { torque: 250 })),
    v("Essence", 42_990, turboPetrol(2.0, 4, "8AT", 8.0, { torque: 360 })),
    v("Essence Plus PHEV", 48_990, plugIn(1.5, 4, "6AT", 1.7, { turbo: true, torque: 480 })),
  ]),
  model("MG4", { body: "Hatch", since: 2023, series: "EH32", drive: "RWD", retention: 0.78 }, [
    v("Excite 51", 39_990, electric(250)),
    v("Essence 64", 46_990, electric(250)),
    v("XPower AWD", 59_990, electric(600), AWD),
  ]),
  model("Extender", { body: "Ute", since: 2021, series: "SK8", gvm: 3_050, retention: 0.84 }, [
    v(
      "2.0 Turbo Diesel 4x2 Dual Cab Pick Up",
      33_990,
      diesel(2.0, 4, "6AT", 8.7, { tank: 75, torque: 375 }),
      { drive: "RWD" },
    ),
    v(
      "Luxe 4x4 Dual Cab Pick Up",
      44_990,
      diesel(2.0, 4, "8AT", 8.9, { turbo: "twin", tank: 75, torque: 480 }),
    ),
  ]),
  model("Cyberster", { body: "Convertible", since: 2025, series: "EX21", drive: "AWD" }, [
    v("GTS", 109_990, electric(725)),
  ]),
]);

// ---------------------------------------------------------------------------------------
// Trucks: light to heavy duty cab chassis, for the truck dealer.

const TRUCK: VariantOverrides = { body: "Cab Chassis", doors: 2, seats: 3, drive: "RWD" };
const CREW: VariantOverrides = { ...TRUCK, seats: 7, doors: 4 };

function truck(
  badge: string,
  price: number,
  power: Powertrain,
  gvm: number,
  overrides: VariantOverrides = {},
) {
  return v(badge, price, power, { ...TRUCK, gvm, ...overrides });
}

const TRUCK_DIESEL = (litres: number, cyl: number, gear: GearCode, torque: number) =>
  diesel(litres, cyl, gear, 14 + litres * 2.5, { tank: Math.round(100 + litres * 20), torque });

const isuzu = make(
  "Isuzu",
  "JAL",
  [
    model("N Series", { body: "Cab Chassis", since: 2008, series: "N Series", retention: 0.9 }, [
      truck("NLR 45-150 Traypack", 74_990, TRUCK_DIESEL(3.0, 4, "6AMT", 375), 4_500),
      truck("NNR 45-150 AMT", 79_990, TRUCK_DIESEL(3.0, 4, "6AMT", 375), 4_500),
      truck("NPR 75-190 Tipper", 104_990, TRUCK_DIESEL(5.2, 4, "6AMT", 513), 7_500),
      truck("NQR 87-190 Crew", 112_990, TRUCK_DIESEL(5.2, 4, "6AMT", 513), 8_700, CREW),
      truck("NPS 75-155 4x4 Traypack", 118_990, TRUCK_DIESEL(5.2, 4, "6MT", 419), 7_500, { drive: "4WD" }),
    ]),
    model("F Series", { body: "Cab Chassis", since: 2008, series: "F Series", retention: 0.9 }, [
      truck("FRR 110-240 AMT", 139_990, TRUCK_DIESEL(5.2, 4, "6AMT", 706), 11_000),
      truck("FSR 140-260 Auto", 158_990, TRUCK_DIESEL(7.8, 6, "6AT", 761), 14_000),
      truck("FVR 165-300 Auto", 189_990, TRUCK_DIESEL(7.8, 6, "6AT", 981), 16_500),
      truck("FVZ 260-300 Auto 6x4", 219_990, TRUCK_DIESEL(7.8, 6, "6AT", 981), 26_000),
    ]),
  ],
  "Truck",
);

const hino = make(
  "Hino",
  "JHD",
  [
    model("300 Series", { body: "Cab Chassis", since: 2008, series: "300 Series", retention: 0.89 }, [
      truck("616 IFS Auto", 78_990, TRUCK_DIESEL(4.0, 4, "6AT", 464), 6_500),
      truck("716 Wide Cab Tipper", 92_990, TRUCK_DIESEL(4.0, 4, "6AT", 464), 7_500),
      truck("917 Wide Cab Crew", 101_990, TRUCK_DIESEL(4.0, 4, "6AT", 464), 8_500, CREW),
      truck(
        "721 Hybrid",
        109_990,
        hybrid(4.0, 4, "6AMT", 11.5, { turbo: true, tank: 100, torque: 510 }),
        7_500,
      ),
    ]),
    model("500 Series", { body: "Cab Chassis", since: 2008, series: "500 Series", retention: 0.89 }, [
      truck("FC 1124 Standard Cab", 134_990, TRUCK_DIESEL(5.1, 4, "6AMT", 657), 11_000),
      truck("FD 1128 Wide Cab", 149_990, TRUCK_DIESEL(5.1, 4, "6AT", 657), 11_000),
      truck("FE 1426 Auto", 164_990, TRUCK_DIESEL(8.0, 6, "6AT", 794), 14_000),
      truck("GH 1828 Auto", 184_990, TRUCK_DIESEL(8.0, 6, "6AT", 794), 18_000),
    ]),
  ],
  "Truck",
);

const fuso = make(
  "Fuso",
  "JLF",
  [
    model("Canter", { body: "Cab Chassis", since: 2008, series: "FEB", retention: 0.88 }, [
      truck("515 Wide Cab Duonic", 72_990, TRUCK_DIESEL(3.0, 4, "6AMT", 370), 5_500),
      truck("615 Wide Cab Tipper", 84_990, TRUCK_DIESEL(3.0, 4, "6AMT", 370), 6_500),
      truck("918 Wide Cab Crew", 99_990, TRUCK_DIESEL(3.0, 4, "6AMT", 430), 8_500, CREW),
      truck("eCanter 515 Wide Cab", 159_990, electric(430), 5_500),
    ]),
    model("Fighter", { body: "Cab Chassis", since: 2008, series: "FK", retention: 0.88 }, [
      truck("1024 Standard Cab", 129_990, TRUCK_DIESEL(7.7, 6, "6AMT", 785), 10_400),
      truck("1424 Wide Cab Auto", 149_990, TRUCK_DIESEL(7.7, 6, "6AT", 785), 14_000),
      truck("1627 Wide Cab Auto", 169_990, TRUCK_DIESEL(7.7, 6, "6AT", 882), 16_000),
      truck("2427 6x4 Auto", 199_990, TRUCK_DIESEL(7.7, 6, "6AT", 882), 24_000),
    ]),
  ],
  "Truck",
);

// ---------------------------------------------------------------------------------------
// Caravans: no engine; the specifications a buyer compares (vehicle-page §3, feet as given).

function van(
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
  features: readonly string[] = [],
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

const OFF_ROAD = ["Off-Road Suspension", "Lithium Battery", "Solar Panel"];

const jayco = make(
  "Jayco",
  "6JY",
  [
    model("Journey", { body: "Caravan", since: 2008, retention: 0.9 }, [
      van(
        "19.61-3 Outback",
        86_990,
        { length: 19.6, width: 7.9, tare: 2_380, atm: 2_950, axle: "Tandem", sleeps: 2 },
        OFF_ROAD,
      ),
      van(
        "21.62-2 Outback Family",
        94_990,
        { length: 21.3, width: 7.9, tare: 2_690, atm: 3_250, axle: "Tandem", sleeps: 5 },
        OFF_ROAD,
      ),
      van("17.55-3 Pop Top", 74_990, {
        length: 17.3,
        width: 7.5,
        tare: 1_980,
        atm: 2_500,
        axle: "Single",
        sleeps: 2,
      }),
    ]),
    model("Starcraft", { body: "Caravan", since: 2008, retention: 0.88 }, [
      van("18.58-2", 59_990, {
        length: 18.5,
        width: 7.5,
        tare: 1_890,
        atm: 2_400,
        axle: "Single",
        sleeps: 2,
      }),
      van("21.65-3 Family", 66_990, {
        length: 21.0,
        width: 7.5,
        tare: 2_250,
        atm: 2_800,
        axle: "Tandem",
        sleeps: 6,
      }),
    ]),
    model("Silverline", { body: "Caravan", since: 2012, retention: 0.9 }, [
      van(
        "21.62-3 Outback",
        109_990,
        { length: 21.3, width: 8.0, tare: 2_840, atm: 3_500, axle: "Tandem", sleeps: 2 },
        OFF_ROAD,
      ),
      van("23.66-4 Touring", 114_990, {
        length: 23.0,
        width: 8.0,
        tare: 2_990,
        atm: 3_500,
        axle: "Tandem",
        sleeps: 4,
      }),
    ]),
  ],
  "Caravan",
);

const coromal = make(
  "Coromal",
  "6CM",
  [
    model("Element", { body: "Caravan", since: 2014, retention: 0.87 }, [
      van("E622 Pop Top", 62_990, {
        length: 16.0,
        width: 7.5,
        tare: 1_850,
        atm: 2_300,
        axle: "Single",
        sleeps: 2,
      }),
      van("E645S", 71_990, { length: 19.0, width: 7.5, tare: 2_300, atm: 2_900, axle: "Tandem", sleeps: 3 }),
    ]),
  ],
  "Caravan",
);

const crusader = make(
  "Crusader",
  "6CR",
  [
    model("Sierra", { body: "Caravan", since: 2016, retention: 0.89 }, [
      van("19'6\" Couples", 84_990, {
        length: 19.5,
        width: 7.9,
        tare: 2_450,
        atm: 3_100,
        axle: "Tandem",
        sleeps: 2,
      }),
      van("22' Family Bunk", 98_990, {
        length: 22.0,
        width: 7.9,
        tare: 2_850,
        atm: 3_500,
        axle: "Tandem",
        sleeps: 6,
      }),
    ]),
  ],
  "Caravan",
);

const lotus = make(
  "Lotus Caravans",
  "6LC",
  [
    model("Trooper", { body: "Caravan", since: 2010, retention: 0.91 }, [
      van(
        "17' Off-Road",
        119_990,
        { length: 17.0, width: 7.9, tare: 2_400, atm: 3_200, axle: "Tandem", sleeps: 2 },
        OFF_ROAD,
      ),
      van(
        "19'6\" Family Off-Road",
        139_990,
        { length: 19.5, width: 7.9, tare: 2_850, atm: 3_700, axle: "Tandem", sleeps: 4 },
        OFF_ROAD,
      ),
    ]),
  ],
  "Caravan",
);

/** Every make the generator knows, passenger cars first. */
export const CATALOGUE: readonly CatalogueMake[] = [
  toyota,
  mazda,
  hyundai,
  kia,
  volkswagen,
  ford,
  mitsubishi,
  nissan,
  subaru,
  tesla,
  byd,
  mg,
  isuzu,
  hino,
  fuso,
  jayco,
  coromal,
  crusader,
  lotus,
];

// ---------------------------------------------------------------------------------------
// Colours and equipment.

/** Paint colours as the colour facet shows them, with how often each leaves the factory. */
export const CAR_COLOURS = [
  { name: "White", weight: 30, hex: "#f4f5f2" },
  { name: "Silver", weight: 12, hex: "#c3c7cb" },
  { name: "Grey", weight: 18, hex: "#6e747a" },
  { name: "Black", weight: 13, hex: "#1e2022" },
  { name: "Blue", weight: 11, hex: "#2456a6" },
  { name: "Red", weight: 8, hex: "#b3202a" },
  { name: "Green", weight: 4, hex: "#3f6b46" },
  { name: "Orange", weight: 4, hex: "#d8701f" },
] as const;

export const TRUCK_COLOURS = ["White", "Silver", "Blue", "Red"] as const;
export const CARAVAN_COLOURS = ["White", "Silver", "Grey"] as const;

export const INTERIOR_COLOURS = ["Black", "Grey", "Beige"] as const;

/** Everything a car of any price has had in recent years. */
export const BASE_EQUIPMENT = [
  "Reversing Camera",
  "Bluetooth",
  "Cruise Control",
  "Apple CarPlay",
  "Android Auto",
  "Autonomous Emergency Braking",
  "Lane Keep Assist",
];

/** Added as the price climbs, cheapest first. */
export const TIERED_EQUIPMENT = [
  "Alloy Wheels",
  "Keyless Entry",
  "Push Button Start",
  "Rear Parking Sensors",
  "Satellite Navigation",
  "Dual Zone Climate Control",
  "Adaptive Cruise Control",
  "Blind Spot Monitor",
  "Wireless Phone Charging",
  "Power Tailgate",
  "Leather Seats",
  "Heated Seats",
  "360 Degree Camera",
  "Sunroof",
  "Head-Up Display",
  "Premium Sound System",
  "Ventilated Seats",
];

export const BODY_EQUIPMENT: Partial<Record<SimpleBody, readonly string[]>> = {
  Ute: ["Tow Bar", "Tub Liner", "Hill Descent Control"],
  "Cab Chassis": ["Tow Bar", "Alloy Tray"],
  Van: ["Cargo Barrier", "Sliding Side Door"],
  "People Mover": ["Third Row Seating", "Power Sliding Doors"],
  Convertible: ["Soft Top"],
};

export const FUEL_EQUIPMENT: Partial<Record<SimpleFuel, readonly string[]>> = {
  Electric: ["DC Fast Charging", "Heat Pump", "Vehicle-to-Load"],
  "Plug-in Hybrid": ["DC Fast Charging", "Regenerative Braking"],
  Hybrid: ["Regenerative Braking", "EV Mode"],
};

export const FOUR_WD_EQUIPMENT = ["Rear Diff Lock", "Low Range", "Tow Bar"];

export const TRUCK_EQUIPMENT = [
  "Air Conditioning",
  "ABS",
  "Exhaust Brake",
  "Bluetooth",
  "Reversing Camera",
  "Cruise Control",
  "Driver Airbag",
  "Electronic Stability Control",
  "Tail Lift",
  "Tipper Body",
  "Alloy Tray",
  "Tool Box",
];

export const CARAVAN_EQUIPMENT = [
  "Ensuite",
  "Queen Bed",
  "Air Conditioner",
  "Diesel Heater",
  "Microwave",
  "Washing Machine",
  "External BBQ",
  "Roll-out Awning",
  "Gas Stove",
  "Grey Water Tank",
  "Solar Panel",
  "Lithium Battery",
  "Bunks",
  "TV",
];
