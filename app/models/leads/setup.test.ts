import { describe, expect, it } from "vitest";
import { leadFormSetupFor } from "./setup";
import { groupTenant, soloTenant } from "./testing/tenants";

const guard = { formToken: "8f0c2a52-5d1e-4c3b-9a7e-0b6f1d2c3e4f", formStamp: "1.signature" };
const group = groupTenant();

describe("leadFormSetupFor", () => {
  it("offers a car's form only the car's own location, chosen for the shopper (§4 auto-selected)", () => {
    const setup = leadFormSetupFor(group, "enquiry", guard, {
      car: { id: 42, location_id: 502, dealership_slug: "meridian-mazda" },
    });
    expect(setup.locations).toEqual([{ id: 502, name: "Meridian Mazda Sales" }]);
    expect(setup.options.locationIds).toEqual([502]);
    expect(setup.defaultValue).toMatchObject({ location: 502, car_id: 42, opt_in: true });
    // The car's dealership answers: no dealership to choose.
    expect(setup.dealerships).toEqual([]);
    expect(setup.consent).toEqual({ dealerName: "Meridian Mazda", manufacturer: null });
  });

  it("falls back to the sales locations of the car's dealership when the car has none", () => {
    const setup = leadFormSetupFor(group, "test-drive", guard, {
      car: { id: 42, location_id: null, dealership_slug: "meridian-mazda" },
    });
    expect(setup.locations.map((location) => location.id)).toEqual([502]);
  });

  it("offers a general form the sales locations and, with two or more dealerships, the dealership select (§5)", () => {
    const setup = leadFormSetupFor(group, "general-enquiry", guard);
    expect(setup.locations.map((location) => location.name)).toEqual(["Meridian Kia Sales", "Meridian Mazda Sales"]);
    expect(setup.options.dealershipSlugs).toEqual(["meridian-kia", "meridian-mazda"]);
    expect(setup.defaultValue).not.toHaveProperty("location");
    expect(setup.defaultValue).toMatchObject({ category: "General Enquiry" });
  });

  it("has no dealership select on forms without one, and none with a single dealership", () => {
    expect(leadFormSetupFor(group, "make-an-offer", guard).dealerships).toEqual([]);
    expect(leadFormSetupFor(soloTenant(), "general-enquiry", guard).dealerships).toEqual([]);
  });

  it("passes the dealer's message flag to the enquiry forms only (§5 message required unless a dealer flag disables it)", () => {
    const optional = soloTenant(7, { features: { enquiryMessageRequired: false } });
    expect(leadFormSetupFor(optional, "enquiry", guard).options.messageRequired).toBe(false);
    expect(leadFormSetupFor(soloTenant(), "contact", guard).options.messageRequired).toBe(true);
    expect(leadFormSetupFor(optional, "test-drive", guard).options).not.toHaveProperty("messageRequired");
  });

  it("starts the photo request with its hidden message and names the manufacturer's group in the consent", () => {
    const setup = leadFormSetupFor(soloTenant(), "request-photos", guard);
    expect(setup.defaultValue.message).toBe("Please send photos for this car");
    expect(setup.consent).toEqual({ dealerName: "Test Motors", manufacturer: "Toyota" });
    expect(setup.captcha).toBe(true);
  });
});
