import path from "node:path";
import { mailerFromEnv } from "~/adapters/mail/index.server";
import { payments } from "~/adapters/payments/index.server";
import { closeDatabase, getDatabase, getDatabaseHandle } from "~/db/client.server";
import { env } from "~/env.server";
import { logger } from "~/logger.server";
import { outboxDepth } from "~/models/leads/outbox-delivery.server";
import { startOutboxWorker, stopOutboxWorker } from "~/models/leads/outbox-worker.server";
import { operatorCommands } from "~/models/operations/control.server";
import { startReservationExpiry } from "~/models/payments/expiry-worker.server";
import { INDEX_FILE_NAME } from "~/models/search/index-file.server";
import { searchIndexSaved, startSearchIndex } from "~/models/search/search.server";
import { DEFAULT_STOCK_COUNT } from "~/models/stock/demo/generator";
import { serveDemoPhotos } from "~/models/stock/demo/photos.server";
import { configuredFeeds } from "~/models/stock/feeds/config.server";
import { startFeedScheduler, stopFeedScheduler } from "~/models/stock/feeds/scheduler.server";
import { seedStockIfEmpty } from "~/models/stock/write.server";
import { startControlSocket, type ControlSocket } from "~/server/control-socket.server";
import { metrics } from "~/server/metrics.server";
import { tenants } from "~/tenants";

declare global {
  var __dealerStartup: Promise<void> | undefined;
  var __dealerControlSocket: ControlSocket | undefined;
}

/**
 * The app's part of a clean stop (scripts/server.mjs calls it once the requests in flight are
 * done): a lead email being handed over ends (or is left, under its lease, to be retried), a
 * feed run finishes, the search index file is written, then the database is closed (and with
 * it the data directory's lock).
 */
export async function stopServer(): Promise<void> {
  await globalThis.__dealerStartup?.catch(() => undefined);
  await Promise.allSettled([stopOutboxWorker(), stopFeedScheduler(), searchIndexSaved(), globalThis.__dealerControlSocket?.close()]);
  await closeDatabase();
}

/**
 * What the server does before it is ready (DESIGN.md contract): migrate the database, seed
 * the demo stock on first start, build the embedded search index, start delivering the
 * lead outbox. Runs once per process.
 */
export function startServer(): Promise<void> {
  globalThis.__dealerStartup ??= (async () => {
    const started = performance.now();
    // Where a start's time goes, in the "server ready" line: loading the modules (the time
    // before this function runs), the database, the search index.
    const stages: Record<string, number> = { modules: Math.round(started) };
    // A feed the server would misread stops the start, naming the file and the field.
    const feeds = configuredFeeds(tenants, env.STOCK_FEEDS_FILE);
    const lap = (stage: string, since: number) => {
      stages[stage] = Math.round(performance.now() - since);
      return performance.now();
    };
    // The embedded database takes the data directory's lock as it opens (a second server on
    // the same DATA_DIR is refused there).
    const db = await getDatabase();
    let since = lap("database", started);
    serveDemoPhotos();
    await seedStockIfEmpty(db, {
      tenants,
      count: env.STOCK_COUNT ?? DEFAULT_STOCK_COUNT,
      now: new Date(),
      log: (message) => logger.info(message),
    });
    since = lap("seed", since);
    await startSearchIndex(db, { indexFile: path.join(env.dataDir, INDEX_FILE_NAME) });
    lap("search", since);
    startOutboxWorker({ db, mailer: mailerFromEnv() });
    metrics().readOutboxWith(() => outboxDepth(db));
    // The embedded database is this process's alone: the operator's commands that write to
    // it (npm run stock:import, npm run backup) come to it over the control socket. On
    // PostgreSQL they open the database themselves.
    if (!env.DATABASE_URL) {
      globalThis.__dealerControlSocket = await startControlSocket(env.dataDir, operatorCommands({
        db,
        tenants,
        feeds,
        dataDir: env.dataDir,
        dumpDataDir: async () => (await getDatabaseHandle()).dumpDataDir!(),
      }), (err, message) =>
        logger.error({ err }, message),
      );
    }
    startFeedScheduler({
      db,
      feeds,
      onRun: (run) => {
        metrics().feedRuns.inc({ tenant: run.tenantSlug, outcome: run.outcome });
        metrics().feedRejectedRows.inc({ tenant: run.tenantSlug }, new Set(run.errors.map((error) => error.row)).size);
        logger[run.outcome === "applied" || run.outcome === "unchanged" ? "info" : "warn"](
          { tenant: run.tenantSlug, outcome: run.outcome, rows: run.rows, added: run.added, updated: run.updated, removed: run.removed, reason: run.message },
          "stock feed run",
        );
      },
      onError: (err) => logger.error({ err }, "stock feeds could not run"),
    });
    // Deposit holds end and are refunded only where deposits are taken.
    if (payments().takesDeposits) startReservationExpiry({ db, port: payments() });
    const { rss, heapUsed } = process.memoryUsage();
    logger.info(
      { ms: Math.round(performance.now() - started), stages, rssMb: Math.round(rss / 2 ** 20), heapMb: Math.round(heapUsed / 2 ** 20) },
      "server ready",
    );
  })();
  return globalThis.__dealerStartup;
}
