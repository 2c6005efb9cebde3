import http from "node:http";
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

test("GET /healthz on a dealer's domain names no directory of the server, only the status", async ({ port }) => {
  const tenant = tenants[0]!;
  const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const asked = http.get({ host: "127.0.0.1", port, path: "/healthz", headers: { Host: `${tenant.domains[0]}:${port}` } }, (answer) => {
      let text = "";
      answer.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
      answer.on("end", () => resolve({ status: answer.statusCode ?? 0, body: text }));
    });
    asked.on("error", reject);
  });
  expect(status).toBe(200);
  expect(JSON.parse(body)).toEqual({ status: "ok", failing: [] });
});
