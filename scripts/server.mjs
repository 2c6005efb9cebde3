#!/usr/bin/env node
// The production HTTP server (started by scripts/start.mjs): what remix-serve does, plus the
// shopper's address in the load context, so the per-address lead rate limit sees real
// addresses. Behind a proxy, Express reads X-Forwarded-For only from the proxies TRUST_PROXY
// names (default: loopback only, see TRUST_PROXY_DEFAULT); a shopper connecting directly
// cannot forge it.
import cluster from "node:cluster";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import { broadcastDevReady, installGlobals } from "@remix-run/node";
import express from "express";
import { readServerEnv } from "../app/server/process-env.mjs";
import { runWorkers } from "./cluster-primary.mjs";

const [serverBuildPath] = process.argv.slice(2);
if (!serverBuildPath) {
  process.stderr.write("usage: node scripts/server.mjs build/index.js\n");
  process.exit(64);
}
// With DATABASE_URL, one worker per core (WEB_CONCURRENCY) shares the port through node:cluster;
// each loads its own search index. The embedded database stays one process (readServerEnv).
const startEnv = readServerEnv();
if (startEnv.ok && startEnv.env.workers > 1 && cluster.isPrimary) {
  runWorkers(startEnv.env.workers);
} else {
  await serve();
}

async function serve() {
  const build = await import(pathToFileURL(path.resolve(serverBuildPath)).href);
  installGlobals({ nativeFetch: build.future.v3_singleFetch });
  // start.mjs has checked the environment already; one started by hand is checked here.
  const serverEnv = readServerEnv();
  if (!serverEnv.ok) throw serverEnv.error;
  const { PORT: port, HOST: host, TRUST_PROXY: trustProxy, NODE_ENV: mode } = serverEnv.env;

  // The request guards (405 for methods we do not serve, 403 for another site's form posts, 413
  // for bodies over 64 kB) and the proxy default are TypeScript in app/server/request-guards.ts;
  // app/entry.server.tsx re-exports them, so they arrive bundled in the build: no TypeScript
  // loader at run time, and the server runs the very code their unit tests import.
  // So is the compression (app/server/compression.ts): one pass per response, not one per flush.
  // And so is the compacting collection when the server falls idle (app/server/idle-collection.ts).
  const {
    answerMalformedAddresses,
    collectWhenIdle,
    compressResponses,
    dataDirReady,
    guardRequests,
    holdRequestsUntilStarted,
    ignoreErrorsAfterRefusal,
    logRefusal,
    measureRequests,
    stopGracefully,
    stopServer,
    TRUST_PROXY_DEFAULT,
  } = build.entry.module;

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxy ?? TRUST_PROXY_DEFAULT);
  // A clean stop: requests in flight counted, new ones refused retryably (graceful-stop.ts).
  const stopping = stopGracefully();
  app.use(stopping.trackRequests);
  // Every response timed by its Remix route (/metrics), refused ones too.
  app.use(measureRequests(build.routes));
  // req.protocol: the scheme the browser used, from the trusted proxy's X-Forwarded-Proto.
  app.use(guardRequests({ protocolOf: (req) => req.protocol, onRefusal: logRefusal }));
  app.use(compressResponses());
  // Fingerprinted assets never change; everything else in public/ may.
  app.use(build.publicPath, express.static(build.assetsBuildDirectory, { immutable: true, maxAge: "1y" }));
  // Only a path under one of public/'s own entries is looked for there: every other request
  // (every page, /healthz) cost a file lookup that failed, 5-8% of the server's CPU.
  // An entry added to public/ while the server runs is served after a restart.
  const publicEntries = new Set(fs.existsSync("public") ? fs.readdirSync("public") : []);
  const publicFiles = express.static("public", { maxAge: "1h" });
  app.use((req, res, next) => (publicEntries.has(req.path.split("/", 2)[1]) ? publicFiles(req, res, next) : next()));
  // Pages wait for the start (migrations, seeding, the search index); /healthz answers at once.
  app.use(holdRequestsUntilStarted());
  app.all(
    "*",
    createRequestHandler({
      build,
      mode,
      getLoadContext: (req) => ({
        getClientAddress: () => req.ip ?? null,
        documentRequest: !req.path.endsWith(".data"),
        renderOnly: {},
      }),
    }),
  );
  app.use(ignoreErrorsAfterRefusal);
  app.use(answerMalformedAddresses);

  // The embedded database's data directory is this process's before the port is: a second
  // server on the same directory is refused (exit 75) without ever saying "Listening".
  if (!(await dataDirReady())) return;

  const server = http.createServer(
    {
      // A client gets 10 s to send its headers and 30 s for the whole request: our largest
      // body is a 64 kB form, seconds on the slowest mobile link, and a body trickled in a
      // byte a second held its connection for Node's default five minutes.
      headersTimeout: 10_000,
      requestTimeout: 30_000,
      // Node looks for overdue requests this often (default every 30 s, which let a 30 s
      // limit run to a minute).
      connectionsCheckingInterval: 2_000,
    },
    app,
  );
  // An idle kept-alive connection stays open 65 s: longer than the 60 s idle timeout of the
  // usual load balancers (AWS ALB, nginx's upstream keepalive), so it is the balancer that
  // closes it, never us while it sends the next request on it (a 502 for the shopper).
  server.keepAliveTimeout = 65_000;
  if (host) server.listen(port, host);
  else server.listen(port);
  // Expect: 100-continue goes to the guards, which answer 413 before the body is sent, or
  // tell the client to go on; Node would otherwise say "continue" to every request.
  server.on("checkContinue", app);
  server.once("listening", () => {
    process.stdout.write(`Listening on http://localhost:${port}\n`);
    // Under `npm run dev`, remix dev restarts this server on each rebuild and waits for this
    // signal before it reloads the browser; REMIX_DEV_ORIGIN is set only there.
    if (process.env.REMIX_DEV_ORIGIN) void broadcastDevReady(build);
  });
  collectWhenIdle(server);
  for (const signal of ["SIGTERM", "SIGINT"]) {
    process.once(signal, () => {
      const log = (message) => process.stdout.write(`${JSON.stringify({ level: 30, time: Date.now(), msg: message })}\n`);
      stopping.stop(server, stopServer, log).then(
        () => process.exit(0),
        (error) => {
          process.stderr.write(`stopping failed: ${error?.stack ?? error}\n`);
          process.exit(1);
        },
      );
    });
  }
}
