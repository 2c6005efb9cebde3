import "~/components/search/testing/fileScope";
import fs from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDatabase } from "~/db/client.server";
import { processDatabase, testBackends } from "~/db/testing/databases";
import { toJsonb } from "~/db/schema";
import { sentLeadCookie } from "~/pages/leads/lead-action.server";
import { TenantSchema, type Tenant } from "~/tenants/schema";
import { tenantInput } from "~/tenants/testing/tenant-input";
import { headers, loader } from "./success";
import { loadContext } from "~/server/testing/load-context";

// DATA_DIR is read when env.server.ts loads: a temp one first, for the files a route writes.
const dataDir = await vi.hoisted(async () => (await import("~/db/testing/temp-data-dir")).useTempDataDir("success-route-test-"));

const site = vi.hoisted(() => ({ tenant: null as Tenant | null }));
vi.mock("~/tenants/tenant.server", () => ({ requireTenant: () => site.tenant }));

afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

const tenant = TenantSchema.parse(tenantInput({ id: 61, slug: "success-motors", name: "Success Motors" }));
let leadId = 0;

describe.each(testBackends())("the /success page on $kind", (backend) => {
  processDatabase(backend);

  beforeAll(async () => {
    site.tenant = tenant;
    const lead = await (await getDatabase())
      .insertInto("leads")
      .values({
        website_id: tenant.id,
        form_token: crypto.randomUUID(),
        form: "contact",
        category: "General Enquiry",
        subcategory: null,
        payload: toJsonb({ first_name: "Jane", last_name: "Citizen", email: "jane@example.com", message: "Call me" }),
        url: null,
        source: "website",
        user_agent: null,
        car_id: null,
        car_dealership_id: null,
        lead_attributes: toJsonb({}),
        remote_address: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    leadId = lead.id;
  });

  async function successPage(lead: string, cookie?: string) {
    const request = new Request(`http://localhost/success?lead=${lead}`, cookie ? { headers: { Cookie: cookie } } : {});
    return loader({ request, params: {}, context: loadContext() });
  }

  const ownCookie = async (id: number) => (await sentLeadCookie.serialize(id)).split(";")[0]!;

  describe("/success (nothing about lead N unless this browser sent it)", () => {
    it("shows the shopper's own lead, named by their sent-lead cookie, with what they sent", async () => {
      const page = await successPage(String(leadId), await ownCookie(leadId));
      expect(page.lead).toMatchObject({ id: leadId, dealerName: "Success Motors" });
      expect(page.lead?.details).toContainEqual({ label: "Email", value: "jane@example.com" });
    });

    it("shows a plain thank-you for a lead id typed without the cookie: no name, no dealer, no car", async () => {
      expect(await successPage(String(leadId))).toEqual({ lead: null });
    });

    it("shows a plain thank-you when the cookie names another lead", async () => {
      expect(await successPage(String(leadId), await ownCookie(leadId + 1))).toEqual({ lead: null });
    });

    it("shows a plain thank-you for a cookie someone wrote themselves", async () => {
      const forged = `sent_lead=${Buffer.from(JSON.stringify(leadId)).toString("base64")}.forged`;
      expect(await successPage(String(leadId), forged)).toEqual({ lead: null });
    });

    it.each(["constructor", "__proto__", "99999999999999999999", "1%00", ""])("answers %j with the plain thank-you", async (lead) => {
      expect(await successPage(lead, await ownCookie(leadId))).toEqual({ lead: null });
    });

    it("is kept by no cache", () => {
      expect(new Headers(headers({} as Parameters<typeof headers>[0])).get("Cache-Control")).toBe("private, no-store");
    });
  });
});
