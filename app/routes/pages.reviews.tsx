import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentPage } from "~/components/content/ContentPage";
import { ReviewsBlock } from "~/components/reviews/ReviewsBlock";
import { reviewsBlock } from "~/models/reviews/summary";
import { contentFor } from "~/tenants/content/content.server";
import { requestTenant } from "~/pages/request-tenant.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Customer reviews | ${data.dealerName}` : "Customer reviews" },
];

/** /pages/reviews: the reviews block on a page of its own (it takes precedence over /pages/{name}). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const tenant = requestTenant(request, context);
  return {
    dealerName: tenant.name,
    reviews: reviewsBlock(contentFor(tenant.slug).reviews),
    // Below the minimum rating the block stays hidden (§5); the profiles still let a shopper read them.
    profiles: tenant.dealerships.flatMap((dealership) =>
      dealership.googleReviewUrl ? [{ name: dealership.name, url: dealership.googleReviewUrl }] : [],
    ),
  };
}

export default function ReviewsPage() {
  const { reviews, dealerName, profiles } = useLoaderData<typeof loader>();
  if (reviews) return <ReviewsBlock reviews={reviews} dealerName={dealerName} headingLevel={1} />;
  return (
    <ContentPage title="Customer reviews" intro={<p>Read what our customers say about {dealerName} on Google.</p>}>
      {profiles.length > 0 ? (
        <ul>
          {profiles.map((profile) => (
            <li key={profile.url}>
              <a href={profile.url} rel="noopener noreferrer">
                {profile.name} on Google
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </ContentPage>
  );
}
