/** vehicle-page §2 Routes: /contact is the same page as /contact-us (its canonical). */
export { action, clientAction, default, loader, meta } from "./contact-us";
