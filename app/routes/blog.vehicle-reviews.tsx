import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BlogList } from "~/components/content/BlogList";
import { DealerPage } from "~/components/locations/DealerPage";
import { content, VEHICLE_REVIEWS } from "~/models/content/content.server";
import { siteOrigin } from "~/tenants/tenant.server";
import { requestTenant } from "~/pages/request-tenant.server";

/** The blog's vehicle reviews (vehicle-page §2 "/blog, /blog/vehicle-reviews"): posts whose category says so. */
export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Vehicle reviews" }];
  return [
    { title: `Vehicle reviews | ${data.dealerName}` },
    { name: "description", content: `Reviews of the vehicles ${data.dealerName} sells, from our team.` },
    { tagName: "link", rel: "canonical", href: data.canonical },
  ];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const tenant = requestTenant(request, context);
  return {
    posts: await content.blogPosts(tenant, VEHICLE_REVIEWS),
    dealerName: tenant.name,
    canonical: `${siteOrigin(request, tenant)}/blog/${VEHICLE_REVIEWS}`,
  };
}

export default function VehicleReviewsPage() {
  const { posts, dealerName } = useLoaderData<typeof loader>();
  return (
    <DealerPage title="Vehicle reviews" intro={`Reviews of the vehicles ${dealerName} sells, from our team.`}>
      {posts.length === 0 ? (
        <p>
          There are no vehicle reviews yet. <Link to="/blog">Read the rest of our blog</Link>.
        </p>
      ) : (
        <BlogList posts={posts} />
      )}
    </DealerPage>
  );
}
