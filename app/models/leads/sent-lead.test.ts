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
    expect(details).toContainEqual({ label: "Preferred time", value: "10:30" });
    expect(details.map((detail) => detail.label)).not.toContain("Message");
  });

  it("names the subcategory beside the category (§4: Careers becomes General Enquiry, Career Enquiry)", () => {
    expect(sentLeadDetails(payload({ category: "General Enquiry", subcategory: "Career Enquiry" }))[0]).toEqual({
      label: "Enquiry",
      value: "General Enquiry (Career Enquiry)",
    });
  });
});
