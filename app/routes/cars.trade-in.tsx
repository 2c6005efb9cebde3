/**
 * vehicle-page §2 Routes: /cars/trade-in?car_id={id}, the trade-in valuation for a car being
 * bought. A static segment, so it wins over cars.$slug.
 */
export { action, default, ErrorBoundary, loader, meta } from "./trade-in";
