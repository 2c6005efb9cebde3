// The server renders the vehicle page's extras at once (VehicleExtrasOnDemand.tsx); as a
// .server module this re-export is empty in the browser bundle.
export { FeaturedCars, FeatureTiles, FinanceEstimateCard, RepaymentCalculator, UsedCarQuoteCard } from "./VehicleExtras";
