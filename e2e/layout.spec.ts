import { expect, oneTenantPerTemplate, test, visitAsTenant } from "./fixtures";

/**
 * The template × width × JavaScript sweep (Meridian's Save, Compare and Watchlist
 * buttons covered COMING SOON and JUST SOLD at 400 and 360 px; Brightlane scrolled sideways
 * at 360 px). One search page per template, at the narrowest phone, the spec's mobile width
 * and the desktop, with JavaScript on and off: the page is never wider than the screen and
 * no card's buttons lie over its tags. Journeys are tested elsewhere, once.
 */

const WIDTHS = [360, 400, 1366];
/** Stock with tags on every card: coming soon and just-sold cars. */
const TAGGED_STOCK = "/search?status=coming_soon&status=sold";

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const tenant of oneTenantPerTemplate()) {
  test(`${tenant.template} (${tenant.slug}): no sideways scroll, no tag or name under a button, at ${WIDTHS.join(", ")} px`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    for (const width of WIDTHS) {
      for (const javaScriptEnabled of [true, false]) {
        const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, javaScriptEnabled });
        try {
          const page = await context.newPage();
          await visitAsTenant(page, tenant.slug, TAGGED_STOCK);
          const label = `${width}px, JavaScript ${javaScriptEnabled ? "on" : "off"}`;
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect.soft(overflow, `${label}: the page is wider than the screen`).toBe(0);

          // The dealer's name, line by line as drawn (a word can overflow its box), is clear
          // of the header's buttons and links (Meridian's name ran under its heart at 360 px).
          const header = page.locator("header").first();
          const nameLines = await header.locator('a[href="/"]').first().evaluate((wordmark) => {
            const range = document.createRange();
            range.selectNodeContents(wordmark);
            return [...range.getClientRects()].map((line) => line.toJSON() as Box);
          });
          const headerControls = await header
            .locator('a:not([href="/"]), button, label')
            .evaluateAll((items) =>
              items
                .map((item) => item.getBoundingClientRect().toJSON() as Box)
                .filter((box) => box.width > 0 && box.height > 0),
            );
          const coveredName = nameLines.filter((line) => headerControls.some((control) => overlaps(line, control)));
          expect.soft(coveredName, `${label}: the dealer's name lies under a header button`).toEqual([]);

          const cards = page.locator("article[data-car-id]");
          const count = Math.min(await cards.count(), 4);
          expect(count, `${label}: tagged cars listed`).toBeGreaterThan(0);
          for (let index = 0; index < count; index += 1) {
            const card = cards.nth(index);
            const tags = await card.locator('ul[aria-label="Tags"] li').evaluateAll((items) =>
              items.map((item) => item.getBoundingClientRect().toJSON() as Box),
            );
            const buttons = await card.locator("form button").evaluateAll((items) =>
              items
                .map((item) => item.getBoundingClientRect().toJSON() as Box)
                .filter((box) => box.width > 0 && box.height > 0),
            );
            expect(tags.length, `${label}: card ${index + 1} has its tags`).toBeGreaterThan(0);
            const covered = tags.filter((tag) => buttons.some((button) => overlaps(tag, button)));
            expect.soft(covered, `${label}: card ${index + 1}'s tags lie under a button`).toEqual([]);
          }
        } finally {
          await context.close();
        }
      }
    }
  });
}
