/** vehicle-page §2 Routes: /sell-your-car is a general trade-in or selling page (the red banner's default target). */
export { action, default, ErrorBoundary, loader, meta } from "./trade-in";
