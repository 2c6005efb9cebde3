import { describe, expect, it } from "vitest";
import { promotionEndedText, promotionOpen } from "./promotion";

const promotion = { slug: "spin", name: "Spin to Win", prize: "A year of servicing", endsOn: "2027-03-31", terms: ["One entry per person."] };

describe("promotionOpen", () => {
  it("takes entries through the whole end date on the dealer's calendar, and none after", () => {
    // 23:30 on 31 March in Brisbane (UTC+10) is 13:30 UTC: still the end date there.
    expect(promotionOpen(promotion, new Date("2027-03-31T13:30:00Z"), "Australia/Brisbane")).toBe(true);
    // 00:30 on 1 April in Brisbane is 14:30 UTC on 31 March: over, though UTC is still on the 31st.
    expect(promotionOpen(promotion, new Date("2027-03-31T14:30:00Z"), "Australia/Brisbane")).toBe(false);
  });

  it("says when an ended promotion ended", () => {
    expect(promotionEndedText(promotion)).toMatch(/^Spin to Win ended on .*2027\. Thank you for your interest/);
  });
});
