import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { notFound } from "~/server/http";
import { requireTenant } from "~/tenants/tenant.server";

export const meta: MetaFunction = () => [{ title: "Page not found" }];

/** Any path no route claims: a 404 inside the tenant's shell (root ErrorBoundary). */
export async function loader({ request }: LoaderFunctionArgs) {
  requireTenant(request);
  throw notFound();
}

export default function NotFound() {
  return null;
}
