import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction, AppLoadContext } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CarFormError } from "~/components/leads/LeadFormPage";
import { ReservationForm } from "~/components/reserve/ReservationForm";
import { NotReservable, ReservePage } from "~/components/reserve/ReservePage";
import { getDatabase } from "~/db/client.server";
import type { CarRow } from "~/db/schema";
import { requireSignedInFor } from "~/pages/auth/gates.server";
import { requireListedCar } from "~/pages/car/listed-car.server";
import { handleLeadAction, leadFormSetup, type LeadFormReply } from "~/pages/leads/lead-action.server";
import { depositSubmitLabel, reservationPage, reservationPath } from "~/models/leads/reservation";
import { handleDepositAction } from "~/pages/payments/reserve-action.server";
import { payments } from "~/adapters/payments/index.server";
import type { Tenant } from "~/tenants/schema";
import { siteOrigin } from "~/tenants/tenant.server";
import { keepLeadFormOnFailure } from "~/components/leads/failed-submit";
import { POSTS_TO_PAYMENT_PROVIDER } from "~/server/security-headers";
import { requestTenant } from "~/pages/request-tenant.server";

/**
 * The reserve page (vehicle-page §2 "/cars/{slug}/checkout reserve page; on one site
 * /cars/{slug}/buy-online"), gated per site (§6 "checkout"). Without a payment provider no
 * payment is taken here: the shopper sends a reservation request, stored as a lead, and the
 * dealer takes the deposit. With one (STRIPE_SECRET_KEY), the shopper pays the deposit on
 * the provider's page, and the lead goes when the payment arrives.
 */
export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `Reserve the ${page.car.name} | ${page.dealerName}` : "Vehicle not found" },
  { name: "robots", content: "noindex" },
];

/**
 * This site's car behind the address, at the site's own reserve path, for a shopper allowed
 * on the journey. The car first: another site's car (or none) is a 404 at once, never a
 * redirect to this site's other reserve path or to sign-in for a car it does not have.
 */
async function reservationRequest(request: Request, context: AppLoadContext, slug: string) {
  const tenant = requestTenant(request, context);
  const row = await requireListedCar(await getDatabase(), tenant, slug);
  const ownPath = reservationPath(row.slug, tenant);
  if (new URL(request.url).pathname !== ownPath) throw redirect(ownPath);
  await requireSignedInFor("checkout", request, tenant);
  const paysOnline = payments().takesDeposits;
  return { tenant, row, page: reservationPage(row, tenant, paysOnline), formAction: ownPath, paysOnline };
}

function reservationFormSetup(tenant: Tenant, row: CarRow) {
  return leadFormSetup(tenant, "reservation", {
    car: { id: row.id, location_id: row.location_id, dealership_slug: row.dealership_slug },
  });
}

// The form's answer is a redirect to the payment provider's checkout (CSP form-action).
export const handle = POSTS_TO_PAYMENT_PROVIDER;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { tenant, row, page, formAction, paysOnline } = await reservationRequest(request, context, params.slug ?? "");
  return {
    ...page,
    submitLabel: paysOnline ? depositSubmitLabel(page.terms.deposit) : undefined,
    dealerName: tenant.name,
    enquireLabel: tenant.labels.enquire,
    formAction,
    setup: page.reservable ? reservationFormSetup(tenant, row) : null,
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { tenant, row, page, formAction, paysOnline } = await reservationRequest(request, context, params.slug ?? "");
  if (!page.reservable) {
    // Reserved or sold since the page was shown: nothing is stored, and the page now says why.
    const reply: LeadFormReply = { status: "error", error: { "": [page.notReservable ?? ""] } };
    return data(reply, { status: 409 });
  }
  if (paysOnline) {
    return handleDepositAction({
      request,
      tenant,
      car: { id: row.id, name: row.name },
      deposit: page.deposit,
      options: reservationFormSetup(tenant, row).options,
      port: payments(),
      origin: siteOrigin(request, tenant),
      reservePath: formAction,
      context: context,
    });
  }
  return handleLeadAction({
    request,
    tenant,
    form: "reservation",
    options: reservationFormSetup(tenant, row).options,
    routeValues: { car_id: row.id },
    context: context,
  });
}

/** With JavaScript, a post that fails keeps the form and what was typed (failed-submit.ts). */
export const clientAction = keepLeadFormOnFailure;

export default function ReserveRoute() {
  const { car, terms, setup, formAction, notReservable, enquireHref, enquireLabel, submitLabel } = useLoaderData<typeof loader>();
  const lastResult = useActionData<LeadFormReply>();
  return (
    <ReservePage car={car} terms={terms}>
      {setup ? (
        <ReservationForm setup={setup} lastResult={lastResult} action={formAction} submitLabel={submitLabel} />
      ) : (
        <NotReservable text={notReservable ?? ""} enquireHref={enquireHref} enquireLabel={enquireLabel} />
      )}
    </ReservePage>
  );
}

export function ErrorBoundary() {
  return <CarFormError />;
}
