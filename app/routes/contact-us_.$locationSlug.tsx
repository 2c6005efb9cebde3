import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PageGuarantees } from "~/components/content/PageGuarantees";
import { CustomerFields } from "~/components/leads/CustomerFields";
import { LeadForm } from "~/components/leads/LeadForm";
import { ContactFormSection } from "~/components/locations/ContactFormSection";
import { DealerPage } from "~/components/locations/DealerPage";
import { LocationDetails } from "~/components/locations/LocationDetails";
import { handleLeadAction, leadFormSetup, type LeadFormReply } from "~/pages/leads/lead-action.server";
import type { LeadFormSetup } from "~/models/leads/setup";
import { locationPage } from "~/models/locations/location-page";
import { findLocation } from "~/models/locations/places";
import type { Tenant, TenantLocation } from "~/tenants/schema";
import { notFound } from "~/server/http";
import { siteOrigin } from "~/tenants/tenant.server";
import { useTenant } from "~/hooks/useTenant";
import { keepDealerFormOnFailure } from "~/components/leads/failed-submit";
import { requestTenant } from "~/pages/request-tenant.server";

/**
 * Contacting one location (vehicle-page §2 Routes: /contact-us/{locationSlug} and
 * /contact-us/{location-name-slug}); the canonical address is the location's slug. Its
 * contact form (contactSchema) goes to this location: the location is chosen, not asked.
 * The file name's "contact-us_" keeps it out of /contact-us's layout: the two are pages of
 * their own, and /contact-us renders no outlet.
 */
export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Location not found" }];
  return [
    { title: `Contact ${data.location.name} | ${data.dealerName}` },
    { name: "description", content: `How to reach ${data.location.name}: phone, address, directions and opening hours.` },
    { tagName: "link", rel: "canonical", href: data.canonical },
  ];
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const tenant = requestTenant(request, context);
  const url = new URL(request.url);
  const page = locationPage(tenant, params.locationSlug ?? "", url, new Date(), siteOrigin(request, tenant));
  if (!page) throw notFound("We couldn't find that location.");
  return {
    ...page,
    dealerName: tenant.name,
    canonical: `${siteOrigin(request, tenant)}/contact-us/${page.location.slug}`,
    contact: locationContactSetup(tenant, page.location),
  };
}

/**
 * The contact form's set-up for one location: its only location is this one (§4 "Location
 * in a form is auto-selected when exactly one option exists"), which also decides the
 * dealership, so neither is asked. The action builds the same, so both sides share one schema.
 */
function locationContactSetup(tenant: Tenant, location: TenantLocation): LeadFormSetup {
  const setup = leadFormSetup(tenant, "contact");
  const { dealershipSlugs: _dealerships, ...options } = setup.options;
  return {
    ...setup,
    options: { ...options, locationIds: [location.id] },
    locations: [{ id: location.id, name: location.name }],
    dealerships: [],
    defaultValue: { ...setup.defaultValue, location: location.id },
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const tenant = requestTenant(request, context);
  const location = findLocation(tenant.locations, params.locationSlug ?? "");
  if (!location) throw notFound("We couldn't find that location.");
  return handleLeadAction({
    request,
    tenant,
    form: "contact",
    options: locationContactSetup(tenant, location).options,
    context: context,
  });
}

/** With JavaScript, a post that fails keeps the form and what was typed, with the dealer forms' §8 text (failed-submit.ts). */
export const clientAction = keepDealerFormOnFailure;

export default function ContactLocationPage() {
  const { location, hours, jsonLd, contact } = useLoaderData<typeof loader>();
  const lastResult = useActionData<LeadFormReply>();
  const tenant = useTenant();
  const path = `/contact-us/${location.slug}`;
  return (
    <>
      <DealerPage>
        <LocationDetails location={location} hours={hours} action={path} masked={tenant.features.phoneMasking} />
        <ContactFormSection id="send-a-message" title={`Send ${location.name} a message`}>
          <LeadForm setup={contact} lastResult={lastResult} action={path} submitLabel="Send message">
            <CustomerFields setup={contact} />
          </LeadForm>
        </ContactFormSection>
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      </DealerPage>
      <PageGuarantees path={path} />
    </>
  );
}
