import { onDemand } from "~/components/on-demand";
import type * as VehicleExtras from "./VehicleExtras";
import * as renderedOnServer from "./VehicleExtras.server";

/*
 * The vehicle page's parts below its first screen in a chunk of their own: the
 * similar cars' cards, the finance estimate, the repayment calculator and the brand's tiles were a third of the
 * route's own JavaScript. The server renders them in full (onDemand); the calculator is a GET
 * form and the cards are links, so they work before their code has loaded.
 */

// Undefined in the browser, where the .server module is empty.
const serverExtras: Partial<typeof VehicleExtras> = renderedOnServer;
const extras = () => import("./VehicleExtras");

export const FeaturedCars = onDemand(serverExtras.FeaturedCars, () => extras().then((loaded) => loaded.FeaturedCars));
export const FeatureTiles = onDemand(serverExtras.FeatureTiles, () => extras().then((loaded) => loaded.FeatureTiles));
export const FinanceEstimateCard = onDemand(serverExtras.FinanceEstimateCard, () =>
  extras().then((loaded) => loaded.FinanceEstimateCard),
);
export const RepaymentCalculator = onDemand(serverExtras.RepaymentCalculator, () =>
  extras().then((loaded) => loaded.RepaymentCalculator),
);
export const UsedCarQuoteCard = onDemand(serverExtras.UsedCarQuoteCard, () => extras().then((loaded) => loaded.UsedCarQuoteCard));
