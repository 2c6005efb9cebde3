import type { Page } from "@playwright/test";
import { expect, oneTenantPerTemplate, test, visitAsTenant } from "./fixtures";

/**
 * The search journey on every template × width × JavaScript (issue 14: Meridian's Save,
 * Compare and Watchlist buttons covered COMING SOON and JUST SOLD at 400 and 360 px;
 * Brightlane scrolled sideways at 360 px). One lean test each: stock with tags on every card,
 * then the search opened, one filter applied, its results and page 2. Each page is never
 * wider than the screen, no card's buttons lie over its tags, and the links lead somewhere.
 */

const WIDTHS = [360, 400, 1366];
/** Stock with tags on every card: coming soon and just-sold cars. */
const TAGGED_STOCK = "/search?status=coming_soon&status=sold";
/** From this width the filters are a sidebar; below it they fold into a Filters toggle. */
const SIDEBAR_WIDTH = 992;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** No sideways scroll, and no card's buttons over its tags; returns how many tags were seen. */
async function checkLayout(page: Page, label: string): Promise<number> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect.soft(overflow, `${label}: the page is wider than the screen`).toBe(0);
  const cards = await page.locator("article[data-car-id]").evaluateAll((articles) =>
    articles.map((article) => ({
      tags: [...article.querySelectorAll('ul[aria-label="Tags"] li')].map((tag) => tag.getBoundingClientRect().toJSON() as Box),
      buttons: [...article.querySelectorAll("form button")]
        .map((button) => button.getBoundingClientRect().toJSON() as Box)
        .filter((box) => box.width > 0 && box.height > 0),
    })),
  );
  expect(cards.length, `${label}: cars listed`).toBeGreaterThan(0);
  cards.forEach((card, index) => {
    const covered = card.tags.filter((tag) => card.buttons.some((button) => overlaps(tag, button)));
    expect.soft(covered, `${label}: card ${index + 1}'s tags lie under a button`).toEqual([]);
  });
  return cards.reduce((total, card) => total + card.tags.length, 0);
}

/** Ticks (or, where the tenant shows makes as a dropdown, picks) the make with most cars. */
async function filterByTopMake(page: Page, javaScriptEnabled: boolean) {
  const filters = page.getByRole("search");
  const dropdown = filters.locator('select[name="make"]');
  if ((await dropdown.count()) > 0) {
    await dropdown.selectOption({ index: 1 });
  } else {
    await filters.locator('input[type="checkbox"][name="make"]').first().check();
  }
  if (!javaScriptEnabled) await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]make=/);
}

for (const tenant of oneTenantPerTemplate()) {
  for (const width of WIDTHS) {
    for (const javaScriptEnabled of [true, false]) {
      const label = `${tenant.template} (${tenant.slug}) at ${width} px, JavaScript ${javaScriptEnabled ? "on" : "off"}`;
      test(`search journey: ${label}`, async ({ browser, baseURL }) => {
        test.setTimeout(120_000);
        const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, javaScriptEnabled });
        try {
          const page = await context.newPage();
          await visitAsTenant(page, tenant.slug, TAGGED_STOCK);
          expect(await checkLayout(page, "tagged stock"), "tagged stock shows its tags").toBeGreaterThan(0);

          await visitAsTenant(page, tenant.slug, "/search");
          // The sliders exist once React has hydrated the page (inside the folded filters on a phone).
          if (javaScriptEnabled) {
            await expect(page.getByRole("slider", { name: "Minimum price", includeHidden: true })).toBeAttached();
          }
          await checkLayout(page, "search");
          if (width < SIDEBAR_WIDTH) await page.getByText("Filters", { exact: true }).first().click();
          await filterByTopMake(page, javaScriptEnabled);
          await checkLayout(page, "one make");

          await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2", exact: true }).click();
          await expect(page).toHaveURL(/[?&]page=2/);
          await expect(page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute(
            "aria-current",
            "page",
          );
          await checkLayout(page, "page 2");
          const carLink = await page.locator('article[data-car-id] a[href^="/cars/"]').first().getAttribute("href");
          expect((await page.request.get(carLink!)).status(), `${carLink} answers`).toBe(200);
          const pageOne = await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 1", exact: true }).getAttribute("href");
          expect((await page.request.get(pageOne!)).status(), `${pageOne} answers`).toBe(200);
        } finally {
          await context.close();
        }
      });
    }
  }
}
