import type { LoaderFunctionArgs } from "@remix-run/node";
import { checkReadiness } from "~/models/health.server";

/** Readiness for load balancers and the e2e runner: 200 once every dependency answers. */
export async function loader(_args: LoaderFunctionArgs) {
  const readiness = await checkReadiness();
  return Response.json(readiness, {
    status: readiness.status === "ok" ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}
