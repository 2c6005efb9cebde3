import type { ActionFunctionArgs } from "@remix-run/node";
import { modelAskedFor, modelNames, rangeMakeOf } from "~/models/model-range/model-choice.server";
import { readForm } from "~/server/form-body";
import { requestTenant } from "~/pages/request-tenant.server";
import type { Tenant } from "~/tenants/schema";
import { withTestDriveTimes } from "~/models/appointments/test-drive-times.server";
import { handleLeadAction, leadFormSetup } from "./lead-action.server";

/*
 * The forms that ask about a model rather than a car in stock (/book-test-drive,
 * /models/get-quote), as car-lead-forms.server.ts is for a car's forms.
 */
type ModelLeadForm = "test-drive" | "quote-request";

/**
 * The form's set-up, opened on the model a link names (?model=rav4), and the model select's
 * names; a test drive's with the free times of its location (?location= when there are several).
 */
export async function modelLeadFormPage(tenant: Tenant, url: URL, form: ModelLeadForm) {
  const offered = leadFormSetup(tenant, form);
  const setup = form === "test-drive" ? await withTestDriveTimes(tenant, offered, url.searchParams.get("location")) : offered;
  const chosen = modelAskedFor(tenant, url);
  return {
    setup: chosen ? { ...setup, defaultValue: { ...setup.defaultValue, vehicle_model: chosen } } : setup,
    models: modelNames(tenant),
    /** A test drive's locations, each a link to its times (?location=), where there are several. */
    timeLocations: form === "test-drive" && offered.locations.length > 1 ? offered.locations : [],
  };
}

/**
 * The form's action: the lead, with the make of the range the model was chosen from. A
 * function the route's own `action` calls, not a factory: a route's top-level call of a
 * .server import would run in the browser bundle, where that module is empty.
 */
export async function modelLeadFormAction(form: ModelLeadForm, { request, context }: ActionFunctionArgs) {
  const tenant = requestTenant(request, context);
  const model = String((await readForm(request.clone())).get("vehicle_model") ?? "");
  return handleLeadAction({
    request,
    tenant,
    form,
    options: leadFormSetup(tenant, form).options,
    routeValues: rangeMakeOf(tenant, model),
    context,
  });
}
