import { z } from "zod";

/**
 * A dealer's stock feed: where the server pulls the dealer's whole stock from, how often, and
 * how to read it. In the tenant file (`stockFeed`), or in the operator's STOCK_FEEDS_FILE
 * (tenant slug to these same settings) for a feed whose URL or password must not sit in the
 * repository.
 */

/**
 * How one of our columns is read from the feed: a column name, or { from, values, otherwise,
 * split, value }. `from` may list columns: the first one not empty is taken (an advertised
 * price, else the drive-away one). `values` maps what the feed writes to what we store
 * ("Coming Soon" to coming_soon, "POA" to an empty price); `otherwise` is taken for a value not
 * in `values`. `split` reads a list (photo URLs joined by "|"). `value` is the same for every row.
 */
export const feedColumn = z.union([
  z.string().min(1),
  z
    .object({
      from: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]).optional(),
      values: z.record(z.string()).optional(),
      otherwise: z.string().optional(),
      split: z.string().min(1).optional(),
      value: z.string().optional(),
    })
    .strict()
    .refine((column) => (column.from === undefined) !== (column.value === undefined), {
      message: "give either from (the feed's column) or value (the same for every row)",
    }),
]);
export type FeedColumn = z.infer<typeof feedColumn>;

export const stockFeedSettings = z
  .object({
    /** An http(s) URL answering the whole stock, or a folder a DMS drops stock files into. */
    url: z.string().url().refine((url) => /^https?:\/\//.test(url), "must be an http:// or https:// URL").optional(),
    folder: z.string().min(1).optional(),
    format: z.enum(["csv", "ndjson"]).default("csv"),
    /** HTTP basic authentication; keep these in STOCK_FEEDS_FILE, not in the tenant file. */
    username: z.string().optional(),
    password: z.string().optional(),
    /** How often the feed is pulled. */
    everyMinutes: z.number().int().min(5).max(7 * 24 * 60).default(60),
    timeoutSeconds: z.number().int().min(1).max(600).default(30),
    maxMegabytes: z.number().positive().max(1024).default(50),
    /**
     * A feed that would take more than this share of the dealer's cars off the site is refused
     * whole, taken for a truncated file, and the stock stays as it was.
     */
    maxRemovedShare: z.number().min(0).max(1).default(0.25),
    /**
     * A car on the site that a full feed no longer lists: marked sold (it stays shown as sold for
     * the dealer's sold window), or unlisted (hidden from the site). Never deleted: its leads
     * point at it.
     */
    missingCars: z.enum(["sold", "unlisted"]).default("sold"),
    /** The dealership the feed's cars belong to, unless the mapping reads dealership_slug. */
    dealership: z.string().min(1).optional(),
    /** Our column name to the feed's; without it the feed uses stock:import's column names. */
    mapping: z.record(feedColumn).optional(),
  })
  .strict()
  .refine((feed) => (feed.url === undefined) !== (feed.folder === undefined), {
    message: "give either url or folder",
  });
export type StockFeedSettings = z.infer<typeof stockFeedSettings>;
