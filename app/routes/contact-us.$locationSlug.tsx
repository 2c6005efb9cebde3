import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DealerPage } from "~/components/locations/DealerPage";
import { LocationDetails } from "~/components/locations/LocationDetails";
import { locationPage } from "~/models/locations/location-page";
import { requireTenant } from "~/tenants/tenant.server";
import { useTenant } from "~/tenants/use-tenant";

/**
 * Contacting one location (vehicle-page §2 Routes: /contact-us/{locationSlug} and
 * /contact-us/{location-name-slug}); the canonical address is the location's slug.
 */
export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Location not found" }];
  return [
    { title: `Contact ${data.location.name} | ${data.dealerName}` },
    { name: "description", content: `How to reach ${data.location.name}: phone, address, directions and opening hours.` },
    { tagName: "link", rel: "canonical", href: data.canonical },
  ];
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const tenant = requireTenant(request);
  const url = new URL(request.url);
  const page = locationPage(tenant, params.locationSlug ?? "", url, new Date());
  if (!page) throw new Response("We couldn't find that location.", { status: 404, statusText: "Not Found" });
  return { ...page, dealerName: tenant.name, canonical: `${url.origin}/contact-us/${page.location.slug}` };
}

export default function ContactLocationPage() {
  const { location, hours, jsonLd } = useLoaderData<typeof loader>();
  const tenant = useTenant();
  return (
    <DealerPage>
      <LocationDetails
        location={location}
        hours={hours}
        action={`/contact-us/${location.slug}`}
        masked={tenant.features.phoneMasking}
      />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </DealerPage>
  );
}
