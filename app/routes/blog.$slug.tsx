import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { postDate } from "~/components/content/BlogList";
import { ContentArticle } from "~/components/content/ContentArticle";
import { DealerPage } from "~/components/locations/DealerPage";
import { content } from "~/models/content/content.server";
import { contentTenantFor } from "~/pages/content/content-page.server";
import { notFound } from "~/server/http";
import { siteOrigin } from "~/tenants/tenant.server";
import { requestTenant } from "~/pages/request-tenant.server";

/** One blog post; a post the tenant does not have is a 404 in its theme. */
export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Post not found" }];
  return [
    { title: `${data.post.title} | ${data.dealerName}` },
    { name: "description", content: data.post.description },
    { tagName: "link", rel: "canonical", href: data.canonical },
  ];
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const tenant = requestTenant(request, context);
  const post = await content.blogPost(contentTenantFor(tenant, new URL(request.url)), params.slug ?? "");
  if (!post) throw notFound();
  return { post, dealerName: tenant.name, canonical: `${siteOrigin(request, tenant)}/blog/${params.slug}` };
}

export default function BlogPostPage() {
  const { post } = useLoaderData<typeof loader>();
  return (
    <DealerPage title={post.title} intro={post.date ? `Published ${postDate(post.date)}` : undefined}>
      <ContentArticle article={post.article} />
      <p>
        <a href="/blog">Back to the blog</a>
      </p>
    </DealerPage>
  );
}
