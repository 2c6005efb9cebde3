/**
 * Sends the lead emails that are due now, once, and says what happened:
 *
 *   npm run outbox:deliver
 *
 * The running server does this by itself every few seconds; this is for a look after an
 * SMTP outage, or for a cron job where no server runs. SMTP_URL picks the mail server (else
 * .eml files in $DATA_DIR/outbox/); DATABASE_URL the database, else the embedded one in
 * DATA_DIR, which must not be open in a running server at the same time. Exits 1 when a
 * message could not be sent (it stays in the outbox for a later attempt).
 */
import path from "node:path";
import { createDatabase, migrateToLatest } from "../app/db/client.server";
import { env } from "../app/env.server";
import { mailerFromEnv } from "../app/adapters/mail/index.server";
import { deliverDueOutbox } from "../app/models/leads/outbox-worker.server";
import { openOrRefuse } from "../app/server/data-dir-lock.server";

async function main(): Promise<void> {
  const destination = env.SMTP_URL ? `SMTP server ${new URL(env.SMTP_URL).host}` : path.join(env.dataDir, "outbox");
  // A running server delivers the outbox itself every few seconds; the lock refuses this run then.
  const handle = await openOrRefuse(() =>
    createDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir, purpose: "outbox delivery" }),
  );
  try {
    await migrateToLatest(handle.db);
    process.stdout.write(`Delivering due lead emails to ${destination}…\n`);
    const summary = await deliverDueOutbox(handle.db, mailerFromEnv(), {
      onBatch: (batch) => process.stdout.write(`  batch: ${batch.delivered} delivered, ${batch.failed} failed\n`),
    });
    process.stdout.write(
      `Outbox: ${summary.delivered} delivered, ${summary.failed} failed; ${summary.waiting} not yet delivered ` +
        "(waiting for a retry, or given up on: see last_error).\n",
    );
    if (summary.failed > 0) process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

await main();
