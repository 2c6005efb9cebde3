import { describe, expect, it } from "vitest";
import { AUSTRALIAN_STATES } from "~/tenants/schema";
import { complaintBodiesFor, CONSUMER_PROTECTION_BODIES, isComplaintPage } from "./complaints";

const at = (...states: Array<(typeof AUSTRALIAN_STATES)[number]>) => states.map((state) => ({ address: { state } }));

describe("complaintBodiesFor (§2: the state consumer-protection bodies for the states of the dealer's locations)", () => {
  it("lists one body per state, in the order of the locations", () => {
    expect(complaintBodiesFor(at("WA", "WA", "NSW")).map((body) => body.name)).toEqual([
      "Consumer Protection WA",
      "NSW Fair Trading",
    ]);
  });

  it("names Queensland's body for a Queensland-only dealer", () => {
    expect(complaintBodiesFor(at("QLD", "QLD"))).toEqual([
      { state: "QLD", name: "Queensland Office of Fair Trading", url: "https://www.qld.gov.au/law/fair-trading" },
    ]);
  });

  it("knows a body with a public https address for every state and territory", () => {
    for (const state of AUSTRALIAN_STATES) {
      expect(CONSUMER_PROTECTION_BODIES[state].state).toBe(state);
      expect(CONSUMER_PROTECTION_BODIES[state].url).toMatch(/^https:\/\/[a-z.]+\.gov\.au(\/|$)/);
    }
  });

  it("answers the three complaint page names of the spec's routes", () => {
    expect(["complaint-handling-process", "complaint-handling", "handling-complaint"].every(isComplaintPage)).toBe(true);
    expect(isComplaintPage("buyers-tips")).toBe(false);
  });
});
