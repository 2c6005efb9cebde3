import { parse, serialize } from "cookie";
import { env } from "~/env.server";
import { DEMO_TENANT_SLUG, tenants } from "./index";
import { parsePreviewHosts, QA_TENANT_COOKIE, resolveTenant } from "./resolve";
import type { Tenant } from "./schema";

const previewHosts = parsePreviewHosts(env.PREVIEW_HOSTS);

/** A thrown 404 whose body the root error boundary shows as a plain page. */
export const NO_DEALERSHIP_MESSAGE = "No dealership at this address";

/**
 * The tenant for this request, or a thrown Response: a redirect that stores a ?tenant=
 * choice in the QA cookie, or a 404 for a host no dealer owns.
 */
export function requireTenant(request: Request): Tenant {
  const url = new URL(request.url);
  const resolution = resolveTenant({
    url,
    host: request.headers.get("host") ?? url.host,
    qaCookie: parse(request.headers.get("cookie") ?? "")[QA_TENANT_COOKIE],
    tenants,
    previewHosts,
    defaultTenantSlug: env.DEFAULT_TENANT ?? DEMO_TENANT_SLUG,
    production: env.NODE_ENV === "production",
  });
  switch (resolution.kind) {
    case "tenant":
      return resolution.tenant;
    case "switch":
      throw new Response(null, {
        status: 302,
        headers: {
          Location: resolution.location,
          "Set-Cookie": serialize(QA_TENANT_COOKIE, resolution.tenant.slug, {
            path: "/",
            httpOnly: true,
            sameSite: "lax",
            maxAge: 60 * 60 * 24 * 30,
          }),
        },
      });
    case "unknown-host":
      throw new Response(NO_DEALERSHIP_MESSAGE, { status: 404, statusText: "Not Found" });
    case "unknown-tenant":
      throw new Response(
        `No dealership called "${resolution.slug}". Known: ${tenants.map((t) => t.slug).join(", ")}`,
        { status: 404, statusText: "Not Found" },
      );
  }
}
