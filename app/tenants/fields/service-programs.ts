import { z } from "zod";

/*
 * A manufacturer's capped-price servicing program as a franchise dealer shows it (vehicle-page
 * §3 "Service Advantage row: model, amount, years, services, interval, range"; §9 "Service
 * Advantage pricing"), and the service pages' titles in the manufacturer's words. Tenant
 * content, like certified programs: the platform names no make's program of its own
 * (decision 059).
 */

/** A service interval; null in a row where the manufacturer's table does not give one. */
const serviceInterval = z.object({ months: z.number().int().positive(), km: z.number().int().positive() }).strict();

const pricing = {
  /** Dollars per service. */
  amount: z.number().positive(),
  years: z.number().int().positive(),
  services: z.number().int().positive(),
  interval: serviceInterval.nullable(),
  /** The distance the program covers, in km. */
  range: z.number().int().positive(),
};

export const cappedPriceServicingSchema = z
  .object({
    /** The program's name, e.g. "Toyota Service Advantage": the section's title and the table's caption. */
    name: z.string().min(1),
    /** The line above the table. */
    intro: z.string().min(1),
    /** The "Read more..." text under it. */
    readMore: z.string().min(1),
    /** A row per group of models, as the manufacturer's table names them. */
    rows: z.array(z.object({ models: z.array(z.string().min(1)).min(1), ...pricing }).strict()).min(1),
    /** The price of every model the rows do not list. */
    otherModels: z.object(pricing).strict(),
    /** A model's name in the range or the stock, lower case, to the name a row gives it ("prado": "landcruiser prado"). */
    aliases: z.record(z.string().min(1)).default({}),
  })
  .strict();

export type CappedPriceServicing = z.output<typeof cappedPriceServicingSchema>;
export type CappedPriceRow = CappedPriceServicing["rows"][number];
export type ServiceInterval = z.output<typeof serviceInterval>;

/** The service pages a franchise titles in its manufacturer's words ("Toyota Genuine Service"). */
export const servicePageTitlesSchema = z
  .object({ service: z.string().min(1), "genuine-service": z.string().min(1), warranty: z.string().min(1) })
  .partial()
  .strict();

export type ServicePageTitles = z.output<typeof servicePageTitlesSchema>;
