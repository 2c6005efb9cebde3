import { describe, expect, it, vi } from "vitest";
import { altchaPayload, solveAltchaChallenge, type AltchaChallengeJson } from "~/models/leads/altcha-solver";
import { ALTCHA_MAX_NUMBER, verifyAltchaSolution } from "~/models/leads/spam.server";
import { soloTenant } from "~/models/leads/testing/tenants";
import type { Tenant } from "~/tenants/schema";
import { loader } from "./api.altcha";
import { loadContext } from "~/server/testing/load-context";

const tenant = vi.hoisted(() => ({ current: null as Tenant | null }));
vi.mock("~/tenants/tenant.server", () => ({ requireTenant: () => tenant.current }));

const formToken = "8f0c2a52-5d1e-4c3b-9a7e-0b6f1d2c3e4f";

async function answer(query: string, captcha = true): Promise<Response> {
  const base = soloTenant();
  tenant.current = { ...base, features: { ...base.features, captcha } };
  const request = new Request(`http://localhost/api/altcha${query}`);
  return (await loader({ request, params: {}, context: loadContext() })) as Response;
}

describe("GET /api/altcha", () => {
  it("answers a fresh challenge for the form, never cached, that the browser's solution passes", async () => {
    const response = await answer(`?form=${formToken}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const challenge = (await response.json()) as AltchaChallengeJson;
    expect(challenge).toMatchObject({ algorithm: "SHA-256", maxnumber: ALTCHA_MAX_NUMBER });
    const second = (await (await answer(`?form=${formToken}`)).json()) as AltchaChallengeJson;
    expect(second.salt).not.toBe(challenge.salt);

    const solution = await solveAltchaChallenge(challenge, { chunkSize: 2_000 });
    expect(verifyAltchaSolution(altchaPayload(challenge, solution!), formToken)).toBe(true);
  });

  it("refuses a request without the form's token with 400", async () => {
    expect((await answer("")).status).toBe(400);
    expect((await answer("?form=not-a-token")).status).toBe(400);
  });

  it("has no challenge on a website whose forms have no captcha (features.captcha false)", async () => {
    const response = await answer(`?form=${formToken}`, false);
    expect(response.status).toBe(404);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });
});
