import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { formatRowError, StockImportError, type ImportRowError } from "../import/errors";
import { readStockRows } from "../import/rows";
import { photoUrlRefusal } from "~/adapters/images/index.server";
import type { ImageHost } from "~/adapters/images/hosts";
import { validateStockRows, type ValidCar } from "../import/validate";
import { importStock } from "../import/write.server";
import type { ConfiguredFeed } from "./config.server";
import { fetchFeed, type FeedValidators } from "./fetch.server";
import { feedFieldName, mapFeedRows, mappingErrors } from "./mapping";
import type { FeedReportEntry } from "./report";

export type FeedOutcome = "applied" | "unchanged" | "rejected" | "failed";

/** One pull of a feed, as `npm run feeds` shows it. */
export interface FeedRun {
  tenantSlug: string;
  startedAt: Date;
  finishedAt: Date;
  outcome: FeedOutcome;
  rows: number;
  added: number;
  updated: number;
  removed: number;
  /** The one-line reason of a rejected or failed run. */
  message: string | null;
  errors: ImportRowError[];
}

/** Rows listed in a run's record; the count says how many more there were. */
const KEPT_ERRORS = 200;

/**
 * Pulls a feed and applies it whole or not at all: every row is read (through the mapping)
 * and validated, and the import, the removal guard and the marking of missing cars happen in
 * one transaction. Anything wrong leaves the last good stock as it was.
 */
export async function runFeed(
  db: Kysely<Database>,
  feed: ConfiguredFeed,
  { now, last, fetchImpl }: { now: Date; last: FeedValidators; fetchImpl?: typeof fetch },
): Promise<{ run: FeedRun; validators: FeedValidators | null }> {
  const startedAt = new Date();
  const done = (outcome: FeedOutcome, fields: Partial<FeedRun> = {}): FeedRun => ({
    tenantSlug: feed.tenant.slug,
    startedAt: now,
    finishedAt: new Date(now.getTime() + (Date.now() - startedAt.getTime())),
    outcome,
    rows: 0,
    added: 0,
    updated: 0,
    removed: 0,
    message: null,
    errors: [],
    ...fields,
  });
  const reject = (rows: number, errors: ImportRowError[], message?: string) => {
    const sorted = [...errors].sort((a, b) => a.row - b.row);
    const rowsWithErrors = new Set(sorted.map((error) => error.row)).size;
    return {
      run: done("rejected", {
        rows,
        message: message ?? (rowsWithErrors === 1 ? formatRowError(sorted[0]!) : `${rowsWithErrors} rows have errors`) + "; nothing was changed",
        errors: sorted.slice(0, KEPT_ERRORS),
      }),
      validators: null,
    };
  };

  const pulled = await fetchFeed(feed.settings, last, fetchImpl);
  if (pulled.kind === "unchanged") return { run: done("unchanged"), validators: last };
  if (pulled.kind === "failed") return { run: done("failed", { message: `the feed ${pulled.message}` }), validators: null };

  const { mapping, format, dealership, missingCars, maxRemovedShare } = feed.settings;
  const read = readStockRows(pulled.text, format);
  const header = format === "csv" && read.rows[0] ? Object.keys(read.rows[0].values) : null;
  const wrongMapping = mappingErrors(mapping, header);
  if (wrongMapping.length > 0) return reject(read.rows.length, wrongMapping, `the mapping: ${wrongMapping[0]!.message}`);
  const mapped = mapFeedRows(read.rows, { mapping, tenantSlug: feed.tenant.slug, dealership });
  // A car the feed lists comes back on the site when missing cars are unlisted rather than sold.
  if (missingCars === "unlisted") {
    for (const row of mapped.rows) row.values.show_on_dealer_website ??= true;
  }
  const { cars, errors } = validateStockRows(mapped.rows, { tenants: [feed.tenant], now });
  const all = [...read.errors, ...mapped.errors, ...errors, ...photoHostErrors(cars, feed.tenant.imageHosts)].map((error) => ({
    ...error,
    field: feedFieldName(error.field, mapping),
  }));
  const rows = read.rows.length;
  if (all.length > 0) return reject(rows, all);
  if (cars.length === 0) {
    return reject(0, [{ row: 0, field: "(feed)", message: "lists no cars" }], "the feed lists no cars: the stock was kept as it was");
  }
  try {
    const summary = await importStock(db, cars, {
      now,
      fullStock: { websiteId: feed.tenant.id, dealershipSlugs: feed.dealershipSlugs, missingCars, maxRemovedShare },
    });
    return {
      run: done("applied", { rows, added: summary.inserted, updated: summary.updated, removed: summary.removed }),
      validators: pulled.validators,
    };
  } catch (error) {
    if (!(error instanceof StockImportError)) throw error;
    const guard = error.errors.find((row) => row.field === "(feed)");
    return reject(rows, error.errors, guard ? `the feed ${guard.message}` : undefined);
  }
}

/** How long a claimed feed is another process's: past it, a run that died is taken over. */
const CLAIM_MS = 10 * 60_000;

/**
 * Runs the feeds that are due at `now`, each once across every process on the database: a
 * process claims a due feed (a conditional update, so one claim wins), runs it, records the
 * run and sets the next one `everyMinutes` later.
 */
export async function runDueFeeds(
  db: Kysely<Database>,
  feeds: readonly ConfiguredFeed[],
  { now, fetchImpl, onRun }: { now: Date; fetchImpl?: typeof fetch; onRun?: (run: FeedRun) => void },
): Promise<FeedRun[]> {
  const runs: FeedRun[] = [];
  for (const feed of feeds) {
    const slug = feed.tenant.slug;
    await db
      .insertInto("stock_feeds")
      .values({ tenant_slug: slug, next_run_at: now })
      .onConflict((conflict) => conflict.column("tenant_slug").doNothing())
      .execute();
    const claimed = await db
      .updateTable("stock_feeds")
      .set({ claimed_until: new Date(now.getTime() + CLAIM_MS) })
      .where("tenant_slug", "=", slug)
      .where("next_run_at", "<=", now)
      .where((where) => where.or([where("claimed_until", "is", null), where("claimed_until", "<=", now)]))
      .returning(["etag", "last_modified"])
      .executeTakeFirst();
    if (!claimed) continue;
    const last = { etag: claimed.etag, lastModified: claimed.last_modified };
    let result: Awaited<ReturnType<typeof runFeed>>;
    try {
      result = await runFeed(db, feed, { now, last, fetchImpl });
    } catch (error) {
      result = {
        run: {
          tenantSlug: slug,
          startedAt: now,
          finishedAt: now,
          outcome: "failed",
          rows: 0,
          added: 0,
          updated: 0,
          removed: 0,
          message: `the run failed: ${(error as Error).message}`,
          errors: [],
        },
        validators: null,
      };
    }
    const { run, validators } = result;
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("stock_feed_runs")
        .values({
          tenant_slug: slug,
          started_at: run.startedAt,
          finished_at: run.finishedAt,
          outcome: run.outcome,
          rows: run.rows,
          added: run.added,
          updated: run.updated,
          removed: run.removed,
          message: run.message,
          errors: JSON.stringify(run.errors),
        })
        .execute();
      await trx
        .updateTable("stock_feeds")
        .set({
          next_run_at: new Date(now.getTime() + feed.settings.everyMinutes * 60_000),
          claimed_until: null,
          // Only an applied (or unchanged) feed's validators: after a rejected one the next
          // run asks for the whole feed again.
          ...(validators ? { etag: validators.etag, last_modified: validators.lastModified } : {}),
        })
        .where("tenant_slug", "=", slug)
        .execute();
    });
    onRun?.(run);
    runs.push(run);
  }
  return runs;
}

/** Each feed's last runs, newest first, and its next run: what `npm run feeds` prints. */
export async function feedReport(
  db: Kysely<Database>,
  feeds: readonly ConfiguredFeed[],
  { runsPerFeed = 5 }: { runsPerFeed?: number } = {},
): Promise<FeedReportEntry[]> {
  const report = [];
  for (const feed of feeds) {
    const slug = feed.tenant.slug;
    const state = await db.selectFrom("stock_feeds").select("next_run_at").where("tenant_slug", "=", slug).executeTakeFirst();
    const rows = await db
      .selectFrom("stock_feed_runs")
      .selectAll()
      .where("tenant_slug", "=", slug)
      .orderBy("started_at", "desc")
      .orderBy("id", "desc")
      .limit(runsPerFeed)
      .execute();
    report.push({
      tenantSlug: slug,
      // The URL without its query, which may carry a key.
      source: feed.settings.url ? new URL(feed.settings.url).origin + new URL(feed.settings.url).pathname : `folder ${feed.settings.folder}`,
      everyMinutes: feed.settings.everyMinutes,
      nextRunAt: state ? new Date(state.next_run_at) : null,
      runs: rows.map((row) => ({
        tenantSlug: slug,
        startedAt: new Date(row.started_at),
        finishedAt: new Date(row.finished_at),
        outcome: row.outcome as FeedOutcome,
        rows: row.rows,
        added: row.added,
        updated: row.updated,
        removed: row.removed,
        message: row.message,
        errors: row.errors,
      })),
    });
  }
  return report;
}



/**
 * A feed's photo URLs must be on a host the image route may fetch from (IMAGE_HOSTS or the
 * tenant's imageHosts): a car listed with photos nobody can show would go live with the
 * not-found picture, so such a row is refused like any other bad value.
 */
function photoHostErrors(cars: readonly ValidCar[], dealerHosts: readonly ImageHost[]) {
  return cars.flatMap(({ row, car }) =>
    imageUrls(car.images)
      .filter((image) => /^https?:\/\//i.test(image))
      .flatMap((image) => {
        const refusal = photoUrlRefusal(image, dealerHosts);
        return refusal ? [{ row, field: "images", message: refusal }] : [];
      })
  );
}

/** The addresses of a row's images, as the import stores them (a JSON list of URLs or `{ url }`). */
function imageUrls(images: unknown): string[] {
  const list: unknown = typeof images === "string" ? JSON.parse(images) : images;
  if (!Array.isArray(list)) return [];
  return list.flatMap((image: unknown) =>
    typeof image === "string" ? [image] : image && typeof image === "object" && "url" in image && typeof image.url === "string" ? [image.url] : []
  );
}
