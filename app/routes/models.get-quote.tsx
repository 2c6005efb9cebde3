import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CustomerFields } from "~/components/leads/CustomerFields";
import { keepLeadFormOnFailure } from "~/components/leads/failed-submit";
import { FieldGrid, TextField } from "~/components/leads/fields";
import { LeadForm } from "~/components/leads/LeadForm";
import { LeadFormPage } from "~/components/leads/LeadFormPage";
import { ModelField } from "~/components/leads/ModelField";
import type { LeadFormReply } from "~/pages/leads/lead-action.server";
import { modelLeadFormAction, modelLeadFormPage } from "~/pages/leads/model-lead-forms.server";
import { requestTenant } from "~/pages/request-tenant.server";

export const meta: MetaFunction = () => [{ title: "Get a Quote" }];

/**
 * vehicle-page §2 /models/get-quote: a quote for a new model and grade, the model dropdown's
 * Get Quote side link and the model page's button (which names the model, ?model=rav4).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const tenant = requestTenant(request, context);
  return { ...(await modelLeadFormPage(tenant, new URL(request.url), "quote-request")), dealerName: tenant.name };
}

export const action = (args: ActionFunctionArgs) => modelLeadFormAction("quote-request", args);

/** With JavaScript, a post that fails keeps the form and what was typed (failed-submit.ts). */
export const clientAction = keepLeadFormOnFailure;

export default function GetQuotePage() {
  const { setup, models, dealerName } = useLoaderData<typeof loader>();
  const lastResult = useActionData<LeadFormReply>();
  return (
    <LeadFormPage
      title="Get a Quote"
      intro={`Tell us the model and grade you have in mind, and ${dealerName} will send you a drive-away price.`}
    >
      <LeadForm setup={setup} lastResult={lastResult} action="/models/get-quote" submitLabel="Get a Quote">
        <FieldGrid>
          <ModelField models={models} />
          <TextField name="grade" label="Grade (optional)" placeholder="e.g. GXL Hybrid" half />
        </FieldGrid>
        <CustomerFields setup={setup} messageLabel="Anything we should know?" />
      </LeadForm>
    </LeadFormPage>
  );
}
