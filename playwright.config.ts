import fs from "node:fs";
import path from "node:path";
import { defineConfig, type PlaywrightTestConfig } from "@playwright/test";
import { E2E_SERVER_ENV } from "./e2e/server-env";

/**
 * Browser tests drive Debian's chromium-headless-shell (Playwright's own download does not
 * work on this machine kind) against the production build, served by the app's own start
 * script. The headless shell is the browser Playwright itself runs headless tests in; the
 * full chromium binary opens a whole browser window per context and ran home.spec.ts at
 * half the speed (119 s against 55 s on 2 cores).
 */

const port = Number(process.env.E2E_PORT ?? 3211);
const baseURL = `http://localhost:${port}`;
const onCI = Boolean(process.env.CI);

const artifacts = path.resolve("e2e/.artifacts");

// Each run starts the app on an empty data directory (first start seeds it). Workers load
// this file again: they inherit the runner's choice through the environment.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = path.join(artifacts, `data-${Date.now()}`);
  pruneOldDataDirs(3);
}

/** Keeps the newest earlier runs' databases for a look after a failure; drops the rest. */
function pruneOldDataDirs(keep: number) {
  if (!fs.existsSync(artifacts)) return;
  const runs = fs
    .readdirSync(artifacts)
    .filter((name) => /^data-\d+$/.test(name))
    .sort((a, b) => Number(b.slice(5)) - Number(a.slice(5)));
  for (const name of runs.slice(keep)) {
    fs.rmSync(path.join(artifacts, name), { recursive: true, force: true });
  }
}

const chromium: NonNullable<PlaywrightTestConfig["use"]> = {
  browserName: "chromium",
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium-headless-shell",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      // Without these Chromium keeps calling Google services the closed network cannot reach.
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      // Tenants' real domains resolve to the local server, so custom-domain tests visit them.
      "--host-resolver-rules=MAP *.com.au 127.0.0.1, MAP *.test 127.0.0.1",
    ],
  },
};
const desktop = { viewport: { width: 1366, height: 900 } };

export default defineConfig({
  testDir: "e2e",
  outputDir: "e2e/.artifacts/test-results",
  fullyParallel: true,
  forbidOnly: onCI,
  workers: 2,
  retries: onCI ? 1 : 0,
  reporter: "list",
  // A hung browser or server must never hold CI: the whole browser run is capped.
  globalTimeout: 35 * 60_000,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    ...chromium,
    baseURL,
    // Recording a trace costs every test a third of its time (measured: home.spec 55 s
    // without, 75 s with): only a retried test records one, and CI retries once.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "js",
      use: { ...desktop, javaScriptEnabled: true },
    },
    {
      name: "no-js",
      // Plain HTTP specs (/healthz, a second server, hostile requests, the link crawl, HTTP hardening) have no page: once is
      // enough. axe runs as a script in the page, so it needs JavaScript; the markup it checks
      // is the same server render either way. search-live and popup (rendered only after the
      // client loads), a failed post kept on the page and the analytics events are JavaScript
      // enhancements themselves.
      // The layout sweep opens its own contexts with JavaScript on and off.
      testIgnore: [
        "**/health.spec.ts",
        // Which dealer a domain shows and the themed 404 are the server's answer, the same
        // with JavaScript or without.
        "**/custom-domain.spec.ts",
        "**/not-found.spec.ts",
        "**/operator.spec.ts",
        "**/hostile-requests.spec.ts",
        "**/links.spec.ts",
        "**/site-data.spec.ts",
        "**/http-hardening.spec.ts",
        "**/layout.spec.ts",
        "**/a11y.spec.ts",
        "**/search-live.spec.ts",
        "**/search-weight.spec.ts",
        "**/popup.spec.ts",
        "**/failed-submit.spec.ts",
        "**/analytics.spec.ts",
        // A marketing site's InstantSearch page is JavaScript itself.
        "**/search-api.spec.ts",
      ],
      use: { ...desktop, javaScriptEnabled: false },
    },
    {
      name: "mobile",
      testMatch: "**/screenshots.spec.ts",
      use: { viewport: { width: 400, height: 900 }, javaScriptEnabled: true },
    },
  ],
  webServer: {
    command: "node scripts/start.mjs",
    url: `${baseURL}/healthz`,
    timeout: 180_000,
    reuseExistingServer: !onCI,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      NODE_ENV: "production",
      STOCK_COUNT: "2000",
      LOG_LEVEL: "warn",
      ...E2E_SERVER_ENV,
    },
  },
});
