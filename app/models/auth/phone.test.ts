import { describe, expect, it } from "vitest";
import { formatMobile, INVALID_MOBILE_MESSAGE, normaliseMobile } from "./phone";

describe("normaliseMobile: AU mobiles 04xx xxx xxx and +614… to E.164", () => {
  it.each([
    ["0412 345 678", "+61412345678"],
    ["0412345678", "+61412345678"],
    ["0412-345-678", "+61412345678"],
    ["(04) 1234 5678", "+61412345678"],
    ["+61 412 345 678", "+61412345678"],
    ["+61412345678", "+61412345678"],
    ["61412345678", "+61412345678"],
    ["  0499 000 111 ", "+61499000111"],
  ])("reads %s as %s", (input, expected) => {
    expect(normaliseMobile(input)).toEqual({ ok: true, phone: expected });
  });

  it.each([
    ["a landline, which cannot receive a code", "02 9555 0100"],
    ["too short", "0412 345 67"],
    ["too long", "0412 345 6789"],
    ["another country's mobile", "+64 21 123 4567"],
    ["letters", "call me"],
    ["nothing", ""],
  ])("refuses %s with \"Please enter a valid Australian mobile number.\"", (_case, input) => {
    expect(normaliseMobile(input)).toEqual({ ok: false, message: INVALID_MOBILE_MESSAGE });
    expect(INVALID_MOBILE_MESSAGE).toBe("Please enter a valid Australian mobile number.");
  });
});

describe("formatMobile", () => {
  it("shows +61412345678 as an Australian reads it", () => {
    expect(formatMobile("+61412345678")).toBe("0412 345 678");
  });
});
