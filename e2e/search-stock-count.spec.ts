import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, tenantBySlug, test, visitAsTenant } from "./fixtures";

/**
 * search-journey §9: "Stock count over 1999: the displayed count is replaced by the configured
 * stock count". The suite's own server seeds too few cars for any tenant to pass 1999, so this
 * test starts a server of its own with stock enough for Meridian's share (three of eleven) to
 * list over 1999 cars. Only the js project runs it: the count is the server's render either way.
 */

const STOCK_COUNT = 8800;

test("a search of more than 1999 cars shows the tenant's configured stock count", async ({ page }) => {
  test.setTimeout(300_000);
  const configured = tenantBySlug("meridian-motor-group").search.stockCount;
  expect(configured, "Meridian configures search.stockCount").toBeDefined();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stock-count-"));
  const port = 4200 + (process.pid % 100);
  const server = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      PORT: String(port),
      STOCK_COUNT: String(STOCK_COUNT),
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  server.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  const origin = `http://localhost:${port}`;
  try {
    await expect
      .poll(async () => (await page.request.get(`${origin}/healthz`).catch(() => null))?.status(), {
        message: `the second server answers /healthz (${stderr})`,
        timeout: 240_000,
        intervals: [1_000],
      })
      .toBe(200);

    await visitAsTenant(page, "meridian-motor-group", `${origin}/search`);
    const list = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(list.numberOfItems, "the JSON-LD keeps the true total").toBeGreaterThan(1999);
    const shown = configured!.toLocaleString("en-AU");
    await expect(page.getByText(`${shown} cars found`)).toBeVisible();
    await expect(page.getByRole("button", { name: `Show Me ${shown} cars` })).toBeVisible();
    await expect(page.getByText(`${list.numberOfItems.toLocaleString("en-AU")} cars found`)).toHaveCount(0);

    // At 1999 or fewer the page counts the hits themselves.
    await visitAsTenant(page, "meridian-motor-group", `${origin}/search?make=Mazda`);
    const mazdas = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(mazdas.numberOfItems).toBeLessThanOrEqual(1999);
    await expect(page.getByText(`${mazdas.numberOfItems.toLocaleString("en-AU")} cars found`)).toBeVisible();
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => (server.exitCode === null ? server.once("exit", resolve) : resolve(null)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
