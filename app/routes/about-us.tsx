import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentArticle } from "~/components/content/ContentArticle";
import { LocationList } from "~/components/home/LocationList";
import { DealerPage } from "~/components/locations/DealerPage";
import { requireContentPage } from "~/models/content/content-page.server";
import { autoDealerJsonLd } from "~/models/locations/jsonld";
import { primaryFirst } from "~/models/locations/places";
import { serializeJsonLd } from "~/models/search/jsonld";
import { requireTenant } from "~/tenants/tenant.server";
import { useTenant } from "~/tenants/use-tenant";

/** About us: the dealer's own Markdown (or the shared text), then its locations. */
export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "About us" }];
  return [
    { title: `${data.page.title} | ${data.dealerName}` },
    { name: "description", content: data.page.description },
    { tagName: "link", rel: "canonical", href: data.canonical },
  ];
};

export async function loader({ request }: LoaderFunctionArgs) {
  const tenant = requireTenant(request);
  const url = new URL(request.url);
  return {
    page: await requireContentPage(tenant, "about-us"),
    dealerName: tenant.name,
    canonical: `${url.origin}/about-us`,
    jsonLd: serializeJsonLd(autoDealerJsonLd(tenant, primaryFirst(tenant.locations), url.origin)),
  };
}

export default function AboutUsPage() {
  const { page, jsonLd } = useLoaderData<typeof loader>();
  const tenant = useTenant();
  return (
    <>
      <DealerPage title={page.title} intro={page.description}>
        <ContentArticle html={page.html} />
      </DealerPage>
      <LocationList tenant={tenant} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </>
  );
}
