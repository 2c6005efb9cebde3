#!/usr/bin/env node
// npm run bench:page [-- --count N]
//
// Starts the built server on a fresh data directory with N generated cars (100,000 by
// default), then times whole server-rendered pages (home, search, a refined search) over
// HTTP, in one run so their ratios survive a noisy machine. Last line: a JSON summary.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const args = process.argv.slice(2);
const count = Number(args[args.indexOf("--count") + 1] || 100_000) || 100_000;
const rounds = Number(process.env.BENCH_ROUNDS ?? 40);
const port = Number(process.env.BENCH_PORT ?? 3290);
const base = `http://localhost:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-page-"));

const server = spawn(process.execPath, ["scripts/start.mjs"], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, STOCK_COUNT: String(count), LOG_LEVEL: "warn", NODE_ENV: "production" },
  stdio: ["ignore", "ignore", "inherit"],
});
const stop = () => {
  server.kill("SIGTERM");
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on("exit", stop);

async function waitReady() {
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return (Date.now() - started) / 1000;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 600_000) throw new Error("server not ready after 10 minutes");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function time(urlFor) {
  const times = [];
  for (let i = 0; i < rounds + 5; i++) {
    const url = urlFor(i);
    const start = performance.now();
    const response = await fetch(url, { headers: { cookie: "qa_tenant=wattle-ridge-toyota" } });
    await response.text();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    if (i >= 5) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], p95: times[Math.floor(times.length * 0.95)] };
}

process.stdout.write(`Starting the server with ${count.toLocaleString()} cars...\n`);
const readySeconds = await waitReady();
process.stdout.write(`ready after ${readySeconds.toFixed(1)} s (seeding and index build included)\n`);
// Search pages get a price bound that changes every round, so neither the result cache nor
// the engine's filter cache answers: each request runs the whole search.
const pages = {
  home: () => "/",
  search: (i) => `/search?price=:${9_000_000 + i}`,
  refined: (i) =>
    `/search?make=Toyota&body=SUV&car_type=used&car_type=demo&price=10000:${80_000 + i}&sortBy=Car_production_price_asc`,
  text: (i) => `/search?query=hilux%20sr5&price=:${9_000_000 + i}`,
};
// Vehicle pages: the cars of one search page, taken in turn.
const listing = await (await fetch(`${base}/search?car_type=used`, { headers: { cookie: "qa_tenant=wattle-ridge-toyota" } })).text();
const carPaths = [...new Set(listing.match(/\/cars\/[a-z0-9-]+(?=")/g) ?? [])].filter((path) => path !== "/cars/trade-in");
if (carPaths.length === 0) throw new Error("no car links on the search page");
pages.vehicle = (i) => carPaths[i % carPaths.length];
pages.pdf = (i) => `${carPaths[i % carPaths.length]}/pdf`;
const summary = { records: count, ready_s: Math.round(readySeconds) };
for (const [name, pathFor] of Object.entries(pages)) {
  const { median, p95 } = await time((i) => `${base}${pathFor(i)}`);
  process.stdout.write(`${name.padEnd(8)} median ${median.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms\n`);
  summary[`${name}_median_ms`] = Math.round(median * 10) / 10;
}
summary.vehicle_over_home = Math.round((summary.vehicle_median_ms / summary.home_median_ms) * 100) / 100;
summary.refined_over_home = Math.round((summary.refined_median_ms / summary.home_median_ms) * 100) / 100;
process.stdout.write(`${JSON.stringify(summary)}\n`);
stop();
process.exit(0);
