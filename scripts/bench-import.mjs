#!/usr/bin/env node
// npm run bench:import [-- --count N --rows R]
//
// A dealer's import into a running server, as shoppers browse: starts the built server on a
// fresh data directory with N generated cars (100,000 by default), restarts it (restart to
// ready), then runs `npm run stock:import` of R new cars (10,000 by default) through its
// control socket while four shoppers load search and car pages one after another. Prints the
// import's time (the command's wall clock and the server's own), the pages' median and
// slowest answers before and during the import, and every answer that was not a 200 or
// came later than BENCH_TIMEOUT_S (60 s: a page that slow is one a shopper never sees).
// Last line: a JSON summary. BENCH_PORT (default 3292); BENCH_SERVER_LOG=FILE keeps the
// server's log (at info) in FILE, to see where the time went.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { builtServerEnv } from "./bench/server.mjs";
import { median } from "./bench/http.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => Number(args[args.indexOf(name) + 1] || fallback) || fallback;
const count = args.includes("--count") ? option("--count", 100_000) : 100_000;
const rows = args.includes("--rows") ? option("--rows", 10_000) : 10_000;
const port = Number(process.env.BENCH_PORT ?? 3292);
const timeoutMs = Number(process.env.BENCH_TIMEOUT_S ?? 60) * 1000;
const base = `http://localhost:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-import-"));
const stockFile = path.join(dataDir, "..", `${path.basename(dataDir)}-stock.ndjson`);
const TENANT = { cookie: "qa_tenant=wattle-ridge-toyota" };

const serverLog = process.env.BENCH_SERVER_LOG ? fs.openSync(process.env.BENCH_SERVER_LOG, "w") : "ignore";
let server = null;
function startServer() {
  server = spawn(process.execPath, ["scripts/server.mjs", "build/index.js"], {
    env: { ...builtServerEnv({ port, dataDir, count }), ...(serverLog !== "ignore" && { LOG_LEVEL: "info" }) },
    stdio: ["ignore", serverLog, "inherit"],
  });
  return waitReady();
}
async function stopServer() {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  if (server.exitCode === null) server.kill("SIGKILL");
}
process.on("exit", () => {
  server?.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(stockFile, { force: true });
});
// Stopped by hand: the server and its data go too.
for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => process.exit(130));

async function waitReady() {
  const started = performance.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode} before it was ready`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return (performance.now() - started) / 1000;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 900_000) throw new Error("server not ready after 15 minutes");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One page on a connection of its own: its status (or "unanswered"/"failed") and milliseconds. */
function timedGet(pagePath) {
  return new Promise((resolve) => {
    const started = performance.now();
    const done = (status) => resolve({ path: pagePath, status, ms: performance.now() - started });
    const request = http.get(`${base}${pagePath}`, { agent: false, headers: TENANT }, (response) => {
      response.resume();
      response.on("end", () => done(response.statusCode));
      response.on("error", () => done("failed"));
    });
    request.setTimeout(timeoutMs, () => {
      request.destroy();
      done("unanswered");
    });
    request.on("error", () => done("failed"));
  });
}

/** Four shoppers, each asking a page after the last, until `until()` says stop. */
async function browse(pagePaths, until) {
  const answers = [];
  let next = 0;
  const shopper = async () => {
    while (!until()) answers.push(await timedGet(pagePaths[next++ % pagePaths.length]));
  };
  await Promise.all(Array.from({ length: 4 }, shopper));
  return answers;
}

/** New used cars for Wattle Ridge Toyota, as a DMS export would list them, one JSON object a line. */
function writeStockFile() {
  const models = [
    ["Corolla", "Ascent Sport"],
    ["Camry", "SL"],
    ["RAV4", "GX"],
    ["HiLux", "SR5"],
    ["Yaris", "SX"],
    ["Kluger", "GXL"],
  ];
  const lines = [];
  for (let i = 0; i < rows; i++) {
    const [model, badge] = models[i % models.length];
    lines.push(
      JSON.stringify({
        tenant_slug: "wattle-ridge-toyota",
        dealership_slug: "wattle-ridge-toyota",
        make: "Toyota",
        model,
        badge,
        year: 2016 + (i % 9),
        car_type: "used",
        status: "in_stock",
        price: 14_990 + (i % 400) * 100,
        km: 5_000 + ((i * 7919) % 180_000),
        stocknum: `BI${String(i).padStart(6, "0")}`,
      }),
    );
  }
  fs.writeFileSync(stockFile, `${lines.join("\n")}\n`);
}

function runImport() {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/stock-import.ts", stockFile], {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) reject(new Error(`stock:import exited with ${code}: ${output}`));
      else resolve({ seconds: (performance.now() - started) / 1000, output: output.trim() });
    });
  });
}

const describeAnswers = (answers) => {
  const times = answers.map((answer) => answer.ms);
  const slowest = answers.reduce((worst, answer) => (answer.ms > worst.ms ? answer : worst), answers[0]);
  return {
    pages: answers.length,
    medianMs: median(times),
    slowest,
    notOk: answers.filter((answer) => answer.status !== 200),
  };
};

process.stdout.write(`Starting the server with ${count.toLocaleString()} cars (first start seeds them)...\n`);
const seededSeconds = await startServer();
await stopServer();
const readySeconds = await startServer();
process.stdout.write(`first start ${seededSeconds.toFixed(1)} s with seeding; restart to ready ${readySeconds.toFixed(1)} s\n`);

// The pages shoppers load: search pages (plain, refined, sorted, paged) and the cars they list.
const searches = [
  "/search",
  "/search?car_type=used",
  "/search?make=Toyota&sortBy=Car_production_price_asc",
  "/search?body=SUV&car_type=used&car_type=demo",
  "/search?query=toyota%20hilux",
];
const withPage = (search, page) => `${search}${search.includes("?") ? "&" : "?"}page=${page}`;
const carPaths = [];
for (const [i, search] of searches.entries()) {
  const page = await new Promise((resolve, reject) =>
    http.get(`${base}${withPage(search, i + 2)}`, { headers: TENANT }, (response) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve(body));
    }).on("error", reject),
  );
  for (const carPath of new Set(page.match(/\/cars\/[a-z0-9-]+(?=")/g) ?? [])) if (carPath !== "/cars/trade-in") carPaths.push(carPath);
}
const pagePaths = [];
for (let i = 0; i < Math.max(carPaths.length, searches.length * 5); i++) {
  pagePaths.push(withPage(searches[i % searches.length], 1 + (Math.floor(i / searches.length) % 5)));
  if (carPaths.length > 0) pagePaths.push(carPaths[i % carPaths.length]);
}

writeStockFile();
const beforeUntil = performance.now() + 10_000;
const before = describeAnswers(await browse(pagePaths, () => performance.now() > beforeUntil));

process.stdout.write(`Importing ${rows.toLocaleString()} new cars into the running server while four shoppers browse...\n`);
let importing = true;
const loading = browse(pagePaths, () => !importing);
const imported = await runImport().finally(() => {
  importing = false;
});
const during = describeAnswers(await loading);
const serverSeconds = Number(/\(([\d.]+) s\)/.exec(imported.output)?.[1] ?? NaN);

process.stdout.write(`${imported.output}\n`);
process.stdout.write(`import: ${imported.seconds.toFixed(1)} s for the command, ${serverSeconds.toFixed(1)} s in the server\n`);
for (const [label, figures] of [
  ["before", before],
  ["during", during],
]) {
  process.stdout.write(
    `${label} the import: ${figures.pages} pages, median ${figures.medianMs.toFixed(0)} ms, slowest ${figures.slowest.ms.toFixed(0)} ms (${figures.slowest.path}), ${figures.notOk.length} not 200\n`,
  );
  for (const answer of figures.notOk.slice(0, 10)) process.stdout.write(`  ${answer.status} after ${answer.ms.toFixed(0)} ms: ${answer.path}\n`);
}

const round1 = (value) => Math.round(value * 10) / 10;
process.stdout.write(
  `${JSON.stringify({
    records: count,
    rows,
    seeded_ready_s: round1(seededSeconds),
    restart_ready_s: round1(readySeconds),
    import_command_s: round1(imported.seconds),
    import_server_s: round1(serverSeconds),
    pages_before: before.pages,
    median_before_ms: Math.round(before.medianMs),
    slowest_before_ms: Math.round(before.slowest.ms),
    pages_during: during.pages,
    median_during_ms: Math.round(during.medianMs),
    slowest_during_ms: Math.round(during.slowest.ms),
    not_ok_during: during.notOk.length,
    unanswered_during: during.notOk.filter((answer) => answer.status === "unanswered").length,
    load_average: round1(os.loadavg()[0]),
  })}\n`,
);
await stopServer();
process.exit(0);
