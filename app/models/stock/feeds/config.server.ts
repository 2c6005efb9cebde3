import fs from "node:fs";
import { z } from "zod";
import type { Tenant } from "~/tenants/schema";
import { stockFeedSettings, type StockFeedSettings } from "~/tenants/fields/stock-feed";
import { formatZodIssues } from "~/zod-issues.mjs";
import { mappingErrors } from "./mapping";

/** A dealer's feed as the server runs it: the tenant, its settings, the dealerships it stocks. */
export interface ConfiguredFeed {
  tenant: Tenant;
  settings: StockFeedSettings;
  /** The dealerships whose cars the feed is the whole stock of. */
  dealershipSlugs: string[];
}

export class FeedConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FeedConfigError";
  }
}

const OperatorFeedsSchema = z.record(stockFeedSettings);

/**
 * Every configured feed: the tenant files' `stockFeed`, and the operator's STOCK_FEEDS_FILE
 * (JSON: tenant slug to the same settings), whose entry replaces the tenant file's. Throws
 * FeedConfigError with the file and field for anything wrong, so the server does not start
 * on a feed it would misread.
 */
export function configuredFeeds(tenants: readonly Tenant[], operatorFile: string | undefined): ConfiguredFeed[] {
  const operator: Record<string, StockFeedSettings> = operatorFile ? readOperatorFile(operatorFile) : {};
  const bySlug = new Map(tenants.map((tenant) => [tenant.slug, tenant]));
  for (const slug of Object.keys(operator)) {
    if (!bySlug.has(slug)) {
      throw new FeedConfigError(`${operatorFile}: "${slug}" is not a tenant (${[...bySlug.keys()].join(", ")})`);
    }
  }
  const feeds: ConfiguredFeed[] = [];
  for (const tenant of tenants) {
    const settings = operator[tenant.slug] ?? tenant.stockFeed;
    if (!settings) continue;
    const where = operator[tenant.slug] ? `${operatorFile} (${tenant.slug})` : `tenant ${tenant.slug}: stockFeed`;
    const wrong = mappingErrors(settings.mapping, null);
    if (wrong.length > 0) throw new FeedConfigError(`${where}: ${wrong.map((error) => error.message).join("; ")}`);
    const own = tenant.dealerships.map((dealership) => dealership.slug);
    if (settings.dealership !== undefined && !own.includes(settings.dealership)) {
      throw new FeedConfigError(`${where}: dealership "${settings.dealership}" is not one of ${tenant.slug}'s (${own.join(", ")})`);
    }
    const readsDealership = settings.mapping ? "dealership_slug" in settings.mapping : true;
    if (settings.dealership === undefined && own.length > 1 && settings.mapping && !readsDealership) {
      throw new FeedConfigError(
        `${where}: ${tenant.slug} has several dealerships (${own.join(", ")}): name the feed's dealership, or map dealership_slug`,
      );
    }
    feeds.push({
      tenant,
      settings: { ...settings, dealership: settings.dealership ?? (own.length === 1 ? own[0] : undefined) },
      dealershipSlugs: settings.dealership ? [settings.dealership] : own,
    });
  }
  return feeds;
}

function readOperatorFile(file: string): Record<string, StockFeedSettings> {
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    throw new FeedConfigError(`STOCK_FEEDS_FILE ${file} cannot be read as JSON (${(error as Error).message})`);
  }
  const parsed = OperatorFeedsSchema.safeParse(json);
  if (!parsed.success) throw new FeedConfigError(`STOCK_FEEDS_FILE ${file}:\n${formatZodIssues(parsed.error, "list")}`);
  return parsed.data;
}
