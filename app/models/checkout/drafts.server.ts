import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { toJsonb, type Database } from "~/db/schema";
import type { AnswerStep, CheckoutAnswers } from "./steps";

/*
 * The online purchase's answers so far, kept on the server ("progress
 * survives a reload"): found by a random key the shopper's database session holds, one
 * draft per car. The key is stored hashed, as session ids are. Drafts untouched for a week
 * are swept when another is saved; a sent purchase removes its own.
 */

export const DRAFT_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** 32 random bytes as base64url: unguessable, and the only thing the session holds of the draft. */
export function newDraftKey(): string {
  return randomBytes(32).toString("base64url");
}

function keyHash(draftKey: string): string {
  return createHash("sha256").update(draftKey).digest("hex");
}

export interface DraftRef {
  websiteId: number;
  draftKey: string;
  carId: number;
}

function whereDraft(db: Kysely<Database>, ref: DraftRef) {
  return db
    .selectFrom("checkout_drafts")
    .where("website_id", "=", ref.websiteId)
    .where("draft_key_hash", "=", keyHash(ref.draftKey))
    .where("car_id", "=", ref.carId);
}

/** The answers saved for this car in this session; none when there are none or they have expired. */
export async function loadDraft(db: Kysely<Database>, ref: DraftRef | null, now = new Date()): Promise<CheckoutAnswers> {
  if (!ref) return {};
  const row = await whereDraft(db, ref)
    .select("answers")
    .where("updated_at", ">", new Date(now.getTime() - DRAFT_LIFETIME_MS))
    .executeTakeFirst();
  return (row?.answers ?? {}) as CheckoutAnswers;
}

/** Saves one step's validated answers beside the others, and sweeps drafts left for a week. */
export async function saveDraftStep<Step extends AnswerStep>(
  db: Kysely<Database>,
  ref: DraftRef,
  step: Step,
  value: NonNullable<CheckoutAnswers[Step]>,
  now = new Date(),
): Promise<CheckoutAnswers> {
  const answers = { ...(await loadDraft(db, ref, now)), [step]: value };
  await db
    .insertInto("checkout_drafts")
    .values({
      website_id: ref.websiteId,
      draft_key_hash: keyHash(ref.draftKey),
      car_id: ref.carId,
      answers: toJsonb(answers),
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) =>
      conflict.columns(["website_id", "draft_key_hash", "car_id"]).doUpdateSet({ answers: toJsonb(answers), updated_at: now }),
    )
    .execute();
  await db.deleteFrom("checkout_drafts").where("updated_at", "<", new Date(now.getTime() - DRAFT_LIFETIME_MS)).execute();
  return answers;
}

/** The purchase is sent: its draft goes. */
export async function deleteDraft(db: Kysely<Database>, ref: DraftRef): Promise<void> {
  await db
    .deleteFrom("checkout_drafts")
    .where("website_id", "=", ref.websiteId)
    .where("draft_key_hash", "=", keyHash(ref.draftKey))
    .where("car_id", "=", ref.carId)
    .execute();
}
