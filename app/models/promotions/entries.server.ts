import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs } from "@remix-run/node";
import { sql, type Kysely } from "kysely";
import { getDatabase } from "~/db/client.server";
import type { Database } from "~/db/schema";
import { requireSignedInFor } from "~/models/auth/gates.server";
import { handleLeadAction, leadFormSetup, withShownGuard, type LeadFormReply } from "~/models/leads/lead-action.server";
import { leadFormSchema } from "~/models/leads/schemas";
import { readForm } from "~/server/form-body";
import { notFound } from "~/server/http";
import type { Tenant } from "~/tenants/schema";
import { requireTenant } from "~/tenants/tenant.server";
import { ALREADY_ENTERED, promotionEndedText, promotionOpen, type Promotion } from "./promotion";

/*
 * /spin-to-win (vehicle-page §2 "other journeys", §6 gated "spin to win"): the tenant's
 * promotion, its terms and the entry form. An entry is a lead ("Promotion Entry") mailed to
 * the dealer; one per mobile and per email in a promotion.
 */

/** The tenant's promotion, else the 404 a site without one answers; a gated one asks to sign in. */
async function promotionOf(request: Request): Promise<{ tenant: Tenant; promotion: Promotion; open: boolean }> {
  const tenant = requireTenant(request);
  const promotion = tenant.promotion;
  if (!promotion) throw notFound("There is no promotion running on this site.");
  await requireSignedInFor("spin-to-win", request, tenant);
  return { tenant, promotion, open: promotionOpen(promotion, new Date(), tenant.locations[0]!.timezone) };
}

export async function promotionPage(request: Request) {
  const { tenant, promotion, open } = await promotionOf(request);
  return {
    dealerName: tenant.name,
    promotion: { name: promotion.name, prize: promotion.prize, terms: promotion.terms },
    endedText: open ? null : promotionEndedText(promotion),
    setup: open ? leadFormSetup(tenant, "promotion-entry") : null,
  };
}

/**
 * Whether this promotion already has an entry from this email (any case) or mobile. Read
 * from the leads themselves: an entry is a lead, so there is no second record to fall out
 * of step with it.
 */
export async function enteredBefore(
  db: Kysely<Database>,
  tenant: Pick<Tenant, "id">,
  promotionSlug: string,
  entrant: { email: string; phone: string },
): Promise<boolean> {
  const prior = await db
    .selectFrom("leads")
    .select("id")
    .where("website_id", "=", tenant.id)
    .where("form", "=", "promotion-entry")
    .where(sql<string>`payload->'promotion'->>'slug'`, "=", promotionSlug)
    .where((eb) =>
      eb.or([
        eb(sql<string>`lower(payload->>'email')`, "=", entrant.email.toLowerCase()),
        eb(sql<string>`payload->>'phone'`, "=", entrant.phone),
      ]),
    )
    .executeTakeFirst();
  return prior !== undefined;
}

export async function promotionEntryAction({ request, context }: ActionFunctionArgs) {
  const { tenant, promotion, open } = await promotionOf(request);
  const setup = leadFormSetup(tenant, "promotion-entry");
  const parsed = parseWithZod(await readForm(request.clone()), { schema: leadFormSchema("promotion-entry", setup.options) });
  const refuse = (message: string, status: number) =>
    data<LeadFormReply>(withShownGuard(parsed.reply({ formErrors: [message] })), { status });
  if (!open) return refuse(promotionEndedText(promotion), 410);
  if (parsed.status === "success" && (await enteredBefore(await getDatabase(), tenant, promotion.slug, parsed.value))) {
    return refuse(ALREADY_ENTERED, 409);
  }
  return handleLeadAction({
    request,
    tenant,
    form: "promotion-entry",
    options: setup.options,
    context,
  });
}
