import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DealerPage } from "~/components/locations/DealerPage";
import { DepartmentContacts } from "~/components/locations/DepartmentContacts";
import { LocationDetails } from "~/components/locations/LocationDetails";
import { locationPage } from "~/models/locations/location-page";
import { notFound } from "~/server/http";
import { siteOrigin } from "~/tenants/tenant.server";
import { useTenant } from "~/hooks/useTenant";
import { requestTenant } from "~/pages/request-tenant.server";

/**
 * A location's team (vehicle-page §2 Routes /teams/{locationSlug}). The platform holds no staff
 * records, so the page introduces the location's departments and their numbers, not people.
 */
export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Location not found" }];
  return [
    { title: `Our team at ${data.location.name} | ${data.dealerName}` },
    { name: "description", content: `The departments at ${data.location.name} and how to reach each of them.` },
    { tagName: "link", rel: "canonical", href: data.canonical },
  ];
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const tenant = requestTenant(request, context);
  const url = new URL(request.url);
  const page = locationPage(tenant, params.locationSlug ?? "", url, new Date(), siteOrigin(request, tenant));
  if (!page) throw notFound("We couldn't find that location.");
  return { ...page, dealerName: tenant.name, canonical: `${siteOrigin(request, tenant)}/teams/${page.location.slug}` };
}

export default function TeamPage() {
  const { location, hours, contacts, jsonLd } = useLoaderData<typeof loader>();
  const tenant = useTenant();
  const masked = tenant.features.phoneMasking;
  return (
    <DealerPage
      title={`Our team at ${location.name}`}
      intro="Talk to the department you need: call them directly, or visit us during opening hours."
    >
      <LocationDetails
        location={location}
        hours={hours}
        action={`/teams/${location.slug}`}
        masked={masked}
        headingLevel={2}
      >
        <DepartmentContacts contacts={contacts} masked={masked} locationSlug={location.slug} />
      </LocationDetails>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </DealerPage>
  );
}
