import crypto from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { SmsSender } from "~/adapters/sms/port";
import type { Database, UserRow } from "~/db/schema";
import { clientAddressKey, clientNetworkKey } from "~/models/limits/client-address";
import {
  CODE_LENGTH,
  CODE_LIFETIME_MS,
  codeMessage,
  codeSmsText,
  CODE_MESSAGES,
  clientSendAllowance,
  judgeCode,
  MAX_CODE_ATTEMPTS,
  sendAllowance,
  SEND_WINDOW_MS,
  SIGN_IN_SEND_LIMITS,
} from "./codes";

/** Six random digits from the operating system's generator, leading zeros kept. */
export function generateCode(): string {
  return crypto.randomInt(0, 10 ** CODE_LENGTH).toString().padStart(CODE_LENGTH, "0");
}

/** Keyed by the secret and the phone: a leaked row cannot be tried against another number. */
export function hashCode(code: string, phone: string, secret: string): string {
  return crypto.createHmac("sha256", secret).update(`${phone}:${code}`).digest("hex");
}

export interface CodeRequest {
  websiteId: number;
  /** E.164 (normaliseMobile). */
  phone: string;
  siteName: string;
  secret: string;
  /** The client asking (normaliseRemoteAddress); null when the server cannot tell, and no address limit applies. */
  remoteAddress: string | null;
  /** Whether the website's sign-in form has the captcha, and the form token of a verified solution posted with this request. */
  captcha: { required: boolean; solvedFor: string | null };
  now?: Date;
}

export type SendOutcome = { ok: true; expiresAt: Date } | { ok: false; message: string };

/**
 * Stores a new code's hash, then sends the code; a sending failure leaves no usable code.
 * The limits (per phone, per client, per website: codes.ts) are counted from this
 * table under a lock on the website, so requests at the same moment, in any process, queue
 * and count each other rather than all slipping under a limit. The SMS goes after the lock.
 */
export async function sendSignInCode(db: Kysely<Database>, sms: SmsSender, request: CodeRequest): Promise<SendOutcome> {
  const now = request.now ?? new Date();
  const code = generateCode();
  const expiresAt = new Date(now.getTime() + CODE_LIFETIME_MS);
  const stored = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`sign-in-codes:${request.websiteId}`}))`.execute(trx);
    const phoneSends = await trx
      .selectFrom("sign_in_codes")
      .select("created_at")
      .where("website_id", "=", request.websiteId)
      .where("phone", "=", request.phone)
      .where("created_at", ">", new Date(now.getTime() - SEND_WINDOW_MS))
      .execute();
    const forPhone = sendAllowance(
      phoneSends.map((row) => row.created_at),
      now,
    );
    if (!forPhone.ok) return forPhone;

    const lookBack = Math.max(SIGN_IN_SEND_LIMITS.addressWindowMs, SIGN_IN_SEND_LIMITS.websiteWindowMs);
    const websiteSends = await trx
      .selectFrom("sign_in_codes")
      .select(["created_at", "remote_address", "captcha_solved"])
      .where("website_id", "=", request.websiteId)
      .where("created_at", ">", new Date(now.getTime() - lookBack))
      .execute();
    const solvedFor = request.captcha.required ? request.captcha.solvedFor : null;
    // One solved captcha vouches for one code: a solution replayed is a captcha-less request.
    const captchaSolved = solvedFor !== null && !(await captchaUsed(trx, request.websiteId, solvedFor));
    const client = request.remoteAddress === null ? null : clientAddressKey(request.remoteAddress);
    const network = request.remoteAddress === null ? null : clientNetworkKey(request.remoteAddress);
    const forClient = clientSendAllowance(
      websiteSends.map((row) => ({
        createdAt: row.created_at,
        fromThisAddress: client !== null && row.remote_address !== null && clientAddressKey(row.remote_address) === client,
        fromThisNetwork: network !== null && row.remote_address !== null && clientNetworkKey(row.remote_address) === network,
        captchaSolved: row.captcha_solved,
      })),
      { captchaRequired: request.captcha.required, captchaSolved },
      now,
    );
    if (!forClient.ok) return forClient;

    const row = await trx
      .insertInto("sign_in_codes")
      .values({
        website_id: request.websiteId,
        phone: request.phone,
        code_hash: hashCode(code, request.phone, request.secret),
        expires_at: expiresAt,
        created_at: now,
        remote_address: request.remoteAddress,
        captcha_solved: captchaSolved,
        captcha_token: captchaSolved ? solvedFor : null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { ok: true as const, id: row.id };
  });
  if (!stored.ok) return { ok: false, message: stored.message };
  try {
    await sms.send(request.phone, codeSmsText(code, request.siteName));
  } catch (error) {
    await db.updateTable("sign_in_codes").set({ consumed_at: now }).where("id", "=", stored.id).execute();
    throw error;
  }
  return { ok: true, expiresAt };
}

async function captchaUsed(db: Kysely<Database>, websiteId: number, formToken: string): Promise<boolean> {
  const used = await db
    .selectFrom("sign_in_codes")
    .select("id")
    .where("captcha_token", "=", formToken)
    .where("website_id", "=", websiteId)
    .executeTakeFirst();
  return used !== undefined;
}

export interface CodeCheck {
  websiteId: number;
  phone: string;
  code: string;
  secret: string;
  now?: Date;
}

export type VerifyOutcome = { ok: true; user: UserRow } | { ok: false; message: string };

/**
 * Checks a code against the phone's latest one; a right code is used up and signs the phone's
 * user in (created on first sign-in). Every wrong try counts, and the count is raised only
 * while under the limit, so parallel guesses cannot slip past it.
 */
export async function verifySignInCode(db: Kysely<Database>, check: CodeCheck): Promise<VerifyOutcome> {
  const now = check.now ?? new Date();
  const latest = await db
    .selectFrom("sign_in_codes")
    .selectAll()
    .where("website_id", "=", check.websiteId)
    .where("phone", "=", check.phone)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!latest) return { ok: false, message: CODE_MESSAGES.noCode };

  const expected = Buffer.from(latest.code_hash, "hex");
  const given = Buffer.from(hashCode(check.code, check.phone, check.secret), "hex");
  const matches = expected.length === given.length && crypto.timingSafeEqual(expected, given);
  const verdict = judgeCode(
    { expiresAt: latest.expires_at, attempts: latest.attempts, consumedAt: latest.consumed_at },
    matches,
    now,
  );

  if (verdict === "accepted") {
    const used = await db
      .updateTable("sign_in_codes")
      .set({ consumed_at: now })
      .where("id", "=", latest.id)
      .where("consumed_at", "is", null)
      .returning("id")
      .executeTakeFirst();
    // Row counts are not reported by every driver (PGlite): the returned row says it was ours.
    if (!used) return { ok: false, message: CODE_MESSAGES.noCode };
    return { ok: true, user: await findOrCreateUser(db, check.websiteId, check.phone) };
  }
  if (verdict === "wrong") {
    const counted = await db
      .updateTable("sign_in_codes")
      .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
      .where("id", "=", latest.id)
      .where("attempts", "<", MAX_CODE_ATTEMPTS)
      .returning("attempts")
      .executeTakeFirst();
    return { ok: false, message: codeMessage("wrong", counted?.attempts ?? Number.POSITIVE_INFINITY) };
  }
  return { ok: false, message: codeMessage(verdict, latest.attempts) };
}

/** The website's user for a phone, created the first time that phone signs in. */
export async function findOrCreateUser(db: Kysely<Database>, websiteId: number, phone: string): Promise<UserRow> {
  await db
    .insertInto("users")
    .values({ website_id: websiteId, phone_number: phone })
    .onConflict((conflict) => conflict.columns(["website_id", "phone_number"]).doNothing())
    .execute();
  return db
    .selectFrom("users")
    .selectAll()
    .where("website_id", "=", websiteId)
    .where("phone_number", "=", phone)
    .executeTakeFirstOrThrow();
}

/** A signed-in user still on file for this website (the session names the id). */
export async function findUser(db: Kysely<Database>, websiteId: number, userId: number): Promise<UserRow | null> {
  const user = await db
    .selectFrom("users")
    .selectAll()
    .where("id", "=", userId)
    .where("website_id", "=", websiteId)
    .executeTakeFirst();
  return user ?? null;
}
