import type { LoaderFunctionArgs } from "@remix-run/node";
import { RETRY_AFTER_SECONDS } from "~/db/unavailable";
import { checkReadiness, publicReadiness } from "~/models/health.server";
import { isDealerDomain } from "~/server/security-headers";
import { tenants } from "~/tenants";
import { hostnameOf } from "~/tenants/resolve";

/** Readiness for load balancers and the e2e runner: 200 once every dependency answers. */
export async function loader({ request }: LoaderFunctionArgs) {
  const readiness = await checkReadiness();
  const ready = readiness.status === "ok";
  const dealerDomain = isDealerDomain(hostnameOf(request.headers.get("host")), tenants);
  return Response.json(dealerDomain ? publicReadiness(readiness) : readiness, {
    status: ready ? 200 : 503,
    headers: { "Cache-Control": "no-store", ...(ready ? {} : { "Retry-After": String(RETRY_AFTER_SECONDS) }) },
  });
}
