import type { LoaderFunctionArgs } from "@remix-run/node";
import { env } from "~/env.server";
import { notFound } from "~/server/http";
import { metricsAllowed } from "~/server/metrics-access";
import { metrics } from "~/server/metrics.server";
import { parsePreviewHosts } from "~/tenants/resolve";

const previewHosts = parsePreviewHosts(env.PREVIEW_HOSTS);

/** Prometheus metrics of this process, for the operator (README "Metrics"). */
export async function loader({ request }: LoaderFunctionArgs) {
  const allowed = metricsAllowed({
    host: request.headers.get("host"),
    authorization: request.headers.get("authorization"),
    previewHosts,
    token: env.METRICS_TOKEN,
  });
  if (!allowed) throw notFound();
  const { registry } = metrics();
  return new Response(await registry.metrics(), {
    headers: { "Content-Type": registry.contentType, "Cache-Control": "no-store" },
  });
}
