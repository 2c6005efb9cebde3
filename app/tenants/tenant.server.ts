import { parse, serialize } from "cookie";
import { notFound } from "~/server/http";
import { env } from "~/env.server";
import { DEMO_TENANT_SLUG, tenants } from "./index";
import { hostnameOf, parsePreviewHosts, QA_TENANT_COOKIE, resolveTenant } from "./resolve";
import type { Tenant } from "./schema";

const previewHosts = parsePreviewHosts(env.PREVIEW_HOSTS);

/**
 * The origin of absolute URLs (canonical links, JSON-LD, sitemap.xml, robots.txt), which
 * caches and search engines keep. On a dealer's domain it is the tenant's primary domain
 * from its file, never a request header: X-Forwarded-Host from a proxy we trust, or a Host
 * naming the tenant's second domain, must not rewrite what is cached for everyone. On a
 * preview host it is that host, which tenant resolution has already matched to the list.
 */
export function siteOrigin(request: Request, tenant: Pick<Tenant, "domains">): string {
  const host = request.headers.get("host");
  const hostname = hostnameOf(host);
  const primary = tenant.domains[0];
  if (primary && (tenant.domains.includes(hostname) || !previewHosts.includes(hostname))) {
    return `https://${primary}`;
  }
  const port = /:(\d{1,5})$/.exec(host?.trim() ?? "")?.[1];
  return `${new URL(request.url).protocol}//${hostname}${port ? `:${port}` : ""}`;
}

/** A thrown 404 whose body the root error boundary shows as a plain page. */
export const NO_DEALERSHIP_MESSAGE = "No dealership at this address";

/**
 * The tenant for this request, or a thrown Response: a redirect that stores a ?tenant=
 * choice in the QA cookie, or a 404 for a host no dealer owns.
 */
export function requireTenant(request: Request): Tenant {
  return requireResolution(request).tenant;
}

/**
 * The tenants whose pages this request's host shows: a dealer's domain, its own; a preview
 * host, any of them (QA moves between them with ?tenant= and its cookie, which a page's own
 * requests for its files need not carry). Throws as requireTenant does.
 */
export function tenantsServedAt(request: Request): readonly Tenant[] {
  const { tenant, preview } = requireResolution(request);
  return preview ? [tenant, ...tenants.filter((other) => other !== tenant)] : [tenant];
}

function requireResolution(request: Request): { tenant: Tenant; preview: boolean } {
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
      return resolution;
    case "switch":
      throw new Response(null, {
        status: 302,
        headers: {
          Location: resolution.location,
          // Another dealer's site: a client-side navigation loads it as a document (Remix's
          // redirectDocument). Followed in the router, the redirect back to the same page kept
          // the last dealer's header and footer (the root does not reload for its own page).
          "X-Remix-Reload-Document": "true",
          "Set-Cookie": serialize(QA_TENANT_COOKIE, resolution.tenant.slug, {
            path: "/",
            httpOnly: true,
            sameSite: "lax",
            maxAge: 60 * 60 * 24 * 30,
          }),
        },
      });
    case "unknown-host":
      throw notFound(NO_DEALERSHIP_MESSAGE);
    case "unknown-tenant":
      throw notFound(`No dealership called "${resolution.slug}". Known: ${tenants.map((t) => t.slug).join(", ")}`);
  }
}
