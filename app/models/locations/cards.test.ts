import { describe, expect, it } from "vitest";
import { locationCardHours, locationCards } from "./cards";

const weekdays = (open: string, close: string, department?: "service") =>
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday, open, close, status: "Open" as const, department }));

describe("locationCardHours", () => {
  it("collapses five weekdays with the same hours into one Mon - Fri line (vehicle-page §9)", () => {
    expect(
      locationCardHours({
        locationType: "sales",
        openingHours: [
          ...weekdays("08:00", "17:30"),
          { weekday: 6, open: "08:00", close: "16:00", status: "Open" },
          { weekday: 0, status: "Closed" },
        ],
      }),
    ).toEqual([
      { days: "Mon - Fri", hours: "8:00 am - 5:30 pm" },
      { days: "Sat", hours: "8:00 am - 4:00 pm" },
      { days: "Sun", hours: "Closed" },
    ]);
  });

  it("shows a service centre's service hours, not another department's", () => {
    const lines = locationCardHours({
      locationType: "service",
      openingHours: [...weekdays("08:00", "17:30"), ...weekdays("07:00", "16:00", "service")],
    });
    expect(lines[0]).toEqual({ days: "Mon - Fri", hours: "7:00 am - 4:00 pm" });
  });

  it("falls back to the first department with hours", () => {
    expect(locationCardHours({ locationType: "parts", openingHours: weekdays("07:00", "16:00", "service") })[0]).toEqual({
      days: "Mon - Fri",
      hours: "7:00 am - 4:00 pm",
    });
  });

  it("shows nothing when the location has no opening hours (vehicle-page §8)", () => {
    expect(locationCardHours({ locationType: "sales", openingHours: [] })).toEqual([]);
  });
});

describe("locationCards", () => {
  it("notes every second Saturday only on a card that shows hours", () => {
    const location = {
      id: 1,
      slug: "north",
      name: "North",
      dealershipSlug: "north-motors",
      locationType: "sales" as const,
      primary: true,
      address: { street: "1 Main St", city: "Perth", state: "WA" as const, postcode: "6000", lat: -31.9, lng: 115.8 },
      timezone: "Australia/Perth",
      alternatingSaturdays: true,
    };
    const [withHours, withoutHours] = locationCards([
      { ...location, openingHours: weekdays("08:00", "17:30") },
      { ...location, slug: "south", openingHours: [] },
    ]);
    expect(withHours).toMatchObject({ slug: "north", everySecondSaturday: true });
    expect(withHours!.hours[0]).toEqual({ days: "Mon - Fri", hours: "8:00 am - 5:30 pm" });
    expect(withHours).not.toHaveProperty("openingHours");
    expect(withoutHours).toMatchObject({ slug: "south", everySecondSaturday: false, hours: [] });
  });
});
