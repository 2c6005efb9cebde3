import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentArticle } from "~/components/content/ContentArticle";
import { DealerPage } from "~/components/locations/DealerPage";
import { requireContentPage } from "~/models/content/content-page.server";
import { requireTenant } from "~/tenants/tenant.server";

/** /terms-and-conditions (vehicle-page §2 Routes, legal): the tenant's Markdown, else the shared text. */
export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Page not found" }];
  return [
    { title: `${data.page.title} | ${data.dealerName}` },
    { name: "description", content: data.page.description },
    { tagName: "link", rel: "canonical", href: data.canonical },
  ];
};

export async function loader({ request }: LoaderFunctionArgs) {
  const tenant = requireTenant(request);
  return {
    page: await requireContentPage(tenant, "terms-and-conditions"),
    dealerName: tenant.name,
    canonical: `${new URL(request.url).origin}/terms-and-conditions`,
  };
}

export default function TermsAndConditionsPage() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <DealerPage title={page.title} intro={page.description || undefined}>
      <ContentArticle html={page.html} />
    </DealerPage>
  );
}
