import { describe, expect, it } from "vitest";
import { stillValidAnswers } from "./saved-answers";
import { firstOpenStep, type CheckoutAnswers } from "./steps";
import { describedTradeIn, purchaseDetails } from "./testing/answers";

const answered: Required<CheckoutAnswers> = {
  details: purchaseDetails,
  "trade-in": describedTradeIn,
  payment: { paymentMethod: "cash" },
  handover: { handover: "pick-up", location: 7 },
};
const options = { locationIds: [7, 8] };

describe("a saved purchase draft read back", () => {
  it("keeps every step that still passes its step's checks", () => {
    expect(stillValidAnswers(answered, options)).toEqual(answered);
  });

  it("asks again a trade-in saved without its estimate (before decision 028) instead of failing at the review", () => {
    const { valuation: _, ...withoutEstimate } = describedTradeIn;
    const oldDraft = { ...answered, "trade-in": withoutEstimate } as unknown as CheckoutAnswers;
    const read = stillValidAnswers(oldDraft, options);
    expect(read["trade-in"]).toBeUndefined();
    expect(read.handover).toEqual(answered.handover);
    expect(firstOpenStep(read)).toBe("trade-in");
  });

  it("asks again for the handover when its location is no longer offered, and ignores a step saved in a shape no form sends", () => {
    const read = stillValidAnswers({ ...answered, payment: "cash" as never }, { locationIds: [8] });
    expect(read.handover).toBeUndefined();
    expect(read.payment).toBeUndefined();
    expect(firstOpenStep(read)).toBe("payment");
  });
});
