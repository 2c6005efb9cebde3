import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LocationDetails } from "~/components/locations/LocationDetails";
import { addressLine } from "~/models/locations/places";
import { locationPage } from "~/models/locations/location-page";
import { DealerPage } from "~/components/locations/DealerPage";
import { notFound } from "~/server/http";
import { siteOrigin } from "~/tenants/tenant.server";
import { useTenant } from "~/hooks/useTenant";
import { requestTenant } from "~/pages/request-tenant.server";

/** One location: the single-location hero with map, details and hours (vehicle-page §2). */
export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Location not found" }];
  return [
    { title: `${data.location.name} | ${data.dealerName}` },
    { name: "description", content: `${data.location.name}, ${addressLine(data.location.address)}: opening hours, phone and directions.` },
    { tagName: "link", rel: "canonical", href: data.canonical },
  ];
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const tenant = requestTenant(request, context);
  const url = new URL(request.url);
  const page = locationPage(tenant, params.slug ?? "", url, new Date(), siteOrigin(request, tenant));
  if (!page) throw notFound("We couldn't find that location.");
  return { ...page, dealerName: tenant.name, canonical: `${siteOrigin(request, tenant)}/locations/${page.location.slug}` };
}

export default function LocationPage() {
  const { location, hours, jsonLd } = useLoaderData<typeof loader>();
  const tenant = useTenant();
  return (
    <DealerPage>
      <LocationDetails
        location={location}
        hours={hours}
        action={`/locations/${location.slug}`}
        masked={tenant.features.phoneMasking}
      />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </DealerPage>
  );
}
