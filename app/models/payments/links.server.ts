import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "~/env.server";

/*
 * The links of a reservation: the shopper's (to see it and cancel) comes back from the
 * payment page; the dealer's (to confirm) is in the dealer's mail. Ids count up, so each
 * link carries an HMAC of the id and the role: a guessed id shows nothing and does nothing.
 */

export type ReservationRole = "shopper" | "dealer";

function signature(reservationId: number, role: ReservationRole, secret: string): Buffer {
  const key = createHmac("sha256", secret).update("dealer-platform/reservation-link").digest();
  return createHmac("sha256", key).update(`${role}:${reservationId}`).digest();
}

export function reservationToken(reservationId: number, role: ReservationRole, secret = env.SESSION_SECRET): string {
  return `${role === "dealer" ? "d" : "s"}.${signature(reservationId, role, secret).toString("base64url")}`;
}

/** Whose link this is, or null when the token is not this reservation's. */
export function reservationRole(reservationId: number, token: string | null, secret = env.SESSION_SECRET): ReservationRole | null {
  const [prefix, mac] = (token ?? "").split(".", 2);
  const role: ReservationRole | null = prefix === "d" ? "dealer" : prefix === "s" ? "shopper" : null;
  if (!role || !mac) return null;
  const given = Buffer.from(mac, "base64url");
  const expected = signature(reservationId, role, secret);
  return given.length === expected.length && timingSafeEqual(given, expected) ? role : null;
}

/** The reservation's own page, for the shopper or the dealer. */
export function reservationLink(reservationId: number, role: ReservationRole, secret = env.SESSION_SECRET): string {
  return `/reservations/${reservationId}?token=${reservationToken(reservationId, role, secret)}`;
}
