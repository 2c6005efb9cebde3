import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AccessoriesPage } from "~/components/models/AccessoriesPage";
import { accessoriesPage } from "~/pages/model-range/accessories.server";
import { requestTenant } from "~/pages/request-tenant.server";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: `${data.make} ${data.card.name} Accessories | ${data.dealerName}` },
        // The same page lives under /models; that address is the one to index.
        { tagName: "link", rel: "canonical", href: data.canonicalPath },
      ]
    : [{ title: "Accessories not found" }];

/** /{model slug}/accessories (vehicle-page §2), the short address of a model's accessories. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const tenant = requestTenant(request, context);
  return { ...accessoriesPage(tenant, params.modelSlug ?? "", { redirectOtherSpellings: false }), dealerName: tenant.name };
}

export default function ModelAccessoriesShort() {
  const { make, card, accessories } = useLoaderData<typeof loader>();
  return <AccessoriesPage make={make} card={card} accessories={accessories} />;
}
