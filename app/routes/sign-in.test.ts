import "~/components/search/testing/fileScope";
import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDatabase } from "~/db/client.server";
import { processDatabase, testBackends } from "~/db/testing/databases";
import { getUser } from "~/pages/auth/session.server";
import { altchaPayload } from "~/models/leads/altcha-solver";
import { createAltchaChallenge } from "~/models/leads/spam.server";
import { TenantSchema, type Tenant } from "~/tenants/schema";
import { tenantInput } from "~/tenants/testing/tenant-input";
import { action as signOut } from "./sign-out";
import { action, headers, loader } from "./sign-in";
import { loadContext } from "~/server/testing/load-context";

// The SMS outbox is under DATA_DIR, read when env.server.ts loads: a temp one first.
const dataDir = await vi.hoisted(async () => {
  // Codes go to the outbox folder, never to an SMS provider the environment might name.
  delete process.env.SMS_URL;
  return (await import("~/db/testing/temp-data-dir")).useTempDataDir("sign-in-route-test-");
});

const site = vi.hoisted(() => ({ tenant: null as Tenant | null }));
vi.mock("~/tenants/tenant.server", () => ({ requireTenant: () => site.tenant }));

const withCaptcha = TenantSchema.parse(tenantInput({ id: 71, slug: "captcha-motors", features: { captcha: true, garage: true } }));
const withoutCaptcha = TenantSchema.parse(tenantInput({ id: 72, slug: "plain-motors", features: { captcha: false, garage: true } }));
const origin = "http://localhost";
const target = "/sign-in?type=watchlist&redirect=%2Fwatchlist&back=%2Fsearch";

afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

describe.each(testBackends())("signing in on $kind", (backend) => {
  processDatabase(backend);

  beforeEach(async () => {
    await (await getDatabase()).deleteFrom("sign_in_codes").execute();
    await (await getDatabase()).deleteFrom("sessions").execute();
    site.tenant = withCaptcha;
  });

  let numbers = 0;
  /** A mobile of its own per use, typed as a shopper would. */
  const freshMobile = () => {
    const digits = String(20_000_000 + ++numbers).slice(-8);
    return { typed: `04${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`, e164: `+614${digits}` };
  };

  /** What the action answers, thrown or returned, as a Response-like pair of status and body. */
  async function post(
    pathAndQuery: string,
    body: URLSearchParams | string,
    options: { cookie?: string; client?: string; contentType?: string } = {},
  ) {
    const request = new Request(`${origin}${pathAndQuery}`, {
      method: "POST",
      body,
      headers: {
        "Content-Type": options.contentType ?? "application/x-www-form-urlencoded",
        ...(options.cookie ? { Cookie: options.cookie } : {}),
      },
    });
    const context = { getClientAddress: () => options.client ?? "203.0.113.20", documentRequest: false, renderOnly: {} };
    try {
      const answer = await action({ request, params: {}, context });
      return answer as unknown as { type: "DataWithResponseInit"; data: any; init: { status: number; headers: HeadersInit } };
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }

  const cookieOf = (response: Response) => response.headers.get("Set-Cookie")?.split(";")[0] ?? "";

  async function codeSentTo(e164: string): Promise<string> {
    const outbox = path.join(dataDir, "outbox");
    const files = (await fs.readdir(outbox)).filter((name) => name.endsWith(`-${e164}.txt`)).sort();
    const text = await fs.readFile(path.join(outbox, files.at(-1)!), "utf8");
    return /(\d{6}) is your/.exec(text)![1]!;
  }

  async function signedInCookie(): Promise<{ cookie: string; mobile: ReturnType<typeof freshMobile> }> {
    const mobile = freshMobile();
    const sent = await post(target, new URLSearchParams({ phone_number: mobile.typed }), { client: `198.51.100.${numbers}` });
    expect(sent).toBeInstanceOf(Response);
    const between = cookieOf(sent as Response);
    const code = await codeSentTo(mobile.e164);
    const signedIn = (await post(`${target}&step=code`, new URLSearchParams({ code }), { cookie: between })) as Response;
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get("Location")).toBe("/watchlist");
    return { cookie: cookieOf(signedIn), mobile };
  }

  const requestWith = (cookie: string) => new Request(`${origin}/watchlist`, { headers: { Cookie: cookie } });

  describe("the watchlist sign-in", () => {
    it("answers 404 on a site without a watchlist, the page and its post alike", async () => {
      site.tenant = TenantSchema.parse(tenantInput({ id: 73, slug: "no-garage-motors", features: { garage: false } }));
      const asked = loader({ request: new Request(`${origin}${target}`), params: {}, context: loadContext() });
      await expect(asked).rejects.toMatchObject({ status: 404 });
      const posted = action({
        request: new Request(`${origin}${target}`, { method: "POST", body: new URLSearchParams({ phone_number: "0412 345 678" }) }),
        params: {},
        context: loadContext(),
      });
      await expect(posted).rejects.toMatchObject({ status: 404 });
    });
  });

  describe("sign-in and sign-out with sessions in the database", () => {
    it("signs in, and signing out makes the old cookie sign nobody in", async () => {
      const { cookie, mobile } = await signedInCookie();
      expect(await getUser(requestWith(cookie), withCaptcha)).toMatchObject({ phone: mobile.e164 });

      const out = (await signOut({
        request: new Request(`${origin}/sign-out`, { method: "POST", headers: { Cookie: cookie } }),
        params: {},
        context: loadContext(),
      }).catch((thrown: unknown) => thrown)) as Response;
      expect(out.status).toBe(303);
      expect(out.headers.get("Set-Cookie")).toMatch(/^__session=; .*Expires=Thu, 01 Jan 1970/);

      // The cookie as it was before signing out, sent again (copied, or from a shared computer).
      expect(await getUser(requestWith(cookie), withCaptcha)).toBeNull();
      expect(await (await getDatabase()).selectFrom("sessions").selectAll().execute()).toHaveLength(0);
    });

    it("keeps the phone number out of the cookie, between the steps and once signed in", async () => {
      const mobile = freshMobile();
      const sent = (await post(target, new URLSearchParams({ phone_number: mobile.typed }))) as Response;
      const between = cookieOf(sent);
      const { cookie } = await signedInCookie();
      for (const value of [between, cookie]) {
        const decoded = decodeURIComponent(value.split("=")[1]!);
        const readable = `${decoded} ${Buffer.from(decoded.split(".")[0]!, "base64").toString("utf8")}`;
        expect(readable).not.toMatch(/\d{8}/);
      }
    });

    it("gives the signed-in session a new id: the cookie from between the steps does not sign in", async () => {
      const mobile = freshMobile();
      const between = cookieOf((await post(target, new URLSearchParams({ phone_number: mobile.typed }))) as Response);
      const code = await codeSentTo(mobile.e164);
      const signedIn = (await post(`${target}&step=code`, new URLSearchParams({ code }), { cookie: between })) as Response;
      expect(cookieOf(signedIn)).not.toBe(between);
      expect(await getUser(requestWith(between), withCaptcha)).toBeNull();
      expect(await getUser(requestWith(cookieOf(signedIn)), withCaptcha)).not.toBeNull();
    });

    it("sends no cookie to a visitor who only looks at the form", async () => {
      const page = await loader({ request: new Request(`${origin}${target}`), params: {}, context: loadContext() });
      expect(page).toMatchObject({ step: "phone", phone: null });
      expect(await (await getDatabase()).selectFrom("sessions").selectAll().execute()).toHaveLength(0);
    });
  });

  describe("sign-in code limits in the form (SMS pumping)", () => {
    const tooMany = /^Too many codes have been asked for from your connection in the last 10 minutes\. Please try again in \d+ minutes?\.$/;

    it("answers the 4th code from one address without a captcha with the form's message (429), not an error page", async () => {
      for (let i = 0; i < 3; i++) {
        const sent = await post(target, new URLSearchParams({ phone_number: freshMobile().typed }));
        expect((sent as Response).status).toBe(303);
      }
      const refused = await post(target, new URLSearchParams({ phone_number: freshMobile().typed }));
      expect(refused).not.toBeInstanceOf(Response);
      const reply = refused as Exclude<typeof refused, Response>;
      expect(reply.init.status).toBe(429);
      expect(reply.data.step).toBe("phone");
      expect(reply.data.result.error[""]).toEqual([expect.stringMatching(tooMany)]);
      expect(new Headers(reply.init.headers).get("Cache-Control")).toBe("private, no-store");

      // Another address is not held back by this one.
      const other = await post(target, new URLSearchParams({ phone_number: freshMobile().typed }), { client: "192.0.2.99" });
      expect((other as Response).status).toBe(303);
    });

    it("lets a solved captcha through where the captcha-less lane is full, once per solution", async () => {
      for (let i = 0; i < 3; i++) await post(target, new URLSearchParams({ phone_number: freshMobile().typed }));
      const page = await loader({ request: new Request(`${origin}${target}`), params: {}, context: loadContext() });
      const formToken = page.captchaToken!;
      expect(formToken).toMatch(/^[0-9a-f-]{36}$/);
      const challenge = createAltchaChallenge(formToken, new Date(), { maxNumber: 10, number: 7 });
      const solution = altchaPayload(challenge, { number: 7, took: 0 });
      const solved = () =>
        post(target, new URLSearchParams({ phone_number: freshMobile().typed, form_token: formToken, altcha: solution }));
      expect(((await solved()) as Response).status).toBe(303);
      expect(await solved()).not.toBeInstanceOf(Response);
    });

    it("renders no captcha where the website has none, and gives it the higher address limit", async () => {
      site.tenant = withoutCaptcha;
      const page = await loader({ request: new Request(`${origin}${target}`), params: {}, context: loadContext() });
      expect(page.captchaToken).toBeNull();
      for (let i = 0; i < 8; i++) {
        expect(((await post(target, new URLSearchParams({ phone_number: freshMobile().typed }))) as Response).status).toBe(303);
      }
      expect(await post(target, new URLSearchParams({ phone_number: freshMobile().typed }))).not.toBeInstanceOf(Response);
    });

    it("answers a resend past the limit with a toast on the code step, not an error", async () => {
      const mobile = freshMobile();
      const between = cookieOf((await post(target, new URLSearchParams({ phone_number: mobile.typed }))) as Response);
      for (let i = 0; i < 2; i++) await post(target, new URLSearchParams({ phone_number: freshMobile().typed }));
      const resent = (await post(`${target}&step=code`, new URLSearchParams({ intent: "resend" }), { cookie: between })) as Response;
      expect(resent.status).toBe(303);
      expect(resent.headers.get("Location")).toContain("step=code");
      const rows = await (await getDatabase()).selectFrom("sessions").select("data").execute();
      expect(JSON.stringify(rows)).toContain("Code not sent");
    });
  });

  describe("bad input to /sign-in answers 4xx or a form error, never 500", () => {
    it.each([
      ["a huge number", [["phone_number", "4".repeat(50_000)]]],
      ["a NUL byte", [["phone_number", "0412\u0000345678x"]]],
      ["__proto__ keys", [["__proto__", "x"], ["phone_number", "__proto__"], ["constructor", "y"]]],
      ["a bad captcha", [["phone_number", "nope"], ["form_token", "../../etc"], ["altcha", "%%%"]]],
    ])("%s", async (_, fields) => {
      const answer = await post(target, new URLSearchParams(fields));
      expect(answer).not.toBeInstanceOf(Response);
      expect((answer as Exclude<typeof answer, Response>).init.status).toBe(400);
    });

    it("answers a JSON body with 415", async () => {
      const answer = await post(target, JSON.stringify({ phone_number: "0412 345 678" }), { contentType: "application/json" });
      expect((answer as Response).status).toBe(415);
    });

    it("answers a forged session cookie on the code step by starting over", async () => {
      const answer = (await post(`${target}&step=code`, new URLSearchParams({ code: "123456" }), {
        cookie: "__session=eyJzaWduSW5QaG9uZSI6Iis2MTQxMjM0NTY3OCJ9.forged",
      })) as Response;
      expect(answer.status).toBe(303);
      expect(answer.headers.get("Location")).toBe(target);
    });

    it("is kept by no cache", () => {
      expect(new Headers(headers({} as Parameters<typeof headers>[0])).get("Cache-Control")).toBe("private, no-store");
    });
  });
});
