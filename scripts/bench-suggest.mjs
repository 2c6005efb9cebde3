#!/usr/bin/env node
// npm run bench:suggest [-- --count N --rounds N]
//
// How soon the search box's suggestions appear after a keystroke, on a loaded search page
// (the target: 100 ms). Builds nothing: it starts the server of the last `npm run build` on a
// fresh data directory with N generated cars (2,000 by default), opens Meridian's search page
// in headless Chromium at desktop width (on a phone the box sits in the closed Filters panel), waits for the combobox, and types one word a
// round key by key at a typing pace (the next key when the answer is shown, so the live
// search's 300 ms pause does not fire between keys and render results across the figure).
// Each round types another word on a fresh page, so neither the browser's cache (the answers
// are cacheable for 30 s) nor a warm list stands in for the work. The time of a keystroke runs
// from its `input` event to the list showing the answer for that text, measured in the page.
// Prints the median, the 90th percentile and the slowest, then a JSON line.
// Chromium: CHROME_PATH (default /usr/bin/chromium-headless-shell). BENCH_PORT (default 3293).
import os from "node:os";
import { chromium } from "@playwright/test";
import { get, median } from "./bench/http.mjs";
import { startBuiltServer } from "./bench/server.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) || fallback : fallback);
const count = option("--count", 2000);
const port = Number(process.env.BENCH_PORT ?? 3293);
const base = `http://localhost:${port}`;
const TENANT = "meridian-motor-group";
const TARGET_MS = 100;
/** Words shoppers start typing: makes, a make with a model's first letters, body types. */
const WORDS = ["toyota hi", "mazda cx", "ford ran", "hyundai tu", "kia spo", "nissan na", "mitsubishi tr", "suv", "ute", "volkswagen am"];
const rounds = option("--rounds", WORDS.length);

const percentile = (values, share) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))];

process.stdout.write(`Starting the server with ${count.toLocaleString()} cars (load average ${os.loadavg()[0].toFixed(1)})...\n`);
const server = await startBuiltServer({ port, count });
process.on("exit", () => server.kill());
const warm = await get(base, "/search", { cookie: `qa_tenant=${TENANT}` });
if (warm.status !== 200) throw new Error(`the search page answered ${warm.status}`);

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium-headless-shell" });
const times = [];
try {
  for (let round = 0; round < rounds; round += 1) {
    const word = WORDS[round % WORDS.length];
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await context.addCookies([{ name: "qa_tenant", value: TENANT, url: base }]);
    const page = await context.newPage();
    await page.goto(`${base}/search`);
    // The combobox and its list replace the plain box once the page has hydrated.
    await page.waitForSelector("#search-query-suggestions", { state: "attached" });
    await page.evaluate(() => {
      const box = document.getElementById("search-query");
      const list = document.getElementById("search-query-suggestions");
      const typed = () => box.value.replace(/\s+/g, " ").trim();
      const keys = [];
      box.addEventListener("input", () => {
        if (typed() !== keys.at(-1)?.text) keys.push({ text: typed(), sent: performance.now() });
      });
      new MutationObserver(() => {
        const last = keys.at(-1);
        if (last && last.answered === undefined && list.dataset.answers === last.text) last.answered = performance.now();
      }).observe(list, { attributes: true, childList: true, subtree: true });
      window.benchKeys = keys;
    });
    await page.focus("#search-query");
    for (const key of word) {
      await page.keyboard.type(key);
      await page
        .waitForFunction(() => window.benchKeys.at(-1)?.answered !== undefined, undefined, { polling: 5, timeout: 10_000 })
        .catch(async (error) => {
          throw new Error(`no answer for "${await page.inputValue("#search-query")}": ${error.message}`);
        });
    }
    const keys = await page.evaluate(() => window.benchKeys.map(({ sent, answered }) => answered - sent));
    times.push(...keys);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

const summary = {
  records: count,
  keystrokes: times.length,
  median_ms: Math.round(median(times)),
  p90_ms: Math.round(percentile(times, 0.9)),
  slowest_ms: Math.round(Math.max(...times)),
  target_ms: TARGET_MS,
  load_average: Math.round(os.loadavg()[0] * 10) / 10,
};
process.stdout.write(
  `Suggestions after a keystroke over ${summary.keystrokes} keystrokes: median ${summary.median_ms} ms, ` +
    `p90 ${summary.p90_ms} ms, slowest ${summary.slowest_ms} ms (target ${TARGET_MS} ms: ${summary.median_ms <= TARGET_MS ? "met" : "missed"})\n`,
);
process.stdout.write(`${JSON.stringify(summary)}\n`);
