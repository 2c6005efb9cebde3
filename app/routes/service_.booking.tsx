import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ServiceBookingView } from "~/components/appointments/ServiceBookingView";
import { keepDealerFormOnFailure } from "~/components/leads/failed-submit";
import { serviceBookingAction, serviceBookingPage } from "~/pages/appointments/service-booking.server";
import type { LeadFormReply } from "~/pages/leads/lead-action.server";
import { requestTenant } from "~/pages/request-tenant.server";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: `${data.title} | ${data.dealerName}` }] : [];

/** vehicle-page §2 "/service (external booking at /service/booking)": the booking form, and the brand's where configured. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return serviceBookingPage(requestTenant(request, context), new URL(request.url));
}

export async function action(args: ActionFunctionArgs) {
  return serviceBookingAction(args);
}

/** With JavaScript, a post that fails keeps the form and what was typed, with the dealer forms' §8 text (failed-submit.ts). */
export const clientAction = keepDealerFormOnFailure;

export default function ServiceBookingRoute() {
  const page = useLoaderData<typeof loader>();
  const lastResult = useActionData<LeadFormReply>();
  return <ServiceBookingView page={page} lastResult={lastResult} />;
}
