import { parseWithZod } from "@conform-to/zod";
import type { Submission } from "@conform-to/react";
import { sql, type Kysely } from "kysely";
import { toJsonb, type Database, type LeadPayload } from "~/db/schema";
import { env } from "~/env.server";
import { logger } from "~/logger.server";
import type { Tenant } from "~/tenants/schema";
import { listingPrice } from "~/models/car/car";
import { tradeInCarOf, valueTradeInFromStock } from "~/models/trade-in/valuation.server";
import type { TradeInValuation } from "~/models/trade-in/valuation";
import { ACKNOWLEDGEMENTS_PER_RECIPIENT, acknowledgementMessage } from "./acknowledgement";
import { leadMessages, type LeadMessage } from "./message";
import { bookAppointment, SlotTakenError } from "~/models/appointments/appointments.server";
import { ALREADY_ENTERED } from "~/models/promotions/promotion";
import { AlreadyEnteredError, recordPromotionEntry } from "~/models/promotions/entrants.server";
import { buildLeadPayload, leadAppointment, leadAttributes, leadCategory, leadDealer, leadFields, shownPurchaseValuation, type LeadCar } from "./payload";
import {
  CONFIRM_ANOTHER_LEAD,
  FORM_EXPIRED,
  leadCategoryEvent,
  leadFormSchema,
  SLOT_TAKEN,
  SUBMISSION_REJECTED,
  TOO_MANY_LEADS,
  UNEXPECTED_ERROR,
  type LeadForm,
  type LeadFormOptions,
  type LeadSubmission,
} from "./schemas";
import { checkLeadSpam, leadAllowance, normaliseRemoteAddress, recentLeadsFrom, type SpamVerdict } from "./spam.server";

/** What the request tells about where a lead came from (vehicle-page §3 "Lead submission adds ..."). */
export interface LeadRequestMeta {
  /** The page the form was sent from. */
  url?: string | null;
  /** How the shopper came to the site, e.g. the referrer's host or utm_source. */
  source?: string | null;
  userAgent?: string | null;
  remoteAddress?: string | null;
  visitedPages?: readonly string[];
  linkedQueryParams?: Readonly<Record<string, string>>;
}

export interface SubmitLeadInput {
  tenant: Tenant;
  submission: LeadSubmission;
  request: LeadRequestMeta;
  /** Whether the shopper's browser solved the captcha: it decides the rate-limit lane. */
  captchaSolved?: boolean;
  /** The shopper sent the form again when asked to past the quiet limit (spam.server.ts leadAllowance). */
  confirmed?: boolean;
  /** An online payment's reference, from the provider's confirmed webhook only (never from a form). */
  paymentReference?: string;
  now?: Date;
}

export type SubmitLeadOutcome =
  | { ok: true; leadId: number; eventId: number; duplicate: boolean }
  | { ok: false; reason: "rate-limited" | "confirm" | "unknown-lead" | "slot-taken" | "already-entered"; message: string };

const MAX_URL = 2048;
const MAX_USER_AGENT = 512;
const MAX_SOURCE = 200;

async function findCar(db: Kysely<Database>, tenant: Tenant, carId: number): Promise<LeadCar | null> {
  const car = await db
    .selectFrom("cars")
    .select([
      "id",
      "slug",
      "images",
      "name",
      "year",
      "make",
      "model",
      "badge",
      "car_type",
      "status",
      "tag",
      "stocknum",
      "vin",
      "price",
      "offer_price",
      "km",
      "colour",
      "dealership_id",
      "dealership_slug",
      "location_id",
    ])
    .where("id", "=", carId)
    .where("website_id", "=", tenant.id)
    .executeTakeFirst();
  if (!car) return null;
  // The dealer sees the price the shopper saw: an offer price that undercuts the car's own.
  const { offer_price: _offer, images, ...rest } = car;
  return { ...rest, primary_image_url: images[0]?.url ?? null, price: listingPrice(car) };
}

async function findLeadPayload(db: Kysely<Database>, websiteId: number, leadId: number): Promise<LeadPayload | null> {
  const lead = await db
    .selectFrom("leads")
    .select("payload")
    .where("id", "=", leadId)
    .where("website_id", "=", websiteId)
    .executeTakeFirst();
  return lead?.payload ?? null;
}

/**
 * The estimate a trade-in lead is shown (worked out now, before the lead is stored, and saved
 * with it), or the one a lead answering an estimate answers. A failure to value is no reason
 * to lose the lead: it goes without an estimate, and the journey values it again after.
 */
async function tradeInValuationFor(
  db: Kysely<Database>,
  tenant: Tenant,
  submission: LeadSubmission,
  now: Date,
): Promise<TradeInValuation | null> {
  const fields = leadFields(submission);
  try {
    // The dealer is sent the estimate the shopper saw at the trade-in step, not one worked out again.
    if (submission.form === "online-purchase") return fields.tradeInMake ? shownPurchaseValuation(fields) : null;
    if (submission.form === "trade-in") {
      const car = tradeInCarOf(fields);
      return car
        ? await valueTradeInFromStock(db, car, fields.adjustmentAnswers ?? [], now)
        : { kind: "no-estimate", reason: "car-not-described" };
    }
    if (submission.form === "trade-in-offer" && fields.lead_id) {
      const shown = await db
        .selectFrom("trade_in_valuations")
        .select(["low", "high"])
        .where("lead_id", "=", fields.lead_id)
        .where("website_id", "=", tenant.id)
        .executeTakeFirst();
      if (shown?.low != null && shown.high != null) return { kind: "estimate", low: shown.low, high: shown.high, comparables: 0, basis: "model" };
    }
  } catch (error) {
    logger.error({ tenant: tenant.slug, form: submission.form, err: error }, "trade-in not valued for its lead");
  }
  return null;
}

/** The shopper's acknowledgement, when the tenant sends one; a fault in it never costs the lead. */
function safeAcknowledgement(input: Parameters<typeof acknowledgementMessage>[0]): LeadMessage | null {
  try {
    return acknowledgementMessage(input);
  } catch (error) {
    logger.error({ tenant: input.tenant.slug, leadId: input.leadId, err: error }, "lead acknowledgement not written");
    return null;
  }
}

/**
 * Whether one more acknowledgement may go to this address from this website today
 * (ACKNOWLEDGEMENTS_PER_RECIPIENT). Counted in the storing transaction under a lock on the
 * address, so leads posted at the same moment queue and count each other.
 */
async function acknowledgementRoomFor(trx: Kysely<Database>, websiteId: number, recipient: string, now: Date): Promise<boolean> {
  const address = recipient.trim().toLowerCase();
  await sql`select pg_advisory_xact_lock(hashtext(${`lead-acknowledgements:${websiteId}:${address}`}))`.execute(trx);
  const { count } = await trx
    .selectFrom("outbox")
    .innerJoin("leads", "leads.id", "outbox.lead_id")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("leads.website_id", "=", websiteId)
    .where("outbox.kind", "=", "lead-acknowledgement")
    .where(sql<string>`lower(outbox.recipient)`, "=", address)
    .where("outbox.created_at", ">", new Date(now.getTime() - ACKNOWLEDGEMENTS_PER_RECIPIENT.windowMs))
    .executeTakeFirstOrThrow();
  return Number(count) < ACKNOWLEDGEMENTS_PER_RECIPIENT.perDay;
}

/**
 * Stores a validated lead and its email to the dealer in one transaction (nothing lost:
 * written before any delivery is tried). A second submit of the same form token answers
 * with the first lead. A car or lead id that is not this website's is never linked; a car
 * that is not found still leaves the shopper's lead stored.
 */
export async function submitLead(db: Kysely<Database>, input: SubmitLeadInput): Promise<SubmitLeadOutcome> {
  const { tenant, submission, request } = input;
  const now = input.now ?? new Date();
  const formToken = submission.values.form_token;
  const fields = leadFields(submission);
  const answeredLead = fields.lead_id ? await findLeadPayload(db, tenant.id, fields.lead_id) : null;
  if (submission.form === "trade-in-offer" && !answeredLead) {
    return { ok: false, reason: "unknown-lead", message: UNEXPECTED_ERROR };
  }
  // An answer to a trade-in estimate is about the car the trade-in was for: the dealer's CRM
  // gets it as the car being bought beside the traded one.
  const carId = fields.car_id ?? answeredLead?.car_id;
  const car = carId ? await findCar(db, tenant, carId) : null;
  const { category, subcategory } = leadCategory(submission);
  const dealer = leadDealer(tenant, submission, car);
  const appointment = leadAppointment(submission, dealer);
  const tradeInValuation = await tradeInValuationFor(db, tenant, submission, now);
  const payload = buildLeadPayload(submission, {
    car,
    dealer,
    category,
    subcategory,
    answeredLead,
    manufacturer: tenant.manufacturer,
    tradeInValuation,
    financeRatePercent: tenant.finance.defaultRate,
    promotion: tenant.promotion ? { slug: tenant.promotion.slug, name: tenant.promotion.name } : null,
    paymentReference: input.paymentReference ?? null,
  });
  const eventId = leadCategoryEvent(category, car, subcategory);
  const remoteAddress = normaliseRemoteAddress(request.remoteAddress);
  const lane = {
    captchaRequired: tenant.features.captcha,
    captchaSolved: input.captchaSolved ?? false,
    confirmed: input.confirmed ?? false,
  };

  const stored = db.transaction().execute(async (trx): Promise<SubmitLeadOutcome> => {
    const findByToken = () =>
      trx
        .selectFrom("leads")
        .select("id")
        .where("website_id", "=", tenant.id)
        .where("form_token", "=", formToken)
        .executeTakeFirst();
    const existing = await findByToken();
    if (existing) return { ok: true, leadId: existing.id, eventId, duplicate: true };

    const allowance = remoteAddress ? leadAllowance(await recentLeadsFrom(trx, tenant.id, remoteAddress, now), lane) : "store";
    if (allowance !== "store") {
      // A double submit may have waited on the rate-limit lock while its twin was stored:
      // that twin, not the limit, is the answer.
      const twin = await findByToken();
      if (twin) return { ok: true, leadId: twin.id, eventId, duplicate: true };
      return allowance === "confirm"
        ? { ok: false, reason: "confirm", message: CONFIRM_ANOTHER_LEAD }
        : { ok: false, reason: "rate-limited", message: TOO_MANY_LEADS };
    }

    const lead = await trx
      .insertInto("leads")
      .values({
        website_id: tenant.id,
        form_token: formToken,
        form: submission.form,
        category,
        subcategory,
        payload: toJsonb(payload),
        url: request.url?.slice(0, MAX_URL) ?? null,
        source: request.source?.slice(0, MAX_SOURCE) ?? null,
        user_agent: request.userAgent?.slice(0, MAX_USER_AGENT) ?? null,
        car_id: car?.id ?? null,
        car_dealership_id: dealer.dealership.id,
        lead_attributes: toJsonb(leadAttributes(request.visitedPages, request.linkedQueryParams)),
        remote_address: remoteAddress,
        created_at: now,
      })
      // Two submits of one form at the same moment: the second waits for the first, then finds it.
      .onConflict((conflict) => conflict.columns(["website_id", "form_token"]).doNothing())
      .returning(["id", "created_at"])
      .executeTakeFirst();
    if (!lead) {
      const first = await findByToken();
      if (!first) throw new Error(`Lead with form token ${formToken} vanished during a double submit`);
      return { ok: true, leadId: first.id, eventId, duplicate: true };
    }

    if (appointment) await bookAppointment(trx, tenant, appointment, lead.id, now);
    if (submission.form === "promotion-entry" && payload.promotion) {
      await recordPromotionEntry(trx, {
        websiteId: tenant.id,
        promotionSlug: payload.promotion.slug,
        leadId: lead.id,
        entrant: submission.values,
        now,
      });
    }

    const messageInput = {
      leadId: lead.id,
      createdAt: lead.created_at,
      tenant,
      payload,
      car,
      dealer,
      url: request.url ?? null,
      landing: { source: request.source ?? null, campaign: request.linkedQueryParams ?? {} },
      mailFrom: env.MAIL_FROM,
    };
    // One message per recipient, each retried on its own; the dealer's copies go first.
    const written = safeAcknowledgement(messageInput);
    const acknowledgement = written && (await acknowledgementRoomFor(trx, tenant.id, written.recipient, now)) ? written : null;
    const messages = [...leadMessages(messageInput), ...(acknowledgement ? [acknowledgement] : [])];
    await trx
      .insertInto("outbox")
      .values(
        messages.map((message) => ({
          lead_id: lead.id,
          kind: message.kind,
          format: message.format,
          message_id: message.messageId,
          sender: message.sender,
          recipient: message.recipient,
          reply_to: message.replyTo,
          subject: message.subject,
          body: message.body,
          html_body: message.htmlBody,
          attachment_name: message.attachmentName,
          attachment: message.attachment,
          next_attempt_at: now,
          created_at: now,
        })),
      )
      .execute();
    // The estimate the shopper is about to be shown is the one the dealer's mail names.
    if (submission.form === "trade-in" && tradeInValuation) {
      await trx
        .insertInto("trade_in_valuations")
        .values({
          lead_id: lead.id,
          website_id: tenant.id,
          low: tradeInValuation.kind === "estimate" ? tradeInValuation.low : null,
          high: tradeInValuation.kind === "estimate" ? tradeInValuation.high : null,
          comparables: tradeInValuation.kind === "estimate" ? tradeInValuation.comparables : 0,
          basis: tradeInValuation.kind === "estimate" ? tradeInValuation.basis : null,
          no_estimate_reason: tradeInValuation.kind === "no-estimate" ? tradeInValuation.reason : null,
          created_at: now,
        })
        .execute();
    }
    return { ok: true, leadId: lead.id, eventId, duplicate: false };
  });
  // A slot that is not free, or a second promotion entry, leaves nothing behind: the lead is rolled back with it.
  return stored.catch((error: unknown) => {
    if (error instanceof SlotTakenError) return { ok: false, reason: "slot-taken", message: SLOT_TAKEN };
    if (error instanceof AlreadyEnteredError) return { ok: false, reason: "already-entered", message: ALREADY_ENTERED };
    throw error;
  });
}

export interface ReceiveLeadFormInput {
  tenant: Tenant;
  form: LeadForm;
  formData: FormData;
  /** The options the page built the form with: the same schema on both sides. */
  options: LeadFormOptions;
  request: LeadRequestMeta;
  now?: Date;
}

type LeadFormSubmission = Submission<Record<string, unknown>, string[], Record<string, unknown>>;

export type ReceivedLead =
  | { status: "stored"; leadId: number; eventId: number; duplicate: boolean }
  /** Field errors: answer 400 with `submission.reply()`; nothing was stored. */
  | { status: "invalid"; submission: LeadFormSubmission }
  /** Refused as a whole: answer 400 with `submission.reply({ formErrors: [message] })`. */
  | { status: "rejected"; reason: string; message: string; submission: LeadFormSubmission };

function rejectionMessage(verdict: Extract<SpamVerdict, { ok: false }>): string {
  return verdict.reason === "expired" ? FORM_EXPIRED : SUBMISSION_REJECTED;
}

/**
 * A lead form's action in one call: validate with the form's schema, then the spam
 * checks, then store. Validation comes first so a shopper's mistakes are answered field
 * by field; spam verdicts are answered with one form error and logged, never explained.
 */
export async function receiveLeadForm(db: Kysely<Database>, input: ReceiveLeadFormInput): Promise<ReceivedLead> {
  const { tenant, form, formData, request } = input;
  const now = input.now ?? new Date();
  const parsed = parseWithZod(formData, { schema: leadFormSchema(form, input.options) });
  const submission = parsed as unknown as LeadFormSubmission;
  if (parsed.status !== "success") return { status: "invalid", submission };

  const verdict = checkLeadSpam(formData, { captchaRequired: tenant.features.captcha, now });
  if (!verdict.ok) {
    logger.info({ tenant: tenant.slug, form, reason: verdict.reason, remoteAddress: request.remoteAddress }, "lead refused as spam");
    return { status: "rejected", reason: verdict.reason, message: rejectionMessage(verdict), submission };
  }
  const outcome = await submitLead(db, {
    tenant,
    submission: { form, values: parsed.value } as LeadSubmission,
    request,
    captchaSolved: verdict.captchaSolved,
    confirmed: verdict.confirmed,
    now,
  });
  if (!outcome.ok) return { status: "rejected", reason: outcome.reason, message: outcome.message, submission };
  return { status: "stored", leadId: outcome.leadId, eventId: outcome.eventId, duplicate: outcome.duplicate };
}
