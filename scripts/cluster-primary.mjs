// The primary process of a multi-worker server (scripts/server.mjs with WEB_CONCURRENCY > 1):
// it forks the workers, which share the port, and replaces one that dies after serving.
import cluster from "node:cluster";
import { answerScrapesFromWorkers } from "../app/server/metrics-ipc.mjs";

/**
 * Forks `count` workers of this script (each serves; see scripts/server.mjs) and looks after
 * them until SIGTERM or SIGINT, which it passes on.
 */
export function runWorkers(count) {
  // The workers accept connections from the shared socket themselves. Node's default on Linux
  // (round robin) has the primary accept each one and pass it on: a connection passed to a
  // worker the moment it was killed stayed open in the primary, unanswered, until the client
  // gave up (one request per SIGKILL under load hung 60 s). A worker's own connections close
  // with it, and the client gets an error it can retry.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  // A scrape of /metrics reaches one worker, which asks here for every worker's series.
  answerScrapesFromWorkers(cluster);
  for (let i = 0; i < count; i++) cluster.fork();
  let stopping = false;
  const serving = new Set();
  cluster.on("listening", (worker) => serving.add(worker.id));
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    // A worker that never served (bad configuration, database unreachable) would only fail
    // again: stop with its code. One that served and then died is replaced.
    if (!serving.has(worker.id)) {
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.kill();
      process.exit(code || 1);
    }
    process.stderr.write(`worker ${worker.process.pid} ended (${signal ?? code}); starting another\n`);
    cluster.fork();
  });
  for (const signal of ["SIGTERM", "SIGINT"]) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill(signal);
    });
  }
}
