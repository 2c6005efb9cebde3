// The server renders the home page's latest arrivals at once (FeaturedCarsOnDemand.tsx); as a
// .server module this re-export is empty in the browser bundle.
export { FeaturedCars } from "./FeaturedCars";
