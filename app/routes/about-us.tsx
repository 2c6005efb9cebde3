import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentArticle } from "~/components/content/ContentArticle";
import { LocationList } from "~/components/home/LocationList";
import { DealerPage } from "~/components/locations/DealerPage";
import { loadMarkdownPage } from "~/pages/content/content-page.server";
import { markdownPageMeta } from "~/models/content/markdown-page-meta";
import { locationCards } from "~/models/locations/cards";
import { autoDealerJsonLd } from "~/models/locations/jsonld";
import { primaryFirst } from "~/models/locations/places";
import { serializeJsonLd } from "~/models/search/jsonld";
import { tenantForPage } from "~/models/phone-reveal/numbers";
import { siteOrigin } from "~/tenants/tenant.server";
import { useTenant } from "~/hooks/useTenant";
import { requestTenant } from "~/pages/request-tenant.server";

/** About us: the dealer's own Markdown (or the shared text), then its locations. */
export const meta: MetaFunction<typeof loader> = ({ data }) => markdownPageMeta(data);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const tenant = requestTenant(request, context);
  const origin = siteOrigin(request, tenant);
  const shown = tenantForPage(tenant, new URL(request.url));
  return {
    ...(await loadMarkdownPage(request, tenant, "/about-us", "about-us")),
    jsonLd: serializeJsonLd(autoDealerJsonLd(shown, primaryFirst(shown.locations), origin)),
    locationCards: locationCards(shown.locations),
  };
}

export default function AboutUsPage() {
  const { page, jsonLd, locationCards: cards } = useLoaderData<typeof loader>();
  const tenant = useTenant();
  return (
    <>
      <DealerPage title={page.title} intro={page.description}>
        <ContentArticle article={page.article} />
      </DealerPage>
      <LocationList locations={cards} masked={tenant.features.phoneMasking} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </>
  );
}
