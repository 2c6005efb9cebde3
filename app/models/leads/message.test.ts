import { describe, expect, it } from "vitest";
import type { Tenant } from "~/tenants/schema";
import { leadMessage, leadRecipient } from "./message";
import { buildLeadPayload, leadCategory, leadDealer, type LeadCar } from "./payload";
import type { LeadSubmission } from "./schemas";
import { parsedLead, shopper } from "./testing/forms";
import { groupTenant, leadCar, soloTenant } from "./testing/tenants";
import { parseXml, xmlAll, xmlText } from "./testing/xml";

const solo = soloTenant();
const group = groupTenant();
const createdAt = new Date("2025-06-20T02:00:00Z");

function messageFor(submission: LeadSubmission, car: LeadCar | null, tenant: Tenant = solo, mailFrom?: string) {
  const dealer = leadDealer(tenant, submission, car);
  const { category, subcategory } = leadCategory(submission);
  const payload = buildLeadPayload(submission, { car, dealer, category, subcategory, manufacturer: tenant.manufacturer });
  return leadMessage({
    leadId: 12,
    createdAt,
    tenant,
    payload,
    car,
    dealer,
    url: "https://www.solo-motors-7.com.au/cars/2021-toyota-corolla",
    mailFrom,
  });
}

describe("leadMessage", () => {
  const enquiry = parsedLead("enquiry", { ...shopper, car_id: "42", message: "Is it still available?", opt_in: "on" });

  it("names the category, the car and the shopper in the subject", () => {
    expect(messageFor(enquiry, leadCar()).subject).toBe(
      "Vehicle Enquiry: 2021 Toyota Corolla Ascent Sport (stock U5001) from Jane Citizen",
    );
  });

  it("writes the lead out for a person, with the ADF attached for the CRM", () => {
    const message = messageFor(enquiry, leadCar());
    expect(message.body).toContain("New lead from the Test Motors website.");
    expect(message.body).toContain("Name: Jane Citizen\nEmail: jane@example.com\nPhone: 0412345678\nPostcode: 4305");
    expect(message.body).toContain("Marketing opt-in: Yes; finance: No; trade-in: No");
    expect(message.body).toContain("Message:\nIs it still available?");
    expect(message.body).toContain("Vehicle: 2021 Toyota Corolla Ascent Sport\nStock number: U5001");
    expect(message.body).toContain("Advertised price: $27,990");
    expect(message.body).toContain("Sent from: https://www.solo-motors-7.com.au/cars/2021-toyota-corolla");
    expect(message.body).toContain("Lead id: 12");
    expect(message.attachmentName).toBe("lead-12.xml");
  });

  it("answers the shopper, comes from the tenant's domain and carries a stable message id", () => {
    const message = messageFor(enquiry, leadCar());
    expect(message.replyTo).toBe("jane@example.com");
    expect(message.sender).toBe("Test Motors <no-reply@solo-motors-7.com.au>");
    expect(message.messageId).toBe("<lead-12@solo-motors-7.com.au>");
    expect(messageFor(enquiry, leadCar(), solo, "Leads <leads@platform.example>").sender).toBe(
      "Leads <leads@platform.example>",
    );
  });

  it("attaches ADF/XML that parses and describes the same lead", () => {
    const { root } = parseXml(messageFor(enquiry, leadCar()).attachment);
    expect(xmlText(root, "prospect/id")).toBe("12");
    expect(xmlText(root, "prospect/vehicle/stock")).toBe("U5001");
    expect(xmlText(root, "prospect/customer/contact/email")).toBe("jane@example.com");
    expect(xmlText(root, "prospect/customer/comments")).toContain("Is it still available?");
    expect(xmlText(root, "prospect/vendor/vendorname")).toBe("Test Motors");
  });

  it("shows the offer beside the advertised price", () => {
    const offer = parsedLead("make-an-offer", { ...shopper, car_id: "42", offer_from_client: "25000" });
    const message = messageFor(offer, leadCar());
    expect(message.body).toContain("Offer: $25,000");
    const vehicle = xmlAll(parseXml(message.attachment).root, "prospect/vehicle")[0]!;
    expect(xmlAll(vehicle, "price")[0]).toMatchObject({ text: "25000", attributes: { type: "offer" } });
  });

  it("marks a test drive's vehicle interest as test-drive, and a demo car as new", () => {
    const testDrive = parsedLead("test-drive", { ...shopper, car_id: "42", preferred_date: "2025-07-01" });
    const message = messageFor(testDrive, leadCar({ car_type: "demo" }));
    expect(message.body).toContain("Preferred date: 2025-07-01");
    expect(xmlAll(parseXml(message.attachment).root, "prospect/vehicle")[0]!.attributes).toEqual({
      interest: "test-drive",
      status: "new",
    });
  });

  it("describes a trade-in as a trade-in vehicle with its registration and answers", () => {
    const tradeIn = parsedLead("trade-in", {
      ...shopper,
      rego: "abc123",
      regoState: "NSW",
      "adjustmentAnswers[0].id": "accident-history",
      "adjustmentAnswers[0].answer": "none",
    });
    const message = messageFor(tradeIn, null);
    expect(message.subject).toBe("Trade In from Jane Citizen");
    expect(message.body).toContain("Trade-in registration: ABC123 (NSW)");
    expect(message.body).toContain("Condition accident-history: none");
    const [vehicle] = xmlAll(parseXml(message.attachment).root, "prospect/vehicle");
    expect(vehicle!.attributes).toEqual({ interest: "trade-in", status: "used" });
    expect(xmlText(vehicle!, "comments")).toBe("Registration ABC123 (NSW)");
  });

  it("names the traded car as the shopper stated it, in the body and the ADF trade-in vehicle", () => {
    const tradeIn = parsedLead("trade-in", {
      ...shopper,
      rego: "ABC123",
      regoState: "QLD",
      tradeInYear: "2019",
      tradeInMake: "Toyota",
      tradeInModel: "Corolla",
      tradeInKm: "85,000",
    });
    const message = messageFor(tradeIn, null);
    expect(message.body).toContain("Trade-in vehicle: 2019 Toyota Corolla, 85,000 km");
    const [vehicle] = xmlAll(parseXml(message.attachment).root, "prospect/vehicle");
    expect(xmlText(vehicle!, "year")).toBe("2019");
    expect(xmlText(vehicle!, "make")).toBe("Toyota");
    expect(xmlText(vehicle!, "model")).toBe("Corolla");
    expect(xmlText(vehicle!, "odometer")).toBe("85000");
  });

  it("names a careers enquiry by its rewritten category and subcategory", () => {
    const careers = parsedLead("general-enquiry", { ...shopper, message: "CV attached", category: "Careers Enquiry" });
    expect(messageFor(careers, null).subject).toBe("General Enquiry (Career Enquiry) from Jane Citizen");
  });
});

describe("leadRecipient", () => {
  const [kiaSales, mazdaSales, mazdaService] = group.locations;
  const kia = group.dealerships[0]!;
  const mazda = group.dealerships[1]!;

  it("sends to the lead's location when it has an address", () => {
    expect(leadRecipient(group, { dealership: kia, location: kiaSales! })).toBe("kia.sales@meridian.com.au");
  });

  it("falls back to another location of the same dealership", () => {
    expect(mazdaSales!.email).toBeUndefined();
    expect(leadRecipient(group, { dealership: mazda, location: mazdaSales! })).toBe(mazdaService!.email);
  });

  it("falls back to leads@ the tenant's domain when no location has an address", () => {
    expect(leadRecipient(solo, { dealership: solo.dealerships[0]!, location: solo.locations[0]! })).toBe(
      "leads@solo-motors-7.com.au",
    );
  });
});
