import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CustomerFields } from "~/components/leads/CustomerFields";
import { keepDealerFormOnFailure } from "~/components/leads/failed-submit";
import { HiddenField } from "~/components/leads/fields";
import { LeadForm } from "~/components/leads/LeadForm";
import { ContactFormSection } from "~/components/locations/ContactFormSection";
import { DealerPage } from "~/components/locations/DealerPage";
import { PhoneLink } from "~/components/PhoneLink";
import { handleLeadAction, leadFormSetup, type LeadFormReply } from "~/pages/leads/lead-action.server";
import type { LeadFormSetup } from "~/models/leads/setup";
import { pagePhone } from "~/models/phone-reveal/numbers";
import { tenantPhoneSource } from "~/models/phone-reveal/reveal";
import { isRevealGranted } from "~/models/phone-reveal/reveal-grant.server";
import type { Tenant } from "~/tenants/schema";
import { siteOrigin } from "~/tenants/tenant.server";
import { useTenant } from "~/hooks/useTenant";
import { requestTenant } from "~/pages/request-tenant.server";

/**
 * Parts search (vehicle-page §2 Routes, "service and parts": /parts/search). No parts
 * catalogue is kept for a dealer, so the search is the parts counter's: the shopper names
 * the part and the vehicle, and the enquiry goes to the parts department (a general enquiry
 * filed as "Parts Enquiry"), which answers with stock and price.
 */
const PATH = "/parts/search";
const PARTS_CATEGORY = "Parts Enquiry";

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Parts search" }];
  return [
    { title: `Parts search | ${data.dealerName}` },
    { name: "description", content: `Ask ${data.dealerName}'s parts team for a genuine part: stock and price.` },
    { tagName: "link", rel: "canonical", href: data.canonical },
  ];
};

/** The general enquiry, about parts: the parts locations to choose from when the dealer has them. */
function partsEnquirySetup(tenant: Tenant): LeadFormSetup {
  const setup = leadFormSetup(tenant, "general-enquiry");
  const partsCounters = tenant.locations.filter((location) => location.locationType === "parts");
  if (partsCounters.length === 0) return { ...setup, defaultValue: { ...setup.defaultValue, category: PARTS_CATEGORY } };
  const [only] = partsCounters;
  return {
    ...setup,
    options: { ...setup.options, locationIds: partsCounters.map((location) => location.id) },
    locations: partsCounters.map((location) => ({ id: location.id, name: location.name })),
    defaultValue: {
      ...setup.defaultValue,
      category: PARTS_CATEGORY,
      ...(partsCounters.length === 1 && only ? { location: only.id } : {}),
    },
  };
}

export function loader({ request, context }: LoaderFunctionArgs) {
  const tenant = requestTenant(request, context);
  return {
    dealerName: tenant.name,
    canonical: `${siteOrigin(request, tenant)}${PATH}`,
    // Masked until revealed on a tenant that masks numbers (search-journey §4).
    partsPhone: pagePhone(tenant, tenant.phones.parts ?? tenant.phones.main, isRevealGranted(tenant, new URL(request.url))),
    partsPhoneSource: tenantPhoneSource(tenant.phones.parts ? "parts" : "main"),
    enquiry: partsEnquirySetup(tenant),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const tenant = requestTenant(request, context);
  return handleLeadAction({
    request,
    tenant,
    form: "general-enquiry",
    options: partsEnquirySetup(tenant).options,
    routeValues: { category: PARTS_CATEGORY },
    context: context,
  });
}

/** With JavaScript, a post that fails keeps the form and what was typed, with the dealer forms' §8 text (failed-submit.ts). */
export const clientAction = keepDealerFormOnFailure;

export default function PartsSearchPage() {
  const { partsPhone, partsPhoneSource, enquiry } = useLoaderData<typeof loader>();
  const lastResult = useActionData<LeadFormReply>();
  const tenant = useTenant();
  return (
    <DealerPage
      title="Parts search"
      intro={
        <>
          Tell us the part you need and the vehicle it is for, and our parts team will check stock and price and get
          back to you. In a hurry? Call parts on <PhoneLink phone={partsPhone} masked={tenant.features.phoneMasking} source={partsPhoneSource} />.
        </>
      }
    >
      <ContactFormSection id="find-a-part" title="Find a genuine part">
        <LeadForm setup={enquiry} lastResult={lastResult} action={PATH} submitLabel="Find my part" id="parts-enquiry-form">
          <HiddenField name="category" value={PARTS_CATEGORY} />
          <CustomerFields
            setup={enquiry}
            messageLabel="The part, and your vehicle"
            messagePlaceholder="e.g. front brake pads for a 2019 Isuzu NPR 45-155, VIN if you have it"
          />
        </LeadForm>
      </ContactFormSection>
    </DealerPage>
  );
}
