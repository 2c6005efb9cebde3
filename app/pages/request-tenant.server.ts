import type { AppLoadContext } from "@remix-run/node";
import type { Tenant } from "~/tenants/schema";
import { requireTenant } from "~/tenants/tenant.server";

/**
 * The request's tenant, resolved once per request: the root's loader, the route's loader and
 * an action share the request's load context, so the first to ask reads the host and the QA
 * cookie and the others take its answer (as Hydrogen keeps its storefront in the context).
 * An answer that is a thrown Response (the QA switch's redirect, a host no dealer owns) is
 * not kept: each loader that asks throws it, as each did before.
 */
export function requestTenant(request: Request, context: Pick<AppLoadContext, "tenant">): Tenant {
  return (context.tenant ??= requireTenant(request));
}
