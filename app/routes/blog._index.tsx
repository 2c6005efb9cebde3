import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BlogList } from "~/components/content/BlogList";
import { DealerPage } from "~/components/locations/DealerPage";
import { content } from "~/models/content/content.server";
import { requireTenant, siteOrigin } from "~/tenants/tenant.server";

/** /blog (vehicle-page §2 Routes): the tenant's Markdown posts under content/<slug>/blog/. */
export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Blog" }];
  return [
    { title: `Blog | ${data.dealerName}` },
    { name: "description", content: `News, tips and stories from ${data.dealerName}.` },
    { tagName: "link", rel: "canonical", href: data.canonical },
  ];
};

export async function loader({ request }: LoaderFunctionArgs) {
  const tenant = requireTenant(request);
  const posts = await content.blogPosts(tenant);
  return {
    posts,
    hasVehicleReviews: posts.some((post) => post.category === "vehicle-reviews"),
    dealerName: tenant.name,
    canonical: `${siteOrigin(request, tenant)}/blog`,
  };
}

export default function BlogPage() {
  const { posts, hasVehicleReviews, dealerName } = useLoaderData<typeof loader>();
  return (
    <DealerPage title="Blog" intro={`News, tips and stories from ${dealerName}.`}>
      {hasVehicleReviews ? (
        <p>
          <Link to="/blog/vehicle-reviews">Vehicle reviews</Link>
        </p>
      ) : null}
      <BlogList posts={posts} />
    </DealerPage>
  );
}
