// Tests only (cluster-primary.test.ts): scripts/server.mjs's primary with two workers whose
// every answer takes 50 ms, as a page that waits on its database does. Prints "ready <pid>,<pid>"
// once both listen on PORT.
import cluster from "node:cluster";
import http from "node:http";
import { runWorkers } from "../cluster-primary.mjs";

const port = Number(process.env.PORT);
if (cluster.isPrimary) {
  runWorkers(2);
  let listening = 0;
  cluster.on("listening", () => {
    if (++listening === 2) {
      const pids = Object.values(cluster.workers ?? {}).map((worker) => worker?.process.pid);
      process.stdout.write(`ready ${pids.join(",")}\n`);
    }
  });
} else {
  http
    .createServer((_request, response) => setTimeout(() => response.end("ok"), 50))
    .listen(port, "127.0.0.1");
}
