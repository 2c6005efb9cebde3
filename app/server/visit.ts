import { z } from "zod";

/*
 * vehicle-page §3 "Lead submission adds ... lead_attributes with visited_pages and
 * linked_query_params": the pages of this visit and the campaign parameters of the link it
 * landed on, so the dealer knows which campaign paid for the lead. Both live in a
 * first-party session cookie that each page view updates (entry.server.tsx); a visit ends
 * when the browser closes or after half an hour without a page.
 */

export const VISIT_COOKIE = "visit";
/** The pages of a visit a lead carries: the last ones, which led to the form. */
export const MAX_VISIT_PAGES = 20;
/** A page's path and query, cut so twenty of them fit a cookie. */
const MAX_PATH_LENGTH = 150;
/** A visit is over after this long without a page (the analytics convention). */
export const VISIT_IDLE_MS = 30 * 60 * 1000;

/** Parameters of a landing link that tell the dealer where a shopper came from. */
const CAMPAIGN_PARAM = /^(utm_[a-z_]{1,30}|gclid|fbclid|msclkid)$/;
const MAX_CAMPAIGN_VALUE = 200;

export interface Visit {
  /** The campaign parameters of the link the visit landed on (or of the last campaign link). */
  landing: Record<string, string>;
  /** Paths with their query, oldest first. */
  pages: string[];
  /** When the last page was seen (ms since the epoch). */
  seenAt: number;
}

const VisitSchema = z.object({
  landing: z.record(z.string().max(MAX_CAMPAIGN_VALUE)).refine((params) => Object.keys(params).length <= 10),
  pages: z.array(z.string().max(MAX_PATH_LENGTH)).max(MAX_VISIT_PAGES),
  seenAt: z.number().int().nonnegative(),
});

/** The campaign parameters of a URL's query: utm_*, gclid, fbclid, msclkid. */
export function campaignParams(search: URLSearchParams): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [name, value] of search) {
    if (CAMPAIGN_PARAM.test(name) && value && Object.keys(found).length < 10 && !Object.hasOwn(found, name)) {
      found[name] = value.slice(0, MAX_CAMPAIGN_VALUE);
    }
  }
  return found;
}

/** The visit a cookie value holds, or null when it holds none (or something not ours). */
export function readVisit(cookieValue: string | undefined): Visit | null {
  if (!cookieValue) return null;
  try {
    const parsed = VisitSchema.safeParse(JSON.parse(Buffer.from(cookieValue, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeVisit(visit: Visit): string {
  return Buffer.from(JSON.stringify(visit), "utf8").toString("base64url");
}

/**
 * The visit after a page view of `url`: a new one when there is none or it went idle, the
 * page added (a reload does not repeat it), and a campaign link's parameters taking over.
 */
export function visitAfterPageView(previous: Visit | null, url: URL, now: number): Visit {
  const current = previous && now - previous.seenAt <= VISIT_IDLE_MS ? previous : { landing: {}, pages: [], seenAt: now };
  const campaign = campaignParams(url.searchParams);
  const page = `${url.pathname}${url.search}`.slice(0, MAX_PATH_LENGTH);
  const pages = current.pages.at(-1) === page ? current.pages : [...current.pages, page].slice(-MAX_VISIT_PAGES);
  return {
    landing: Object.keys(campaign).length > 0 ? campaign : current.landing,
    pages,
    seenAt: now,
  };
}
