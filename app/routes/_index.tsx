import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { HomeHero } from "~/components/home/HomeHero";
import { LocationList } from "~/components/home/LocationList";
import { StockByType } from "~/components/home/StockByType";
import { ReviewsBlock } from "~/components/reviews/ReviewsBlock";
import { getDatabase } from "~/db/client.server";
import { reviewsBlock } from "~/models/reviews/summary";
import { searchStock } from "~/models/search/search.server";
import { emptySearchState } from "~/models/search/state";
import { contentFor } from "~/tenants/content/content.server";
import { toPublicTenant } from "~/tenants/public";
import { requireTenant } from "~/tenants/tenant.server";
import { FeaturedCars } from "~/components/car/FeaturedCars";
import { latestArrivals } from "~/models/search/featured";
import { featuredCars } from "~/models/search/featured.server";
import { container } from "~/styles/shared.css";

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Not found" }];
  const { tenant } = data;
  const where = `${tenant.address.city} ${tenant.address.state}`;
  return [
    { title: `${tenant.name} | ${tenant.tagline ?? `Vehicle dealer in ${where}`}` },
    {
      name: "description",
      content: `${tenant.hero.heading}. Browse new, demo and used ${tenant.labels.stockNoun} at ${tenant.name}, ${where}.`,
    },
  ];
};

export async function loader({ request }: LoaderFunctionArgs) {
  const tenant = requireTenant(request);
  // Counted by the search the tiles link to, under the tenant's stock preset, so a tile's
  // number is what its search page lists (and the result cache answers repeat visits).
  const db = await getDatabase();
  const { facets } = await searchStock(db, tenant, emptySearchState());
  const byType = facets.car_type ?? {};
  const counts = { new: byType.new ?? 0, demo: byType.demo ?? 0, used: byType.used ?? 0 };
  const latest = latestArrivals();
  return {
    tenant: toPublicTenant(tenant),
    counts,
    // A featured list (search-journey §7): the newest stock on sale, between the tiles and the locations.
    latest: { title: latest.title, cars: await featuredCars(db, tenant, latest), now: Date.now() },
    reviews: reviewsBlock(contentFor(tenant.slug).reviews),
  };
}

export default function HomePage() {
  const { tenant, counts, latest, reviews } = useLoaderData<typeof loader>();
  return (
    <>
      <HomeHero tenant={tenant} />
      <StockByType tenant={tenant} counts={counts} />
      <div className={container}>
        <FeaturedCars id="latest-arrivals" title={latest.title} cars={latest.cars} tenant={tenant} now={latest.now} />
      </div>
      <LocationList tenant={tenant} />
      {reviews ? <ReviewsBlock reviews={reviews} dealerName={tenant.name} /> : null}
    </>
  );
}
