import type { LoaderFunctionArgs } from "@remix-run/node";
import { getDatabase } from "~/db/client.server";
import { searchStock } from "~/models/search/search.server";
import { listedCarPages } from "~/models/car/vehicle.server";
import { landingPaths, SITEMAP_URL_LIMIT, sitemapXml, sitePagePaths } from "~/models/search/sitemap";
import { offersForSite } from "~/pages/offers/offers.server";
import { contentFor } from "~/tenants/content/content.server";
import { pathsBehindSignIn } from "~/models/auth/gates";
import { FINANCE_PATHS } from "~/models/finance/enquiry";
import { emptySearchState } from "~/models/search/state";
import { siteOrigin } from "~/tenants/tenant.server";
import { requestTenant } from "~/pages/request-tenant.server";

/**
 * The tenant's sitemap: its own pages (home, locations, models, offers, the content pages its
 * menus link), its search landing pages with stock, then its listed cars.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const tenant = requestTenant(request, context);
  const db = await getDatabase();
  const result = await searchStock(db, tenant, emptySearchState());
  const cars = await listedCarPages(db, tenant, SITEMAP_URL_LIMIT);
  const site = {
    locations: tenant.locations,
    models: contentFor(tenant.slug).models ?? null,
    offers: offersForSite(tenant),
    menus: tenant.menus,
    // A finance path other than the tenant's redirects to it; a gated journey, to sign-in.
    redirected: [...FINANCE_PATHS.filter((path) => path !== tenant.finance.path), ...pathsBehindSignIn(tenant)],
  };
  const entries = [
    ...sitePagePaths(site),
    ...landingPaths(result.facets),
    ...cars.map((car) => ({ path: `/cars/${car.slug}`, lastModified: car.updatedAt })),
  ];
  return new Response(sitemapXml(siteOrigin(request, tenant), entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
