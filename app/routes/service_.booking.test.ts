import "~/components/search/testing/fileScope";
import { current } from "./testing/route-mocks";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { processDatabase, testBackends } from "~/db/testing/databases";
import { addDays } from "~/models/hours/appointment-slots";
import { localDate } from "~/models/hours/opening-hours";
import type { LeadFormReply } from "~/pages/leads/lead-action.server";
import { INVALID_REGO, SLOT_REQUIRED, SLOT_TAKEN } from "~/models/leads/schemas";
import { leadFormData, shopper } from "~/models/leads/testing/forms";
import { crossSiteRefusal } from "~/server/request-guards";
import { loadContext } from "~/server/testing/load-context";
import { TenantSchema, type Tenant } from "~/tenants/schema";
import { tenantInput } from "~/tenants/testing/tenant-input";
import { action, loader } from "./service_.booking";


const everyDay = (open: string, close: string) => [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open, close }));
const place = { street: "1 Test Street", city: "Ipswich", state: "QLD" as const, postcode: "4305", lat: -27.6, lng: 152.7 };

/** A sales yard and a service centre whose hours name no department (its own: service). */
const dealer = TenantSchema.parse(
  tenantInput({
    slug: "booking-motors",
    id: 31,
    locations: [
      { id: 3101, slug: "yard", name: "Booking Motors Sales", dealershipSlug: "booking-motors", timezone: "Australia/Brisbane", address: place, openingHours: everyDay("08:00", "17:00") },
      {
        id: 3102,
        slug: "workshop",
        name: "Booking Motors Service",
        dealershipSlug: "booking-motors",
        locationType: "service",
        timezone: "Australia/Brisbane",
        address: place,
        openingHours: everyDay("07:00", "10:00"),
      },
    ],
    serviceBooking: { externalUrl: "https://service.example.com/book?dealer=31" },
  }),
);
const ORIGIN = "http://www.booking-motors.com.au";
const tomorrow = addDays(localDate(new Date(), "Australia/Brisbane"), 1);

const get = (query = "") => loader({ request: new Request(`${ORIGIN}/service/booking${query}`), params: {}, context: loadContext() });
const post = (body: FormData | string, headers: Record<string, string> = {}) =>
  action({ request: new Request(`${ORIGIN}/service/booking`, { method: "POST", body, headers }), params: {}, context: loadContext() });

type Answer = Awaited<ReturnType<typeof action>>;
function replyOf(answer: Answer): { status: number; reply: LeadFormReply } {
  if (answer instanceof Response) throw new Error(`Expected a reply, got a ${answer.status} response`);
  const { data, init } = answer as { data: LeadFormReply; init: ResponseInit | null };
  return { status: init?.status ?? 200, reply: data };
}

const booking = (fields: Record<string, string> = {}) => ({
  ...shopper,
  location: "3102",
  appointment: `${tomorrow}T08:00`,
  service_type: "Logbook service",
  Rego: "abc 123",
  vehicle_make: "Toyota",
  vehicle_model: "Corolla",
  service_km: "45,000 km",
  ...fields,
});

describe.each(testBackends())("/service/booking on $kind", (backend) => {
  const database = processDatabase(backend, ["appointments", "outbox", "leads"]);
  beforeAll(() => {
    current.tenant = dealer;
  });
  beforeEach(() => {
    current.tenant = dealer;
  });

  const counts = async () => ({
    leads: (await database.db.selectFrom("leads").select("id").execute()).length,
    appointments: (await database.db.selectFrom("appointments").select("id").execute()).length,
  });

  it("auto-selects the only service location, offers its free hours of the day asked, and the dealer's external booking link", async () => {
    const page = await get(`?date=${tomorrow}`);
    expect(page.locations).toEqual([{ id: 3102, name: "Booking Motors Service" }]);
    expect(page.locationId).toBe(3102);
    expect(page.times.map((time) => time.value)).toEqual([`${tomorrow}T07:00`, `${tomorrow}T08:00`, `${tomorrow}T09:00`]);
    expect(page.external).toEqual({ url: "https://service.example.com/book?dealer=31", label: "Book on the manufacturer's service site" });
  });

  it("stores the booking as a Service Booking lead for the service department, with its slot, then goes to /success", async () => {
    const answer = await post(leadFormData(booking()));
    expect(answer).toBeInstanceOf(Response);
    const lead = await database.db.selectFrom("leads").selectAll().executeTakeFirstOrThrow();
    expect((answer as Response).headers.get("Location")).toBe(`/success?lead=${lead.id}`);
    expect(lead).toMatchObject({ form: "service-booking", category: "Service Booking" });
    expect(lead.payload).toMatchObject({ Rego: "ABC123", service_km: 45_000, preferred_date: tomorrow, preferred_time: "08:00", location: 3102 });
    const slot = await database.db.selectFrom("appointments").selectAll().executeTakeFirstOrThrow();
    expect(slot).toMatchObject({ lead_id: lead.id, kind: "service", location_id: 3102, date: tomorrow, start_time: "08:00" });
    const mail = await database.db.selectFrom("outbox").select(["subject", "body", "attachment"]).where("lead_id", "=", lead.id).executeTakeFirstOrThrow();
    expect(mail.body).toContain("Service: Logbook service");
    expect(mail.body).toContain("Booking time: 8:00 am");
    expect(mail.attachment).toContain("<description>Service booking, ");
    expect((await get(`?date=${tomorrow}`)).times.map((time) => time.value)).not.toContain(`${tomorrow}T08:00`);
  });

  it("refuses a second booking of the same slot with a clear message, storing nothing", async () => {
    await post(leadFormData(booking()));
    const { status, reply } = replyOf(await post(leadFormData(booking({ email: "sam@example.com" }))));
    expect(status).toBe(400);
    expect(reply.error?.[""]).toEqual([SLOT_TAKEN]);
    expect(await counts()).toEqual({ leads: 1, appointments: 1 });
  });

  it("refuses a time outside the hours, in the past or at a location that takes no bookings", async () => {
    for (const appointment of [`${tomorrow}T12:00`, `${tomorrow}T07:30`, "2020-01-01T08:00"]) {
      expect(replyOf(await post(leadFormData(booking({ appointment })))).reply.error?.[""]).toEqual([SLOT_TAKEN]);
    }
    expect(replyOf(await post(leadFormData(booking({ location: "3101" })))).status).toBe(400);
    expect(await counts()).toEqual({ leads: 0, appointments: 0 });
  });

  it("answers hostile input with 4xx and never a 500", async () => {
    const missing = replyOf(await post(leadFormData(booking({ appointment: "", Rego: "\u0000" }))));
    expect(missing.status).toBe(400);
    expect(missing.reply.error).toMatchObject({ appointment: [SLOT_REQUIRED], Rego: [INVALID_REGO] });
    const huge = replyOf(await post(leadFormData(booking({ vehicle_model: "x".repeat(100_000), service_km: "9".repeat(400) }))));
    expect(huge.status).toBe(400);
    const proto = leadFormData(booking());
    proto.append("__proto__[polluted]", "yes");
    proto.append("constructor[prototype][polluted]", "yes");
    await post(proto);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    await expect(post(JSON.stringify(booking()), { "Content-Type": "application/json" })).rejects.toMatchObject({ status: 415 });
    expect(
      crossSiteRefusal({ method: "POST", protocol: "https", host: "www.booking-motors.com.au", origin: "https://evil.example", fetchSite: undefined }),
    ).toMatchObject({ status: 403 });
  });

  it("reads a hostile query as no choice: a page, never an error", async () => {
    for (const query of ["?location=__proto__&date=%00", `?location=${"9".repeat(500)}&date=99999-01-01`, "?date=2026-02-31"]) {
      const page = await get(query);
      expect(page.locationId).toBe(3102);
      expect(page.date).not.toBe("2026-02-31");
    }
  });
});
