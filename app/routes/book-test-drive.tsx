import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { TestDriveFields } from "~/components/leads/CarLeadForms";
import { CustomerFields } from "~/components/leads/CustomerFields";
import { FieldGrid, SelectField, TextField } from "~/components/leads/fields";
import { LeadForm } from "~/components/leads/LeadForm";
import { LeadFormPage } from "~/components/leads/LeadFormPage";
import { handleLeadAction, leadFormSetup, type LeadFormReply } from "~/models/leads/lead-action.server";
import { contentFor } from "~/tenants/content/content.server";
import type { Tenant } from "~/tenants/schema";
import { requireTenant } from "~/tenants/tenant.server";
import { keepLeadFormOnFailure } from "~/components/leads/failed-submit";
import { readForm } from "~/server/form-body";

export const meta: MetaFunction = () => [{ title: "Book a Test Drive" }];

/** The tenant's model range names for the select, or none: then the model is typed in. */
function modelNames(tenant: Tenant): string[] {
  return contentFor(tenant.slug).models?.models.map((model) => model.name) ?? [];
}

/** vehicle-page §2 /book-test-drive: a test drive of a model rather than of a car in stock. */
export function loader({ request }: LoaderFunctionArgs) {
  const tenant = requireTenant(request);
  const models = modelNames(tenant);
  const setup = leadFormSetup(tenant, "test-drive");
  // The model menu's Book a Test Drive link may name the model (?model=rav4 or ?model=RAV4).
  const asked = new URL(request.url).searchParams.get("model")?.toLowerCase();
  const chosen = contentFor(tenant.slug).models?.models.find(
    (model) => model.slug === asked || model.name.toLowerCase() === asked,
  );
  return {
    setup: chosen ? { ...setup, defaultValue: { ...setup.defaultValue, vehicle_model: chosen.name } } : setup,
    models,
    title: tenant.labels.testDrive,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const tenant = requireTenant(request);
  // A model from the tenant's range is of the range's make: the dealer's CRM gets both, not
  // an empty <make> (a group without one manufacturer has no make of its own to fall back on).
  const range = contentFor(tenant.slug).models;
  const model = String((await readForm(request.clone())).get("vehicle_model") ?? "");
  const fromRange = range?.models.some((candidate) => candidate.name === model);
  return handleLeadAction({
    request,
    tenant,
    form: "test-drive",
    options: leadFormSetup(tenant, "test-drive").options,
    routeValues: fromRange && range ? { vehicle_make: range.make } : {},
    context,
  });
}

/** With JavaScript, a post that fails keeps the form and what was typed (failed-submit.ts). */
export const clientAction = keepLeadFormOnFailure;

export default function BookTestDrivePage() {
  const { setup, models, title } = useLoaderData<typeof loader>();
  const lastResult = useActionData<LeadFormReply>();
  return (
    <LeadFormPage title={title} intro="Choose a model and tell us when suits you. Date and time are optional.">
      <LeadForm setup={setup} lastResult={lastResult} action="/book-test-drive" submitLabel={title}>
        <FieldGrid>
          {models.length > 0 ? (
            <SelectField
              name="vehicle_model"
              label="Vehicle model"
              options={models.map((name) => ({ value: name, label: name }))}
              half
            />
          ) : (
            <TextField name="vehicle_model" label="Vehicle model" placeholder="e.g. Corolla Hybrid" half />
          )}
        </FieldGrid>
        <TestDriveFields />
        <CustomerFields setup={setup} messageLabel="Anything we should know?" />
      </LeadForm>
    </LeadFormPage>
  );
}
