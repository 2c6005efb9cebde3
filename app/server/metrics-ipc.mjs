// The messages a worker and its primary exchange for a scrape of /metrics across workers
// (scripts/cluster-primary.mjs answers, app/server/metrics.server.ts asks). Plain JavaScript,
// so the primary imports it without a build.
import { AggregatorRegistry } from "prom-client";

export const SCRAPE_REQUEST = "dealer-platform:metrics-scrape";
export const SCRAPE_ANSWER = "dealer-platform:metrics-scrape-answer";

/**
 * In the primary: answers a worker's scrape with every worker's series summed (prom-client's
 * AggregatorRegistry asks each over IPC; each series by its own aggregator).
 * @param {import("node:cluster").Cluster} cluster
 */
export function answerScrapesFromWorkers(cluster) {
  const aggregator = new AggregatorRegistry();
  cluster.on("message", (worker, message) => {
    if (message?.type !== SCRAPE_REQUEST) return;
    const reply = (answer) => {
      if (worker.isConnected()) worker.send({ type: SCRAPE_ANSWER, id: message.id, ...answer });
    };
    aggregator.clusterMetrics().then(
      (text) => reply({ text }),
      (error) => reply({ error: error instanceof Error ? error.message : String(error) }),
    );
  });
}
