import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { TestDriveFields } from "~/components/leads/CarLeadForms";
import { CustomerFields } from "~/components/leads/CustomerFields";
import { FieldGrid } from "~/components/leads/fields";
import { ModelField } from "~/components/leads/ModelField";
import { LeadForm } from "~/components/leads/LeadForm";
import { LeadFormPage } from "~/components/leads/LeadFormPage";
import type { LeadFormReply } from "~/pages/leads/lead-action.server";
import { modelLeadFormAction, modelLeadFormPage } from "~/pages/leads/model-lead-forms.server";
import { requestTenant } from "~/pages/request-tenant.server";
import { keepLeadFormOnFailure } from "~/components/leads/failed-submit";

export const meta: MetaFunction = () => [{ title: "Book a Test Drive" }];

/** vehicle-page §2 /book-test-drive: a test drive of a model rather than of a car in stock. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const tenant = requestTenant(request, context);
  return { ...(await modelLeadFormPage(tenant, new URL(request.url), "test-drive")), title: tenant.labels.testDrive };
}

export const action = (args: ActionFunctionArgs) => modelLeadFormAction("test-drive", args);

/** With JavaScript, a post that fails keeps the form and what was typed (failed-submit.ts). */
export const clientAction = keepLeadFormOnFailure;

export default function BookTestDrivePage() {
  const { setup, models, title, timeLocations } = useLoaderData<typeof loader>();
  const lastResult = useActionData<LeadFormReply>();
  // The chosen location's times stay with the page after an error without JavaScript.
  const { search } = useLocation();
  return (
    <LeadFormPage title={title} intro="Choose a model and tell us when suits you. The time is optional.">
      {timeLocations.length > 0 ? (
        <nav aria-label="Test-drive times by location">
          <p>{setup.slotDays ? "To see another location's free times, choose it:" : "To choose a time, pick the location first:"}</p>
          <ul>
            {timeLocations.map((location) => (
              <li key={location.id}>
                <Link to={`?location=${location.id}`}>{location.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <LeadForm setup={setup} lastResult={lastResult} action={`/book-test-drive${search}`} submitLabel={title}>
        <FieldGrid>
          <ModelField models={models} />
        </FieldGrid>
        <TestDriveFields setup={setup} />
        <CustomerFields setup={setup} messageLabel="Anything we should know?" />
      </LeadForm>
    </LeadFormPage>
  );
}
