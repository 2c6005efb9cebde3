import { describe, expect, it } from "vitest";
import { appProcessesOnOneDatabase, serverUrl } from "~/db/testing/app-processes";
import { buildTenantCar } from "~/models/stock/testing/car-rows";
import { insertCars } from "~/models/stock/write.server";
import { findTenant } from "~/tenants";
import { emptySearchState } from "./state";

const tenant = findTenant("wattle-ridge-toyota")!;
const ours = (overrides: Parameters<typeof buildTenantCar>[1] = {}) => buildTenantCar(tenant, overrides);
/** Decision 025: a process looks at the stock version at most once a second; the rest is the poll's and the load's. */
const SEEN_WITHIN_MS = 1_500;

describe.runIf(serverUrl)("search in two app processes on one PostgreSQL database", () => {
  const app = appProcessesOnOneDatabase(2);

  it("shows a car added by one process in the other's search within a second, updating its index in place", async () => {
    const [writer, reader] = app.processes as [(typeof app.processes)[0], (typeof app.processes)[0]];
    await insertCars(app.db, [ours(), ours({ make: "Mazda", model: "CX-5" })]);
    await Promise.all([writer.run("buildSearchIndex"), reader.run("buildSearchIndex")]);
    const kias = { tenant: tenant.slug, state: { ...emptySearchState(), refinements: { make: ["Kia"] } } };
    expect(await reader.run("search", kias)).toEqual({ nbHits: 0, ids: [] });

    await writer.run("insertCars", { cars: [ours({ make: "Kia", model: "Sportage" })] });
    const written = performance.now();
    let answer = await reader.run("search", kias);
    while (answer.nbHits === 0 && performance.now() - written < 5 * SEEN_WITHIN_MS) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      answer = await reader.run("search", kias);
    }
    const seenMs = performance.now() - written;

    const [kia] = await app.db.selectFrom("cars").select("id").where("make", "=", "Kia").execute();
    expect(answer).toEqual({ nbHits: 1, ids: [kia!.id] });
    expect(seenMs).toBeLessThan(SEEN_WITHIN_MS);
    expect(reader.logged("search index built")).toBe(1);
    expect(reader.logged("search index updated")).toBe(1);
  });
});
