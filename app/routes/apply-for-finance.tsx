/** vehicle-page §2 Routes: /apply-for-finance, the finance enquiry on sites whose finance.path it is. */
export { action, clientAction, default, loader, meta } from "./finance";
