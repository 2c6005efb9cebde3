import type { Kysely } from "kysely";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "~/db/schema";
import { migratedDatabase, testBackends } from "~/db/testing/databases";
import { handleLeadAction, leadFormSetup } from "~/pages/leads/lead-action.server";
import { SLOT_TAKEN } from "~/models/leads/schemas";
import { leadFormData, shopper } from "~/models/leads/testing/forms";
import { loadContext } from "~/server/testing/load-context";
import { TenantSchema } from "~/tenants/schema";
import { tenantInput } from "~/tenants/testing/tenant-input";
import { withTestDriveTimes } from "./test-drive-times.server";

const current = vi.hoisted(() => ({ db: null as Kysely<Database> | null }));
vi.mock("~/db/client.server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/db/client.server")>()),
  getDatabase: async () => current.db,
}));

const place = { street: "1 Test Street", city: "Ipswich", state: "QLD" as const, postcode: "4305", lat: -27.6, lng: 152.7 };
const everyDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: "09:00", close: "11:00" }));
const dealer = TenantSchema.parse(
  tenantInput({
    slug: "drive-motors",
    id: 41,
    locations: [
      { id: 4101, slug: "north", name: "Drive Motors North", dealershipSlug: "drive-motors", timezone: "Australia/Perth", address: place, openingHours: everyDay },
      { id: 4102, slug: "south", name: "Drive Motors South", dealershipSlug: "drive-motors", timezone: "Australia/Perth", address: place, openingHours: everyDay },
    ],
  }),
);
/** A Monday, 7 am in Perth (UTC+8): the day's four half hours are all ahead. */
const monday = new Date("2026-03-01T23:00:00Z");

describe.each(testBackends())("test-drive times on $kind", (backend) => {
  const database = migratedDatabase(backend, ["appointments", "outbox", "leads"]);
  beforeAll(() => {
    current.db = database.db;
  });

  const book = (location: string, appointment: string) =>
    handleLeadAction({
      request: new Request("http://www.drive-motors.com.au/book-test-drive", { method: "POST", body: leadFormData({ ...shopper, location, appointment }, { servedAt: new Date(monday.getTime() - 60_000) }) }),
      tenant: dealer,
      form: "test-drive",
      options: leadFormSetup(dealer, "test-drive").options,
      db: database.db,
      context: loadContext(),
      now: monday,
    });

  it("offers no times until one of several locations is chosen, then that location's free half hours by day", async () => {
    const offered = leadFormSetup(dealer, "test-drive");
    expect((await withTestDriveTimes(dealer, offered, null, monday)).slotDays).toBeUndefined();
    const south = await withTestDriveTimes(dealer, offered, "4102", monday);
    expect(south.locations).toEqual([{ id: 4102, name: "Drive Motors South" }]);
    expect(south.slotDays?.[0]).toEqual({
      date: "2026-03-02",
      label: "Mon 2 Mar",
      slots: [
        { value: "2026-03-02T09:00", label: "9:00 am" },
        { value: "2026-03-02T09:30", label: "9:30 am" },
        { value: "2026-03-02T10:00", label: "10:00 am" },
        { value: "2026-03-02T10:30", label: "10:30 am" },
      ],
    });
    expect(south.slotDays).toHaveLength(7);
  });

  it("books the chosen time with the lead, takes it off the offer at that location only, and refuses it twice", async () => {
    expect(await book("4102", "2026-03-02T09:30")).toBeInstanceOf(Response);
    const slot = await database.db.selectFrom("appointments").selectAll().executeTakeFirstOrThrow();
    expect(slot).toMatchObject({ kind: "test-drive", location_id: 4102, date: "2026-03-02", start_time: "09:30" });
    const offered = leadFormSetup(dealer, "test-drive");
    const times = async (location: string) =>
      (await withTestDriveTimes(dealer, offered, location, monday)).slotDays?.[0]?.slots.map((slot) => slot.value);
    expect(await times("4102")).not.toContain("2026-03-02T09:30");
    expect(await times("4101")).toContain("2026-03-02T09:30");

    const again = (await book("4102", "2026-03-02T09:30")) as { data: { error?: Record<string, string[]> }; init: ResponseInit };
    expect(again.init.status).toBe(400);
    expect(again.data.error?.[""]).toEqual([SLOT_TAKEN]);
    expect(await database.db.selectFrom("leads").select("id").execute()).toHaveLength(1);
  });
});
