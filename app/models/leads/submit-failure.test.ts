import { describe, expect, it } from "vitest";
import { DEALER_FORM_ERROR, LEAD_FORMS, UNEXPECTED_ERROR } from "./schemas";
import { DEALER_FORMS, isDealerForm, submitFailureRecord, submitFailureText } from "./submit-failure";

describe("a form's submit that fails on our side (vehicle-page §8)", () => {
  it("words both texts as the spec does, spelling included", () => {
    expect(DEALER_FORM_ERROR).toBe("An error occurred when submitting this form");
    expect(UNEXPECTED_ERROR).toBe("An unexpected error occured");
  });

  it("tells the dealer forms (§7 'dealer enquiry forms': category, contact fields, message) from the leads", () => {
    expect([...DEALER_FORMS].sort()).toEqual(["contact", "customer-feedback", "general-enquiry", "service-booking"]);
    // §7 "Lead submission ... Used for enquiry, test drive, start of trade-in ... and offer acceptance".
    for (const lead of ["enquiry", "test-drive", "trade-in", "trade-in-offer", "make-an-offer", "request-photos", "reservation"] as const) {
      expect(isDealerForm(lead)).toBe(false);
    }
    expect(DEALER_FORMS.every((form) => LEAD_FORMS.includes(form))).toBe(true);
  });

  it('shows "An error occurred when submitting this form" on a dealer form, "An unexpected error occured" on a lead', () => {
    expect(submitFailureText("general-enquiry")).toBe(DEALER_FORM_ERROR);
    expect(submitFailureText("service-booking")).toBe(DEALER_FORM_ERROR);
    expect(submitFailureText("enquiry")).toBe(UNEXPECTED_ERROR);
    expect(submitFailureText("trade-in")).toBe(UNEXPECTED_ERROR);
  });

  it("records the server's message, or that same text if none", () => {
    expect(submitFailureRecord("contact", new Error("connection terminated unexpectedly"))).toBe("connection terminated unexpectedly");
    expect(submitFailureRecord("contact", "outbox full")).toBe("outbox full");
    expect(submitFailureRecord("contact", new Error(""))).toBe(DEALER_FORM_ERROR);
    expect(submitFailureRecord("customer-feedback", { code: 57 })).toBe(DEALER_FORM_ERROR);
    expect(submitFailureRecord("enquiry", undefined)).toBe(UNEXPECTED_ERROR);
  });
});
