import { describe, expect, it } from "vitest";
import { addressLine, departmentContacts, findLocation, mapHref, primaryFirst } from "./places";

const address = { street: "18 Parkway Drive", city: "Springfield", state: "QLD" as const, postcode: "4300", lat: -27.66, lng: 152.9 };
const springfield = { slug: "springfield-sales", name: "Wattle Ridge Toyota Springfield", primary: false, address };
const ipswich = { slug: "wattle-ridge-sales", name: "Wattle Ridge Toyota Sales", primary: true, address };

describe("findLocation (/contact-us/{locationSlug} and /contact-us/{location-name-slug})", () => {
  it("finds a location by its slug or by its name as a slug", () => {
    expect(findLocation([ipswich, springfield], "springfield-sales")).toBe(springfield);
    expect(findLocation([ipswich, springfield], "wattle-ridge-toyota-springfield")).toBe(springfield);
    expect(findLocation([ipswich, springfield], "nowhere")).toBeUndefined();
  });
});

describe("places", () => {
  it("writes the address on one line and links out to Google Maps with it", () => {
    expect(addressLine(address)).toBe("18 Parkway Drive, Springfield QLD 4300");
    expect(mapHref(springfield)).toBe(
      "https://www.google.com/maps/search/?api=1&query=Wattle+Ridge+Toyota+Springfield%2C+18+Parkway+Drive%2C+Springfield+QLD+4300",
    );
  });

  it("puts the primary location first", () => {
    expect(primaryFirst([springfield, ipswich])).toEqual([ipswich, springfield]);
  });
});

describe("departmentContacts", () => {
  const phones = { main: "07 3555 0100", new: "07 3555 0110", service: "07 3555 0140", parts: undefined };

  it("lists the location's own department with its number and the other departments with the dealer's", () => {
    const location = {
      locationType: "sales" as const,
      phone: "07 3555 0200",
      openingHours: [
        { weekday: 1, status: "Open" as const, open: "08:00", close: "17:00" },
        { weekday: 1, status: "Open" as const, open: "07:30", close: "16:30", department: "service" as const },
        { weekday: 1, status: "Open" as const, open: "07:30", close: "16:30", department: "parts" as const },
      ],
    };
    expect(departmentContacts(location, phones)).toEqual([
      { department: "sales", phone: "07 3555 0200" },
      { department: "service", phone: "07 3555 0140" },
      { department: "parts", phone: "07 3555 0200" },
    ]);
  });

  it("lists a location without hours by its own type only", () => {
    expect(departmentContacts({ locationType: "parts", phone: undefined, openingHours: [] }, phones)).toEqual([
      { department: "parts", phone: null },
    ]);
  });
});
