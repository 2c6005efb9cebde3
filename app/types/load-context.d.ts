import "@remix-run/node";
import type { RenderOnlyData } from "~/components/render-only";
import type { Tenant } from "~/tenants/schema";

/*
 * What scripts/server.mjs puts in every loader's and action's context. The shopper's address
 * is the server's to decide: Express reads X-Forwarded-For only from the proxies TRUST_PROXY
 * names, so a route never reads that header itself (a client writes whatever it likes there).
 */
declare module "@remix-run/node" {
  interface AppLoadContext {
    getClientAddress: () => string | null;
    /**
     * The request is for a page's HTML, not a data request (`.data`: a client-side navigation,
     * a live search, a revalidation): Remix strips `.data` before a loader sees the URL.
     */
    documentRequest: boolean;
    /** Data for the server's render of this request only, never sent as the page's data (decision 043). */
    renderOnly: RenderOnlyData;
    /** The request's tenant once a loader or action has resolved it (pages/request-tenant.server.ts). */
    tenant?: Tenant;
  }
}
