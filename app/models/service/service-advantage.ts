/*
 * Toyota Service Advantage capped-price servicing (vehicle-page §3 "Service Advantage row:
 * model, amount, years, services, interval, range"; §9 "Service Advantage pricing").
 */

/** A service interval; null where the spec's table says "not shown". */
export interface ServiceInterval {
  months: number;
  km: number;
}

export interface ServiceAdvantageRow {
  /** The models the row prices, as the table names them. */
  models: readonly string[];
  /** Dollars per service. */
  amount: number;
  years: number;
  services: number;
  interval: ServiceInterval | null;
  /** The distance the program covers, in km. */
  range: number;
}

const SIX_MONTHS: ServiceInterval = { months: 6, km: 10_000 };
const TWELVE_MONTHS: ServiceInterval = { months: 12, km: 15_000 };

/** §9: "Default: $250 per service, 5 years, 5 services, every 12 months or 15,000km, range 75,000 km." */
export const SERVICE_ADVANTAGE_DEFAULT: ServiceAdvantageRow = {
  models: [],
  amount: 250,
  years: 5,
  services: 5,
  interval: TWELVE_MONTHS,
  range: 75_000,
};

/** §9's table, row for row. */
export const SERVICE_ADVANTAGE_ROWS: readonly ServiceAdvantageRow[] = [
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
];

/**
 * Names the model list and stock use for a table entry: the Prado is sold as "Prado", and a
 * "Corolla" (hatch or sedan) is priced as both are.
 */
const ALIASES: Record<string, string> = {
  prado: "landcruiser prado",
  corolla: "corolla hatch",
};

const normalise = (name: string) => name.trim().toLowerCase().replace(/\s+/g, " ");

/** The row pricing a model, or the default for a model the table does not list (§9). */
export function serviceAdvantageFor(model: string): ServiceAdvantageRow {
  const name = normalise(model);
  const wanted = ALIASES[name] ?? name;
  return SERVICE_ADVANTAGE_ROWS.find((row) => row.models.some((listed) => normalise(listed) === wanted)) ?? SERVICE_ADVANTAGE_DEFAULT;
}

/** "Every 6 months or 10,000 km"; null where the table does not give one. */
export function describeInterval(interval: ServiceInterval | null): string | null {
  if (!interval) return null;
  return `Every ${interval.months} months or ${interval.km.toLocaleString("en-AU")} km`;
}
