import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, UserRow } from "~/db/schema";
import {
  CODE_LENGTH,
  CODE_LIFETIME_MS,
  codeMessage,
  codeSmsText,
  CODE_MESSAGES,
  judgeCode,
  MAX_CODE_ATTEMPTS,
  sendAllowance,
  SEND_WINDOW_MS,
} from "./codes";
import type { SmsSender } from "./sms.server";

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
  now?: Date;
}

export type SendOutcome = { ok: true; expiresAt: Date } | { ok: false; message: string };

/** Stores a new code's hash, then sends the code; a sending failure leaves no usable code. */
export async function sendSignInCode(db: Kysely<Database>, sms: SmsSender, request: CodeRequest): Promise<SendOutcome> {
  const now = request.now ?? new Date();
  const recent = await db
    .selectFrom("sign_in_codes")
    .select("created_at")
    .where("website_id", "=", request.websiteId)
    .where("phone", "=", request.phone)
    .where("created_at", ">", new Date(now.getTime() - SEND_WINDOW_MS))
    .execute();
  const allowance = sendAllowance(
    recent.map((row) => row.created_at),
    now,
  );
  if (!allowance.ok) return { ok: false, message: allowance.message };

  const code = generateCode();
  const expiresAt = new Date(now.getTime() + CODE_LIFETIME_MS);
  const row = await db
    .insertInto("sign_in_codes")
    .values({
      website_id: request.websiteId,
      phone: request.phone,
      code_hash: hashCode(code, request.phone, request.secret),
      expires_at: expiresAt,
      created_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  try {
    await sms.send(request.phone, codeSmsText(code, request.siteName));
  } catch (error) {
    await db.updateTable("sign_in_codes").set({ consumed_at: now }).where("id", "=", row.id).execute();
    throw error;
  }
  return { ok: true, expiresAt };
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
