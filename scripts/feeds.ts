/**
 * Each dealer's stock feed and its last runs: when, rows, added/updated/removed, the rejected
 * rows as `row N: field: reason`, and the next run.
 *
 *   npm run feeds
 *
 * On the embedded database a running server holds it, so the server is asked over its
 * control socket; otherwise the database is read directly.
 */
import { createDatabase, migrateToLatest } from "../app/db/client.server";
import { env } from "../app/env.server";
import { configuredFeeds, FeedConfigError } from "../app/models/stock/feeds/config.server";
import { formatFeedReport, type FeedReportEntry } from "../app/models/stock/feeds/report";
import { feedReport } from "../app/models/stock/feeds/run.server";
import { callControlSocket } from "../app/server/control-socket.server";
import { openOrRefuse } from "../app/server/data-dir-lock.server";
import { TenantConfigError } from "../app/tenants/registry";

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** The report as it came over JSON, its times made dates again. */
function revive(entries: FeedReportEntry[]): FeedReportEntry[] {
  return entries.map((entry) => ({
    ...entry,
    nextRunAt: entry.nextRunAt ? new Date(entry.nextRunAt) : null,
    runs: entry.runs.map((run) => ({ ...run, startedAt: new Date(run.startedAt), finishedAt: new Date(run.finishedAt) })),
  }));
}

async function main(): Promise<void> {
  let feeds;
  try {
    const { tenants } = await import("../app/tenants/index");
    feeds = configuredFeeds(tenants, env.STOCK_FEEDS_FILE);
  } catch (error) {
    if (error instanceof TenantConfigError || error instanceof FeedConfigError) fail(error.message);
    throw error;
  }
  if (!env.DATABASE_URL) {
    const answer = await callControlSocket(env.dataDir, "feeds", {});
    if (answer) {
      if (answer.status !== 200) fail(`The running server could not report: ${JSON.stringify(answer.body)}`);
      process.stdout.write(formatFeedReport(revive(answer.body as FeedReportEntry[])));
      return;
    }
  }
  const handle = await openOrRefuse(() =>
    createDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir, purpose: "feeds report" }),
  );
  try {
    await migrateToLatest(handle.db);
    process.stdout.write(formatFeedReport(await feedReport(handle.db, feeds)));
  } finally {
    await handle.close();
  }
}

await main();
