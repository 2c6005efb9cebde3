import type { Locator, Page } from "@playwright/test";
import { expect, test, visitAsTenant } from "./fixtures";
import { firstCarPath } from "./json-ld";

/**
 * What a shopper on the narrowest phone (360 px) saw go wrong: the vehicle page's sticky
 * Call Now/Enquire bar hid the site footer's last lines, and Meridian's dealership strip
 * scrolled sideways with no sign of more (its axe check at this width is in a11y.spec). Run with JavaScript on and off (the projects).
 */

test.use({ viewport: { width: 360, height: 800 } });

test("at the bottom of a vehicle page the sticky bar covers none of the footer's text", async ({ page, javaScriptEnabled }) => {
  await page.goto(await firstCarPath(page, "meridian-motor-group", "status=in_stock"));
  const bar = page.locator("[data-sticky-footer]");
  await expect(bar).toBeVisible();
  // With JavaScript the similar cars arrive while scrolling and lengthen the page: scroll
  // again until the bottom is the bottom.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    if (javaScriptEnabled) await expect(bar).toHaveAttribute("data-scrolled", "true");
    const { lastTextBottom, barTop, atBottom } = await page.evaluate(() => {
      const footer = document.getElementById("site-footer")!;
      const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT);
      let lastTextBottom = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const line of range.getClientRects()) lastTextBottom = Math.max(lastTextBottom, line.bottom);
      }
      const root = document.documentElement;
      return {
        lastTextBottom,
        barTop: document.querySelector("[data-sticky-footer]")!.getBoundingClientRect().top,
        atBottom: Math.ceil(window.scrollY + window.innerHeight) >= root.scrollHeight,
      };
    });
    expect(atBottom, "scrolled to the very bottom").toBe(true);
    expect(lastTextBottom, "the footer's last line ends above the bar").toBeLessThanOrEqual(barTop);
  }).toPass({ timeout: 15_000 });
});

test("Meridian's dealership strip shows a fade at each edge where its names run on, and scrolls by keyboard", async ({ page }) => {
  await visitAsTenant(page, "meridian-motor-group", "/");
  const strip = page.getByRole("list", { name: "Our dealerships" });
  const overflows = () => strip.evaluate((list) => list.scrollWidth > list.clientWidth);
  expect(await overflows(), "the strip is wider than a 360 px screen").toBe(true);
  const fade = await strip.evaluate((list) => {
    const after = getComputedStyle(list, "::after");
    return { content: after.content, display: after.display, position: after.position, right: after.right, background: after.backgroundImage };
  });
  expect(fade).toMatchObject({ content: '""', position: "sticky", right: "0px" });
  expect(fade.display).not.toBe("none");
  expect(fade.background).toContain("linear-gradient");

  // Its mirror at the left edge shows only once names have scrolled off that side.
  const leftFade = () => strip.evaluate((list) => getComputedStyle(list, "::before").opacity);
  expect(await leftFade(), "no left fade over the first name").toBe("0");
  await strip.evaluate((list) => list.scrollTo({ left: list.scrollWidth, behavior: "instant" }));
  await expect.poll(leftFade).toBe("1");
  await strip.evaluate((list) => list.scrollTo({ left: 0, behavior: "instant" }));

  // Reached with Tab and scrolled with the arrow keys.
  for (let presses = 0; presses < 30 && !(await strip.evaluate((list) => list === document.activeElement)); presses += 1) {
    await page.keyboard.press("Tab");
  }
  await expect(strip).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => strip.evaluate((list) => list.scrollLeft)).toBeGreaterThan(0);

  const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(pageOverflow, "the page is no wider than the screen").toBe(0);
});

test.describe("Brightlane's used cars", () => {
  test.use({ tenantSlug: "brightlane-cars" });

  test("on a phone show the cars before the guarantees, on a laptop the guarantees first", async ({ page }) => {
    await visitAsTenant(page, "brightlane-cars", "/search/used-cars");
    const cards = page.locator("article[data-car-id]");
    const guarantees = page.getByRole("region", { name: "Our guarantees" });
    const top = (locator: typeof cards) => locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    // The five tiles stood one under another above the results: the first car began 1,063 px down.
    expect(await top(cards.first()), "the first car starts on the first screen").toBeLessThan(800);
    expect(await top(guarantees)).toBeGreaterThan(await top(cards.last()));
    await expect(guarantees).toHaveCount(1);

    await page.setViewportSize({ width: 1366, height: 900 });
    await expect(guarantees).toHaveCount(1);
    expect(await top(guarantees)).toBeLessThan(await top(cards.first()));
  });
});

test.describe("/compare", () => {
  test.use({ tenantSlug: "meridian-motor-group" });

  /** Puts the first `count` cars of the search page on the compare list, as their Compare buttons do. */
  async function compareCars(page: Page, count: number) {
    await visitAsTenant(page, "meridian-motor-group", "/search");
    const ids = await page.locator("article[data-car-id]").evaluateAll((cards, count) => cards.slice(0, count).map((card) => card.getAttribute("data-car-id")!), count);
    for (const id of ids) await page.request.post("/compare", { form: { car_id: id, intent: "add" } });
    await page.goto("/compare");
    const names = page.locator("thead th a");
    await expect(names).toHaveCount(count);
    return { table: page.getByRole("region", { name: "Compared cars" }), names };
  }

  const scrollsSideways = (table: Locator) => table.evaluate((region) => region.scrollWidth > region.clientWidth);

  for (const width of [360, 400]) {
    test(`at ${width} px two cars share the screen, their names and every value in view`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const { table, names } = await compareCars(page, 2);
      expect(await scrollsSideways(table), "the table fits the screen").toBe(false);
      for (const name of await names.all()) {
        const box = (await name.boundingBox())!;
        expect(box.x + box.width, (await name.textContent()) ?? "").toBeLessThanOrEqual(width);
      }
      // Each value says its row's name, where the row headings' column would not fit.
      await expect(table.getByRole("cell", { name: /^Odometer \d[\d,]* km$/ })).toHaveCount(2);
      await expect(page.getByText(/Swipe the table sideways/)).toHaveCount(0);
    });
  }

  test("at 360 px a third car is a swipe away, and the page says so", async ({ page }) => {
    const { table, names } = await compareCars(page, 3);
    await expect(page.getByText("Swipe the table sideways to see all 3 cars.")).toBeVisible();
    expect(await scrollsSideways(table)).toBe(true);
    await expect(names.nth(1)).toBeInViewport({ ratio: 1 });
    await table.evaluate((region) => region.scrollTo({ left: region.scrollWidth, behavior: "instant" }));
    await expect(names.nth(2)).toBeInViewport({ ratio: 1 });
  });
});

test("a Show number pressed far down the page comes back where it was, its number in view", async ({ page, javaScriptEnabled, pageProblems }) => {
  await visitAsTenant(page, "brightlane-cars", "/");
  const footer = page.locator("#site-footer");
  const reveal = footer.locator("form[data-phone-reveal]").last();
  const place = await reveal.getAttribute("id");
  await reveal.getByRole("button", { name: /Show number/ }).click();

  // Without JavaScript the answer is the page again, brought to the number's place by its fragment.
  if (!javaScriptEnabled) await expect(page).toHaveURL(new RegExp(`#${place}$`));
  const number = footer.getByRole("link", { name: /^\d[\d ]+\d$/ }).last();
  await expect(number).toBeVisible();
  await expect(number).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY), "not back at the top").toBeGreaterThan(1000);
  expect(pageProblems).toEqual([]);
});
