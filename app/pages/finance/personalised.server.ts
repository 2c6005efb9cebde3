import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/node";
import { getDatabase } from "~/db/client.server";
import type { CarRow } from "~/db/schema";
import { requireSignedInFor } from "~/pages/auth/gates.server";
import { findListedCarNamed } from "~/models/car/vehicle.server";
import { leadCarSummary } from "~/models/leads/car-summary";
import { handleLeadAction, leadFormSetup } from "~/pages/leads/lead-action.server";
import { readForm } from "~/server/form-body";
import type { Tenant } from "~/tenants/schema";
import { requestTenant } from "~/pages/request-tenant.server";
import { personalisedFinancePath } from "~/models/finance/personalised";

/*
 * /personalised/finance (vehicle-page §2; the "Get Your Repayments" block): the page and
 * its action, gated as the finance journey (§6). The indicative budget is worked out when the
 * lead is stored (leads/payload.ts, finance/borrowing-power.ts) and shown on /success.
 */

async function carNamed(tenant: Tenant, reference: string | null): Promise<CarRow | null> {
  return findListedCarNamed(await getDatabase(), tenant, reference);
}

function formSetup(tenant: Tenant, car: CarRow | null) {
  return leadFormSetup(
    tenant,
    "personalised-finance",
    car ? { car: { id: car.id, location_id: car.location_id, dealership_slug: car.dealership_slug } } : {},
  );
}

export async function personalisedFinancePage(request: Request, context: AppLoadContext) {
  const tenant = requestTenant(request, context);
  await requireSignedInFor("finance", request, tenant);
  const car = await carNamed(tenant, new URL(request.url).searchParams.get("car_id"));
  return {
    dealerName: tenant.name,
    ratePercent: tenant.finance.defaultRate,
    setup: formSetup(tenant, car),
    car: car ? leadCarSummary(car, tenant) : null,
    // Posting back to the page's own address keeps the car when it shows again with errors (no JavaScript).
    formAction: personalisedFinancePath(car?.slug),
  };
}

export async function personalisedFinanceAction({ request, context }: ActionFunctionArgs) {
  const tenant = requestTenant(request, context);
  await requireSignedInFor("finance", request, tenant);
  const car = await carNamed(tenant, String((await readForm(request.clone())).get("car_id") ?? ""));
  return handleLeadAction({
    request,
    tenant,
    form: "personalised-finance",
    options: formSetup(tenant, car).options,
    // A car id that is not one of this site's listed cars is dropped, never trusted.
    routeValues: car ? { car_id: car.id } : {},
    context,
  });
}
