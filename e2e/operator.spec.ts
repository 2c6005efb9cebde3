import { spawn } from "node:child_process";
import { expect, test } from "./fixtures";

/**
 * What an operator can do wrong with the production server: start a second one on the same
 * data directory (both answered healthy and corrupted the embedded database).
 */

test("a second server on the same DATA_DIR refuses to start and the first keeps serving", async ({ request }) => {
  const dataDir = process.env.E2E_DATA_DIR;
  expect(dataDir, "playwright.config.ts sets E2E_DATA_DIR for the suite's server").toBeTruthy();
  const second = spawn(process.execPath, ["scripts/start.mjs"], {
    env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, PORT: String(3900 + (process.pid % 90)), LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  let stdout = "";
  second.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  second.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
  const code = await new Promise<number | null>((resolve) => second.once("exit", resolve));

  expect(code).toBe(75);
  // The directory is taken before the port: a refused server never listened.
  expect(stdout).not.toContain("Listening");
  expect(stderr.trim()).toMatch(
    /^The data directory .+ is in use by the server \(pid \d+, since [^)]+\): stop it first, or give this process its own DATA_DIR\.$/,
  );
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  expect((await request.get("/search")).status()).toBe(200);
});
