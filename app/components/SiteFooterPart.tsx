import type * as Footer from "./SiteFooter";
import { footer } from "./SiteFooterPart.css";
import * as renderedOnServer from "./SiteFooter.server";
import { staticPart } from "./StaticPart";

// Undefined in the browser, where the .server module is empty.
const serverFooter: Partial<typeof Footer> = renderedOnServer;

/**
 * The site footer on every page: links, addresses and phone numbers, nothing that needs
 * JavaScript, so the browser keeps the server's HTML and loads none of its code.
 * The root keys it on the tenant: another tenant's footer is rendered anew.
 */
export const SiteFooterPart = staticPart({
  as: "footer",
  id: "site-footer",
  className: footer,
  server: serverFooter.SiteFooter,
  load: () => import("./SiteFooter").then((module) => module.SiteFooter),
});
