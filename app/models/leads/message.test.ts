import { describe, expect, it } from "vitest";
import type { TradeInValuation } from "~/models/trade-in/valuation";
import { TenantSchema, type Tenant } from "~/tenants/schema";
import { tenantInput } from "~/tenants/testing/tenant-input";
import {
  landingLines,
  type LeadMessage,
  leadMessages,
  localDateTime,
} from "./message";
import { buildLeadPayload, leadCategory, leadDealer, type LeadCar } from "./payload";
import type { LeadSubmission } from "./schemas";
import { checkAdf10 } from "./testing/adf";
import { parsedLead, shopper } from "./testing/forms";
import { MODEL_REQUIRED } from "./forms/copy";
import { groupTenant, leadCar, soloTenant } from "./testing/tenants";
import { xmlAll, xmlText } from "./testing/xml";

const solo = soloTenant();
const group = groupTenant();
const createdAt = new Date("2025-06-20T02:00:00Z");

function messagesFor(
  submission: LeadSubmission,
  car: LeadCar | null,
  options: { tenant?: Tenant; mailFrom?: string; tradeInValuation?: TradeInValuation; answered?: LeadSubmission } = {},
): LeadMessage[] {
  const tenant = options.tenant ?? solo;
  const dealer = leadDealer(tenant, submission, car);
  const { category, subcategory } = leadCategory(submission);
  const answeredLead = options.answered
    ? buildLeadPayload(options.answered, { car, dealer, ...leadCategory(options.answered) })
    : null;
  const payload = buildLeadPayload(submission, {
    car,
    dealer,
    category,
    subcategory,
    manufacturer: tenant.manufacturer,
    answeredLead,
    tradeInValuation: options.tradeInValuation,
  });
  return leadMessages({
    leadId: 12,
    createdAt,
    tenant,
    payload,
    car,
    dealer,
    url: "https://www.solo-motors-7.com.au/cars/2021-toyota-corolla",
    mailFrom: options.mailFrom,
  });
}

function messageFor(...args: Parameters<typeof messagesFor>): LeadMessage {
  const [message, ...others] = messagesFor(...args);
  expect(others).toEqual([]);
  return message!;
}

/** The attached ADF, checked against ADF 1.0. */
function adfOf(message: LeadMessage) {
  expect(message.attachmentName).toBe("lead-12.xml");
  return checkAdf10(message.attachment!);
}

const enquiry = parsedLead("enquiry", { ...shopper, car_id: "42", message: "Is it still available?", opt_in: "on" });
const estimate: TradeInValuation = { kind: "estimate", low: 18_400, high: 20_300, comparables: 5, basis: "model" };
const tradeInFields = {
  ...shopper,
  rego: "abc123",
  regoState: "NSW",
  tradeInYear: "2019",
  tradeInMake: "Toyota",
  tradeInModel: "Corolla",
  tradeInKm: "85,000",
  "adjustmentAnswers[0].id": "accident-damage",
  "adjustmentAnswers[0].answer": "repaired",
  "adjustmentAnswers[1].id": "keys",
  "adjustmentAnswers[1].answer": "one",
};

describe("a lead's mail to the dealer", () => {
  it("names the category, the car and the shopper in the subject", () => {
    expect(messageFor(enquiry, leadCar()).subject).toBe(
      "Vehicle Enquiry: 2021 Toyota Corolla Ascent Sport (stock U5001) from Jane Citizen",
    );
  });

  it("writes the lead out for a person, with the ADF attached for the CRM and a link on the primary domain", () => {
    const message = messageFor(enquiry, leadCar());
    expect(message).toMatchObject({ kind: "lead-email", format: "adf-attachment", htmlBody: null });
    expect(message.body).toContain("New lead from the Test Motors website.");
    expect(message.body).toContain("Name: Jane Citizen\nEmail: jane@example.com\nPhone: 0412345678\nPostcode: 4305");
    expect(message.body).toContain("Marketing opt-in: Yes; finance: No; trade-in: No");
    expect(message.body).toContain("Message:\nIs it still available?");
    expect(message.body).toContain("Vehicle: 2021 Toyota Corolla Ascent Sport\nStock number: U5001");
    expect(message.body).toContain("Advertised price: $27,990");
    expect(message.body).toContain("Link: https://www.solo-motors-7.com.au/cars/2021-toyota-corolla-ascent-sport-u5001");
    expect(message.body).toContain("Sent from: https://www.solo-motors-7.com.au/cars/2021-toyota-corolla");
    expect(message.body).toContain("Lead id: 12");
    expect(message.body).toContain("The lead is attached as ADF/XML (lead-12.xml) for your CRM.");
  });

  it("answers the shopper, comes from the tenant's domain and carries a stable message id per recipient", () => {
    const message = messageFor(enquiry, leadCar());
    expect(message.replyTo).toBe("jane@example.com");
    expect(message.sender).toBe("Test Motors <no-reply@solo-motors-7.com.au>");
    expect(message.messageId).toBe("<lead-12-1@solo-motors-7.com.au>");
    expect(messageFor(enquiry, leadCar(), { mailFrom: "Leads <leads@platform.example>" }).sender).toBe(
      "Leads <leads@platform.example>",
    );
  });

  it("attaches ADF 1.0 that describes the same lead, the car's photo on the primary domain", () => {
    const root = adfOf(messageFor(enquiry, leadCar()));
    expect(xmlText(root, "prospect/id")).toBe("12");
    expect(xmlAll(root, "prospect/vehicle")[0]!.attributes).toEqual({ interest: "buy", status: "used" });
    expect(xmlText(root, "prospect/vehicle/stock")).toBe("U5001");
    expect(xmlText(root, "prospect/vehicle/imagetag")).toBe(
      "https://www.solo-motors-7.com.au/images?src=%2Fdemo%2Fcars%2Fcorolla-white.jpg&w=640&q=75",
    );
    expect(xmlText(root, "prospect/customer/contact/email")).toBe("jane@example.com");
    expect(xmlText(root, "prospect/customer/comments")).toContain("Is it still available?");
    expect(xmlText(root, "prospect/vendor/vendorname")).toBe("Test Motors");
  });

  it("shows the offer beside the advertised price", () => {
    const offer = parsedLead("make-an-offer", { ...shopper, car_id: "42", offer_from_client: "25000" });
    const message = messageFor(offer, leadCar());
    expect(message.body).toContain("Offer: $25,000");
    const [vehicle] = xmlAll(adfOf(message), "prospect/vehicle");
    expect(xmlAll(vehicle!, "price")[0]).toMatchObject({ text: "25000", attributes: { type: "offer" } });
    expect(xmlText(vehicle!, "pricecomments")).toBe("Advertised at 27990 AUD");
  });

  it("marks a test drive's vehicle as test-drive (a demo car as new) with the date and time as a timeframe", () => {
    const testDrive = parsedLead("test-drive", { ...shopper, car_id: "42", appointment: "2025-07-01T10:30" });
    const message = messageFor(testDrive, leadCar({ car_type: "demo" }));
    expect(message.body).toContain("Preferred date: 1 July 2025\nPreferred time: 10:30 am");
    const root = adfOf(message);
    expect(xmlAll(root, "prospect/vehicle")[0]!.attributes).toEqual({ interest: "test-drive", status: "new" });
    expect(xmlText(root, "prospect/customer/timeframe/description")).toBe("Preferred test drive, 1 July 2025, 10:30 am");
    expect(xmlText(root, "prospect/customer/timeframe/earliestdate")).toBe("2025-07-01T10:30:00+10:00");
  });

  it("names a model asked about by name as the vehicle, of the tenant's make", () => {
    const testDrive = parsedLead("test-drive", { ...shopper, vehicle_model: "Corolla Hybrid" });
    const [vehicle] = xmlAll(adfOf(messageFor(testDrive, null)), "prospect/vehicle");
    expect(vehicle!.children.slice(1, 3).map((child) => [child.name, child.text])).toEqual([
      ["make", "Toyota"],
      ["model", "Corolla Hybrid"],
    ]);
  });

  it("names the make of the model range a model was chosen from, where the tenant has no one manufacturer", () => {
    const testDrive = parsedLead("test-drive", { ...shopper, vehicle_model: "CX-5", vehicle_make: "Mazda" });
    const [vehicle] = xmlAll(adfOf(messageFor(testDrive, null)), "prospect/vehicle");
    expect(vehicle!.children.slice(1, 3).map((child) => [child.name, child.text])).toEqual([
      ["make", "Mazda"],
      ["model", "CX-5"],
    ]);
  });

  it("asks a quote for a model and grade (/models/get-quote): the grade is the ADF's trim and a line of the text", () => {
    const quote = parsedLead("quote-request", { ...shopper, vehicle_model: "RAV4", vehicle_make: "Toyota", grade: "GXL Hybrid" });
    const message = messageFor(quote, null);
    expect(message.body).toContain("Model: RAV4");
    expect(message.body).toContain("Grade: GXL Hybrid");
    const [vehicle] = xmlAll(adfOf(message), "prospect/vehicle");
    expect(vehicle!.attributes).toMatchObject({ interest: "buy", status: "new" });
    expect(vehicle!.children.find((child) => child.name === "trim")?.text).toBe("GXL Hybrid");
  });

  it("refuses a quote request without a model, with the message that says so", () => {
    expect(() => parsedLead("quote-request", { ...shopper, grade: "GXL" })).toThrow(MODEL_REQUIRED);
  });

  it("carries a finance enquiry's budget on the car as ADF finance, and in the text", () => {
    const finance = parsedLead("finance-enquiry", { ...shopper, car_id: "42", vehiclePriceBudget: "30,000" });
    const message = messageFor(finance, leadCar());
    expect(message.body).toContain("Vehicle budget: $30,000");
    const root = adfOf(message);
    expect(xmlAll(root, "prospect/vehicle")[0]!.attributes.interest).toBe("buy");
    expect(xmlAll(root, "prospect/vehicle/finance/amount")).toMatchObject([
      { text: "30000", attributes: { type: "total", limit: "maximum", currency: "AUD" } },
    ]);
  });

  it("describes a trade-in with the traded car, its answers and the estimate shown as an appraisal", () => {
    const message = messageFor(parsedLead("trade-in", tradeInFields), null, { tradeInValuation: estimate });
    expect(message.subject).toBe("Trade In from Jane Citizen");
    expect(message.body).toContain("Trade-in vehicle: 2019 Toyota Corolla, 85,000 km");
    expect(message.body).toContain("Trade-in registration: ABC123 (NSW)");
    expect(message.body).toContain("Trade-in condition: Has the car had accident damage?: Yes, professionally repaired");
    expect(message.body).toContain("Trade-in condition: How many keys come with the car?: One");
    expect(message.body).toContain("Trade-in online estimate: $18,400 to $20,300");
    const [vehicle, ...others] = xmlAll(adfOf(message), "prospect/vehicle");
    expect(others).toEqual([]);
    expect(vehicle!.attributes).toEqual({ interest: "trade-in", status: "used" });
    expect([xmlText(vehicle!, "year"), xmlText(vehicle!, "make"), xmlText(vehicle!, "model")]).toEqual(["2019", "Toyota", "Corolla"]);
    expect(xmlText(vehicle!, "odometer")).toBe("85000");
    expect(xmlAll(vehicle!, "price")).toMatchObject([{ text: "18400", attributes: { type: "appraisal", currency: "AUD" } }]);
    expect(xmlText(vehicle!, "pricecomments")).toBe("Online estimate $18,400 to $20,300: shown to the shopper, answer to follow");
    expect(xmlText(vehicle!, "comments")).toContain("Registration ABC123 (NSW)");
  });

  it("says why no estimate was shown when none was", () => {
    const message = messageFor(parsedLead("trade-in", tradeInFields), null, {
      tradeInValuation: { kind: "no-estimate", reason: "too-old" },
    });
    expect(message.body).toContain("Trade-in online estimate: none online for cars over 7 years old");
    expect(xmlAll(adfOf(message), "prospect/vehicle/price")).toEqual([]);
  });

  it("tells the dealer the shopper's answer to the estimate, with the car and its answers", () => {
    const answer = parsedLead("trade-in-offer", { lead_id: "11", offer_accepted: "on", form_completed: "on" });
    const message = messageFor(answer, null, { tradeInValuation: estimate, answered: parsedLead("trade-in", tradeInFields) });
    expect(message.subject).toBe("Trade In (Offer Accepted) from Jane Citizen");
    expect(message.body).toContain("Shopper's answer to the estimate: Accepted");
    expect(message.body).toContain("Answers trade-in lead: 11");
    expect(message.body).toContain("Trade-in condition: How many keys come with the car?: One");
    const [vehicle] = xmlAll(adfOf(message), "prospect/vehicle");
    expect(xmlText(vehicle!, "pricecomments")).toBe("Online estimate $18,400 to $20,300: accepted by the shopper");
  });

  it.each([
    ["general", { category: "General Enquiry" }],
    ["careers", { category: "Careers Enquiry" }],
    ["service", { category: "Service Enquiry" }],
  ])("sends a %s enquiry, which names no vehicle, as plain mail: no ADF, never an empty vehicle", (_kind, fields) => {
    const message = messageFor(parsedLead("general-enquiry", { ...shopper, message: "Hello", ...fields }), null);
    expect(message.attachment).toBeNull();
    expect(message.attachmentName).toBeNull();
    expect(message.body).toContain("Message:\nHello");
    expect(message.body).not.toContain("ADF");
  });

  it("names a careers enquiry by its rewritten category and subcategory", () => {
    const careers = parsedLead("general-enquiry", { ...shopper, message: "CV attached", category: "Careers Enquiry" });
    expect(messageFor(careers, null).subject).toBe("General Enquiry (Career Enquiry) from Jane Citizen");
  });
});

describe("a lead's formats (routes)", () => {
  const routed = (format: "adf-attachment" | "adf-body" | "plain") =>
    TenantSchema.parse(
      tenantInput({ slug: "routed-motors", id: 9, manufacturer: "Toyota", leadMail: { routes: [{ recipients: ["crm@dealer.example"], format }] } }),
    );

  it("puts the ADF as the whole text body where the route says so", () => {
    const message = messageFor(enquiry, leadCar(), { tenant: routed("adf-body") });
    expect(message).toMatchObject({ recipient: "crm@dealer.example", format: "adf-body", attachment: null, attachmentName: null });
    expect(message.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>')).toBe(true);
    expect(xmlText(checkAdf10(message.body), "prospect/vehicle/stock")).toBe("U5001");
  });

  it("sends the readable mail alone to a plain route", () => {
    const message = messageFor(enquiry, leadCar(), { tenant: routed("plain") });
    expect(message).toMatchObject({ format: "plain", attachment: null, attachmentName: null });
    expect(message.body).toContain("Vehicle: 2021 Toyota Corolla Ascent Sport");
    expect(message.body).not.toContain("ADF");
  });

  it("writes one message per recipient, each with its own id, in its route's format", () => {
    const tenant = TenantSchema.parse(
      tenantInput({
        slug: "two-inboxes",
        id: 8,
        leadMail: {
          routes: [
            { recipients: ["crm@dealer.example"], format: "adf-body" },
            { recipients: ["manager@dealer.example", "owner@dealer.example"], format: "plain" },
          ],
        },
      }),
    );
    const messages = messagesFor(enquiry, leadCar(), { tenant });
    expect(messages.map((message) => [message.recipient, message.format, message.messageId])).toEqual([
      ["crm@dealer.example", "adf-body", "<lead-12-1@two-inboxes.com.au>"],
      ["manager@dealer.example", "plain", "<lead-12-2@two-inboxes.com.au>"],
      ["owner@dealer.example", "plain", "<lead-12-3@two-inboxes.com.au>"],
    ]);
  });

  it("sends a lead of a dealer group without routes to the address of its dealership", () => {
    const kiaEnquiry = parsedLead("general-enquiry", { ...shopper, message: "Hi", dealership_slug: "meridian-kia" }, { dealershipSlugs: ["meridian-kia", "meridian-mazda"] });
    expect(messageFor(kiaEnquiry, null, { tenant: group }).recipient).toBe("kia.sales@meridian.com.au");
  });
});

describe("localDateTime", () => {
  it("gives the location's offset on that day, daylight saving included", () => {
    expect(localDateTime("2025-07-01", "10:30", "Australia/Sydney")).toBe("2025-07-01T10:30:00+10:00");
    expect(localDateTime("2025-01-15", "09:00", "Australia/Melbourne")).toBe("2025-01-15T09:00:00+11:00");
    expect(localDateTime("2025-01-15", "09:00", "Australia/Perth")).toBe("2025-01-15T09:00:00+08:00");
    expect(localDateTime("2025-01-15", "09:00", "Australia/Adelaide")).toBe("2025-01-15T09:00:00+10:30");
  });
});

describe("where the shopper came from (the dealer sees which campaign paid)", () => {
  it("names the source and the landing link's campaign parameters", () => {
    expect(
      landingLines({ source: "facebook", campaign: { utm_source: "facebook", utm_campaign: "eofy", fbclid: "F1" } }),
    ).toEqual(["Came from: facebook (utm_campaign=eofy, fbclid=F1)"]);
    expect(landingLines({ source: null, campaign: {} })).toEqual(["Came from: website"]);
    expect(landingLines(undefined)).toEqual([]);
  });
});
