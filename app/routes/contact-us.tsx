import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PageGuarantees } from "~/components/content/PageGuarantees";
import { LocationList } from "~/components/home/LocationList";
import { CustomerFields } from "~/components/leads/CustomerFields";
import { FieldGrid, SelectField } from "~/components/leads/fields";
import { LeadForm } from "~/components/leads/LeadForm";
import { ContactFormSection } from "~/components/locations/ContactFormSection";
import { DealerPage } from "~/components/locations/DealerPage";
import { LocationDetails } from "~/components/locations/LocationDetails";
import { NearestLocation } from "~/components/locations/NearestLocation";
import { PhoneLink } from "~/components/PhoneLink";
import { tenantPhoneSource } from "~/models/phone-reveal/reveal";
import { handleLeadAction, leadFormSetup, type LeadFormReply } from "~/pages/leads/lead-action.server";
import { GENERAL_ENQUIRY_CATEGORIES } from "~/models/leads/schemas";
import type { LeadFormSetup } from "~/models/leads/setup";
import { locationCards } from "~/models/locations/cards";
import { autoDealerJsonLd } from "~/models/locations/jsonld";
import { locationHours } from "~/models/locations/location-hours";
import { nearestLocationSearch } from "~/models/locations/nearest.server";
import { findLocation, primaryFirst } from "~/models/locations/places";
import { serializeJsonLd } from "~/models/search/jsonld";
import { tenantForPage } from "~/models/phone-reveal/numbers";
import { siteOrigin } from "~/tenants/tenant.server";
import { useTenant } from "~/hooks/useTenant";
import { keepDealerFormOnFailure } from "~/components/leads/failed-submit";
import { requestTenant } from "~/pages/request-tenant.server";

/**
 * Contact us (vehicle-page §2 Routes /contact and /contact-us, one page): find the nearest
 * location by postcode, the chosen location's hero with map, details and hours, the general
 * enquiry form, then every location in the Our Locations carousel.
 *
 * The form is the general enquiry with its category select (vehicle-page §5: "Category
 * select required (default General Enquiry), shown only on the general enquiry form"), so
 * one page takes sales, service, parts, finance and careers enquiries; a location's own
 * page (/contact-us/{locationSlug}) has the plain contact form addressed to that location.
 */
const PATH = "/contact-us";
const FORM_ID = "contact-form";

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Contact us" }];
  return [
    { title: `Contact us | ${data.dealerName}` },
    { name: "description", content: `Phone numbers, addresses, opening hours and directions for ${data.dealerName}.` },
    { tagName: "link", rel: "canonical", href: data.canonical },
  ];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const tenant = requestTenant(request, context);
  const url = new URL(request.url);
  // What the page shows of the locations: their numbers masked until revealed (search-journey §4).
  const shown = tenantForPage(tenant, url);
  const nearest = nearestLocationSearch(url.searchParams, shown.locations);
  const ordered = primaryFirst(shown.locations);
  // The hero shows the nearest location found, else the one whose hours were switched, else the primary.
  const chosen = findLocation(shown.locations, url.searchParams.get("location") ?? "");
  const location = nearest.answer?.location ?? chosen ?? ordered[0]!;
  const department = chosen === location ? url.searchParams.get("department") : null;
  return {
    dealerName: tenant.name,
    canonical: `${siteOrigin(request, tenant)}${PATH}`,
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
    jsonLd: serializeJsonLd(autoDealerJsonLd(shown, ordered, siteOrigin(request, tenant))),
    enquiry: leadFormSetup(tenant, "general-enquiry"),
    locationCards: locationCards(shown.locations),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const tenant = requestTenant(request, context);
  return handleLeadAction({
    request,
    tenant,
    form: "general-enquiry",
    options: leadFormSetup(tenant, "general-enquiry").options,
    context: context,
  });
}

/** The general enquiry: what it is about (§5 category select), then who is asking. */
function GeneralEnquiryForm({ setup, lastResult }: { setup: LeadFormSetup; lastResult?: LeadFormReply }) {
  return (
    <ContactFormSection id={FORM_ID} title="Send us a message">
      <LeadForm setup={setup} lastResult={lastResult} action={PATH} submitLabel="Send enquiry" id="general-enquiry-form">
        <FieldGrid>
          <SelectField
            name="category"
            label="What is your enquiry about?"
            options={GENERAL_ENQUIRY_CATEGORIES.map((category) => ({ value: category, label: category }))}
            placeholder=""
          />
        </FieldGrid>
        <CustomerFields setup={setup} />
      </LeadForm>
    </ContactFormSection>
  );
}

/** With JavaScript, a post that fails keeps the form and what was typed, with the dealer forms' §8 text (failed-submit.ts). */
export const clientAction = keepDealerFormOnFailure;

export default function ContactUsPage() {
  const { nearest, location, hours, jsonLd, enquiry, locationCards: cards } = useLoaderData<typeof loader>();
  const lastResult = useActionData<LeadFormReply>();
  const tenant = useTenant();
  const masked = tenant.features.phoneMasking;
  return (
    <>
      <DealerPage
        title="Contact us"
        intro={
          <>
            Call us on <PhoneLink phone={tenant.phones.main} masked={masked} source={tenantPhoneSource("main")} />
            {tenant.locations.length === 1 ? ", visit us" : `, visit one of our ${tenant.locations.length} locations`}, or{" "}
            <a href={`#${FORM_ID}`}>send us a message</a>.
          </>
        }
      >
        <NearestLocation action={PATH} postcode={nearest.postcode} error={nearest.error} answer={nearest.answer} />
        <LocationDetails location={location} hours={hours} action={PATH} masked={masked} headingLevel={2} />
        <GeneralEnquiryForm setup={enquiry} lastResult={lastResult} />
        <p>
          Not happy with something? Read our <a href="/pages/complaint-handling-process">complaint handling process</a>.
        </p>
      </DealerPage>
      <PageGuarantees path={PATH} />
      <LocationList locations={cards} masked={tenant.features.phoneMasking} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </>
  );
}
