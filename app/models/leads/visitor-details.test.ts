import { describe, expect, it } from "vitest";
import { parseVisitorDetails, visitorDetailsFrom } from "./visitor-details";

describe("visitor details (vehicle-page §7: name, email and phone, when all filled, are saved)", () => {
  it("keeps name, email and phone when all three are filled", () => {
    expect(visitorDetailsFrom({ name: " Jane ", email: "jane@example.com", phone: "0412 345 678", postcode: "4305" })).toEqual({
      name: "Jane",
      email: "jane@example.com",
      phone: "0412 345 678",
    });
  });

  it("keeps nothing when one of the three is empty or missing", () => {
    expect(visitorDetailsFrom({ name: "Jane", email: "jane@example.com", phone: "" })).toBeNull();
    expect(visitorDetailsFrom({ name: "Jane", phone: "0412 345 678" })).toBeNull();
  });

  it("reads stored details back, and nothing from a broken or partial entry", () => {
    expect(parseVisitorDetails('{"name":"Jane","email":"jane@example.com","phone":"0412345678"}')?.name).toBe("Jane");
    expect(parseVisitorDetails("{not json")).toBeNull();
    expect(parseVisitorDetails('{"name":"Jane"}')).toBeNull();
    expect(parseVisitorDetails(null)).toBeNull();
  });
});
