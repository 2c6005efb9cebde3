import { describe, expect, it } from "vitest";
import { buildLeadPayload, leadAttributes, leadCategory, leadDealer } from "./payload";
import { parsedLead, shopper } from "./testing/forms";
import { groupTenant, leadCar, soloTenant } from "./testing/tenants";

const group = groupTenant();
const solo = soloTenant();

describe("leadCategory", () => {
  it("files each form under its category", () => {
    expect(leadCategory(parsedLead("enquiry", { ...shopper, car_id: "42", message: "Hi" }))).toEqual({
      category: "Vehicle Enquiry",
      subcategory: null,
    });
    expect(leadCategory(parsedLead("test-drive", { ...shopper })).category).toBe("Test Drive");
    expect(leadCategory(parsedLead("make-an-offer", { ...shopper, car_id: "42", offer_from_client: "25000" })).category).toBe(
      "Make an Offer",
    );
    expect(leadCategory(parsedLead("request-photos", { ...shopper, car_id: "42" })).category).toBe("Request Photos");
    expect(leadCategory(parsedLead("finance-enquiry", { ...shopper })).category).toBe("Finance Enquiry");
    expect(leadCategory(parsedLead("trade-in", { ...shopper, rego: "ABC123", regoState: "QLD" })).category).toBe("Trade In");
    expect(leadCategory(parsedLead("contact", { ...shopper, message: "Hi" })).category).toBe("General Enquiry");
  });

  it("takes the general enquiry's category from its select", () => {
    expect(leadCategory(parsedLead("general-enquiry", { ...shopper, message: "Hi", category: "Parts Enquiry" }))).toEqual({
      category: "Parts Enquiry",
      subcategory: null,
    });
  });

  it("rewrites Careers Enquiry to General Enquiry with subcategory Career Enquiry (§4)", () => {
    expect(
      leadCategory(parsedLead("general-enquiry", { ...shopper, message: "Hi", category: "Careers Enquiry" })),
    ).toEqual({ category: "General Enquiry", subcategory: "Career Enquiry" });
  });

  it("files a trade-in offer answer as accepted or declined", () => {
    expect(leadCategory(parsedLead("trade-in-offer", { lead_id: "1", offer_accepted: "on" }))).toEqual({
      category: "Trade In",
      subcategory: "Offer Accepted",
    });
    expect(leadCategory(parsedLead("trade-in-offer", { lead_id: "1" })).subcategory).toBe("Offer Declined");
  });
});

describe("leadDealer", () => {
  const [kiaSales, mazdaSales, mazdaService] = group.locations;

  it("sends a car's lead to the car's own dealership and location, whatever the form says", () => {
    const car = leadCar({ dealership_id: 52, dealership_slug: "meridian-mazda", location_id: mazdaService!.id });
    const dealer = leadDealer(
      group,
      parsedLead("enquiry", { ...shopper, car_id: "42", message: "Hi", dealership_slug: "meridian-kia" }),
      car,
    );
    expect(dealer.dealership.slug).toBe("meridian-mazda");
    expect(dealer.location.id).toBe(mazdaService!.id);
    expect(dealer.chosenLocationId).toBeNull();
  });

  it("takes the preferred dealership and its main location when there is no car", () => {
    const dealer = leadDealer(
      group,
      parsedLead("general-enquiry", { ...shopper, message: "Hi", dealership_slug: "meridian-mazda" }),
      null,
    );
    expect(dealer.dealership.slug).toBe("meridian-mazda");
    expect(dealer.location.id).toBe(mazdaSales!.id);
  });

  it("takes the chosen location and its dealership", () => {
    const submission = parsedLead("contact", { ...shopper, message: "Hi", location: String(mazdaService!.id) }, {
      locationIds: group.locations.map((location) => location.id),
    });
    const dealer = leadDealer(group, submission, null);
    expect(dealer).toMatchObject({ chosenLocationId: mazdaService!.id, dealership: { slug: "meridian-mazda" } });
  });

  it("ignores a dealership or location that is not the tenant's", () => {
    const dealer = leadDealer(
      group,
      parsedLead("general-enquiry", { ...shopper, message: "Hi", dealership_slug: "someone-else", location: "999" }),
      null,
    );
    expect(dealer).toMatchObject({ dealership: { slug: "meridian-kia" }, chosenLocationId: null });
    expect(dealer.location.id).toBe(kiaSales!.id);
  });
});

describe("buildLeadPayload (§3 enquiry payload, lead form defaults, lead submission)", () => {
  it("holds the enquiry payload fields and the car's defaults under the spec's names", () => {
    const submission = parsedLead("enquiry", {
      ...shopper,
      car_id: "42",
      message: "Is it still available?",
      opt_in: "on",
      Rego: "XYZ987",
      additional_services: ["Tinting", "Extended warranty"],
      page_id: "vehicle-page",
    });
    const car = leadCar();
    const payload = buildLeadPayload(submission, {
      car,
      dealer: leadDealer(solo, submission, car),
      category: "Vehicle Enquiry",
      subcategory: null,
    });
    expect(payload).toEqual({
      category: "Vehicle Enquiry",
      subcategory: null,
      message: "Is it still available?",
      name: "Jane",
      last_name: "Citizen",
      email: "jane@example.com",
      phone: "0412345678",
      postcode: "4305",
      page_id: "vehicle-page",
      opt_in: true,
      opt_in_finance: false,
      opt_in_trade: false,
      dealership_slug: "solo-motors-7",
      location: null,
      Rego: "XYZ987",
      terms_conditions: true,
      additional_services: ["Tinting", "Extended warranty"],
      manufacturer_slug: "toyota",
      stock_number: "U5001",
      "Vehicle Make": "Toyota",
      "Vehicle Model": "Corolla",
      car_type: "used",
      car_id: 42,
      vehicle_status: "in_stock",
    });
  });

  it("adds offer_from_client to a Make an Offer lead", () => {
    const submission = parsedLead("make-an-offer", { ...shopper, car_id: "42", offer_from_client: "$25,000" });
    const payload = buildLeadPayload(submission, {
      car: leadCar(),
      dealer: leadDealer(solo, submission, leadCar()),
      category: "Make an Offer",
      subcategory: null,
    });
    expect(payload.offer_from_client).toBe(25_000);
  });

  it("keeps a car id it could not find, for the dealer to see, without car details", () => {
    const submission = parsedLead("enquiry", { ...shopper, car_id: "999", message: "Hi" });
    const payload = buildLeadPayload(submission, {
      car: null,
      dealer: leadDealer(solo, submission, null),
      category: "Vehicle Enquiry",
      subcategory: null,
      manufacturer: solo.manufacturer,
    });
    expect(payload).toMatchObject({ car_id: 999, stock_number: null, "Vehicle Make": null, manufacturer_slug: "toyota" });
  });

  it("takes a trade-in offer answer's shopper from the lead it answers", () => {
    const original = parsedLead("trade-in", { ...shopper, rego: "ABC123", regoState: "QLD", opt_in: "on" });
    const originalPayload = buildLeadPayload(original, {
      car: null,
      dealer: leadDealer(solo, original, null),
      category: "Trade In",
      subcategory: null,
    });
    const answer = parsedLead("trade-in-offer", { lead_id: "5", offer_accepted: "on", form_completed: "on" });
    const payload = buildLeadPayload(answer, {
      car: null,
      dealer: leadDealer(solo, answer, null),
      category: "Trade In",
      subcategory: "Offer Accepted",
      answeredLead: originalPayload,
    });
    expect(payload).toMatchObject({
      name: "Jane",
      email: "jane@example.com",
      phone: "0412345678",
      opt_in: true,
      terms_conditions: true,
      rego: "ABC123",
      regoState: "QLD",
      lead_id: 5,
      offer_accepted: true,
      form_completed: true,
    });
  });
});

describe("leadAttributes (§3 lead_attributes)", () => {
  it("holds visited_pages and linked_query_params", () => {
    expect(leadAttributes(["/", "/cars/2021-toyota-corolla"], { utm_source: "google", gclid: "abc" })).toEqual({
      visited_pages: ["/", "/cars/2021-toyota-corolla"],
      linked_query_params: { utm_source: "google", gclid: "abc" },
    });
    expect(leadAttributes()).toEqual({ visited_pages: [], linked_query_params: {} });
  });

  it("keeps the 20 most recent pages and bounds every value, since the browser sends them", () => {
    const pages = Array.from({ length: 30 }, (_, index) => `/page-${index}`);
    const attributes = leadAttributes([...pages.slice(0, 29), `/${"x".repeat(5000)}`], { q: "y".repeat(1000) });
    expect(attributes.visited_pages).toHaveLength(20);
    expect(attributes.visited_pages[0]).toBe("/page-10");
    expect(attributes.visited_pages[19]).toHaveLength(2048);
    expect(attributes.linked_query_params.q).toHaveLength(500);
  });
});
