import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell" });
for (const [name, path] of [["search", "/search"], ["vehicle", "/cars/2018-toyota-hilux-sr5-4x4-double-cab-pick-up-u10121"]]) {
  for (const width of [400, 1366]) {
    for (const js of [true, false]) {
      const context = await browser.newContext({ viewport: { width, height: width === 400 ? 860 : 900 }, javaScriptEnabled: js, extraHTTPHeaders: {} });
      const page = await context.newPage();
      const images = [];
      page.on("response", async (r) => { if (r.url().includes("/images?")) images.push([r.url().replace(/.*src=/, ""), r.status(), (await r.body().catch(() => Buffer.alloc(0))).length, r.headers()["content-type"]]); });
      await page.goto("http://localhost:3514" + path + (path.includes("?") ? "&" : "?") + "tenant=wattle-ridge-toyota", { waitUntil: "networkidle" });
      await page.screenshot({ path: `/tmp/photos-scratch/${name}-${width}-${js ? "js" : "nojs"}.png` });
      console.log(name, width, js, JSON.stringify(images.slice(0, 6)));
      await context.close();
    }
  }
}
await browser.close();
