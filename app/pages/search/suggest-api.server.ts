import type { AppLoadContext } from "@remix-run/node";
import { getDatabase } from "~/db/client.server";
import { WindowLimit } from "~/models/limits/window-limit";
import { searchHref } from "~/models/search/facets";
import { describeLanding, landingSearch, parseLandingPath } from "~/models/search/landing";
import { searchStock, suggestStock } from "~/models/search/search.server";
import { emptySearchState, isSearchUrlTooLong, readSearchParams } from "~/models/search/state";
import { MAX_SUGGEST_QUERY_LENGTH, stateWithSuggestion, suggestQuery, type SuggestAnswer } from "~/models/search/suggestions";
import { invariantResponse, notFound } from "~/server/http";
import { toPublicTenant } from "~/tenants/public";
import { requestTenant } from "~/pages/request-tenant.server";

/*
 * GET /api/suggest?q={typed}&in={the search page's path and query}: the search box's
 * suggestions (routes/api.suggest.ts). `in` is the page the box is on, so a suggestion is
 * counted within that page's search (its landing and the shopper's filters) and leads to it
 * with the suggestion's filter added.
 */

/**
 * Per client: a shopper typing fast with no pause sends about ten a second, and the box
 * cancels what it no longer needs; a script reading the stock through it is stopped.
 */
export const SUGGEST_LIMIT = new WindowLimit(120, 10_000);

const BASE = "http://suggest.invalid";

export async function suggestAnswer(request: Request, context: AppLoadContext): Promise<SuggestAnswer> {
  const url = new URL(request.url);
  const typed = url.searchParams.get("q");
  const address = url.searchParams.get("in") ?? "/search";
  invariantResponse(typed !== null, "Say what to suggest for: ?q=");
  invariantResponse(typed.length <= MAX_SUGGEST_QUERY_LENGTH, `Suggestions are for up to ${MAX_SUGGEST_QUERY_LENGTH} characters.`);
  invariantResponse(address.startsWith("/search") && !address.startsWith("//"), "in= names a search page's address.");
  const page = new URL(address, BASE);
  invariantResponse(page.origin === BASE && !isSearchUrlTooLong(page), "in= names a search page's address.");
  const splat = /^\/search(?:\/(.*))?$/.exec(page.pathname);
  invariantResponse(splat, "in= names a search page's address.");
  const landingRequest = parseLandingPath(splat[1]);
  if (!landingRequest) throw notFound("No such search page.");
  if (!SUGGEST_LIMIT.take(context.getClientAddress())) {
    throw new Response("Too many suggestions asked for; try again shortly.", {
      status: 429,
      headers: { "Retry-After": String(SUGGEST_LIMIT.retryAfterSeconds()) },
    });
  }

  const query = suggestQuery(typed);
  if (query === null) return { query: "", suggestions: [] };
  return suggestionsOnPage(request, context, query, landingRequest, page.searchParams);
}

async function suggestionsOnPage(
  request: Request,
  context: AppLoadContext,
  query: string,
  landingRequest: NonNullable<ReturnType<typeof parseLandingPath>>,
  params: URLSearchParams,
): Promise<SuggestAnswer> {
  const tenant = requestTenant(request, context);
  const db = await getDatabase();
  // As the search page does: a make's landing is told from the makes in stock.
  const everything = landingRequest.kind === "make" ? await searchStock(db, tenant, emptySearchState()) : undefined;
  const landing = describeLanding(landingRequest, toPublicTenant(tenant), everything?.facets ?? {});
  if (!landing) throw notFound("No such search page.");
  const { state } = readSearchParams(params, tenant);
  const { shown, searched } = landingSearch(landing, state);
  const suggestions = await suggestStock(db, tenant, query, searched);
  return {
    query,
    suggestions: suggestions.map((suggestion) => ({
      ...suggestion,
      href: searchHref(landing.path, stateWithSuggestion(shown, suggestion), tenant),
    })),
  };
}
