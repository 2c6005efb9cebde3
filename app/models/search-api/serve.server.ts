import type { AppLoadContext } from "@remix-run/node";
import { embeddedSearchEngine, usesHostedSearch } from "~/adapters/search/index.server";
import { getDatabase } from "~/db/client.server";
import { env } from "~/env.server";
import { ensureFreshIndex } from "~/models/search/search.server";
import { requireTenant } from "~/tenants/tenant.server";
import { ClientRateLimit } from "./rate-limit";
import { answerSearchApi } from "./search-api.server";

/** One count of requests per process, shared by every tenant the process serves. */
const limiter = new ClientRateLimit();

/**
 * The search API on the request's own host (routes/1.$.ts): the tenant the host names, its
 * key derived from SESSION_SECRET, the embedded index as fresh as the site's pages see it.
 */
export async function serveSearchApi(request: Request, context: Pick<AppLoadContext, "getClientAddress">): Promise<Response> {
  const tenant = requireTenant(request);
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
