import type { LoaderFunctionArgs } from "@remix-run/node";
import { getDatabase } from "~/db/client.server";
import { searchStock } from "~/models/search/search.server";
import { landingPaths, sitemapXml } from "~/models/search/sitemap";
import { emptySearchState } from "~/models/search/state";
import { requireTenant } from "~/tenants/tenant.server";

/** The tenant's sitemap: its search landing pages with stock. */
export async function loader({ request }: LoaderFunctionArgs) {
  const tenant = requireTenant(request);
  const result = await searchStock(await getDatabase(), tenant, emptySearchState());
  return new Response(sitemapXml(new URL(request.url).origin, landingPaths(result.facets)), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
