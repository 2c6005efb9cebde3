import { describe, expect, it, vi } from "vitest";
import { toJsonb } from "~/db/schema";
import { migratedDatabase, testBackends } from "~/db/testing/databases";
import { logger } from "~/logger.server";
import { buildCar, insertCars } from "~/models/stock/testing/car-rows";
import { comparableStock, findTradeInOffer, saveLeadValuation, valueTradeInFromStock } from "./valuation.server";

const now = new Date("2026-06-20T02:00:00Z");
const corolla = { year: 2023, make: "Toyota", model: "Corolla", km: 40_000 };

describe.each(testBackends())("the stock valuation on $kind", (backend) => {
  const database = migratedDatabase(backend, ["trade_in_valuations", "leads", "cars"]);

  async function storedLead(form: string, payload: Record<string, unknown>) {
    const lead = await database.db
      .insertInto("leads")
      .values({
        website_id: 7,
        form_token: crypto.randomUUID(),
        form,
        category: "Trade In",
        subcategory: null,
        payload: toJsonb({ category: "Trade In", ...payload }),
        url: null,
        source: null,
        user_agent: null,
        car_id: null,
        car_dealership_id: null,
        lead_attributes: toJsonb({ visited_pages: [], linked_query_params: {} }),
        remote_address: null,
      })
      .returning(["id", "form_token"])
      .executeTakeFirstOrThrow();
    return lead;
  }

  it("compares with listed used and demo cars of the make, built within two years, on any of the platform's sites", async () => {
    await insertCars(database.db, [
      buildCar({ year: 2021, price: 20_000 }),
      buildCar({ year: 2025, car_type: "demo", price: 30_000, website_id: 2 }),
      buildCar({ year: 2020, price: 18_000 }),
      buildCar({ year: 2023, car_type: "new", price: 35_000 }),
      buildCar({ year: 2023, status: "sold", price: 24_000 }),
      buildCar({ year: 2023, show_on_dealer_website: false, price: 24_000 }),
      buildCar({ year: 2023, price: 0 }),
      buildCar({ year: 2023, make: "Mazda", model: "3", price: 24_000 }),
      buildCar({ year: 2023, make: "TOYOTA", model: "RAV4", price: 33_000, offer_price: 31_990 }),
    ]);
    const stock = await comparableStock(database.db, corolla);
    expect(stock.map((car) => [car.year, car.price]).sort()).toEqual([
      [2021, 20_000],
      [2023, 31_990],
      [2025, 30_000],
    ]);
  });

  it("does not read the stock for a car over the spec's limits", async () => {
    expect(await valueTradeInFromStock(database.db, { ...corolla, year: 2018 }, [], now)).toEqual({
      kind: "no-estimate",
      reason: "too-old",
    });
  });

  it("saves a lead's valuation once: a second save answers with the first", async () => {
    await insertCars(database.db, [20_000, 21_000, 22_000].map((price) => buildCar({ year: 2023, km: 40_000, price })));
    const lead = await storedLead("trade-in", {
      tradeInYear: 2023,
      tradeInMake: "Toyota",
      tradeInModel: "Corolla",
      tradeInKm: 40_000,
    });
    const first = await saveLeadValuation(database.db, { websiteId: 7, leadId: lead.id, now });
    expect(first).toEqual({ kind: "estimate", low: 16_000, high: 17_600, comparables: 3, basis: "model" });
    await insertCars(database.db, [buildCar({ year: 2023, km: 40_000, price: 90_000 })]);
    expect(await saveLeadValuation(database.db, { websiteId: 7, leadId: lead.id, now })).toEqual(first);
  });

  it("keeps a lead described by its rego alone as one the dealer values", async () => {
    const lead = await storedLead("trade-in", { rego: "ABC123" });
    expect(await saveLeadValuation(database.db, { websiteId: 7, leadId: lead.id, now })).toEqual({
      kind: "no-estimate",
      reason: "car-not-described",
    });
  });

  it("answers null, and logs it, when the lead is not a trade-in of this website (§8 Failed to save valuation data)", async () => {
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const lead = await storedLead("enquiry", {});
    expect(await saveLeadValuation(database.db, { websiteId: 7, leadId: lead.id, now })).toBeNull();
    expect(await saveLeadValuation(database.db, { websiteId: 8, leadId: lead.id, now })).toBeNull();
    expect(logged).toHaveBeenCalledTimes(2);
    expect(logged.mock.calls[0]![1]).toBe("Failed to save valuation data");
    logged.mockRestore();
  });

  it("finds an offer only with its lead's key and on its own website", async () => {
    const lead = await storedLead("trade-in", { rego: "ABC123" });
    await saveLeadValuation(database.db, { websiteId: 7, leadId: lead.id, now });
    expect(await findTradeInOffer(database.db, { websiteId: 7, leadId: lead.id, key: lead.form_token })).toMatchObject({
      leadId: lead.id,
      answer: null,
    });
    expect(await findTradeInOffer(database.db, { websiteId: 7, leadId: lead.id, key: crypto.randomUUID() })).toBeNull();
    expect(await findTradeInOffer(database.db, { websiteId: 8, leadId: lead.id, key: lead.form_token })).toBeNull();
  });
});
