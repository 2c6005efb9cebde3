import "~/components/search/testing/fileScope";
import fs from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDatabase } from "~/db/client.server";
import { processDatabase, testBackends } from "~/db/testing/databases";
import { buildCar, insertCars } from "~/models/stock/testing/car-rows";
import { TenantSchema } from "~/tenants/schema";
import { tenantInput } from "~/tenants/testing/tenant-input";
import { carLeadFormAction, carLeadFormPage, type CarLeadForm } from "./car-lead-forms.server";
import { loadContext } from "~/server/testing/load-context";

// DATA_DIR is read when env.server.ts loads: a temp one first, for the files a route writes.
const dataDir = await vi.hoisted(async () => (await import("~/db/testing/temp-data-dir")).useTempDataDir("car-lead-forms-test-"));

const tenant = TenantSchema.parse(tenantInput({ id: 61, slug: "sold-motors-61" }));

afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

describe.each(testBackends())("the car lead forms on $kind", (backend) => {
  processDatabase(backend);

  beforeAll(async () => {
    const where = {
      website_id: tenant.id,
      dealership_id: tenant.dealerships[0]!.id,
      dealership_slug: tenant.dealerships[0]!.slug,
      location_id: tenant.locations[0]!.id,
    };
    await insertCars(await getDatabase(), [
      buildCar({ ...where, slug: "2021-toyota-corolla-sold", status: "sold", sold_at: new Date() }),
      buildCar({ ...where, slug: "2021-toyota-corolla-in-stock", status: "in_stock" }),
    ]);
  });

  async function thrownBy(promise: Promise<unknown>): Promise<Response | null> {
    return promise.then(
      () => null,
      (error: unknown) => (error instanceof Response ? error : Promise.reject(error)),
    );
  }

  const request = (path: string, init?: RequestInit) => new Request(`http://localhost${path}`, init);

  describe("the forms of a sold car (sold cars still took car leads)", () => {
    it.each<CarLeadForm>(["test-drive", "make-an-offer", "request-photos"])(
      "sends /cars/{sold}/%s back to the vehicle page, for a visit and a post",
      async (form) => {
        const path = `/cars/2021-toyota-corolla-sold/${form}`;
        const visit = await thrownBy(carLeadFormPage(tenant, "2021-toyota-corolla-sold", form));
        expect(visit?.status).toBe(303);
        expect(visit?.headers.get("Location")).toBe("/cars/2021-toyota-corolla-sold");
        const post = await thrownBy(
          carLeadFormAction(request(path, { method: "POST", body: new FormData() }), loadContext(), tenant, "2021-toyota-corolla-sold", form),
        );
        expect(post?.headers.get("Location")).toBe("/cars/2021-toyota-corolla-sold");
      },
    );

    it("keeps the enquiry of a sold car, and every form of an available one", async () => {
      expect((await carLeadFormPage(tenant, "2021-toyota-corolla-sold", "enquiry")).slug).toBe(
        "2021-toyota-corolla-sold",
      );
      const page = await carLeadFormPage(tenant, "2021-toyota-corolla-in-stock", "make-an-offer");
      expect(page.setup.form).toBe("make-an-offer");
    });
  });
});
