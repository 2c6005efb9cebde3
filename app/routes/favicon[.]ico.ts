import type { LoaderFunctionArgs } from "@remix-run/node";
import { makeLogoSvg } from "~/models/search/make-logos";
import { requestTenant } from "~/pages/request-tenant.server";

/**
 * Browsers ask every site for /favicon.ico: each dealer gets a lettermark of its name (an
 * SVG, which browsers read by its content type whatever the address says).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const tenant = requestTenant(request, context);
  return new Response(makeLogoSvg(tenant.name), {
    headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=86400" },
  });
}
