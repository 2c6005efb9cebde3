import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { TestDriveFields } from "~/components/leads/CarLeadForms";
import { CustomerFields } from "~/components/leads/CustomerFields";
import { FieldGrid } from "~/components/leads/fields";
import { ModelField } from "~/components/leads/ModelField";
import { LeadForm } from "~/components/leads/LeadForm";
import { LeadFormPage } from "~/components/leads/LeadFormPage";
import type { LeadFormReply } from "~/models/leads/lead-action.server";
import { modelLeadFormAction, modelLeadFormPage } from "~/models/leads/model-lead-forms.server";
import { requireTenant } from "~/tenants/tenant.server";
import { keepLeadFormOnFailure } from "~/components/leads/failed-submit";

export const meta: MetaFunction = () => [{ title: "Book a Test Drive" }];

/** vehicle-page §2 /book-test-drive: a test drive of a model rather than of a car in stock. */
export function loader({ request }: LoaderFunctionArgs) {
  const tenant = requireTenant(request);
  return { ...modelLeadFormPage(tenant, new URL(request.url), "test-drive"), title: tenant.labels.testDrive };
}

export const action = (args: ActionFunctionArgs) => modelLeadFormAction("test-drive", args);

/** With JavaScript, a post that fails keeps the form and what was typed (failed-submit.ts). */
export const clientAction = keepLeadFormOnFailure;

export default function BookTestDrivePage() {
  const { setup, models, title } = useLoaderData<typeof loader>();
  const lastResult = useActionData<LeadFormReply>();
  return (
    <LeadFormPage title={title} intro="Choose a model and tell us when suits you. Date and time are optional.">
      <LeadForm setup={setup} lastResult={lastResult} action="/book-test-drive" submitLabel={title}>
        <FieldGrid>
          <ModelField models={models} />
        </FieldGrid>
        <TestDriveFields />
        <CustomerFields setup={setup} messageLabel="Anything we should know?" />
      </LeadForm>
    </LeadFormPage>
  );
}
