/** vehicle-page §2 Routes: on a site that buys online, the reserve page is /cars/{slug}/buy-online. */
export { action, clientAction, default, ErrorBoundary, loader, meta } from "./cars.$slug_.checkout";
