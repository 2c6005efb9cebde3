/*
 * Feature tiles on the vehicle page (vehicle-page §9 "Feature tiles per dealership brand:
 * warranty, video call, trade-in, freight, finance, heritage, 3-year protection, quality
 * assured, the brand's certified program; shown randomly, filtered by car type (used only for the used
 * warranty tile)"; "Finance tile copy: 3-year standard warranty on used vehicles; freight
 * anywhere in Australia"; "Certified program: 90 point inspection, 1 year warranty, 1 year
 * roadside assist").
 */

import { mulberry32 } from "~/models/seeded-random";
import { certifiedProgramFor, type CertifiedProgram } from "~/tenants/certified-programs";

export type FeatureTileId =
  | "warranty"
  | "video-call"
  | "trade-in"
  | "freight"
  | "finance"
  | "heritage"
  | "protection"
  | "quality-assured"
  | "certified";

export interface FeatureTile {
  id: FeatureTileId;
  title: string;
  text: string;
  href?: string;
  /** The car types the tile is for; every type when absent. */
  carTypes?: readonly string[];
}

export const FEATURE_TILES: Record<Exclude<FeatureTileId, "certified">, FeatureTile> = {
  warranty: {
    id: "warranty",
    title: "3-Year Warranty",
    text: "A 3-year standard warranty on used vehicles.",
    carTypes: ["used"],
  },
  "video-call": {
    id: "video-call",
    title: "Video Call Walkaround",
    text: "See the car on a live video call with our team before you visit.",
    href: "#enquire",
  },
  "trade-in": {
    id: "trade-in",
    title: "Trade-In Welcome",
    text: "Get a fair price for your current car and put it towards this one.",
    href: "/trade-in",
  },
  freight: { id: "freight", title: "Freight Australia-Wide", text: "Freight anywhere in Australia, to your door." },
  finance: {
    id: "finance",
    title: "Finance Made Simple",
    text: "Get your repayments in as little as 3 minutes.",
    href: "#finance",
  },
  heritage: { id: "heritage", title: "Proud Heritage", text: "A local family dealership, serving our community for decades." },
  protection: {
    id: "protection",
    title: "3-Year Protection",
    text: "Paint, interior and mechanical protection plans for the first three years.",
  },
  "quality-assured": {
    id: "quality-assured",
    title: "Quality Assured",
    text: "Every car is inspected, serviced and detailed before it is delivered.",
  },
};

/** The certified program's tile: its short name and its benefits in one sentence. */
function certifiedTile(program: CertifiedProgram): FeatureTile {
  const benefits = program.benefits;
  const sentence = benefits.length > 1 ? `${benefits.slice(0, -1).join(", ")} and ${benefits.at(-1)}` : benefits[0];
  return { id: "certified", title: program.shortName, text: `${sentence}.`, ...(program.href && { href: program.href }) };
}

/** The tiles each brand's dealerships show; a brand not listed shows the general set. */
const TILES_BY_BRAND: Record<string, readonly Exclude<FeatureTileId, "certified">[]> = {
  toyota: ["warranty", "video-call", "trade-in", "finance", "heritage", "quality-assured"],
};
const GENERAL_TILES: readonly Exclude<FeatureTileId, "certified">[] = [
  "warranty",
  "video-call",
  "trade-in",
  "freight",
  "finance",
  "protection",
  "quality-assured",
];

/**
 * §9: the brand's tiles that apply to the car type ("used only for the used warranty tile"),
 * and the tile of the brand's certified program where the tenant sells one.
 */
export function featureTilesFor(
  brand: string | null | undefined,
  carType: string,
  program: CertifiedProgram | null = null,
): FeatureTile[] {
  const ids = TILES_BY_BRAND[brand?.trim().toLowerCase() ?? ""] ?? GENERAL_TILES;
  const tiles = ids.map((id) => FEATURE_TILES[id]).filter((tile) => !tile.carTypes || tile.carTypes.includes(carType));
  return program ? [...tiles, certifiedTile(program)] : tiles;
}

/** How many tiles the vehicle page shows of its brand's set. */
export const FEATURE_TILES_SHOWN = 4;

/**
 * A shuffled copy in an order fixed by the seed (mulberry32 feeding Fisher–Yates): "shown
 * randomly" per car, yet the server's render and the browser's hydration agree.
 */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  const next = mulberry32(seed);
  const shuffled = [...items];
  for (let index = shuffled.length - 1; index > 0; index--) {
    const other = Math.floor(next() * (index + 1));
    [shuffled[index], shuffled[other]] = [shuffled[other]!, shuffled[index]!];
  }
  return shuffled;
}

/** The tiles a car's page shows: its brand's, for its type, in the car's own random order. */
export function featureTilesForCar(
  car: { id: number; car_type: string },
  brand: string | null | undefined,
  tenant: { certifiedPrograms: readonly CertifiedProgram[] },
): FeatureTile[] {
  const program = certifiedProgramFor(tenant, brand);
  return seededShuffle(featureTilesFor(brand, car.car_type, program), car.id).slice(0, FEATURE_TILES_SHOWN);
}
