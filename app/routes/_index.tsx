import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FeaturedCarsOnDemand } from "~/components/car/FeaturedCarsOnDemand";
import { HomeIntroPart, HomeVisitPart } from "~/components/home/HomeParts";
import { PriceRange } from "~/components/home/PriceRange";
import { useTenant } from "~/hooks/useTenant";
import { homePageData } from "~/pages/home/home-page.server";
import { container } from "~/styles/shared.css";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.title }, { name: "description", content: data.description }] : [{ title: "Not found" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return homePageData(request, context);
}

export default function HomePage() {
  const { counts, popularMakes, latest, locations, reviews, jsonLd } = useLoaderData<typeof loader>();
  const tenant = useTenant();
  return (
    <>
      <HomeIntroPart tenant={tenant} counts={counts} popularMakes={popularMakes} />
      {/* Hydrated, not a static part: its sliders move with JavaScript. */}
      <PriceRange stockNoun={tenant.labels.stockNoun} />
      <div className={container}>
        <FeaturedCarsOnDemand id="latest-arrivals" tenant={tenant} {...latest} />
      </div>
      <HomeVisitPart
        locations={locations}
        masked={tenant.features.phoneMasking}
        reviews={reviews}
        dealerName={tenant.name}
      />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </>
  );
}
