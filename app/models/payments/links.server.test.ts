import { describe, expect, it } from "vitest";
import { reservationLink, reservationRole, reservationToken } from "./links.server";

const SECRET = "a-test-secret-of-enough-length";

describe("reservation links", () => {
  it("say whose link it is: the shopper's and the dealer's differ", () => {
    expect(reservationRole(12, reservationToken(12, "shopper", SECRET), SECRET)).toBe("shopper");
    expect(reservationRole(12, reservationToken(12, "dealer", SECRET), SECRET)).toBe("dealer");
  });

  it("refuse another reservation's token, a role swapped by hand, another secret, and nonsense", () => {
    const shopper = reservationToken(12, "shopper", SECRET);
    expect(reservationRole(13, shopper, SECRET)).toBeNull();
    expect(reservationRole(12, shopper.replace(/^s\./, "d."), SECRET)).toBeNull();
    expect(reservationRole(12, reservationToken(12, "dealer", "another-secret-of-enough-length"), SECRET)).toBeNull();
    for (const token of [null, "", "d.", "x.abc", "d.not-base64-of-the-right-length"]) {
      expect(reservationRole(12, token, SECRET)).toBeNull();
    }
  });

  it("link to the reservation's page with the token", () => {
    const url = new URL(reservationLink(12, "dealer", SECRET), "https://example.com");
    expect(url.pathname).toBe("/reservations/12");
    expect(reservationRole(12, url.searchParams.get("token"), SECRET)).toBe("dealer");
  });
});
