import type { LoaderFunctionArgs } from "@remix-run/node";
import { getDatabase } from "~/db/client.server";
import { searchStock } from "~/models/search/search.server";
import { listedCarPages } from "~/models/car/vehicle.server";
import { landingPaths, SITEMAP_URL_LIMIT, sitemapXml } from "~/models/search/sitemap";
import { emptySearchState } from "~/models/search/state";
import { requireTenant, siteOrigin } from "~/tenants/tenant.server";

/** The tenant's sitemap: its search landing pages with stock, then its listed cars. */
export async function loader({ request }: LoaderFunctionArgs) {
  const tenant = requireTenant(request);
  const db = await getDatabase();
  const result = await searchStock(db, tenant, emptySearchState());
  const cars = await listedCarPages(db, tenant, SITEMAP_URL_LIMIT);
  const entries = [
    ...landingPaths(result.facets),
    ...cars.map((car) => ({ path: `/cars/${car.slug}`, lastModified: car.updatedAt })),
  ];
  return new Response(sitemapXml(siteOrigin(request, tenant), entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
