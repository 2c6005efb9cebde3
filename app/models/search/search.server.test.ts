import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { migratedDatabase, testBackends } from "~/db/testing/databases";
import { buildTenantCar } from "~/models/stock/testing/car-rows";
import { bumpStockVersion, insertCars } from "~/models/stock/write.server";
import { findTenant } from "~/tenants";
import { findListedCar, listedCarPages } from "~/models/car/vehicle.server";
import {
  buildSearchIndex,
  ensureFreshIndex,
  getCarRecords,
  refreshSearchIndexIfChanged,
  searchIndexSaved,
  searchIndexStatus,
  searchStock,
  startSearchIndex,
  stockVocabulary,
} from "./search.server";
import { emptySearchState } from "./state";

const tenant = findTenant("wattle-ridge-toyota")!;
const ours = (overrides: Parameters<typeof buildTenantCar>[1] = {}) => buildTenantCar(tenant, overrides);

describe.each(testBackends())("search over the database on $kind", (backend) => {
  const database = migratedDatabase(backend);

  beforeAll(async () => {
    await insertCars(database.db, [ours(), ours({ make: "Mazda", model: "CX-5" }), ours({ show_on_dealer_website: false })]);
    await buildSearchIndex(database.db);
  });

  it("answers from an index built from the database, through the algoliasearch client", async () => {
    const result = await searchStock(database.db, tenant, emptySearchState());
    expect(result.nbHits).toBe(2);
    expect(result.facets.make).toEqual({ Toyota: 1, Mazda: 1 });
    expect(result.hits[0]).toMatchObject({ tenant_slug: tenant.slug, location_name: tenant.locations[0]!.name });
    expect(searchIndexStatus()).toMatchObject({ ready: true, records: 3 });
  });

  it('leaves a tenant\'s excluded makes (search-journey §9: "excluded makes or stock numbers") out of search, its lists by id and its car pages alike', async () => {
    const excluding = { ...tenant, search: { ...tenant.search, excludedMakes: ["Mazda"] } };
    const result = await searchStock(database.db, excluding, emptySearchState());
    expect(result.facets.make).toEqual({ Toyota: 1 });
    const listed = await listedCarPages(database.db, excluding, 100);
    // What search counts is what the site opens: the sitemap's car pages are the same cars.
    expect(listed.map((car) => car.slug).sort()).toEqual(result.hits.map((hit) => hit.slug).sort());
    expect(result.nbHits).toBe(listed.length);
    const mazda = (await searchStock(database.db, tenant, emptySearchState())).hits.find((hit) => hit.make === "Mazda")!;
    expect(await findListedCar(database.db, excluding, mazda.slug)).toBeNull();
    expect(await getCarRecords(excluding, [String(mazda.id)])).toEqual([]);
    expect((await getCarRecords(tenant, [String(mazda.id)])).map((car) => car.make)).toEqual(["Mazda"]);
  });

  it("reads the words the search box understands from the tenant's listed stock, again once the stock changes", async () => {
    const before = await stockVocabulary(database.db, tenant);
    expect([...(before.values.make ?? [])].sort()).toEqual(["Mazda", "Toyota"]);
    expect(before.values.model).toContain("CX-5");
    expect(await stockVocabulary(database.db, tenant)).toBe(before);
    await insertCars(database.db, [ours({ make: "Subaru", model: "Forester" })]);
    await refreshSearchIndexIfChanged(database.db);
    const after = await stockVocabulary(database.db, tenant);
    expect([...(after.values.make ?? [])].sort()).toEqual(["Mazda", "Subaru", "Toyota"]);
    await database.db.deleteFrom("cars").where("make", "=", "Subaru").execute();
    await bumpStockVersion(database.db);
    await refreshSearchIndexIfChanged(database.db);
  });

  it("picks up stock written after the index was built, without building it afresh", async () => {
    await insertCars(database.db, [ours({ make: "Kia", model: "Sportage" })]);
    expect(await refreshSearchIndexIfChanged(database.db)).toBe("updated");
    const result = await searchStock(database.db, tenant, { ...emptySearchState(), refinements: { make: ["Kia"] } });
    expect(result.nbHits).toBe(1);
    expect(result.hits[0]!.model).toBe("Sportage");
  });

  it("updates a change of thousands of cars in place, as an import of a dealer's yard writes it", async () => {
    await insertCars(database.db, Array.from({ length: 2_500 }, () => ours({ make: "Hyundai", model: "Tucson" })));
    expect(await refreshSearchIndexIfChanged(database.db)).toBe("updated");
    const result = await searchStock(database.db, tenant, { ...emptySearchState(), refinements: { make: ["Hyundai"] } });
    expect(result.nbHits).toBe(2_500);
  }, 60_000);

  it("changes one car in search in place, answering as an index built afresh", async () => {
    const states = [
      emptySearchState(),
      { ...emptySearchState(), refinements: { make: ["Subaru"] } },
      { ...emptySearchState(), query: "outback" },
    ];
    const answers = async () =>
      (await Promise.all(states.map((state) => searchStock(database.db, tenant, state, new Date(0))))).map(
        (answer) => ({ ...answer, processingTimeMS: 0 }),
      );
    const [car] = await database.db.selectFrom("cars").select("id").orderBy("id").limit(1).execute();
    await database.db.transaction().execute(async (trx) => {
      await trx.updateTable("cars").set({ make: "Subaru", model: "Outback" }).where("id", "=", car!.id).execute();
      await bumpStockVersion(trx, [car!.id]);
    });
    expect(await refreshSearchIndexIfChanged(database.db)).toBe("updated");
    const updated = await answers();
    expect(updated[1]!.nbHits).toBe(1);
    expect(updated[2]!.hits[0]!.model).toBe("Outback");
    await buildSearchIndex(database.db);
    expect(await answers()).toEqual(updated);
  });

  it("builds afresh after a bulk change that lists no cars", async () => {
    await database.db.transaction().execute((trx) => bumpStockVersion(trx));
    expect(await refreshSearchIndexIfChanged(database.db)).toBe("rebuilt");
  });

  it("a search while the index is built afresh answers from the index already there, without waiting", async () => {
    const before = searchIndexStatus().builtAt;
    await database.db.transaction().execute((trx) => bumpStockVersion(trx));
    const rebuilding = refreshSearchIndexIfChanged(database.db);
    await ensureFreshIndex(database.db);
    expect(searchIndexStatus().builtAt).toBe(before);
    expect(await rebuilding).toBe("rebuilt");
    expect(searchIndexStatus().builtAt).not.toBe(before);
  });

  it("a search during the start waits for the start's index, and the next start loads the file it saved", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "search-start-"));
    const indexFile = path.join(dir, "search-index.bin");
    const starting = startSearchIndex(database.db, { indexFile });
    // Not "unchanged" from the index built before, nor a second build: the start's own answer.
    expect(await refreshSearchIndexIfChanged(database.db)).toBe("rebuilt");
    expect(await starting).toBe("rebuilt");
    await searchIndexSaved();
    expect(await startSearchIndex(database.db, { indexFile })).toBe("loaded");
    expect((await fs.readdir(dir)).filter((name) => name.endsWith(".tmp"))).toEqual([]);
    await fs.rm(dir, { recursive: true, force: true });
  });
});
