import { expect, tenants, test } from "./fixtures";

test("GET /healthz answers 200 JSON once the app is ready", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/json");
  const body = await response.json();
  expect(body.status).toBe("ok");
  for (const [name, check] of Object.entries(body.checks ?? {})) {
    expect(check, `health check "${name}"`).toMatchObject({ ok: true });
  }
  if ("tenants" in body) expect(body.tenants).toBe(tenants.length);
});
