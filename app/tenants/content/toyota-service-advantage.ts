import type { z } from "zod";
import type { cappedPriceServicingSchema } from "../fields/service-programs";

const SIX_MONTHS = { months: 6, km: 10_000 };
const TWELVE_MONTHS = { months: 12, km: 15_000 };

/** Toyota's capped-price servicing, as vehicle-page §9 "Service Advantage pricing" gives it, row for row. */
export const TOYOTA_SERVICE_ADVANTAGE: z.input<typeof cappedPriceServicingSchema> = {
  name: "Toyota Service Advantage",
  intro: "Capped price servicing for the first years of your Toyota: you know the price of each service before you book.",
  readMore:
    "Each model's row gives its capped price, how many services it covers and how often they fall due; the cover ends when the years or the distance run out, whichever comes first. The price is for the logbook service itself: anything else your Toyota needs, such as tyres or brake pads, is quoted before we do it, and nothing is added without your say.",
  rows: [
    { models: ["Coaster"], amount: 485, years: 3, services: 6, interval: SIX_MONTHS, range: 75_000 },
    { models: ["HiAce", "Granvia", "HiLux", "Fortuner"], amount: 290, years: 3, services: 6, interval: SIX_MONTHS, range: 75_000 },
    { models: ["LandCruiser Prado"], amount: 390, years: 5, services: 10, interval: SIX_MONTHS, range: 100_000 },
    { models: ["LandCruiser 70"], amount: 525, years: 5, services: 10, interval: null, range: 75_000 },
    { models: ["LandCruiser 300", "Tundra"], amount: 400, years: 5, services: 10, interval: null, range: 75_000 },
    { models: ["bZ4X"], amount: 180, years: 5, services: 5, interval: TWELVE_MONTHS, range: 75_000 },
    { models: ["Corolla Sedan", "Corolla Hatch", "Yaris"], amount: 245, years: 5, services: 5, interval: TWELVE_MONTHS, range: 75_000 },
    { models: ["Camry"], amount: 255, years: 5, services: 5, interval: TWELVE_MONTHS, range: 75_000 },
    { models: ["Yaris Cross", "C-HR", "Corolla Cross"], amount: 250, years: 5, services: 5, interval: TWELVE_MONTHS, range: 75_000 },
    { models: ["RAV4"], amount: 260, years: 5, services: 5, interval: TWELVE_MONTHS, range: 75_000 },
    { models: ["Kluger"], amount: 265, years: 5, services: 5, interval: TWELVE_MONTHS, range: 75_000 },
  ],
  // §9: "Default: $250 per service, 5 years, 5 services, every 12 months or 15,000km, range 75,000 km."
  otherModels: { amount: 250, years: 5, services: 5, interval: TWELVE_MONTHS, range: 75_000 },
  // The range sells the Prado as "Prado", and a "Corolla" (hatch or sedan) is priced as both are.
  aliases: { prado: "landcruiser prado", corolla: "corolla hatch" },
};
