import type { PopularMakeTile } from "~/models/home/popular-makes";
import type { LocationCardData } from "~/models/locations/cards";
import type { ReviewsBlockData } from "~/models/reviews/summary";
import type { PublicTenant } from "~/tenants/public";
import { ReviewsBlock } from "../reviews/ReviewsBlock";
import { HomeHero } from "./HomeHero";
import { LocationList } from "./LocationList";
import { PopularMakes } from "./PopularMakes";
import { StockByType, type StockCounts } from "./StockByType";

/** The home page's opening: the heading with its search form, the stock tiles and the popular makes. */
export function HomeIntro({
  tenant,
  counts,
  popularMakes,
}: {
  tenant: PublicTenant;
  counts: StockCounts;
  popularMakes: PopularMakeTile[];
}) {
  return (
    <>
      <HomeHero tenant={tenant} />
      <StockByType tenant={tenant} counts={counts} />
      <PopularMakes tiles={popularMakes} />
    </>
  );
}

/** The home page's close: the locations and the reviews. */
export function HomeVisit({
  locations,
  masked,
  reviews,
  dealerName,
}: {
  locations: LocationCardData[];
  masked: boolean;
  reviews: ReviewsBlockData | null;
  dealerName: string;
}) {
  return (
    <>
      <LocationList locations={locations} masked={masked} />
      {reviews ? <ReviewsBlock reviews={reviews} dealerName={dealerName} /> : null}
    </>
  );
}
