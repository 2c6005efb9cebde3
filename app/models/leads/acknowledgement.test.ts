import { describe, expect, it } from "vitest";
import { TenantSchema, type Tenant } from "~/tenants/schema";
import { tenantInput } from "~/tenants/testing/tenant-input";
import { acknowledgementMessage, greetingFor } from "./acknowledgement";
import { buildLeadPayload, leadCategory, leadDealer, type LeadCar } from "./payload";
import type { LeadSubmission } from "./schemas";
import { parsedLead, shopper } from "./testing/forms";
import { leadCar } from "./testing/tenants";

const acknowledging = (acknowledgeShopper: boolean): Tenant =>
  TenantSchema.parse(
    tenantInput({ slug: "solo-motors-7", id: 7, phones: { main: "07 3555 0100" }, leadMail: { acknowledgeShopper } }),
  );

function acknowledgementFor(submission: LeadSubmission, car: LeadCar | null, tenant = acknowledging(true), paymentReference?: string) {
  const dealer = leadDealer(tenant, submission, car);
  const payload = buildLeadPayload(submission, { car, dealer, ...leadCategory(submission), paymentReference });
  return acknowledgementMessage({ leadId: 12, createdAt: new Date(), tenant, payload, car, dealer, url: "https://evil.example/x" });
}

const testDrive = parsedLead("test-drive", {
  ...shopper,
  car_id: "42",
  appointment: "2025-07-01T10:30",
  message: "Visit http://spam.example now",
});

describe("the shopper's acknowledgement", () => {
  it("names the dealer, their phone, what was asked and the car with its link and photo on the primary domain", () => {
    const message = acknowledgementFor(testDrive, leadCar())!;
    expect(message).toMatchObject({
      kind: "lead-acknowledgement",
      recipient: "jane@example.com",
      sender: "Test Motors <no-reply@solo-motors-7.com.au>",
      messageId: "<lead-12-ack@solo-motors-7.com.au>",
      subject: "Your test drive request about the 2021 Toyota Corolla Ascent Sport: Test Motors",
      attachment: null,
    });
    expect(message.body).toContain("Thank you for your test drive request. Test Motors has it and will be in touch soon.");
    expect(message.body).toContain(
      "You asked about: 2021 Toyota Corolla Ascent Sport (stock U5001)\nhttps://www.solo-motors-7.com.au/cars/2021-toyota-corolla-ascent-sport-u5001",
    );
    expect(message.body).toContain("Preferred date: 1 July 2025\nPreferred time: 10:30 am");
    expect(message.body).toContain("call Test Motors Sales on 07 3555 0100");
    expect(message.htmlBody).toContain(
      '<img src="https://www.solo-motors-7.com.au/images?src=%2Fdemo%2Fcars%2Fcorolla-white.jpg&amp;w=640&amp;q=75" alt="2021 Toyota Corolla Ascent Sport"',
    );
  });

  it("repeats nothing the shopper typed freely, so a stranger's address typed into a form gets no one's message", () => {
    const message = acknowledgementFor(testDrive, leadCar())!;
    expect(`${message.body}${message.htmlBody}`).not.toContain("spam.example");
    expect(`${message.body}${message.htmlBody}`).not.toContain("evil.example");
  });

  it("greets by a name that carries no link, else plainly", () => {
    const greeting = (name: string) =>
      acknowledgementFor(parsedLead("enquiry", { ...shopper, name, car_id: "42", message: "Hi" }), leadCar())!.body.split("\n")[0];
    expect(greeting("Jane")).toBe("Hi Jane,");
    expect(greeting("Mary-Jane O'Brien")).toBe("Hi Mary-Jane O'Brien,");
    expect(greeting("Visit http://spam.example/win now")).toBe("Hello,");
    expect(greetingFor("Visit spam.example now")).toBe("Hello,");
    expect(greetingFor("www.spam")).toBe("Hello,");
    expect(greetingFor("win@spam")).toBe("Hello,");
    expect(greetingFor("Claim your prize money at our shop today")).toBe("Hello,");
    expect(greetingFor("J. Smith")).toBe("Hi J. Smith,");
    expect(greetingFor("  ")).toBe("Hello,");
  });

  it("is not sent when the tenant's switch is off, or for the answer to an estimate", () => {
    expect(acknowledgementFor(testDrive, leadCar(), acknowledging(false))).toBeNull();
    expect(acknowledgementFor(parsedLead("trade-in-offer", { lead_id: "11", offer_accepted: "on" }), null)).toBeNull();
  });

  it("escapes what reaches the HTML", () => {
    const message = acknowledgementFor(parsedLead("enquiry", { ...shopper, name: "<b>Jane</b>", car_id: "42", message: "Hi" }), leadCar())!;
    expect(message.htmlBody).toContain("Hi &lt;b&gt;Jane&lt;/b&gt;,");
  });

  it("is the receipt of an invoice paid online, with the invoice, the amount and the payment reference (/online-payment says one is emailed)", () => {
    const invoice = parsedLead("online-payment", { ...shopper, invoice_number: "INV-10452", amount: "349.95" });
    const paid = acknowledgementFor(invoice, null, acknowledging(true), "pi_3Q9xTest")!;
    expect(paid.subject).toBe("Receipt for your payment to Test Motors");
    expect(paid.body).toContain("Thank you for your payment. This email is your receipt: Test Motors has your payment with your invoice number.");
    expect(paid.body).toContain("Invoice number: INV-10452\nAmount: $349.95\nPayment: Paid online (payment reference pi_3Q9xTest)");

    const requested = acknowledgementFor(invoice, null)!;
    expect(requested.subject).toBe("Your payment request to Test Motors");
    expect(requested.body).toContain("Thank you for your payment request. Test Motors has it and will be in touch soon.");
  });
});
