import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { REQUEST_PHOTOS } from "~/components/leads/car-form-paths";
import { RequestPhotosForm } from "~/components/leads/CarLeadForms";
import { CarFormError, LeadFormPage } from "~/components/leads/LeadFormPage";
import { carLeadFormAction, carLeadFormPage } from "~/pages/leads/car-lead-forms.server";
import type { LeadFormReply } from "~/pages/leads/lead-action.server";
import { keepLeadFormOnFailure } from "~/components/leads/failed-submit";
import { requestTenant } from "~/pages/request-tenant.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Request photos of the ${data.car.name}` : "Vehicle not found" },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request, params, context }: LoaderFunctionArgs) => carLeadFormPage(requestTenant(request, context), params.slug, "request-photos");

/**
 * Also where a search card's Request Photos box posts, with only an email: the answer is
 * this page, the email kept and the other fields asked for, never a 500.
 */
export const action = ({ request, params, context }: ActionFunctionArgs) =>
  carLeadFormAction(request, context, requestTenant(request, context), params.slug, "request-photos");

/** With JavaScript, a post that fails keeps the form and what was typed (failed-submit.ts). */
export const clientAction = keepLeadFormOnFailure;

export default function RequestPhotosPage() {
  const page = useLoaderData<typeof loader>();
  const lastResult = useActionData<LeadFormReply>();
  return (
    <LeadFormPage
      title={REQUEST_PHOTOS}
      intro={`Photos of this ${page.labels.vehicleType} are not up yet. Leave your details and we will send them to you.`}
      car={page.car}
    >
      <RequestPhotosForm setup={page.setup} carSlug={page.slug} lastResult={lastResult} />
    </LeadFormPage>
  );
}

export function ErrorBoundary() {
  return <CarFormError />;
}
