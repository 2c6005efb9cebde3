import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";

/** A second entry by an email or mobile already in the promotion: the entry's transaction is rolled back. */
export class AlreadyEnteredError extends Error {
  constructor(promotionSlug: string) {
    super(`already entered in promotion ${promotionSlug}`);
  }
}

/** How an entrant is told apart: the email in any case, the mobile as the form stores it (national digits). */
export function entrantContacts(entrant: { email: string; phone: string }): { contact_kind: "email" | "phone"; contact: string }[] {
  return [
    { contact_kind: "email", contact: entrant.email.trim().toLowerCase() },
    { contact_kind: "phone", contact: entrant.phone },
  ];
}

/**
 * Takes the entrant's email and mobile for the promotion, inside the entry lead's transaction
 * (migration 0014). The unique key decides, so two entries at the same moment cannot both get
 * in: the second waits for the first, then finds its contacts taken.
 */
export async function recordPromotionEntry(
  trx: Kysely<Database>,
  entry: { websiteId: number; promotionSlug: string; leadId: number; entrant: { email: string; phone: string }; now: Date },
): Promise<void> {
  const contacts = entrantContacts(entry.entrant);
  const taken = await trx
    .insertInto("promotion_entries")
    .values(
      contacts.map((contact) => ({
        ...contact,
        website_id: entry.websiteId,
        promotion_slug: entry.promotionSlug,
        lead_id: entry.leadId,
        created_at: entry.now,
      })),
    )
    .onConflict((conflict) => conflict.constraint("promotion_entries_entrant_key").doNothing())
    .returning("contact_kind")
    .execute();
  if (taken.length < contacts.length) throw new AlreadyEnteredError(entry.promotionSlug);
}
