import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation, type ClientLoaderFunctionArgs } from "@remix-run/react";
import { TestDriveForm } from "~/components/leads/CarLeadForms";
import { CarFormError, LeadFormPage } from "~/components/leads/LeadFormPage";
import { carLeadFormAction, carLeadFormPage } from "~/pages/leads/car-lead-forms.server";
import type { LeadFormReply } from "~/pages/leads/lead-action.server";
import { keepLeadFormOnFailure } from "~/components/leads/failed-submit";
import { TIMES_UNAVAILABLE, TestDriveTimesUnavailable } from "~/components/leads/TestDriveTimesUnavailable";
import { isRouteAnswer } from "~/components/route-answer";
import { requestTenant } from "~/pages/request-tenant.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Book a test drive of the ${data.car.name}` : "Vehicle not found" },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request, params, context }: LoaderFunctionArgs) => carLeadFormPage(requestTenant(request, context), params.slug, "test-drive");

export const action = ({ request, params, context }: ActionFunctionArgs) => carLeadFormAction(request, context, requestTenant(request, context), params.slug, "test-drive");

/**
 * With JavaScript this page's data also fills the vehicle page's test drive dialog (decision
 * 040). A request that fails on the way (the network dropped, the server's 500) answers
 * "unavailable", which the dialog and this page say, instead of replacing the vehicle page
 * with the error page; the route's own answers (a sold car's redirect, a 404) are followed.
 */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  try {
    return await serverLoader<typeof loader>();
  } catch (error) {
    if (isRouteAnswer(error)) throw error;
    return TIMES_UNAVAILABLE;
  }
}

/** With JavaScript, a post that fails keeps the form and what was typed (failed-submit.ts). */
export const clientAction = keepLeadFormOnFailure;

export default function TestDrivePage() {
  const page = useLoaderData<typeof clientLoader>();
  const lastResult = useActionData<LeadFormReply>();
  const location = useLocation();
  if ("unavailable" in page) return <TestDriveTimesUnavailable href={`${location.pathname}${location.search}`} />;
  return (
    <LeadFormPage
      title={page.labels.testDrive}
      intro="Choose one of the free times, or leave it to us and we will call to arrange one."
      car={page.car}
    >
      <TestDriveForm setup={page.setup} carSlug={page.slug} lastResult={lastResult} submitLabel={page.labels.testDrive} />
    </LeadFormPage>
  );
}

export function ErrorBoundary() {
  return <CarFormError />;
}
