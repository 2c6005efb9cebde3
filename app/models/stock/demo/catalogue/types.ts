/**
 * The shapes of the demo catalogue: makes, models and variants as a dealer lists them (badge,
 * body, engine, gearbox, drive, seats, recommended price in AUD before on-road costs).
 */
import type { CaravanSpecs } from "~/db/schema";
import type { DriveCode, ItemType, SimpleBody, SimpleFuel } from "~/models/car/vocabulary";

export type GearCode =
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

export const GEARBOX_TEXT: Record<GearCode, string> = {
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
