import type { AppLoadContext } from "@remix-run/node";
import { getDatabase } from "~/db/client.server";
import { popularMakeTiles } from "~/models/home/popular-makes";
import { locationCards } from "~/models/locations/cards";
import { autoDealerJsonLd } from "~/models/locations/jsonld";
import { primaryFirst } from "~/models/locations/places";
import { serializeJsonLd } from "~/models/search/jsonld";
import { reviewsBlock } from "~/models/reviews/summary";
import { latestArrivals } from "~/models/search/featured";
import { featuredCars } from "~/models/search/featured.server";
import { searchStock } from "~/models/search/search.server";
import { inStockSearchState } from "~/models/search/state";
import { pressedSwitches } from "~/pages/watchlist/lists.server";
import { contentFor } from "~/tenants/content/content.server";
import { carForPage, tenantForPage } from "~/models/phone-reveal/numbers";
import { isRevealGranted } from "~/models/phone-reveal/reveal-grant.server";
import { siteOrigin } from "~/tenants/tenant.server";
import { requestTenant } from "~/pages/request-tenant.server";

/**
 * The home page's own data. The tenant is not in it: the page reads the root's (a
 * second copy was 12 kB of the home page). One `.server` module, so the browser's route
 * chunk carries none of what only the loader uses.
 */
export async function homePageData(request: Request, context: AppLoadContext) {
  const tenant = requestTenant(request, context);
  const url = new URL(request.url);
  // The featured cars' and the location cards' numbers stay masked until revealed (search-journey §4).
  const siteRevealed = isRevealGranted(tenant, url);
  // Counted by the search the tiles link to, under the tenant's stock preset, of the cars in
  // stock only: the tiles say "in stock", and a sold or coming-soon car is not (the result
  // cache answers repeat visits). The type tiles and the popular makes read the same answer:
  // one engine call for both.
  const db = await getDatabase();
  const { facets } = await searchStock(db, tenant, inStockSearchState());
  const byType = facets.car_type ?? {};
  const latest = latestArrivals();
  const where = `${tenant.address.city} ${tenant.address.state}`;
  const shown = tenantForPage(tenant, url);
  return {
    title: `${tenant.name} | ${tenant.tagline ?? `Vehicle dealer in ${where}`}`,
    description: `${tenant.hero.heading}. Browse new, demo and used ${tenant.labels.stockNoun} at ${tenant.name}, ${where}.`,
    counts: { new: byType.new ?? 0, demo: byType.demo ?? 0, used: byType.used ?? 0 },
    // vehicle-page §2 "popular-facet tiles with counts": the same search's make counts.
    popularMakes: popularMakeTiles(facets.make),
    // A featured list (search-journey §7): the newest stock on sale, between the tiles and the locations.
    latest: {
      title: latest.title,
      cars: (await featuredCars(db, tenant, latest)).map((car) => carForPage(car, tenant, siteRevealed)),
      now: Date.now(),
      ...(await pressedSwitches(request)),
    },
    locations: locationCards(shown.locations),
    // The dealer for search engines (name, address, phones, each location's hours and place), as
    // the about and contact pages give it; numbers a tenant masks stay out until revealed.
    jsonLd: serializeJsonLd(autoDealerJsonLd(shown, primaryFirst(shown.locations), siteOrigin(request, tenant))),
    reviews: reviewsBlock(contentFor(tenant.slug).reviews),
  };
}
