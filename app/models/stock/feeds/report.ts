import { formatRowError } from "../import/errors";
import type { FeedRun } from "./run.server";

export interface FeedReportEntry {
  tenantSlug: string;
  source: string;
  everyMinutes: number;
  nextRunAt: Date | null;
  runs: FeedRun[];
}

/** Rows of a rejected run listed under it; the count says how many more the run had. */
const ERRORS_SHOWN = 10;

const when = (date: Date) => `${date.toISOString().slice(0, 19).replace("T", " ")} UTC`;

/** `npm run feeds`: each feed's source and next run, then its last runs, newest first. */
export function formatFeedReport(entries: readonly FeedReportEntry[]): string {
  if (entries.length === 0) return "No stock feeds are configured (a tenant's stockFeed, or STOCK_FEEDS_FILE).\n";
  const lines: string[] = [];
  for (const feed of entries) {
    lines.push(
      `${feed.tenantSlug}: ${feed.source}, every ${feed.everyMinutes} min; next run ${
        feed.nextRunAt ? when(feed.nextRunAt) : "when the server starts"
      }`,
    );
    if (feed.runs.length === 0) lines.push("  no runs yet");
    for (const run of feed.runs) {
      const counts =
        run.outcome === "applied"
          ? `${run.rows} rows: ${run.added} added, ${run.updated} updated, ${run.removed} removed`
          : run.outcome === "unchanged"
            ? "not changed since the last run"
            : `${run.rows} rows: ${run.message}`;
      lines.push(`  ${when(run.startedAt)}  ${run.outcome.padEnd(9)} ${counts}`);
      for (const error of run.errors.slice(0, ERRORS_SHOWN)) lines.push(`      ${formatRowError(error)}`);
      if (run.errors.length > ERRORS_SHOWN) lines.push(`      … and ${run.errors.length - ERRORS_SHOWN} more`);
    }
  }
  return `${lines.join("\n")}\n`;
}
