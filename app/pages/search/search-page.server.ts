import { redirect, type AppLoadContext } from "@remix-run/node";
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import type { Tenant } from "~/tenants/schema";
import { getDatabase } from "~/db/client.server";
import { photoRequestGuards } from "~/pages/leads/lead-action.server";
import { leftOutNotice } from "~/models/search/facets";
import { describeLanding, landingFacets, landingSearch, parseLandingPath } from "~/models/search/landing";
import { cardsBeyondJsonLd, searchItemListJsonLd } from "~/models/search/cards-in-jsonld";
import {
  searchPageResult,
  type DocumentSearchPageResult,
  type SearchPageResult,
} from "~/models/search/page-result";
import { searchStock, stockVocabulary } from "~/models/search/search.server";
import {
  entryParam,
  readUnderstood,
  understandQuery,
  understoodChips,
  understoodSearchHref,
  UNDERSTAND_PARAM,
  UNDERSTOOD_PARAM,
} from "~/models/search/understand-query";
import type { Landing } from "~/models/search/landing";
import {
  appliedSearchState,
  emptySearchState,
  isFormSubmissionUrl,
  isSearchUrlTooLong,
  readSearchParams,
  searchStateToParams,
  urlShowsAppliedState,
  type SearchState,
} from "~/models/search/state";
import { pressedSwitches } from "~/pages/watchlist/lists.server";
import { notFound } from "~/server/http";
import { toPublicTenant } from "~/tenants/public";
import { siteOrigin } from "~/tenants/tenant.server";
import { requestTenant } from "~/pages/request-tenant.server";

/*
 * The search page's loader (routes/search.$.tsx). A `.server` module (decision 032): a route
 * module's imports stay in its browser chunk even when only the loader calls them, and the
 * search state's parser, the landing pages and the facets' rules are not needed there.
 */
export async function searchPageData(request: Request, splat: string | undefined, context: AppLoadContext) {
  const tenant = requestTenant(request, context);
  const publicTenant = toPublicTenant(tenant);
  const url = new URL(request.url);
  // A URL no form of ours writes is refused before any search or rendering work.
  if (isSearchUrlTooLong(url)) {
    throw new Response("This search has too many filters. Clear some filters and search again.", {
      status: 414,
      statusText: "URI Too Long",
    });
  }
  const landingRequest = parseLandingPath(splat);
  if (!landingRequest) throw notFound();
  const db = await getDatabase();
  const needsFacets = landingRequest.kind === "make";
  const everything = needsFacets ? await searchStock(db, tenant, emptySearchState()) : undefined;
  const landing = describeLanding(landingRequest, publicTenant, everything?.facets ?? {});
  if (!landing) throw notFound();

  // The shopper's refinements, as the URL carries them; the landing adds its own fixed ones.
  const { state: urlState, leftOut } = readSearchParams(url.searchParams, tenant);
  // The search box's submit: its words become filters, at the address of that search.
  if (url.searchParams.has(UNDERSTAND_PARAM)) {
    throw redirect(await understoodSearchUrl(db, tenant, landing, urlState, url.searchParams), 303);
  }
  const { shown, searched, excludedTypes } = landingSearch(landing, urlState);
  const found = await searchStock(db, tenant, searched);
  const result = { ...found, facets: landingFacets(landing, found.facets) };
  // The URL, the boxes, the title, the canonical link and the pager say what was
  // searched. A form's URL, ranges off the §5 rule, types the path excludes and pages past the
  // last redirect to the URL of what applies (a form's URL that needed nothing else searches again from the cache).
  const applied = appliedSearchState(shown, result, tenant);
  const query = searchStateToParams(applied, tenant).toString();
  if (
    isFormSubmissionUrl(url.searchParams) ||
    !urlShowsAppliedState(url.searchParams, applied) ||
    excludedTypes.length > 0
  ) {
    // Values left out for being past a limit stay in the address, after the ones searched,
    // so the page there can still say what was left out.
    const kept = new URLSearchParams(query);
    for (const { key, value } of leftOut) kept.append(key, value);
    for (const entry of readUnderstood(url.searchParams, applied)) kept.append(UNDERSTOOD_PARAM, entryParam(entry));
    const target = kept.toString();
    throw redirect(`${landing.path}${target ? `?${target}` : ""}`);
  }
  const understood = readUnderstood(url.searchParams, applied);
  const origin = siteOrigin(request, tenant);
  const canonical = `${origin}${landing.path}${query ? `?${query}` : ""}`;
  return {
    landing,
    state: applied,
    result: sentSearchPageResult(searchPageResult(result, applied.refinements), origin, tenant.search.stockCount, context),
    leftOutNotice: leftOutNotice(leftOut),
    understood: {
      chips: understoodChips(applied, understood, tenant, landing.path),
      params: understood.map(entryParam),
    },
    canonical,
    origin,
    now: Date.now(),
    ...(await pressedSwitches(request)),
    photoRequestGuards: photoRequestGuards(result.hits),
  };
}

/** Where the search box's words lead (decision 055), with the dealer's stock as the vocabulary. */
async function understoodSearchUrl(
  db: Kysely<Database>,
  tenant: Tenant,
  landing: Landing,
  urlState: SearchState,
  params: URLSearchParams,
): Promise<string> {
  const read = understandQuery(urlState.query, await stockVocabulary(db, tenant));
  return understoodSearchHref(landing, urlState, read, readUnderstood(params, urlState), tenant);
}

/**
 * A page's HTML carries its cards once, in its JSON-LD (decision 043): the server's render
 * takes the whole cards beside the data, and the data the rest of each card. A data request
 * answers whole cards: its page has no JSON-LD of them yet.
 */
function sentSearchPageResult(
  result: SearchPageResult,
  origin: string,
  stockCount: number | undefined,
  context: AppLoadContext,
): SearchPageResult | DocumentSearchPageResult {
  if (!context.documentRequest) return result;
  const { hits, ...rest } = result;
  const itemList = searchItemListJsonLd(hits, result, origin, stockCount);
  context.renderOnly.searchCards = hits;
  context.renderOnly.searchItemList = itemList;
  return { ...rest, cardsBeyondJsonLd: cardsBeyondJsonLd(hits, itemList, origin) };
}
