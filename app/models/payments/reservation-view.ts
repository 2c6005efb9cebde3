import type { DepositReservationStatus } from "~/db/schema";
import type { ReservationRole } from "./links.server";

/** What a reservation's own page says, and the one thing its visitor may do there. */
export interface ReservationView {
  heading: string;
  text: string;
  action: { intent: "cancel" | "confirm"; label: string } | null;
}

export interface ReservationFacts {
  status: DepositReservationStatus;
  endReason: "not-confirmed" | "shopper-cancelled" | "car-unavailable" | null;
  /** "$200" */
  deposit: string;
  carName: string;
  dealerName: string;
  /** The hold's end, already written for the reader, e.g. "Fri 27 Nov, 3:04 pm". */
  holdUntil: string | null;
  paymentReference: string | null;
}

function ended(facts: ReservationFacts, refunded: boolean): string {
  const why = {
    "not-confirmed": "The reservation was not confirmed in time, so it has ended.",
    "shopper-cancelled": "The reservation was cancelled.",
    "car-unavailable": `The ${facts.carName} was no longer available when the deposit arrived.`,
  }[facts.endReason ?? "not-confirmed"];
  return `${why} The ${facts.deposit} deposit ${refunded ? "has been refunded" : "is being refunded"} in full.`;
}

export function reservationView(facts: ReservationFacts, role: ReservationRole): ReservationView {
  const reference = facts.paymentReference ? ` (payment reference ${facts.paymentReference})` : "";
  switch (facts.status) {
    case "awaiting-payment":
      return {
        heading: "Waiting for your payment",
        text: `We have not yet heard from the payment provider about the ${facts.deposit} deposit for the ${facts.carName}. This page shows the reservation once it has.`,
        action: null,
      };
    case "abandoned":
      return { heading: "No deposit was paid", text: `The ${facts.carName} was not reserved, and nothing was charged.`, action: null };
    case "held":
      return role === "dealer"
        ? {
            heading: "Confirm this reservation",
            text: `A ${facts.deposit} deposit${reference} holds the ${facts.carName} until ${facts.holdUntil}. Confirm it before then, or the reservation ends and the deposit is refunded.`,
            action: { intent: "confirm", label: "Confirm reservation" },
          }
        : {
            heading: "Your deposit is paid",
            text: `The ${facts.carName} is reserved for you until ${facts.holdUntil}, while ${facts.dealerName} confirms. If it does not, or you cancel, the ${facts.deposit} deposit is refunded in full.`,
            action: { intent: "cancel", label: "Cancel my reservation" },
          };
    case "confirmed":
      return {
        heading: "Reservation confirmed",
        text: `${facts.dealerName} has confirmed the reservation of the ${facts.carName}, held with the ${facts.deposit} deposit${reference}.`,
        action: role === "shopper" ? { intent: "cancel", label: "Cancel my reservation" } : null,
      };
    case "refund-due":
      return { heading: "Reservation ended", text: ended(facts, false), action: null };
    case "refunded":
      return { heading: "Reservation ended", text: ended(facts, true), action: null };
  }
}
