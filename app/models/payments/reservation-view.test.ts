import { describe, expect, it } from "vitest";
import { reservationView, type ReservationFacts } from "./reservation-view";

const facts: ReservationFacts = {
  status: "held",
  endReason: null,
  deposit: "$200",
  carName: "2021 Toyota Corolla",
  dealerName: "Wattle Ridge Toyota",
  holdUntil: "Fri 27 Nov, 3:04 pm",
  paymentReference: "pi_123",
};

describe("a reservation's page", () => {
  it("offers the dealer the confirmation and the shopper the cancellation of a hold", () => {
    expect(reservationView(facts, "dealer").action).toEqual({ intent: "confirm", label: "Confirm reservation" });
    expect(reservationView(facts, "dealer").text).toContain("pi_123");
    const shopper = reservationView(facts, "shopper");
    expect(shopper.action).toEqual({ intent: "cancel", label: "Cancel my reservation" });
    expect(shopper.text).toContain("until Fri 27 Nov, 3:04 pm");
  });

  it("lets the shopper still cancel a confirmed reservation (fully refundable), and the dealer do nothing more", () => {
    expect(reservationView({ ...facts, status: "confirmed" }, "shopper").action?.intent).toBe("cancel");
    expect(reservationView({ ...facts, status: "confirmed" }, "dealer").action).toBeNull();
  });

  it("says why a hold ended and whether the refund has gone", () => {
    const owed = reservationView({ ...facts, status: "refund-due", endReason: "not-confirmed" }, "shopper");
    expect(owed.text).toBe("The reservation was not confirmed in time, so it has ended. The $200 deposit is being refunded in full.");
    expect(owed.action).toBeNull();
    const paid = reservationView({ ...facts, status: "refunded", endReason: "car-unavailable" }, "dealer");
    expect(paid.text).toBe("The 2021 Toyota Corolla was no longer available when the deposit arrived. The $200 deposit has been refunded in full.");
  });

  it("before the payment is heard of, and after a checkout left unpaid, offers nothing", () => {
    expect(reservationView({ ...facts, status: "awaiting-payment" }, "shopper").action).toBeNull();
    expect(reservationView({ ...facts, status: "abandoned" }, "shopper").heading).toBe("No deposit was paid");
  });
});
