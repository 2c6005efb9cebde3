import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { EnquiryForm } from "~/components/leads/CarLeadForms";
import { CarFormError, LeadFormPage } from "~/components/leads/LeadFormPage";
import { carLeadFormAction, carLeadFormPage } from "~/pages/leads/car-lead-forms.server";
import type { LeadFormReply } from "~/pages/leads/lead-action.server";
import { keepLeadFormOnFailure } from "~/components/leads/failed-submit";
import { requestTenant } from "~/pages/request-tenant.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Enquire about the ${data.car.name}` : "Vehicle not found" },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request, params, context }: LoaderFunctionArgs) => carLeadFormPage(requestTenant(request, context), params.slug, "enquiry");

export const action = ({ request, params, context }: ActionFunctionArgs) => carLeadFormAction(request, context, requestTenant(request, context), params.slug, "enquiry");

/** With JavaScript, a post that fails keeps the form and what was typed (failed-submit.ts). */
export const clientAction = keepLeadFormOnFailure;

export default function EnquirePage() {
  const page = useLoaderData<typeof loader>();
  const lastResult = useActionData<LeadFormReply>();
  return (
    <LeadFormPage title={`Enquire about this ${page.labels.vehicleType}`} car={page.car}>
      <EnquiryForm setup={page.setup} carSlug={page.slug} lastResult={lastResult} submitLabel={page.labels.enquireSubmit} />
    </LeadFormPage>
  );
}

export function ErrorBoundary() {
  return <CarFormError />;
}
