import { describe, expect, it } from "vitest";
import { autoDealerJsonLd, locationPageJsonLd, openingHoursSpecification } from "./jsonld";

const weekdays = (open: string, close: string, department?: "service") =>
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday, open, close, status: "Open" as const, department }));

const location = {
  slug: "wattle-ridge-sales",
  name: "Wattle Ridge Toyota Sales",
  locationType: "sales" as const,
  primary: true,
  alternatingSaturdays: false,
  phone: "07 3555 0100",
  email: undefined,
  address: { street: "210 Ridgeway Road", city: "Ipswich", state: "QLD" as const, postcode: "4305", lat: -27.6161, lng: 152.7581 },
  openingHours: [
    ...weekdays("08:00", "17:30"),
    { weekday: 6, open: "08:00", close: "16:00", status: "Open" as const },
    { weekday: 0, status: "Closed" as const },
    { weekday: 5, date: "2026-12-25", status: "Closed" as const },
    ...weekdays("07:00", "17:00", "service"),
  ],
};

const dealer = {
  name: "Wattle Ridge Toyota",
  address: { street: "210 Ridgeway Road", city: "Ipswich", state: "QLD" as const, postcode: "4305" },
  phones: { main: "07 3555 0100" },
  logoUrl: undefined,
};

describe("autoDealerJsonLd", () => {
  it("is an AutoDealer with each location's address, geo and openingHoursSpecification", () => {
    const json = autoDealerJsonLd(dealer, [location], "https://www.wattleridgetoyota.com.au");
    expect(json).toMatchObject({ "@context": "https://schema.org", "@type": "AutoDealer", name: "Wattle Ridge Toyota" });
    expect(json.department).toHaveLength(1);
    expect(json.department[0]).toMatchObject({
      "@type": "AutoDealer",
      name: "Wattle Ridge Toyota Sales",
      url: "https://www.wattleridgetoyota.com.au/locations/wattle-ridge-sales",
      telephone: "07 3555 0100",
      address: { "@type": "PostalAddress", streetAddress: "210 Ridgeway Road", addressLocality: "Ipswich", addressRegion: "QLD", postalCode: "4305", addressCountry: "AU" },
      geo: { "@type": "GeoCoordinates", latitude: -27.6161, longitude: 152.7581 },
    });
  });

  it("names a single location's dealer as its parent organisation", () => {
    expect(locationPageJsonLd("Wattle Ridge Toyota", location, "https://x.test").parentOrganization).toEqual({
      "@type": "AutoDealer",
      name: "Wattle Ridge Toyota",
      url: "https://x.test/",
    });
  });
});

describe("openingHoursSpecification", () => {
  it("joins the weekdays that share hours, lists the location's own department only, and skips closed days", () => {
    const spec = openingHoursSpecification(location);
    expect(spec.slice(0, 2)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map((day) => `https://schema.org/${day}`),
        opens: "08:00",
        closes: "17:30",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["https://schema.org/Saturday"], opens: "08:00", closes: "16:00" },
    ]);
  });

  it("says a closed holiday as 00:00-00:00 valid on that date only", () => {
    expect(openingHoursSpecification(location).at(-1)).toEqual({
      "@type": "OpeningHoursSpecification",
      opens: "00:00",
      closes: "00:00",
      validFrom: "2026-12-25",
      validThrough: "2026-12-25",
    });
  });

  it("leaves out Saturday where Saturdays alternate (§4), which schema.org cannot say", () => {
    const spec = openingHoursSpecification({ ...location, alternatingSaturdays: true });
    expect(spec.flatMap((entry) => entry.dayOfWeek ?? [])).not.toContain("https://schema.org/Saturday");
  });

  it("uses the service hours of a service location", () => {
    const spec = openingHoursSpecification({ ...location, locationType: "service" });
    expect(spec[0]).toMatchObject({ opens: "07:00", closes: "17:00" });
  });
});
