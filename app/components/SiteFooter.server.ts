// The server renders the footer (SiteFooterPart.tsx); as a .server module this re-export is
// empty in the browser, which keeps the server's HTML instead of the footer's code.
export { SiteFooter } from "./SiteFooter";
