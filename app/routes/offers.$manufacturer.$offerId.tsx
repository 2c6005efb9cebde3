import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { OfferPage } from "~/components/offers/OfferPage";
import { requireOffer } from "~/pages/offers/offers.server";
import { requestTenant } from "~/pages/request-tenant.server";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: `${data.offer.name} | ${data.dealerName}` }] : [{ title: "Offer not found" }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const tenant = requestTenant(request, context);
  const offer = requireOffer(tenant, { id: params.offerId ?? "", manufacturerSlug: params.manufacturer ?? "" });
  return { offer, dealerName: tenant.name };
}

export default function ManufacturerOffer() {
  const { offer } = useLoaderData<typeof loader>();
  return <OfferPage offer={offer} />;
}
