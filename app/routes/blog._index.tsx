import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BlogList } from "~/components/content/BlogList";
import { DealerPage } from "~/components/locations/DealerPage";
import { content, VEHICLE_REVIEWS } from "~/models/content/content.server";
import { siteOrigin } from "~/tenants/tenant.server";
import { requestTenant } from "~/pages/request-tenant.server";

/** /blog (vehicle-page §2 Routes): the tenant's Markdown posts under content/<slug>/blog/. */
export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Blog" }];
  return [
    { title: `Blog | ${data.dealerName}` },
    { name: "description", content: `News, tips and stories from ${data.dealerName}.` },
    { tagName: "link", rel: "canonical", href: data.canonical },
  ];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const tenant = requestTenant(request, context);
  const posts = await content.blogPosts(tenant);
  return {
    posts,
    // Only the loader reads content.server: the component gets the link, not the module's constant.
    vehicleReviewsHref: posts.some((post) => post.category === VEHICLE_REVIEWS) ? `/blog/${VEHICLE_REVIEWS}` : null,
    dealerName: tenant.name,
    canonical: `${siteOrigin(request, tenant)}/blog`,
  };
}

export default function BlogPage() {
  const { posts, vehicleReviewsHref, dealerName } = useLoaderData<typeof loader>();
  return (
    <DealerPage title="Blog" intro={`News, tips and stories from ${dealerName}.`}>
      {vehicleReviewsHref ? (
        <p>
          <Link to={vehicleReviewsHref}>Vehicle reviews</Link>
        </p>
      ) : null}
      <BlogList posts={posts} />
    </DealerPage>
  );
}
