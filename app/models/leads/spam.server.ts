import { createHash, createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "~/db/schema";
import { env } from "~/env.server";
import { clientAddressKey } from "~/models/limits/client-address";
import { ALTCHA_FIELD, FORM_STAMP_FIELD, FORM_TOKEN_FIELD, HONEYPOT_FIELD, LEAD_CONFIRM_FIELD } from "./schemas";

/*
 * Spam protection for lead forms with no outside service: a honeypot field, a
 * signed form timestamp, a per-address rate limit, and a self-hosted proof-of-work captcha
 * speaking the ALTCHA protocol for browsers with JavaScript. A browser without JavaScript
 * cannot solve the captcha and may still send a lead, in a slower lane (a lower limit).
 * The keys derive from SESSION_SECRET, one per purpose, so one secret is set in production.
 */

/** Faster than this, no person has read and filled the form (2 s unless LEAD_FORM_MIN_FILL_MS says). */
export const FORM_MIN_FILL_MS = env.LEAD_FORM_MIN_FILL_MS;
/** Older than this, the page was left open too long (or the stamp was harvested). */
export const FORM_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/**
 * Per client (an IPv4 address, an IPv6 /64) and website in 10 minutes: 5 leads go straight
 * through, 2 without a solved captcha where the tenant has one (the quiet limit). Past it a
 * lead needs a proof, a solved captcha or the shopper sending the form once more when asked,
 * so a person is never turned away, whoever shares their network. At 20 (the hard limit,
 * more than people send) every lead is refused.
 */
export const LEAD_RATE_LIMIT = { windowMs: 10 * 60 * 1000, withCaptcha: 5, withoutCaptcha: 2, hard: 20 } as const;
/** The captcha's search space: about a second's work for a phone, a cost for a bot farm (CAPTCHA_MAX_NUMBER). */
export const ALTCHA_MAX_NUMBER = env.CAPTCHA_MAX_NUMBER;

function derivedKey(purpose: string, secret: string): Buffer {
  return createHmac("sha256", secret).update(`dealer-platform/${purpose}`).digest();
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function stampSignature(formToken: string, issuedAt: number, secret: string): string {
  return createHmac("sha256", derivedKey("form-stamp", secret)).update(`${formToken}.${issuedAt}`).digest("base64url");
}

/** A new form's hidden values: its one-time token and the signed time it was served. */
export function issueLeadFormGuard(now = new Date(), secret = env.SESSION_SECRET): { formToken: string; formStamp: string } {
  const formToken = randomUUID();
  const issuedAt = now.getTime();
  return { formToken, formStamp: `${issuedAt}.${stampSignature(formToken, issuedAt, secret)}` };
}

export type StampCheck = "ok" | "invalid" | "too-fast" | "expired";

/** The form was served by us, to this token, at least FORM_MIN_FILL_MS and at most 24 h ago. */
export function checkFormStamp(stamp: string, formToken: string, now = new Date(), secret = env.SESSION_SECRET): StampCheck {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]+)$/.exec(stamp);
  if (!match) return "invalid";
  const issuedAt = Number(match[1]);
  if (!sameText(match[2]!, stampSignature(formToken, issuedAt, secret))) return "invalid";
  const age = now.getTime() - issuedAt;
  if (age < FORM_MIN_FILL_MS) return "too-fast";
  if (age > FORM_MAX_AGE_MS) return "expired";
  return "ok";
}

/** The ALTCHA challenge the widget solves (its `challengejson`, or the answer of its `challengeurl`). */
export interface AltchaChallenge {
  algorithm: "SHA-256";
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

function sha256Hex(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

function challengeSignature(challenge: string, secret: string): string {
  return createHmac("sha256", derivedKey("altcha", secret)).update(challenge).digest("hex");
}

/**
 * ALTCHA: challenge = SHA-256(salt + secret number), signed with our key; the browser
 * finds the number by trying them all. The salt carries its expiry and the form token, so
 * a solution is good for one form only, and one form stores one lead.
 */
export function createAltchaChallenge(
  formToken: string,
  now = new Date(),
  options: { maxNumber?: number; secret?: string; number?: number } = {},
): AltchaChallenge {
  const maxNumber = options.maxNumber ?? ALTCHA_MAX_NUMBER;
  const secret = options.secret ?? env.SESSION_SECRET;
  const expires = Math.floor((now.getTime() + FORM_MAX_AGE_MS) / 1000);
  const salt = `${randomBytes(12).toString("hex")}?expires=${expires}&form=${formToken}`;
  const challenge = sha256Hex(`${salt}${options.number ?? randomInt(maxNumber + 1)}`);
  return { algorithm: "SHA-256", challenge, maxnumber: maxNumber, salt, signature: challengeSignature(challenge, secret) };
}

const AltchaPayload = z.object({
  algorithm: z.literal("SHA-256"),
  challenge: z.string().regex(/^[0-9a-f]{64}$/),
  number: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  salt: z.string().max(500),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

/** The widget's posted value (base64 of JSON) solves a challenge of ours, for this form, in time. */
export function verifyAltchaSolution(
  payload: string,
  formToken: string,
  now = new Date(),
  secret = env.SESSION_SECRET,
): boolean {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
  } catch {
    return false;
  }
  const parsed = AltchaPayload.safeParse(decoded);
  if (!parsed.success) return false;
  const { challenge, number, salt, signature } = parsed.data;
  const params = new URLSearchParams(salt.split("?")[1] ?? "");
  const expires = Number(params.get("expires"));
  if (!Number.isFinite(expires) || expires * 1000 < now.getTime()) return false;
  if (params.get("form") !== formToken) return false;
  return sameText(sha256Hex(`${salt}${number}`), challenge) && sameText(challengeSignature(challenge, secret), signature);
}

function confirmationOf(formToken: string, secret: string): string {
  return createHmac("sha256", derivedKey("lead-confirm", secret)).update(formToken).digest("base64url");
}

/**
 * The hidden value a form asked to be sent again carries: signed for that form's token, so
 * it vouches for one form, and only one we answered with the question.
 */
export function issueLeadConfirmation(formToken: string, secret = env.SESSION_SECRET): string {
  return confirmationOf(formToken, secret);
}

export type SpamVerdict =
  | { ok: true; captchaSolved: boolean; confirmed: boolean }
  | { ok: false; reason: "honeypot" | "stamp-invalid" | "too-fast" | "expired" | "captcha-failed" };

/**
 * The checks a posted lead form passes before it is stored. The honeypot must be posted
 * and empty (our forms always render it); the stamp must be ours and not expired. A captcha
 * solution, when posted, must be right; when none is posted the lead is still taken (no
 * JavaScript), in the slower lane. Sent too fast is a signal, not a verdict: it refuses
 * only together with a missing captcha where the tenant asks for one.
 */
export function checkLeadSpam(
  formData: FormData,
  options: { captchaRequired: boolean; now?: Date; secret?: string },
): SpamVerdict {
  const now = options.now ?? new Date();
  const secret = options.secret ?? env.SESSION_SECRET;
  if (formData.get(HONEYPOT_FIELD) !== "") return { ok: false, reason: "honeypot" };
  const formToken = String(formData.get(FORM_TOKEN_FIELD) ?? "");
  const stamp = checkFormStamp(String(formData.get(FORM_STAMP_FIELD) ?? ""), formToken, now, secret);
  if (stamp === "invalid") return { ok: false, reason: "stamp-invalid" };
  if (stamp === "expired") return { ok: false, reason: "expired" };
  const solution = formData.get(ALTCHA_FIELD);
  const posted = options.captchaRequired && typeof solution === "string" && solution !== "";
  if (posted && !verifyAltchaSolution(solution, formToken, now, secret)) return { ok: false, reason: "captcha-failed" };
  // Speed alone refuses no one (autofill, a quick correction): a form sent faster than a
  // person reads is refused only where the captcha could have vouched for it and did not.
  if (stamp === "too-fast" && options.captchaRequired && !posted) return { ok: false, reason: "too-fast" };
  const confirmation = formData.get(LEAD_CONFIRM_FIELD);
  const confirmed = typeof confirmation === "string" && sameText(confirmation, confirmationOf(formToken, secret));
  return { ok: true, captchaSolved: posted, confirmed };
}

/** "::ffff:203.0.113.7" is 203.0.113.7: one client, one count. */
export function normaliseRemoteAddress(address: string | null | undefined): string | null {
  if (!address) return null;
  return address.trim().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, "$1").slice(0, 100) || null;
}

/** How many leads this client may send per window without a proof: the captcha lane, or the no-JavaScript one. */
export function leadRateLimit(options: { captchaRequired: boolean; captchaSolved: boolean }): number {
  return options.captchaSolved || !options.captchaRequired
    ? LEAD_RATE_LIMIT.withCaptcha
    : LEAD_RATE_LIMIT.withoutCaptcha;
}

/** What becomes of one more lead from a client that sent `recent` in the window. */
export type LeadAllowance = "store" | "confirm" | "refuse";

/**
 * Under the quiet limit a lead is stored; past it, stored with a proof that a person sent
 * it (a solved captcha, or the form sent again when asked), else the shopper is asked;
 * at the hard limit, refused.
 */
export function leadAllowance(
  recent: number,
  lane: { captchaRequired: boolean; captchaSolved: boolean; confirmed: boolean },
): LeadAllowance {
  if (recent >= LEAD_RATE_LIMIT.hard) return "refuse";
  if (recent < leadRateLimit(lane)) return "store";
  return lane.captchaSolved || lane.confirmed ? "store" : "confirm";
}

/**
 * Leads from one client (clientAddressKey: an IPv6 /64 is one client) on one website within
 * the window, counted inside the caller's transaction after taking a lock on that pair, so
 * simultaneous posts queue and count each other instead of all slipping under the limit.
 */
export async function recentLeadsFrom(
  trx: Kysely<Database>,
  websiteId: number,
  remoteAddress: string,
  now: Date,
): Promise<number> {
  const client = clientAddressKey(remoteAddress);
  await sql`select pg_advisory_xact_lock(hashtext(${`leads:${websiteId}:${client}`}))`.execute(trx);
  const since = new Date(now.getTime() - LEAD_RATE_LIMIT.windowMs);
  const recent = await trx
    .selectFrom("leads")
    .select("remote_address")
    .where("website_id", "=", websiteId)
    .where("remote_address", "is not", null)
    .where("created_at", ">", since)
    .execute();
  return recent.filter((lead) => clientAddressKey(lead.remote_address!) === client).length;
}
