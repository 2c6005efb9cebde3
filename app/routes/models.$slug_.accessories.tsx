import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AccessoriesPage } from "~/components/models/AccessoriesPage";
import { accessoriesPage } from "~/pages/model-range/accessories.server";
import { requestTenant } from "~/pages/request-tenant.server";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: `${data.make} ${data.card.name} Accessories | ${data.dealerName}` }] : [{ title: "Accessories not found" }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const tenant = requestTenant(request, context);
  return { ...accessoriesPage(tenant, params.slug ?? "", { redirectOtherSpellings: true }), dealerName: tenant.name };
}

export default function ModelAccessories() {
  const { make, card, accessories } = useLoaderData<typeof loader>();
  return <AccessoriesPage make={make} card={card} accessories={accessories} />;
}
