import { z } from "zod";

/*
 * vehicle-page §7: after a dealer form is sent, "name, email and phone, when all filled,
 * are saved as the visitor's details", and the next form starts with them.
 */

export interface VisitorDetails {
  name: string;
  email: string;
  phone: string;
}

export const VISITOR_DETAIL_FIELDS = ["name", "email", "phone"] as const;

const Details = z.object({
  name: z.string().trim().min(1).max(100),
  email: z.string().trim().min(1).max(254),
  phone: z.string().trim().min(1).max(30),
});

/** The details worth remembering: all three filled, or none at all. */
export function visitorDetailsFrom(values: Partial<Record<string, unknown>>): VisitorDetails | null {
  const parsed = Details.safeParse({ name: values.name, email: values.email, phone: values.phone });
  return parsed.success ? parsed.data : null;
}

/** Details read back from storage, which the shopper (or an old version of the site) may have changed. */
export function parseVisitorDetails(stored: string | null): VisitorDetails | null {
  if (!stored) return null;
  try {
    return visitorDetailsFrom(JSON.parse(stored) as Record<string, unknown>);
  } catch {
    return null;
  }
}
