/**
 * Australian-market stock data for the demo generator, one file per make. Prices are the
 * recent list prices, close enough that a search page looks like a real yard; they are demo
 * data, not a price guide.
 */
import type { CatalogueMake } from "./types";
import { toyota } from "./toyota";
import { mazda } from "./mazda";
import { hyundai } from "./hyundai";
import { kia } from "./kia";
import { volkswagen } from "./volkswagen";
import { ford } from "./ford";
import { mitsubishi } from "./mitsubishi";
import { nissan } from "./nissan";
import { subaru } from "./subaru";
import { tesla } from "./tesla";
import { byd } from "./byd";
import { mg } from "./mg";
import { isuzu } from "./isuzu";
import { hino } from "./hino";
import { fuso } from "./fuso";
import { jayco } from "./jayco";
import { coromal } from "./coromal";
import { crusader } from "./crusader";
import { lotus } from "./lotus";
import { jeep } from "./jeep";

export type { CatalogueMake, CatalogueModel, CatalogueVariant, Powertrain } from "./types";

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
  jeep,
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
