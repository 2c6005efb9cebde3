import { describe, expect, it } from "vitest";
import { locationTypeLabel, openingHoursSummary } from "./locations";

const weekdays = (open: string, close: string) =>
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday, open, close, status: "Open" as const }));

describe("openingHoursSummary", () => {
  it("collapses five weekdays with the same hours into one Mon–Fri line", () => {
    expect(
      openingHoursSummary([
        ...weekdays("08:00", "17:30"),
        { weekday: 6, open: "08:00", close: "16:00", status: "Open" },
        { weekday: 0, status: "Closed" },
      ]),
    ).toEqual([
      { days: "Mon–Fri", hours: "8:00am–5:30pm" },
      { days: "Sat", hours: "8:00am–4:00pm" },
      { days: "Sun", hours: "Closed" },
    ]);
  });

  it("counts a day without an entry as closed and joins closed days", () => {
    expect(openingHoursSummary(weekdays("07:30", "17:00"))).toEqual([
      { days: "Mon–Fri", hours: "7:30am–5:00pm" },
      { days: "Sat–Sun", hours: "Closed" },
    ]);
  });

  it("keeps days apart when their hours differ", () => {
    expect(
      openingHoursSummary([
        ...weekdays("08:30", "17:30").filter((day) => day.weekday !== 4),
        { weekday: 4, open: "08:30", close: "21:00", status: "Open" },
      ]).slice(0, 3),
    ).toEqual([
      { days: "Mon–Wed", hours: "8:30am–5:30pm" },
      { days: "Thu", hours: "8:30am–9:00pm" },
      { days: "Fri", hours: "8:30am–5:30pm" },
    ]);
  });

  it("shows nothing when the location has no opening hours", () => {
    expect(openingHoursSummary([])).toEqual([]);
  });

  it("writes noon and midnight in 12-hour time", () => {
    expect(openingHoursSummary([{ weekday: 1, open: "00:00", close: "12:00", status: "Open" }])[0]).toEqual({
      days: "Mon",
      hours: "12:00am–12:00pm",
    });
  });
});

describe("locationTypeLabel", () => {
  it("names the car-buying department for shoppers", () => {
    expect(locationTypeLabel("car-buying")).toBe("Car buying");
  });
});
