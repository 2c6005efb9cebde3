import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LocationList } from "~/components/home/LocationList";
import { DealerPage } from "~/components/locations/DealerPage";
import { LocationDetails } from "~/components/locations/LocationDetails";
import { NearestLocation } from "~/components/locations/NearestLocation";
import { PhoneLink } from "~/components/PhoneLink";
import { autoDealerJsonLd } from "~/models/locations/jsonld";
import { locationHours } from "~/models/locations/location-hours";
import { nearestLocationSearch } from "~/models/locations/nearest.server";
import { findLocation, primaryFirst } from "~/models/locations/places";
import { serializeJsonLd } from "~/models/search/jsonld";
import { requireTenant } from "~/tenants/tenant.server";
import { useTenant } from "~/tenants/use-tenant";

/**
 * Contact us (vehicle-page §2 Routes /contact and /contact-us, one page): find the nearest
 * location by postcode, the chosen location's hero with map, details and hours, then every
 * location in the Our Locations carousel.
 */
const PATH = "/contact-us";

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Contact us" }];
  return [
    { title: `Contact us | ${data.dealerName}` },
    { name: "description", content: `Phone numbers, addresses, opening hours and directions for ${data.dealerName}.` },
    { tagName: "link", rel: "canonical", href: data.canonical },
  ];
};

export async function loader({ request }: LoaderFunctionArgs) {
  const tenant = requireTenant(request);
  const url = new URL(request.url);
  const nearest = nearestLocationSearch(url.searchParams, tenant.locations);
  const ordered = primaryFirst(tenant.locations);
  // The hero shows the nearest location found, else the one whose hours were switched, else the primary.
  const chosen = findLocation(tenant.locations, url.searchParams.get("location") ?? "");
  const location = nearest.answer?.location ?? chosen ?? ordered[0]!;
  const department = chosen === location ? url.searchParams.get("department") : null;
  return {
    dealerName: tenant.name,
    canonical: `${url.origin}${PATH}`,
    nearest: {
      postcode: nearest.postcode,
      error: nearest.error,
      answer: nearest.answer && {
        ...nearest.answer,
        location: { slug: nearest.answer.location.slug, name: nearest.answer.location.name },
      },
    },
    location,
    hours: locationHours(location, new Date(), department),
    jsonLd: serializeJsonLd(autoDealerJsonLd(tenant, ordered, url.origin)),
  };
}

export default function ContactUsPage() {
  const { nearest, location, hours, jsonLd } = useLoaderData<typeof loader>();
  const tenant = useTenant();
  const masked = tenant.features.phoneMasking;
  return (
    <>
      <DealerPage
        title="Contact us"
        intro={
          <>
            Call us on <PhoneLink phone={tenant.phones.main} masked={masked} />
            {tenant.locations.length === 1 ? ", or visit us." : `, or visit one of our ${tenant.locations.length} locations.`}
          </>
        }
      >
        <NearestLocation action={PATH} postcode={nearest.postcode} error={nearest.error} answer={nearest.answer} />
        <LocationDetails location={location} hours={hours} action={PATH} masked={masked} headingLevel={2} />
        <p>
          Not happy with something? Read our <a href="/pages/complaint-handling-process">complaint handling process</a>.
        </p>
      </DealerPage>
      <LocationList tenant={tenant} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </>
  );
}
