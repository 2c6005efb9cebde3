/** vehicle-page §2 Routes: /finance-enquiry, the finance enquiry on sites whose finance.path it is. */
export { action, clientAction, default, loader, meta } from "./finance";
