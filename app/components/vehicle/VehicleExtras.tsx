// What the vehicle page shows below its first screen and loads on demand (VehicleExtrasOnDemand.tsx).
export { FeaturedCars } from "~/components/car/FeaturedCars";
export { FeatureTiles } from "~/components/content/FeatureTiles";
export { FinanceEstimateCard } from "./FinanceEstimateCard";
export { RepaymentCalculator } from "./RepaymentCalculator";
export { UsedCarQuoteCard } from "./UsedCarQuoteCard";
