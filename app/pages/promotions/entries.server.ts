import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type AppLoadContext } from "@remix-run/node";
import { requireSignedInFor } from "~/pages/auth/gates.server";
import { handleLeadAction, leadFormSetup, withShownGuard, type LeadFormReply } from "~/pages/leads/lead-action.server";
import { leadFormSchema } from "~/models/leads/schemas";
import { readForm } from "~/server/form-body";
import { notFound } from "~/server/http";
import type { Tenant } from "~/tenants/schema";
import { requestTenant } from "~/pages/request-tenant.server";
import { promotionEndedText, promotionOpen, type Promotion } from "~/models/promotions/promotion";

/*
 * /spin-to-win (vehicle-page §2 "other journeys", §6 gated "spin to win"): the tenant's
 * promotion, its terms and the entry form. An entry is a lead ("Promotion Entry") mailed to
 * the dealer; one per mobile and per email in a promotion (entrants.server.ts).
 */

/** The tenant's promotion, else the 404 a site without one answers; a gated one asks to sign in. */
async function promotionOf(request: Request, context: AppLoadContext): Promise<{ tenant: Tenant; promotion: Promotion; open: boolean }> {
  const tenant = requestTenant(request, context);
  const promotion = tenant.promotion;
  if (!promotion) throw notFound("There is no promotion running on this site.");
  await requireSignedInFor("spin-to-win", request, tenant);
  return { tenant, promotion, open: promotionOpen(promotion, new Date(), tenant.locations[0]!.timezone) };
}

export async function promotionPage(request: Request, context: AppLoadContext) {
  const { tenant, promotion, open } = await promotionOf(request, context);
  return {
    dealerName: tenant.name,
    promotion: { name: promotion.name, prize: promotion.prize, terms: promotion.terms },
    endedText: open ? null : promotionEndedText(promotion),
    setup: open ? leadFormSetup(tenant, "promotion-entry") : null,
  };
}

export async function promotionEntryAction({ request, context }: ActionFunctionArgs) {
  const { tenant, promotion, open } = await promotionOf(request, context);
  const setup = leadFormSetup(tenant, "promotion-entry");
  if (!open) {
    const parsed = parseWithZod(await readForm(request), { schema: leadFormSchema("promotion-entry", setup.options) });
    return data<LeadFormReply>(withShownGuard(parsed.reply({ formErrors: [promotionEndedText(promotion)] })), { status: 410 });
  }
  // A second entry by the same email or mobile is refused with 409 where the lead is stored (entrants.server.ts).
  return handleLeadAction({
    request,
    tenant,
    form: "promotion-entry",
    options: setup.options,
    context,
  });
}
