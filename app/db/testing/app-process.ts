/*
 * One app instance in a Node process of its own (tests only), as a cluster worker of
 * `scripts/server.mjs` is one: it opens DATABASE_URL and the ports with the app's own wiring
 * (mailerFromEnv, payments()) and runs the model function the parent names over IPC. Started
 * by startAppProcess() (app-processes.ts); its pino log lines go to the parent on stdout.
 */
import { mailerFromEnv } from "~/adapters/mail/index.server";
import { payments } from "~/adapters/payments/index.server";
import { createDatabase } from "~/db/client.server";
import type { NewCarRow } from "~/db/schema";
import { env } from "~/env.server";
import { deliverDueOutbox } from "~/models/leads/outbox-worker.server";
import { endOverdueHolds } from "~/models/payments/holds.server";
import { answerPaymentWebhook } from "~/pages/payments/webhook.server";
import { buildSearchIndex, searchStock } from "~/models/search/search.server";
import type { SearchState } from "~/models/search/state";
import { configuredFeeds } from "~/models/stock/feeds/config.server";
import { runDueFeeds } from "~/models/stock/feeds/run.server";
import { insertCars } from "~/models/stock/write.server";
import { findTenant, tenants } from "~/tenants";

if (!env.DATABASE_URL || !process.send) throw new Error("app-process runs as a forked child with DATABASE_URL");
const { db, close } = await createDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });

const operations = {
  buildSearchIndex: () => buildSearchIndex(db),
  /** A search page's answer, as the page's loader asks it (the index's freshness check first). */
  search: async ({ tenant, state }: { tenant: string; state: SearchState }) => {
    const result = await searchStock(db, findTenant(tenant)!, state);
    return { nbHits: result.nbHits, ids: result.hits.map((hit) => hit.id) };
  },
  insertCars: async ({ cars }: { cars: NewCarRow[] }) => (await insertCars(db, cars)).inserted,
  deliverDueOutbox: ({ batchSize }: { batchSize: number }) => deliverDueOutbox(db, mailerFromEnv(), { batchSize }),
  endOverdueHolds: () => endOverdueHolds(db, payments()),
  /** A provider's webhook delivery as the route answers it: its status and message. */
  deliverPaymentWebhook: async ({ body, signature }: { body: string; signature: string }) => {
    const request = new Request("http://127.0.0.1/api/payments/stripe", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
    });
    const response = await answerPaymentWebhook(request, async () => db, payments());
    return { status: response.status, message: ((await response.json()) as { message: string }).message };
  },
  /** The feeds due at `now` (STOCK_FEEDS_FILE), as the server's feed scheduler runs them: how many this process ran. */
  runDueFeeds: async ({ now }: { now: string }) =>
    (await runDueFeeds(db, configuredFeeds(tenants, env.STOCK_FEEDS_FILE), { now: new Date(now) })).length,
};
export type AppOperations = typeof operations;

export interface AppRequest {
  id: number;
  operation: keyof AppOperations;
  args: unknown;
}

process.on("message", async ({ id, operation, args }: AppRequest) => {
  try {
    const result = await (operations[operation] as (args: unknown) => Promise<unknown>)(args);
    process.send!({ id, result });
  } catch (error) {
    process.send!({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
// The parent went away (or stopped it): the pool lets go of its connections.
process.once("disconnect", () => void close().finally(() => process.exit(0)));
process.send({ ready: true });
