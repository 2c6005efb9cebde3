#!/usr/bin/env node
// npm run bench:lighthouse [-- --runs N --count N --https]
//
// Lighthouse's mobile audit (its defaults: a mid-range phone, simulated slow 4G and a 4x
// slower CPU) of home, search and a vehicle page on two templates, against the targets
// set for them (performance >= 98, TBT <= 100 ms, accessibility, best practices and SEO 100). Builds
// nothing: it starts the server of the last `npm run build` on a fresh data directory with N
// generated cars (2,000 by default), runs Lighthouse N times per page (3 by default; rounds
// interleave the pages, so a busy moment of the machine spreads over all of them) and prints
// the medians as a table, then a JSON line.
// Simulated throttling replays the page's own unthrottled load, so a loaded machine still
// moves the figures: the load average is printed beside them.
// --https audits the pages through an HTTPS proxy that speaks HTTP/2 (scripts/bench/tls-proxy.mjs),
// as a dealer's site is served behind its TLS-terminating proxy; without it, the server's own
// HTTP/1.1, which Lighthouse simulates as six connections to the host.
// Chromium: CHROME_PATH (default /usr/bin/chromium). BENCH_PORT (default 3291; the proxy the next port).
// BENCH_LIGHTHOUSE_REPORTS=dir keeps every report there (JSON) for a closer look.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { get, median } from "./bench/http.mjs";
import { startBuiltServer } from "./bench/server.mjs";
import { startTlsProxy } from "./bench/tls-proxy.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => Number(args[args.indexOf(name) + 1] || fallback) || fallback;
const runs = args.includes("--runs") ? option("--runs", 3) : 3;
const count = args.includes("--count") ? option("--count", 2000) : 2000;
const port = Number(process.env.BENCH_PORT ?? 3291);
const base = `http://localhost:${port}`;
const https = args.includes("--https");
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const reportsDir = process.env.BENCH_LIGHTHOUSE_REPORTS ?? fs.mkdtempSync(path.join(os.tmpdir(), "bench-lighthouse-"));
const keepReports = Boolean(process.env.BENCH_LIGHTHOUSE_REPORTS);
const lighthouseBin = fileURLToPath(new URL("../node_modules/lighthouse/cli/index.js", import.meta.url));
const CHROMIUM_IMAGE_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
const TENANTS = ["wattle-ridge-toyota", "meridian-motor-group"];

fs.mkdirSync(reportsDir, { recursive: true });
const loadBefore = os.loadavg()[0];
process.stdout.write(`Starting the server with ${count.toLocaleString()} cars (load average ${loadBefore.toFixed(1)})...\n`);
const server = await startBuiltServer({ port, count });
const proxy = https ? await startTlsProxy({ port: port + 1, target: port, dir: reportsDir }) : null;
const auditedBase = https ? `https://localhost:${port + 1}` : base;
process.on("exit", () => {
  server.kill();
  if (!keepReports) fs.rmSync(reportsDir, { recursive: true, force: true });
});

// The pages: each tenant's home, search and its first listed car. Each is asked once before
// the audits, so none of them times a cold server.
const pages = [];
for (const slug of TENANTS) {
  const headers = { cookie: `qa_tenant=${slug}` };
  const listing = await get(base, "/search", headers);
  const car = listing.body.match(/\/cars\/(?!trade-in")[a-z0-9-]+(?=")/)?.[0];
  if (!car) throw new Error(`no car listed on ${slug}'s search page`);
  for (const [kind, pagePath] of [["home", "/"], ["search", "/search"], ["vehicle", car]]) {
    const warm = await get(base, pagePath, headers);
    if (warm.status !== 200) throw new Error(`${slug} ${pagePath} answered ${warm.status}`);
    // Its photos too, as Chromium asks for them: on a fresh data directory the demo photos and
    // their variants are made on first request, and the first audit would otherwise time those
    // encodes (the server busy for seconds) rather than a dealer's page, whose variants are cached.
    const photos = new Set([...warm.body.matchAll(/\/images\?[^"\s,]+/g)].map((match) => match[0].replaceAll("&amp;", "&")));
    for (const photo of photos) await get(base, photo, { ...headers, accept: CHROMIUM_IMAGE_ACCEPT });
    pages.push({ slug, kind, path: pagePath, results: [] });
  }
}

/** One Lighthouse run (its CLI, so each run has a fresh browser) on `page`: the report. */
function lighthouse(page, run) {
  const output = path.join(reportsDir, `${page.slug}-${page.kind}-${run}.json`);
  const child = spawn(
    process.execPath,
    [
      lighthouseBin,
      `${auditedBase}${page.path}`,
      "--quiet",
      "--output=json",
      `--output-path=${output}`,
      `--extra-headers=${JSON.stringify({ Cookie: `qa_tenant=${page.slug}` })}`,
      `--chrome-flags=--headless=new --no-sandbox${https ? " --ignore-certificate-errors" : ""}`,
      "--only-categories=performance,accessibility,best-practices,seo",
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ["ignore", "ignore", "pipe"] },
  );
  let errors = "";
  child.stderr.on("data", (chunk) => (errors += chunk));
  return new Promise((resolve, reject) => {
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`lighthouse ${page.path} exited ${code}: ${errors.slice(-2000)}`));
      resolve(JSON.parse(fs.readFileSync(output, "utf8")));
    });
  });
}

const score = (report, category) => Math.round((report.categories[category]?.score ?? 0) * 100);
for (let run = 1; run <= runs; run++) {
  for (const page of pages) {
    const report = await lighthouse(page, run);
    if (report.runtimeError) throw new Error(`${page.path}: ${report.runtimeError.message}`);
    page.results.push({
      performance: score(report, "performance"),
      tbt: report.audits["total-blocking-time"].numericValue,
      lcp: report.audits["largest-contentful-paint"].numericValue,
      fcp: report.audits["first-contentful-paint"].numericValue,
      si: report.audits["speed-index"].numericValue,
      // How fast Lighthouse found the CPU during this run: a busy machine shows here first.
      cpu: report.environment.benchmarkIndex,
      accessibility: score(report, "accessibility"),
      bestPractices: score(report, "best-practices"),
      seo: score(report, "seo"),
    });
    process.stdout.write(`  run ${run}/${runs} ${page.slug} ${page.kind}: performance ${page.results.at(-1).performance}\n`);
  }
}
const loadAfter = os.loadavg()[0];

const FIELDS = ["performance", "tbt", "lcp", "fcp", "si", "accessibility", "bestPractices", "seo", "cpu"];
const HEADINGS = ["perf", "TBT ms", "LCP ms", "FCP ms", "SI ms", "a11y", "BP", "SEO", "CPU idx"];
const rows = pages.map((page) => ({
  page,
  medians: Object.fromEntries(FIELDS.map((field) => [field, Math.round(median(page.results.map((each) => each[field])))])),
}));
process.stdout.write(`\n${"page".padEnd(32)}${HEADINGS.map((heading) => heading.padStart(8)).join("")}\n`);
for (const { page, medians } of rows) {
  process.stdout.write(`${`${page.slug} ${page.kind}`.padEnd(32)}${FIELDS.map((field) => String(medians[field]).padStart(8)).join("")}\n`);
}
process.stdout.write(`medians of ${runs} runs${https ? ", over HTTPS and HTTP/2 (--https)" : ", over the server's HTTP/1.1"}; load average (1 min) ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after\n`);
if (keepReports) process.stdout.write(`reports kept in ${reportsDir}\n`);

const round1 = (value) => Math.round(value * 10) / 10;
const summary = { runs, records: count, protocol: https ? "h2" : "http/1.1", load_average_before: round1(loadBefore), load_average_after: round1(loadAfter) };
for (const { page, medians } of rows) {
  const key = `${page.slug.split("-")[0]}_${page.kind}`;
  Object.assign(summary, {
    [`${key}_performance`]: medians.performance,
    [`${key}_tbt_ms`]: medians.tbt,
    [`${key}_lcp_ms`]: medians.lcp,
    [`${key}_fcp_ms`]: medians.fcp,
    [`${key}_speed_index_ms`]: medians.si,
    [`${key}_benchmark_index`]: medians.cpu,
    [`${key}_accessibility`]: medians.accessibility,
    [`${key}_best_practices`]: medians.bestPractices,
    [`${key}_seo`]: medians.seo,
  });
}
process.stdout.write(`${JSON.stringify(summary)}\n`);
void proxy?.close();
await server.stop();
process.exit(0);
