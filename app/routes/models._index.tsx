import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentPage } from "~/components/content/ContentPage";
import { ModelGrid } from "~/components/models/ModelGrid";
import { ModelTabs } from "~/components/models/ModelTabs";
import { modelTabCards, tabForSlug, tabSlug } from "~/models/model-range/catalogue";
import { requireModelRange } from "~/pages/model-range/models.server";
import { requestTenant } from "~/pages/request-tenant.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `New ${data.make} Models | ${data.dealerName}` : "Models" },
  { name: "description", content: data ? `Explore the ${data.make} range at ${data.dealerName}.` : "" },
];

/** /models and /models?body={tab}: the range by category tab (vehicle-page §2). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const tenant = requestTenant(request, context);
  const range = requireModelRange(tenant);
  const tabs = modelTabCards(range, { dropdown: false });
  // An unknown or empty ?body= shows the whole range rather than an empty page.
  const wanted = tabForSlug(new URL(request.url).searchParams.get("body"));
  const active = tabs.find((tab) => tab.tab === wanted) ?? tabs[0]!;
  return {
    make: range.make,
    dealerName: tenant.name,
    tabs: tabs.map(({ tab, slug, cards }, index) => ({
      tab,
      slug,
      count: cards.length,
      href: index === 0 ? "/models" : `/models?body=${tabSlug(tab)}`,
    })),
    active: { tab: active.tab, slug: active.slug, cards: active.cards },
  };
}

export default function Models() {
  const { make, tabs, active } = useLoaderData<typeof loader>();
  return (
    <ContentPage eyebrow="New Vehicles" title={`The ${make} range`}>
      <ModelTabs tabs={tabs} active={active.slug} />
      {/* The cards' headings are h3s under the tab's: the outline skips no level (WCAG 1.3.1). */}
      <h2 className="visually-hidden">{active.tab}</h2>
      <ModelGrid cards={active.cards} label={active.tab} />
    </ContentPage>
  );
}
