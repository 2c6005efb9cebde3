import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { MAKE_AN_OFFER } from "~/components/leads/car-form-paths";
import { MakeAnOfferForm } from "~/components/leads/CarLeadForms";
import { CarFormError, LeadFormPage } from "~/components/leads/LeadFormPage";
import { carLeadFormAction, carLeadFormPage } from "~/pages/leads/car-lead-forms.server";
import type { LeadFormReply } from "~/pages/leads/lead-action.server";
import { keepLeadFormOnFailure } from "~/components/leads/failed-submit";
import { requestTenant } from "~/pages/request-tenant.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Make an offer on the ${data.car.name}` : "Vehicle not found" },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request, params, context }: LoaderFunctionArgs) => carLeadFormPage(requestTenant(request, context), params.slug, "make-an-offer");

export const action = ({ request, params, context }: ActionFunctionArgs) =>
  carLeadFormAction(request, context, requestTenant(request, context), params.slug, "make-an-offer");

/** With JavaScript, a post that fails keeps the form and what was typed (failed-submit.ts). */
export const clientAction = keepLeadFormOnFailure;

export default function MakeAnOfferPage() {
  const page = useLoaderData<typeof loader>();
  const lastResult = useActionData<LeadFormReply>();
  return (
    <LeadFormPage
      title={MAKE_AN_OFFER}
      intro={`Name your price for this ${page.labels.vehicleType} and the dealer will come back to you.`}
      car={page.car}
    >
      <MakeAnOfferForm
        setup={page.setup}
        carSlug={page.slug}
        lastResult={lastResult}
        offerPlaceholder={page.offerPlaceholder}
      />
    </LeadFormPage>
  );
}

export function ErrorBoundary() {
  return <CarFormError />;
}
