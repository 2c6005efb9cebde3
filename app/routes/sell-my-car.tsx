/** vehicle-page §2 Routes: /sell-my-car is a general trade-in or selling page. */
export { action, default, ErrorBoundary, loader, meta } from "./trade-in";
