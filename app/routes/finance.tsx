import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { FinanceEnquiryForm } from "~/components/finance-enquiry/FinanceEnquiryForm";
import { FinanceEnquiryPage } from "~/components/finance-enquiry/FinanceEnquiryPage";
import { ManufacturerFinanceLinks } from "~/components/finance-enquiry/ManufacturerFinanceLinks";
import { DealerPage } from "~/components/locations/DealerPage";
import { getDatabase } from "~/db/client.server";
import { requireSignedInFor } from "~/pages/auth/gates.server";
import { findListedCarNamed } from "~/models/car/vehicle.server";
import { DEFAULT_FINANCE_DISCLAIMER, financeEstimateFor } from "~/models/finance/eligibility";
import {
  financeEnquiryDefaults,
  financePageCopy,
  readFinanceEnquiryQuery,
  type FinanceEnquiryQuery,
} from "~/models/finance/enquiry";
import { manufacturerFinanceLinks } from "~/models/finance/manufacturer-links";
import { personalisedFinancePath } from "~/models/finance/personalised";
import { leadCarSummary } from "~/models/leads/car-summary";
import { handleLeadAction, leadFormSetup, type LeadFormReply } from "~/pages/leads/lead-action.server";
import { toCar } from "~/models/car/car";
import type { Tenant } from "~/tenants/schema";
import { siteOrigin } from "~/tenants/tenant.server";
import { readForm } from "~/server/form-body";
import { keepLeadFormOnFailure } from "~/components/leads/failed-submit";
import { requestTenant } from "~/pages/request-tenant.server";

/**
 * The finance enquiry (vehicle-page §2 Routes): /finance, /finance-enquiry and
 * /apply-for-finance are one page, shown at the tenant's own finance.path; the other two
 * redirect there with their query (the browser keeps the #finance-form anchor). Gated per
 * site (§6 "finance" is a gateable journey).
 */
export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Finance" }];
  return [
    { title: `${data.copy.heading} | ${data.dealerName}` },
    { name: "description", content: data.copy.intro },
    { tagName: "link", rel: "canonical", href: data.canonical },
  ];
};

/** The car the link named, when it is one of this site's listed cars. */
async function chosenCar(tenant: Tenant, query: FinanceEnquiryQuery, now: Date) {
  const row = await findListedCarNamed(await getDatabase(), tenant, query.car, now);
  if (!row) return null;
  return {
    row,
    summary: leadCarSummary(row, tenant),
    estimate: financeEstimateFor(
      { ...toCar(row, tenant), finance_lenders: row.finance_lenders ?? {} },
      tenant.finance,
      now,
      tenant.locations.find((location) => location.id === row.location_id)?.timezone,
    ),
  };
}

/** The form's set-up; the action builds the same one from the posted car id, so both sides share one schema. */
function financeFormSetup(tenant: Tenant, car: Awaited<ReturnType<typeof chosenCar>>) {
  return leadFormSetup(tenant, "finance-enquiry", car ? { car: car.row } : {});
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const tenant = requestTenant(request, context);
  const url = new URL(request.url);
  if (url.pathname !== tenant.finance.path) throw redirect(`${tenant.finance.path}${url.search}`);
  await requireSignedInFor("finance", request, tenant);
  const now = new Date();
  const query = readFinanceEnquiryQuery(url.searchParams, tenant);
  const car = await chosenCar(tenant, query, now);
  const setup = financeFormSetup(tenant, car);
  return {
    dealerName: tenant.name,
    copy: financePageCopy(tenant.finance.path, tenant.name),
    canonical: `${siteOrigin(request, tenant)}${tenant.finance.path}`,
    // Posting back to the same address keeps the car when the page shows again with errors (no JavaScript).
    formAction: `${url.pathname}${url.search}`,
    setup: { ...setup, defaultValue: { ...setup.defaultValue, ...financeEnquiryDefaults(query, car?.row ?? null) } },
    car: car && { id: car.row.id, carType: car.row.car_type, summary: car.summary },
    estimate: car?.estimate ?? null,
    manufacturerFinance: tenant.manufacturer
      ? { manufacturer: tenant.manufacturer, links: manufacturerFinanceLinks(tenant.manufacturerBaseDomain) }
      : null,
    // vehicle-page §2's red "Get started with your personalised repayment" block, where the dealer shows it.
    personalisedHref: tenant.finance.personalisedRepayments ? personalisedFinancePath(car?.row.slug) : null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const tenant = requestTenant(request, context);
  await requireSignedInFor("finance", request, tenant);
  const posted = await readForm(request.clone());
  const query = readFinanceEnquiryQuery(new URLSearchParams({ car_id: String(posted.get("car_id") ?? "") }), tenant);
  const car = await chosenCar(tenant, query, new Date());
  return handleLeadAction({
    request,
    tenant,
    form: "finance-enquiry",
    options: financeFormSetup(tenant, car).options,
    context: context,
  });
}

/** With JavaScript, a post that fails keeps the form and what was typed (failed-submit.ts). */
export const clientAction = keepLeadFormOnFailure;

export default function FinanceRoute() {
  const { copy, setup, car, estimate, formAction, manufacturerFinance, personalisedHref } = useLoaderData<typeof loader>();
  const lastResult = useActionData<LeadFormReply>();
  return (
    <DealerPage title={copy.heading} intro={copy.intro}>
      <FinanceEnquiryPage
        car={car?.summary ?? null}
        estimate={estimate}
        disclaimer={DEFAULT_FINANCE_DISCLAIMER}
        personalisedHref={personalisedHref}
        form={
          <FinanceEnquiryForm
            setup={setup}
            lastResult={lastResult}
            action={formAction}
            car={car && { id: car.id, carType: car.carType }}
          />
        }
        manufacturerLinks={
          manufacturerFinance?.links ? (
            <ManufacturerFinanceLinks links={manufacturerFinance.links} manufacturer={manufacturerFinance.manufacturer} />
          ) : null
        }
      />
    </DealerPage>
  );
}
