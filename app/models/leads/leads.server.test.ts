import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { FileMailer, type Mailer, type MailMessage } from "~/adapters/mail/index.server";
import { readEml } from "~/adapters/mail/testing/eml";
import type { CarRow } from "~/db/schema";
import { migratedDatabase, testBackends } from "~/db/testing/databases";
import { buildCar, insertCars } from "~/models/stock/testing/car-rows";
import type { Tenant } from "~/tenants/schema";
import { altchaPayload, solveAltchaChallenge } from "./altcha-solver";
import { ACKNOWLEDGEMENTS_PER_RECIPIENT } from "./acknowledgement";
import { receiveLeadForm, type LeadRequestMeta, type ReceivedLead } from "./leads.server";
import { deliverOutbox, retryDelayMs } from "./outbox-delivery.server";
import { createOutboxWorker, deliverDueOutbox } from "./outbox-worker.server";
import {
  ALTCHA_FIELD,
  FIRST_NAME_REQUIRED,
  FORM_TOKEN_FIELD,
  INVALID_POSTCODE,
  LEAD_CATEGORIES,
  CONFIRM_ANOTHER_LEAD,
  LEAD_CONFIRM_FIELD,
  TOO_MANY_LEADS,
  type LeadForm,
} from "./schemas";
import { createAltchaChallenge, issueLeadConfirmation, LEAD_RATE_LIMIT } from "./spam.server";
import { leadFormData, shopper } from "./testing/forms";
import { soloTenant } from "./testing/tenants";
import { checkAdf10 } from "./testing/adf";
import { parseXml, xmlAll, xmlText } from "./testing/xml";

vi.hoisted(() => {
  process.env.LOG_LEVEL ??= "silent";
});

/** A mailer that keeps what it was given, or fails like a mail server that is down. */
class RecordingMailer implements Mailer {
  sent: MailMessage[] = [];
  failWith: string | null = null;
  /** Only mail to this address fails, as when one recipient's server is down. */
  failFor: string | null = null;

  async send(message: MailMessage): Promise<void> {
    if (this.failWith && (this.failFor === null || message.to.includes(this.failFor))) throw new Error(this.failWith);
    this.sent.push(message);
  }
}

const enquiry = (car: Pick<CarRow, "id">, extra: Record<string, string> = {}) => ({
  ...shopper,
  car_id: String(car.id),
  message: "Is it still available?",
  opt_in: "on",
  ...extra,
});

describe.each(testBackends())("lead core on $kind", (backend) => {
  const database = migratedDatabase(backend);
  let nextTenantId = 300;


  /** A dealer of its own per test, with one used car in stock: counts never mix between tests. */
  async function dealerWithCar(overrides: Parameters<typeof soloTenant>[1] = {}, carOverrides: Parameters<typeof buildCar>[0] = {}) {
    nextTenantId += 1;
    const tenant = soloTenant(nextTenantId, overrides);
    const [car] = await insertCars(database.db, [
      buildCar({
        website_id: tenant.id,
        dealership_id: tenant.dealerships[0]!.id,
        dealership_slug: tenant.dealerships[0]!.slug,
        location_id: tenant.locations[0]!.id,
        stocknum: `U${nextTenantId}`,
        vin: "JTDBR32E720123456",
        ...carOverrides,
      }),
    ]);
    return { tenant, car: car! };
  }

  function receive(
    tenant: Tenant,
    formData: FormData,
    options: { form?: LeadForm; request?: LeadRequestMeta; now?: Date } = {},
  ): Promise<ReceivedLead> {
    return receiveLeadForm(database.db, {
      tenant,
      form: options.form ?? "enquiry",
      formData,
      options: {},
      request: options.request ?? { url: "https://www.example.com.au/cars/2021-toyota-corolla", remoteAddress: "203.0.113.7" },
      now: options.now,
    });
  }

  async function leadsOf(tenant: Tenant) {
    return database.db.selectFrom("leads").selectAll().where("website_id", "=", tenant.id).orderBy("id").execute();
  }

  async function outboxOf(tenant: Tenant) {
    return database.db
      .selectFrom("outbox")
      .innerJoin("leads", "leads.id", "outbox.lead_id")
      .selectAll("outbox")
      .where("leads.website_id", "=", tenant.id)
      .orderBy("outbox.id")
      .execute();
  }

  describe("receiving a lead form", () => {
    it("answers bad input with field errors (§5 texts) and stores nothing", async () => {
      const { tenant, car } = await dealerWithCar();
      const received = await receive(tenant, leadFormData(enquiry(car, { name: "", postcode: "430" })));
      expect(received.status).toBe("invalid");
      const reply = received.status === "invalid" ? received.submission.reply() : null;
      expect(reply?.error).toMatchObject({ name: [FIRST_NAME_REQUIRED], postcode: [INVALID_POSTCODE] });
      expect(await leadsOf(tenant)).toEqual([]);
      expect(await outboxOf(tenant)).toEqual([]);
    });

    it("stores one lead and one outbox message whose ADF/XML parses", async () => {
      const { tenant, car } = await dealerWithCar();
      const received = await receive(tenant, leadFormData(enquiry(car)));
      expect(received).toMatchObject({ status: "stored", duplicate: false, eventId: 15 });

      const [lead, ...otherLeads] = await leadsOf(tenant);
      expect(otherLeads).toEqual([]);
      expect(lead).toMatchObject({
        form: "enquiry",
        category: LEAD_CATEGORIES.vehicleEnquiry,
        car_id: car.id,
        remote_address: "203.0.113.7",
        url: "https://www.example.com.au/cars/2021-toyota-corolla",
      });
      expect(lead!.payload).toMatchObject({ name: "Jane", email: "jane@example.com", phone: "0412345678", stock_number: car.stocknum });

      const [message, ...otherMessages] = await outboxOf(tenant);
      expect(otherMessages).toEqual([]);
      expect(message).toMatchObject({ lead_id: lead!.id, attempts: 0, delivered_at: null, reply_to: "jane@example.com" });
      expect(message!.attachment_name).toBe(`lead-${lead!.id}.xml`);
      const { root } = parseXml(message!.attachment!);
      expect(root.name).toBe("adf");
      expect(xmlText(root, "prospect/id")).toBe(String(lead!.id));
      expect(xmlText(root, "prospect/vehicle/stock")).toBe(car.stocknum);
      expect(xmlText(root, "prospect/customer/contact/email")).toBe("jane@example.com");
      expect(xmlAll(root, "prospect/customer/contact/name").map((name) => name.text)).toEqual(["Jane", "Citizen"]);
    });

    it("tells the dealer the price the shopper saw: an offer price that undercuts the car's own", async () => {
      const { tenant, car } = await dealerWithCar({}, { price: 14_990, offer_price: 13_490 });
      expect(await receive(tenant, leadFormData(enquiry(car)))).toMatchObject({ status: "stored" });
      const [message] = await outboxOf(tenant);
      expect(message!.body).toContain("$13,490");
      expect(message!.body).not.toContain("$14,990");
      expect(xmlText(parseXml(message!.attachment!).root, "prospect/vehicle/price")).toBe("13490");
    });

    it("stores one lead for the same form token sent twice, one after the other or at once", async () => {
      const { tenant, car } = await dealerWithCar();
      const once = leadFormData(enquiry(car));
      const first = await receive(tenant, once);
      const again = await receive(tenant, once);
      expect(first).toMatchObject({ status: "stored", duplicate: false });
      expect(again).toMatchObject({ status: "stored", duplicate: true });
      expect(again.status === "stored" && first.status === "stored" && again.leadId === first.leadId).toBe(true);

      const twice = leadFormData(enquiry(car));
      const both = await Promise.all([receive(tenant, twice), receive(tenant, twice)]);
      expect(both.map((result) => result.status)).toEqual(["stored", "stored"]);
      expect(both.filter((result) => result.status === "stored" && result.duplicate)).toHaveLength(1);

      expect(await leadsOf(tenant)).toHaveLength(2);
      expect(await outboxOf(tenant)).toHaveLength(2);
    });

    it("stores 50 submissions sent at once: 50 leads and 50 outbox rows", async () => {
      const { tenant, car } = await dealerWithCar();
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          receive(tenant, leadFormData(enquiry(car, { email: `shopper${index}@example.com` })), {
            request: { remoteAddress: `198.51.100.${index + 1}` },
          }),
        ),
      );
      expect(results.every((result) => result.status === "stored" && !result.duplicate)).toBe(true);
      const leadIds = new Set(results.map((result) => (result.status === "stored" ? result.leadId : null)));
      expect(leadIds.size).toBe(50);
      expect(await leadsOf(tenant)).toHaveLength(50);
      expect(await outboxOf(tenant)).toHaveLength(50);
    });

    it(`past ${LEAD_RATE_LIMIT.withoutCaptcha} leads in 10 minutes without a solved captcha asks the shopper to send again, and takes the lead sent again`, async () => {
      const { tenant, car } = await dealerWithCar();
      const from = (address: string) => ({ request: { remoteAddress: address } });
      const outcomes = [];
      for (let index = 0; index < LEAD_RATE_LIMIT.withoutCaptcha + 1; index += 1) {
        outcomes.push(await receive(tenant, leadFormData(enquiry(car)), from("203.0.113.9")));
      }
      expect(outcomes.map((outcome) => outcome.status)).toEqual(["stored", "stored", "rejected"]);
      expect(outcomes.at(-1)).toMatchObject({ status: "rejected", reason: "confirm", message: CONFIRM_ANOTHER_LEAD });
      // Sent again with the confirmation the answer carried: a person gets through.
      const again = leadFormData(enquiry(car));
      again.set(LEAD_CONFIRM_FIELD, issueLeadConfirmation(String(again.get(FORM_TOKEN_FIELD))));
      expect(await receive(tenant, again, from("203.0.113.9"))).toMatchObject({ status: "stored" });
      // A confirmation signed for another form vouches for nothing.
      const forged = leadFormData(enquiry(car));
      forged.set(LEAD_CONFIRM_FIELD, issueLeadConfirmation(crypto.randomUUID()));
      expect(await receive(tenant, forged, from("203.0.113.9"))).toMatchObject({ status: "rejected", reason: "confirm" });
      // Another shopper (another address) is not held up by the first one's posts.
      expect(await receive(tenant, leadFormData(enquiry(car)), from("203.0.113.10"))).toMatchObject({ status: "stored" });
      expect(await leadsOf(tenant)).toHaveLength(LEAD_RATE_LIMIT.withoutCaptcha + 2);
    });

    it(`refuses every lead from one client past ${LEAD_RATE_LIMIT.hard} in 10 minutes, with the TOO_MANY_LEADS text, counting an IPv6 /64 as one client`, async () => {
      const { tenant, car } = await dealerWithCar();
      const confirmed = () => {
        const formData = leadFormData(enquiry(car));
        formData.set(LEAD_CONFIRM_FIELD, issueLeadConfirmation(String(formData.get(FORM_TOKEN_FIELD))));
        return formData;
      };
      const statuses = [];
      for (let index = 0; index < LEAD_RATE_LIMIT.hard + 1; index += 1) {
        const address = `2001:db8:7:1::${(index + 1).toString(16)}`;
        statuses.push((await receive(tenant, confirmed(), { request: { remoteAddress: address } })).status);
      }
      expect(statuses).toEqual([...Array(LEAD_RATE_LIMIT.hard).fill("stored"), "rejected"]);
      const refused = await receive(tenant, confirmed(), { request: { remoteAddress: "2001:db8:7:1:abcd::1" } });
      expect(refused).toMatchObject({ status: "rejected", reason: "rate-limited", message: TOO_MANY_LEADS });
      expect(await receive(tenant, confirmed(), { request: { remoteAddress: "2001:db8:7:2::1" } })).toMatchObject({ status: "stored" });
    });

    it(`lets a browser that solved the captcha send ${LEAD_RATE_LIMIT.withCaptcha} leads in 10 minutes, and more with a captcha solved each time`, async () => {
      const { tenant, car } = await dealerWithCar();
      const solvedForm = async () => {
        const formData = leadFormData(enquiry(car));
        const challenge = createAltchaChallenge(String(formData.get(FORM_TOKEN_FIELD)), new Date(), { maxNumber: 50 });
        const solution = await solveAltchaChallenge(challenge);
        formData.set(ALTCHA_FIELD, altchaPayload(challenge, solution!));
        return formData;
      };
      const statuses = [];
      for (let index = 0; index < LEAD_RATE_LIMIT.withCaptcha + 2; index += 1) {
        statuses.push((await receive(tenant, await solvedForm(), { request: { remoteAddress: "203.0.113.11" } })).status);
      }
      expect(statuses).toEqual(Array(LEAD_RATE_LIMIT.withCaptcha + 2).fill("stored"));
      // Past the quiet limit a form without a solution is asked for one, not stored.
      expect(await receive(tenant, leadFormData(enquiry(car)), { request: { remoteAddress: "203.0.113.11" } })).toMatchObject({
        status: "rejected",
        reason: "confirm",
      });
    });

    it("acknowledges at most 3 leads a day to one address, greeting a name with a link plainly, and sends the dealer every lead", async () => {
      const { tenant, car } = await dealerWithCar({ leadMail: { acknowledgeShopper: true } });
      const attack = { email: "victim@example.org", name: "Visit http://spam.example/win now" };
      for (let index = 0; index < 12; index += 1) {
        const received = await receive(tenant, leadFormData(enquiry(car, attack)), {
          request: { remoteAddress: `198.51.100.${index + 1}` },
        });
        expect(received.status).toBe("stored");
      }
      const messages = await outboxOf(tenant);
      const acknowledgements = messages.filter((message) => message.kind === "lead-acknowledgement");
      expect(acknowledgements).toHaveLength(ACKNOWLEDGEMENTS_PER_RECIPIENT.perDay);
      expect(acknowledgements.every((message) => message.body.startsWith("Hello,\n"))).toBe(true);
      expect(messages.filter((message) => message.kind === "lead-email")).toHaveLength(12);
      // The same address written in capitals is the same inbox; another shopper's is not held up.
      await receive(tenant, leadFormData(enquiry(car, { email: "Victim@Example.org" })), { request: { remoteAddress: "198.51.100.50" } });
      await receive(tenant, leadFormData(enquiry(car, { email: "jane@example.com" })), { request: { remoteAddress: "198.51.100.51" } });
      const recipients = (await outboxOf(tenant)).filter((message) => message.kind === "lead-acknowledgement").map((message) => message.recipient);
      expect(recipients.filter((recipient) => recipient.toLowerCase() === "victim@example.org")).toHaveLength(3);
      expect(recipients).toContain("jane@example.com");
      // A day on, the address hears back again.
      const dayOn = Date.now() + 24 * 60 * 60 * 1000 + 60_000;
      const later = await receive(tenant, leadFormData(enquiry(car, attack), { servedAt: new Date(dayOn - 60_000) }), {
        request: { remoteAddress: "198.51.100.60" },
        now: new Date(dayOn),
      });
      expect(later.status).toBe("stored");
      expect((await outboxOf(tenant)).filter((message) => message.kind === "lead-acknowledgement")).toHaveLength(5);
    });

    it('files a reservation under "Reserve", about the car, counted as its enquiry (§7 has no id for it)', async () => {
      const { tenant, car } = await dealerWithCar();
      const received = await receive(tenant, leadFormData({ ...shopper, car_id: String(car.id) }), { form: "reservation" });
      expect(received).toMatchObject({ status: "stored", eventId: 15 });
      const [lead] = await leadsOf(tenant);
      expect(lead).toMatchObject({ form: "reservation", category: LEAD_CATEGORIES.reserve, car_id: car.id });
      const [message] = await outboxOf(tenant);
      expect(message!.subject).toMatch(/^Reserve: /);
    });
  });

  describe("delivering the outbox", () => {
    // deliverOutbox sends whatever is due on the whole database: each test starts with nothing due.
    beforeEach(async () => {
      await database.db
        .updateTable("outbox")
        .set({ delivered_at: new Date(), next_attempt_at: null })
        .where("delivered_at", "is", null)
        .execute();
    });

    it("keeps the lead when the mail server fails, retries later, and delivers once it works", async () => {
      const { tenant, car } = await dealerWithCar();
      const storedAt = new Date();
      await receive(tenant, leadFormData(enquiry(car)), { now: storedAt });
      const mailer = new RecordingMailer();
      mailer.failWith = "connect ECONNREFUSED 127.0.0.1:587";

      expect(await deliverOutbox(database.db, mailer, storedAt)).toEqual({ delivered: 0, failed: 1 });
      expect(await leadsOf(tenant)).toHaveLength(1);
      const [failed] = await outboxOf(tenant);
      expect(failed).toMatchObject({ attempts: 1, delivered_at: null, last_error: "connect ECONNREFUSED 127.0.0.1:587" });
      expect(failed!.next_attempt_at!.getTime()).toBe(storedAt.getTime() + retryDelayMs(1));

      mailer.failWith = null;
      const beforeRetry = new Date(storedAt.getTime() + retryDelayMs(1) - 1_000);
      expect(await deliverOutbox(database.db, mailer, beforeRetry)).toEqual({ delivered: 0, failed: 0 });
      const retryAt = new Date(storedAt.getTime() + retryDelayMs(1));
      expect(await deliverOutbox(database.db, mailer, retryAt)).toEqual({ delivered: 1, failed: 0 });

      const [delivered] = await outboxOf(tenant);
      expect(delivered).toMatchObject({ attempts: 2, last_error: null, next_attempt_at: null });
      expect(delivered!.delivered_at!.getTime()).toBe(retryAt.getTime());
      expect(mailer.sent).toHaveLength(1);
      expect(mailer.sent[0]!.attachments[0]).toMatchObject({ contentType: "application/xml", filename: failed!.attachment_name });
    });

    it("writes the dealer's email as an .eml file with the ADF attached (the embedded mail adapter)", async () => {
      const { tenant, car } = await dealerWithCar();
      await receive(tenant, leadFormData(enquiry(car)));
      const outbox = await fs.mkdtemp(path.join(os.tmpdir(), "lead-outbox-test-"));
      try {
        expect(await deliverOutbox(database.db, new FileMailer(outbox))).toEqual({ delivered: 1, failed: 0 });
        const [file] = await fs.readdir(outbox);
        const eml = readEml(await fs.readFile(path.join(outbox, file!), "utf8"));
        expect(eml.headers["reply-to"]).toBe("jane@example.com");
        expect(eml.parts[1]!.headers["content-type"]).toMatch(/^application\/xml/);
        expect(parseXml(eml.parts[1]!.body).root.name).toBe("adf");
      } finally {
        await fs.rm(outbox, { recursive: true, force: true });
      }
    });

    it("a run of the server's worker (started by a nudge after a lead is stored) sends the lead", async () => {
      const { tenant, car } = await dealerWithCar();
      const mailer = new RecordingMailer();
      const worker = createOutboxWorker({ db: database.db, mailer, intervalMs: 60_000 });
      try {
        await receive(tenant, leadFormData(enquiry(car)));
        expect(await worker.tick()).toEqual({ delivered: 1, failed: 0 });
        expect(mailer.sent.map((message) => message.replyTo)).toEqual(["jane@example.com"]);
      } finally {
        await worker.stop();
      }
    });

    it("npm run outbox:deliver sends everything due, batch after batch, and counts what is left", async () => {
      const { tenant, car } = await dealerWithCar();
      for (let index = 0; index < 5; index += 1) {
        await receive(tenant, leadFormData(enquiry(car)), { request: { remoteAddress: null } });
      }
      const batches: number[] = [];
      const summary = await deliverDueOutbox(database.db, new RecordingMailer(), {
        batchSize: 2,
        onBatch: (batch) => batches.push(batch.delivered),
      });
      expect(summary).toEqual({ delivered: 5, failed: 0, waiting: 0 });
      expect(batches).toEqual([2, 2, 1]);
    });
  });

  describe("routing, formats and the shopper's acknowledgement", () => {
    const routes = {
      leadMail: {
        acknowledgeShopper: true,
        routes: [
          { recipients: ["crm@dealer.example"], format: "adf-body" as const },
          { recipients: ["manager@dealer.example"], format: "plain" as const },
          { department: "service" as const, recipients: ["service@dealer.example"], format: "plain" as const },
          { department: "careers" as const, recipients: ["careers@dealer.example"], format: "plain" as const },
          { department: "finance" as const, recipients: ["finance@dealer.example"] },
        ],
      },
    };

    beforeEach(async () => {
      await database.db
        .updateTable("outbox")
        .set({ delivered_at: new Date(), next_attempt_at: null })
        .where("delivered_at", "is", null)
        .execute();
    });

    it("stores one outbox message per recipient in its route's format, then the acknowledgement, with the lead", async () => {
      const { tenant, car } = await dealerWithCar(routes);
      // A forged Host must not reach the mail: links come from the tenant's primary domain.
      const received = await receive(tenant, leadFormData(enquiry(car)), {
        request: { url: "https://evil.example/cars/x", remoteAddress: "203.0.113.40" },
      });
      expect(received).toMatchObject({ status: "stored" });
      const messages = await outboxOf(tenant);
      expect(messages.map((message) => [message.kind, message.recipient, message.format])).toEqual([
        ["lead-email", "crm@dealer.example", "adf-body"],
        ["lead-email", "manager@dealer.example", "plain"],
        ["lead-acknowledgement", "jane@example.com", null],
      ]);
      const [crm, manager, acknowledgement] = messages;
      expect(xmlText(checkAdf10(crm!.body), "prospect/vehicle/stock")).toBe(car.stocknum);
      expect(crm!.attachment).toBeNull();
      expect(manager!.body).toContain(`Vehicle: ${car.name}`);
      expect(manager!.attachment).toBeNull();
      const origin = `https://${tenant.domains[0]}`;
      expect(acknowledgement!.body).toContain(`${origin}/cars/${car.slug}`);
      expect(acknowledgement!.html_body).toContain(`<img src="${origin}/images?src=`);
      expect(`${acknowledgement!.body}${acknowledgement!.html_body}`).not.toContain("evil.example");
      expect(acknowledgement!.body).not.toContain("Is it still available?");
      expect(acknowledgement!.reply_to).toBe("manager@dealer.example");
      expect(new Set(messages.map((message) => message.message_id)).size).toBe(3);
    });

    it("sends a careers enquiry only to the careers route, as plain mail; a service enquiry only to service", async () => {
      const { tenant } = await dealerWithCar(routes);
      const general = (category: string) => leadFormData({ ...shopper, message: "Hello", category });
      await receive(tenant, general("Careers Enquiry"), { form: "general-enquiry", request: { remoteAddress: null } });
      await receive(tenant, general("Service Enquiry"), { form: "general-enquiry", request: { remoteAddress: null } });
      const messages = (await outboxOf(tenant)).filter((message) => message.kind === "lead-email");
      expect(messages.map((message) => [message.recipient, message.format, message.attachment])).toEqual([
        ["careers@dealer.example", "plain", null],
        ["service@dealer.example", "plain", null],
      ]);
      expect(messages.every((message) => !message.body.includes("<adf>"))).toBe(true);
    });

    it("retries each recipient on its own: one mail server down holds up no other copy", async () => {
      const { tenant, car } = await dealerWithCar(routes);
      const storedAt = new Date();
      await receive(tenant, leadFormData(enquiry(car)), { now: storedAt });
      const mailer = new RecordingMailer();
      mailer.failWith = "451 try again later";
      mailer.failFor = "crm@dealer.example";
      expect(await deliverOutbox(database.db, mailer, storedAt)).toEqual({ delivered: 2, failed: 1 });
      const after = await outboxOf(tenant);
      expect(after.map((message) => [message.recipient, message.delivered_at !== null, message.last_error])).toEqual([
        ["crm@dealer.example", false, "451 try again later"],
        ["manager@dealer.example", true, null],
        ["jane@example.com", true, null],
      ]);
      mailer.failWith = null;
      expect(await deliverOutbox(database.db, mailer, new Date(storedAt.getTime() + retryDelayMs(1)))).toEqual({
        delivered: 1,
        failed: 0,
      });
      expect(mailer.sent.map((message) => message.to[0])).toEqual([
        "manager@dealer.example",
        "jane@example.com",
        "crm@dealer.example",
      ]);
    });

    it("writes an .eml of each format that a mail client opens: headers, MIME parts, the ADF where it belongs", async () => {
      const { tenant, car } = await dealerWithCar({
        leadMail: {
          acknowledgeShopper: true,
          routes: [
            { recipients: ["attached@dealer.example"], format: "adf-attachment" },
            { recipients: ["crm@dealer.example"], format: "adf-body" },
            { recipients: ["person@dealer.example"], format: "plain" },
          ],
        },
      });
      await receive(tenant, leadFormData(enquiry(car, { name: "Zoë" })));
      const outbox = await fs.mkdtemp(path.join(os.tmpdir(), "lead-formats-test-"));
      try {
        expect(await deliverOutbox(database.db, new FileMailer(outbox))).toEqual({ delivered: 4, failed: 0 });
        const files = await fs.readdir(outbox);
        const emls = await Promise.all(files.map(async (file) => readEml(await fs.readFile(path.join(outbox, file), "utf8"))));
        const to = (address: string) => emls.find((eml) => eml.headers.to === address)!;
        for (const eml of emls) {
          expect(eml.headers).toMatchObject({ "mime-version": "1.0", from: `Test Motors <no-reply@${tenant.domains[0]!.replace(/^www\./, "")}>` });
          expect(eml.headers["message-id"]).toMatch(/^<lead-\d+-(\d|ack)@/);
          expect(eml.headers.date).toMatch(/\+0000$/);
        }

        const attached = to("attached@dealer.example");
        expect(attached.headers["content-type"]).toMatch(/^multipart\/mixed; boundary="/);
        expect(attached.headers["reply-to"]).toBe("jane@example.com");
        expect(attached.parts.map((part) => part.headers["content-type"])).toEqual([
          "text/plain; charset=utf-8",
          expect.stringMatching(/^application\/xml; charset=utf-8; name=lead-\d+\.xml$/),
        ]);
        expect(attached.parts[0]!.body).toContain("Name: Zoë Citizen");
        expect(xmlText(checkAdf10(attached.parts[1]!.body), "prospect/customer/contact/name")).toBe("Zoë");

        const body = to("crm@dealer.example");
        expect(body.headers["content-type"]).toBe("text/plain; charset=utf-8");
        expect(body.headers["content-transfer-encoding"]).toBe("7bit");
        expect(body.parts).toEqual([]);
        expect(xmlText(checkAdf10(body.body), "prospect/customer/contact/name")).toBe("Zoë");

        const plain = to("person@dealer.example");
        expect(plain.headers["content-type"]).toBe("text/plain; charset=utf-8");
        expect(plain.body).toContain("Name: Zoë Citizen");
        expect(plain.body).not.toContain("<?xml");

        const acknowledgement = to("jane@example.com");
        expect(acknowledgement.headers["content-type"]).toMatch(/^multipart\/alternative; boundary="/);
        expect(acknowledgement.headers.subject).toBe(`Your enquiry about the ${car.name}: Test Motors`);
        expect(acknowledgement.parts.map((part) => part.headers["content-type"])).toEqual([
          "text/plain; charset=utf-8",
          "text/html; charset=utf-8",
        ]);
        expect(acknowledgement.parts[0]!.body).toContain("Hi Zoë,");
        expect(acknowledgement.parts[1]!.body).toContain(`<a href="https://${tenant.domains[0]}/cars/${car.slug}">`);
      } finally {
        await fs.rm(outbox, { recursive: true, force: true });
      }
    });

    it("tells the dealer the trade-in estimate shown, and then the shopper's answer to it", async () => {
      const year = new Date().getFullYear() - 3;
      const { tenant } = await dealerWithCar(routes);
      await insertCars(
        database.db,
        [30_000, 31_000, 32_000].map((price, index) =>
          buildCar({
            website_id: tenant.id,
            dealership_id: tenant.dealerships[0]!.id,
            dealership_slug: tenant.dealerships[0]!.slug,
            make: "Mazda",
            model: "CX-5",
            year,
            km: 40_000 + index * 1_000,
            price,
          }),
        ),
      );
      const tradeIn = await receive(
        tenant,
        leadFormData({
          ...shopper,
          rego: "XYZ789",
          regoState: "NSW",
          tradeInYear: String(year),
          tradeInMake: "Mazda",
          tradeInModel: "CX-5",
          tradeInKm: "45000",
          "adjustmentAnswers[0].id": "keys",
          "adjustmentAnswers[0].answer": "one",
        }),
        { form: "trade-in", request: { remoteAddress: null } },
      );
      expect(tradeIn.status).toBe("stored");
      const tradeInId = tradeIn.status === "stored" ? tradeIn.leadId : 0;
      const valuation = await database.db.selectFrom("trade_in_valuations").selectAll().where("lead_id", "=", tradeInId).executeTakeFirstOrThrow();
      expect(valuation.low).toBeGreaterThan(0);
      const [crm] = await outboxOf(tenant);
      const [traded] = xmlAll(checkAdf10(crm!.body), "prospect/vehicle");
      expect(traded!.attributes.interest).toBe("trade-in");
      expect(xmlAll(traded!, "price")).toMatchObject([{ text: String(valuation.low), attributes: { type: "appraisal" } }]);

      const answer = await receive(tenant, leadFormData({ lead_id: String(tradeInId), offer_accepted: "on", form_completed: "on" }), {
        form: "trade-in-offer",
        request: { remoteAddress: null },
      });
      expect(answer.status).toBe("stored");
      const answerMail = (await outboxOf(tenant)).filter((message) => message.lead_id !== tradeInId);
      // The answer goes to the dealer's routes; the shopper was acknowledged for the trade-in already.
      expect(answerMail.map((message) => message.kind)).toEqual(["lead-email", "lead-email"]);
      const [answered] = xmlAll(checkAdf10(answerMail[0]!.body), "prospect/vehicle");
      expect(xmlText(answered!, "pricecomments")).toMatch(/^Online estimate \$[\d,]+ to \$[\d,]+: accepted by the shopper$/);
      expect(answerMail[1]!.body).toContain("Shopper's answer to the estimate: Accepted");
      expect(answerMail[1]!.body).toContain("Trade-in condition: How many keys come with the car?: One");
    });
  });
});
