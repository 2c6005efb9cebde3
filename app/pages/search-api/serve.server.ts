import type { AppLoadContext } from "@remix-run/node";
import { embeddedSearchEngine, usesHostedSearch } from "~/adapters/search/index.server";
import { getDatabase } from "~/db/client.server";
import { env } from "~/env.server";
import { ensureFreshIndex } from "~/models/search/search.server";
import type { Tenant } from "~/tenants/schema";
import { tenantsServedAt } from "~/tenants/tenant.server";
import { searchApiAppId } from "~/models/search-api/keys.server";
import { ClientRateLimit } from "~/models/search-api/rate-limit";
import { answerSearchApi } from "./search-api.server";

/** One count of requests per process, shared by every tenant the process serves. */
const limiter = new ClientRateLimit();

/**
 * The search API on the request's own host (routes/1.$.ts): the tenant the host names, its
 * key derived from SESSION_SECRET, the embedded index as fresh as the site's pages see it.
 */
export async function serveSearchApi(request: Request, context: Pick<AppLoadContext, "getClientAddress">): Promise<Response> {
  const tenant = tenantAsked(request);
  if (usesHostedSearch(tenant)) {
    return Response.json(
      { message: "This site's search is hosted by Algolia: use its own application id", status: 404 },
      { status: 404, headers: { "Access-Control-Allow-Origin": "*" } },
    );
  }
  if (request.method !== "OPTIONS") await ensureFreshIndex(await getDatabase());
  return answerSearchApi(request, {
    engine: embeddedSearchEngine(),
    tenant,
    secret: env.SESSION_SECRET,
    now: new Date(),
    clientAddress: context.getClientAddress(),
    limiter,
  });
}

/**
 * The dealer a request searches: the one whose host it is. A preview host serves every
 * tenant (tenantsServedAt), so there the application id says which, as no Algolia client can
 * add `?tenant=` to its host; the key must still be that tenant's.
 */
function tenantAsked(request: Request): Tenant {
  const served = tenantsServedAt(request);
  const appId = request.headers.get("x-algolia-application-id") ?? new URL(request.url).searchParams.get("x-algolia-application-id");
  return served.find((tenant) => searchApiAppId(tenant) === appId) ?? served[0]!;
}
