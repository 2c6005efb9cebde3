import fs from "node:fs";
import path from "node:path";
import {
  expect,
  oneTenantPerTemplate,
  recordPageProblems,
  test,
  visitAsTenant,
} from "./fixtures";

const SCREENSHOT_DIR = path.resolve("e2e/.artifacts/screenshots");

// One test loops the templates so it can compare their header colours with each other.
test("each template renders in its own theme (full-page screenshots)", async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const viewport = testInfo.project.use.viewport ?? { width: 1366, height: 900 };
  const viewportName = viewport.width <= 400 ? "mobile" : "desktop";
  // The desktop projects are JS on and JS off; the single mobile project takes both.
  const jsModes =
    testInfo.project.name === "mobile" ? [true, false] : [testInfo.project.use.javaScriptEnabled !== false];

  for (const javaScriptEnabled of jsModes) {
    const headerColours = new Map<string, string>();
    for (const tenant of oneTenantPerTemplate()) {
      const context = await browser.newContext({ baseURL, viewport, javaScriptEnabled });
      try {
        const page = await context.newPage();
        const problems = recordPageProblems(page);
        await visitAsTenant(page, tenant.slug);
        const header = page.getByRole("banner");
        await expect(header).toBeVisible();
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

        const file = `${tenant.template}-${viewportName}-${javaScriptEnabled ? "js" : "no-js"}.png`;
        await page.screenshot({ path: path.join(SCREENSHOT_DIR, file), fullPage: true });
        expect(problems, `${file}: the page loaded with broken assets`).toEqual([]);
        headerColours.set(
          tenant.template,
          await header.evaluate((el) => getComputedStyle(el).backgroundColor),
        );

        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect.soft(overflow, `${file}: the page is wider than the ${viewport.width}px viewport`).toBe(0);
      } finally {
        await context.close();
      }
    }
    const distinct = new Set(headerColours.values());
    expect(
      distinct.size,
      `header colours per template: ${JSON.stringify(Object.fromEntries(headerColours))}`,
    ).toBeGreaterThanOrEqual(3);
  }
});
