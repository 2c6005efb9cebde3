import type { LoaderFunctionArgs } from "@remix-run/node";
import { env } from "~/env.server";
import { notFound } from "~/server/http";
import { metricsAllowed } from "~/server/metrics-access";
import { scrapeMetrics } from "~/server/metrics.server";
import { parsePreviewHosts } from "~/tenants/resolve";

const previewHosts = parsePreviewHosts(env.PREVIEW_HOSTS);

/** Prometheus metrics of the server (every worker's, summed), for the operator (README "Metrics"). */
export async function loader({ request }: LoaderFunctionArgs) {
  const allowed = metricsAllowed({
    host: request.headers.get("host"),
    authorization: request.headers.get("authorization"),
    previewHosts,
    token: env.METRICS_TOKEN,
  });
  if (!allowed) throw notFound();
  try {
    const { text, contentType } = await scrapeMetrics();
    return new Response(text, { headers: { "Content-Type": contentType, "Cache-Control": "no-store" } });
  } catch (error) {
    // A worker too busy to answer in time: the scraper tries at its next interval.
    return new Response(`metrics not collected: ${(error as Error).message}\n`, {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "5" },
    });
  }
}
