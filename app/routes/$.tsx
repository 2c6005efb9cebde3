import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { aliasTarget } from "~/models/search/aliases";
import { notFound } from "~/server/http";
import { contentFor } from "~/tenants/content/content.server";
import { requireTenant } from "~/tenants/tenant.server";

export const meta: MetaFunction = () => [{ title: "Page not found" }];

/**
 * Any path no route claims: another spelling of one of our pages (aliases.ts) redirects to
 * it; anything else is a 404 inside the tenant's shell (root ErrorBoundary).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const tenant = requireTenant(request);
  const url = new URL(request.url);
  const target = aliasTarget(url.pathname, url.search, {
    makes: tenant.dealerships.flatMap((dealership) => dealership.manufacturers),
    modelRange: contentFor(tenant.slug).models ?? null,
  });
  if (target) throw redirect(target, 301);
  throw notFound();
}

export default function NotFound() {
  return null;
}
