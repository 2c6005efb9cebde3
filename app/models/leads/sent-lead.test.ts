import { describe, expect, it } from "vitest";
import type { LeadPayload } from "~/db/schema";
import { sentLeadDetails } from "./sent-lead";

const payload = (change: Partial<LeadPayload> = {}): LeadPayload => ({
  category: "Make an Offer",
  subcategory: null,
  message: null,
  name: "Jane",
  last_name: "Citizen",
  email: "jane@example.com",
  phone: "0412345678",
  postcode: "4305",
  page_id: null,
  opt_in: true,
  opt_in_finance: false,
  opt_in_trade: false,
  dealership_slug: "solo-motors-7",
  location: 700,
  Rego: null,
  terms_conditions: true,
  additional_services: [],
  manufacturer_slug: "toyota",
  stock_number: "U5001",
  "Vehicle Make": "Toyota",
  "Vehicle Model": "Corolla",
  car_type: "used",
  car_id: 42,
  vehicle_status: "in_stock",
  ...change,
});

describe("sentLeadDetails", () => {
  it("lists what the shopper sent in the form's order, the offer in dollars", () => {
    expect(sentLeadDetails(payload({ offer_from_client: 25_000 }))).toEqual([
      { label: "Enquiry", value: "Make an Offer" },
      { label: "Name", value: "Jane Citizen" },
      { label: "Email", value: "jane@example.com" },
      { label: "Phone", value: "0412345678" },
      { label: "Postcode", value: "4305" },
      { label: "Your offer", value: "$25,000" },
    ]);
  });

  it("shows a test drive's preferred date as a calendar date and leaves out empty answers", () => {
    const details = sentLeadDetails(
      payload({ category: "Test Drive", preferred_date: "2026-03-12", preferred_time: "10:30", message: "  " }),
    );
    expect(details).toContainEqual({ label: "Preferred date", value: "12 March 2026" });
    expect(details).toContainEqual({ label: "Preferred time", value: "10:30 am" });
    expect(details.map((detail) => detail.label)).not.toContain("Message");
  });

  it("names the subcategory beside the category (§4: Careers becomes General Enquiry, Career Enquiry)", () => {
    expect(sentLeadDetails(payload({ category: "General Enquiry", subcategory: "Career Enquiry" }))[0]).toEqual({
      label: "Enquiry",
      value: "General Enquiry (Career Enquiry)",
    });
  });

  it("shows a finance budget, and the traded car with its answers, the estimate and the answer to it", () => {
    const details = sentLeadDetails(
      payload({
        category: "Trade In",
        subcategory: "Offer Accepted",
        vehiclePriceBudget: 30_000,
        rego: "ABC123",
        regoState: "NSW",
        tradeInYear: 2019,
        tradeInMake: "Toyota",
        tradeInModel: "Corolla",
        tradeInKm: 85_000,
        adjustmentAnswers: [{ id: "keys", answer: "one" }],
        tradeInEstimate: { low: 18_400, high: 20_300 },
        lead_id: 11,
        offer_accepted: true,
      }),
    );
    expect(details.slice(5)).toEqual([
      { label: "Your budget", value: "$30,000" },
      { label: "Your car", value: "2019 Toyota Corolla, 85,000 km" },
      { label: "Registration", value: "ABC123 NSW" },
      { label: "How many keys come with the car?", value: "One" },
      { label: "Online estimate", value: "$18,400 to $20,300" },
      { label: "Your answer", value: "Accepted" },
    ]);
  });

  it("says why a trade-in had no online estimate", () => {
    expect(sentLeadDetails(payload({ category: "Trade In", tradeInNoEstimateReason: "too-many-km" }))).toContainEqual({
      label: "Online estimate",
      value: "none online for cars over 100,000 km",
    });
  });
});
