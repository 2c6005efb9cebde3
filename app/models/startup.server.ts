import fs from "node:fs";
import path from "node:path";
import { getDatabase } from "~/db/client.server";
import { env } from "~/env.server";
import { logger } from "~/logger.server";
import { mailerFromEnv } from "~/models/leads/mailer.server";
import { startOutboxWorker, stopOutboxWorker } from "~/models/leads/outbox-worker.server";
import { buildSearchIndex } from "~/models/search/search.server";
import { DEFAULT_STOCK_COUNT } from "~/models/stock/generator";
import { seedStockIfEmpty } from "~/models/stock/write.server";
import { tenants } from "~/tenants";

declare global {
  var __dealerStartup: Promise<void> | undefined;
}

/**
 * Marks the data directory as in use by this process: the embedded database is
 * single-process, so `npm run stock:import` refuses to open it while the server runs.
 */
function claimDataDir(): void {
  if (env.DATABASE_URL) return;
  const pidFile = path.join(env.dataDir, "server.pid");
  fs.mkdirSync(env.dataDir, { recursive: true });
  fs.writeFileSync(pidFile, String(process.pid));
  process.once("exit", () => {
    try {
      if (fs.readFileSync(pidFile, "utf8") === String(process.pid)) fs.unlinkSync(pidFile);
    } catch {
      // Already gone: nothing to release.
    }
  });
  // A lead email being handed over gets to finish before the process lets the database go.
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => void stopOutboxWorker().finally(() => process.exit(0)));
  }
}

/**
 * What the server does before it is ready (DESIGN.md contract): migrate the database, seed
 * the demo stock on first start, build the embedded search index, start delivering the
 * lead outbox. Runs once per process.
 */
export function startServer(): Promise<void> {
  globalThis.__dealerStartup ??= (async () => {
    const started = performance.now();
    claimDataDir();
    const db = await getDatabase();
    await seedStockIfEmpty(db, {
      tenants,
      count: env.STOCK_COUNT ?? DEFAULT_STOCK_COUNT,
      now: new Date(),
      log: (message) => logger.info(message),
    });
    await buildSearchIndex(db);
    startOutboxWorker({ db, mailer: mailerFromEnv() });
    logger.info({ ms: Math.round(performance.now() - started) }, "server ready");
  })();
  return globalThis.__dealerStartup;
}
