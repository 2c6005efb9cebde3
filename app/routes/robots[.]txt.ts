import type { LoaderFunctionArgs } from "@remix-run/node";
import { siteOrigin } from "~/tenants/tenant.server";
import { requestTenant } from "~/pages/request-tenant.server";

/** robots.txt per tenant: everything may be crawled but the image resizer; the sitemap is named. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = siteOrigin(request, requestTenant(request, context));
  return new Response(`User-agent: *\nDisallow: /images\n\nSitemap: ${origin}/sitemap.xml\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
