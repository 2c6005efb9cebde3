import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import type { ConfiguredFeed } from "./config.server";
import { runDueFeeds, type FeedRun } from "./run.server";

/** How often the server looks for due feeds; each feed's own schedule is in minutes. */
const TICK_MS = 60_000;

declare global {
  var __dealerFeedScheduler: { timer: NodeJS.Timeout; running: Promise<unknown> | null } | undefined;
}

/**
 * Pulls the due feeds now and every minute after. Every server process runs this; the claim
 * in runDueFeeds makes each feed's run happen once across them. A tick still running when the
 * next comes is not doubled.
 */
export function startFeedScheduler({
  db,
  feeds,
  onRun,
  onError,
}: {
  db: Kysely<Database>;
  feeds: readonly ConfiguredFeed[];
  onRun: (run: FeedRun) => void;
  onError: (error: unknown) => void;
}): void {
  if (feeds.length === 0 || globalThis.__dealerFeedScheduler) return;
  const tick = () => {
    const state = globalThis.__dealerFeedScheduler;
    if (!state || state.running) return;
    state.running = runDueFeeds(db, feeds, { now: new Date(), onRun })
      .catch(onError)
      .finally(() => {
        state.running = null;
      });
  };
  const timer = setInterval(tick, TICK_MS);
  timer.unref();
  globalThis.__dealerFeedScheduler = { timer, running: null };
  tick();
}

/** Stops pulling feeds; a run in progress finishes (its claim is released when it is recorded). */
export async function stopFeedScheduler(): Promise<void> {
  const state = globalThis.__dealerFeedScheduler;
  if (!state) return;
  clearInterval(state.timer);
  globalThis.__dealerFeedScheduler = undefined;
  await state.running;
}
