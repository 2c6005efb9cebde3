import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ContentPage } from "~/components/content/ContentPage";
import { OfferList } from "~/components/offers/OfferCard";
import { offersForSite } from "~/pages/offers/offers.server";
import { requestTenant } from "~/pages/request-tenant.server";
import { useTenant } from "~/hooks/useTenant";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Special Offers | ${data.dealerName}` : "Special Offers" },
  { name: "description", content: data ? `This month's new and used vehicle offers at ${data.dealerName}.` : "" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const tenant = requestTenant(request, context);
  return { offers: offersForSite(tenant), dealerName: tenant.name };
}

export default function SpecialOffers() {
  const { offers } = useLoaderData<typeof loader>();
  const tenant = useTenant();
  return (
    <ContentPage eyebrow={tenant.name} title="Special Offers" intro={<p>This month's offers on new vehicles, servicing and finance.</p>}>
      {offers.length > 0 ? (
        <OfferList offers={offers} />
      ) : (
        <p>
          There are no special offers right now. <Link to={tenant.search.path}>Browse our {tenant.labels.stockNoun}</Link> or call us
          for today's best price.
        </p>
      )}
    </ContentPage>
  );
}
