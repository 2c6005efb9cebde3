import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, hydrated, test, visitAsTenant } from "./fixtures";
import { carsOnPage, sitePath } from "./json-ld";

/*
 * Dealer content around the stock (vehicle-page §2, §4, §5, §9): offers, models and
 * accessories, reviews, service pages, the guarantees banner and feature tiles, with
 * JavaScript on and off. Two templates: wattle-ridge-toyota (apex), meridian-motor-group (metro).
 */

const SCREENSHOT_DIR = path.resolve("e2e/.artifacts/screenshots");
const main = (page: Page) => page.getByRole("main");

test.describe("offers", () => {
  test("the offers list collapses long texts with View more / View less and View full disclaimer / less disclaimer", async ({ page }) => {
    await visitAsTenant(page, "wattle-ridge-toyota", "/special-offers");
    await expect(page.getByRole("heading", { level: 1, name: "Special Offers" })).toBeVisible();
    const card = main(page).getByRole("article", { name: "RAV4 Hybrid: 5 years' capped price servicing included" });
    await expect(card).toBeVisible();

    // §4: "Description collapsed to about 160 characters when longer than 200".
    await expect(card.getByText("so you can budget for the road ahead with confidence.")).toBeHidden();
    await card.getByText("View more", { exact: true }).click();
    await expect(card.getByText("so you can budget for the road ahead with confidence.")).toBeVisible();
    await expect(card.getByText("View less", { exact: true })).toBeVisible();
    await card.getByText("View less", { exact: true }).click();
    await expect(card.getByText("so you can budget for the road ahead with confidence.")).toBeHidden();

    // §4: "disclaimer truncated at 200, toggled View full disclaimer / less disclaimer".
    await expect(card.getByText("Offer may be withdrawn at any time.")).toBeHidden();
    await card.getByText("View full disclaimer", { exact: true }).click();
    await expect(card.getByText("Offer may be withdrawn at any time.")).toBeVisible();
    await expect(card.getByText("less disclaimer", { exact: true })).toBeVisible();

    // A description of 200 characters or fewer has no toggle.
    const short = main(page).getByRole("article", { name: "Free first service on pre-owned Toyotas" });
    await expect(short.getByText("View more", { exact: true })).toHaveCount(0);
  });

  test("an offer excluded for the site is hidden from the list and from its own address", async ({ page }) => {
    await visitAsTenant(page, "wattle-ridge-toyota", "/special-offers");
    await expect(main(page).getByRole("article")).toHaveCount(4);
    await expect(page.getByText("LandCruiser 300 bonus accessories")).toHaveCount(0);
    const response = await page.goto("/offers/toyota/7105");
    expect(response?.status()).toBe(404);
  });

  test("an offer has its own page at /offers/{manufacturer}/{offerId} or /offers/{id}", async ({ page }) => {
    await visitAsTenant(page, "wattle-ridge-toyota", "/special-offers");
    await page.getByRole("link", { name: "View offer: HiLux SR5 tradie pack" }).click();
    await expect(page).toHaveURL(/\/offers\/toyota\/7102$/);
    await expect(page.getByRole("heading", { level: 1, name: "HiLux SR5 tradie pack" })).toBeVisible();
    await page.getByRole("link", { name: "Explore the HiLux" }).click();
    await expect(page).toHaveURL(/\/models\/toyota-hilux$/);

    const own = await page.goto("/offers/7104");
    expect(own?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Free first service on pre-owned Toyotas" })).toBeVisible();
    expect((await page.goto("/offers/toyota/9999"))?.status()).toBe(404);
  });

  test("a dealer group lists offers of each of its makes", async ({ page }) => {
    await visitAsTenant(page, "meridian-motor-group", "/special-offers");
    await expect(main(page).getByRole("article")).toHaveCount(4);
    await page.getByRole("link", { name: "View offer: Hyundai Tucson: $2,000 factory bonus" }).click();
    await expect(page).toHaveURL(/\/offers\/hyundai\/8202$/);
    await expect(page.getByRole("heading", { level: 1, name: "Hyundai Tucson: $2,000 factory bonus" })).toBeVisible();
  });
});

test.describe("models", () => {
  test("/models shows the range by tab, with Upcoming and All-New labels", async ({ page }) => {
    await visitAsTenant(page, "wattle-ridge-toyota", "/models");
    const tabs = page.getByRole("navigation", { name: "Model categories" });
    for (const tab of ["All Vehicles", "Hatch & sedans", "SUVs & 4WDs", "Utes & Vans", "GR & performance", "Electrified", "Discontinued", "Upcoming"]) {
      await expect(tabs.getByRole("link", { name: new RegExp(`^${tab.replace(/[&]/g, "&")} \\(`) })).toBeVisible();
    }
    const grid = main(page).getByRole("list", { name: "All Vehicles" });
    // §9: the fixed order starts bZ4X, Prado, C-HR, Yaris.
    await expect(grid.getByRole("article").first()).toHaveAccessibleName("bZ4X");
    await expect(grid.getByRole("article", { name: "Prado" }).getByText("All-New", { exact: true })).toBeVisible();
    await expect(grid.getByRole("article", { name: "bZ Woodland" }).getByText("Upcoming", { exact: true })).toBeVisible();
    await expect(grid.getByRole("article", { name: "LandCruiser 200" })).toHaveCount(0);
    // The outline skips no level: the page's h1, the tab's h2, the cards' h3s (WCAG 1.3.1).
    const levels = await main(page).locator("h1, h2, h3, h4, h5, h6").evaluateAll((headings) => headings.map((h) => Number(h.tagName[1])));
    expect(levels.every((level, index) => index === 0 || level <= levels[index - 1]! + 1)).toBe(true);
    await expect(main(page).getByRole("heading", { level: 2, name: "All Vehicles" })).toHaveCount(1);

    await tabs.getByRole("link", { name: /^Utes & Vans/ }).click();
    await expect(page).toHaveURL(/\/models\?body=utes-vans$/);
    const utes = main(page).getByRole("list", { name: "Utes & Vans" }).getByRole("article");
    await expect(utes).toHaveCount(2);
    await expect(utes.first()).toHaveAccessibleName("HiLux");
  });

  test("a model page in the tenant's spelling, with Our Stock landing on the search", async ({ page }) => {
    await visitAsTenant(page, "wattle-ridge-toyota", "/models/rav4");
    await expect(page, "another spelling redirects to models/toyota-{name}").toHaveURL(/\/models\/toyota-rav4$/);
    await expect(page.getByRole("heading", { level: 1, name: "Toyota RAV4" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Toyota Service Advantage for the RAV4" }).getByText("$260")).toBeVisible();
    // §2 /models/get-quote, asked from the model's page: the form opens on that model.
    await page.getByRole("link", { name: "Get a Quote", exact: true }).click();
    await expect(page).toHaveURL(/\/models\/get-quote\?model=rav4$/);
    await expect(page.getByLabel("Vehicle model")).toHaveValue("RAV4");
    await page.goBack();
    await page.getByRole("link", { name: "Our Stock", exact: true }).click();
    await expect(page).toHaveURL(/\/search\/new-cars\?make=Toyota&model=RAV4$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/for sale/);
  });

  test("the spec's other spellings lead to their pages: /{modelSlug}, /brands/{make}, /used-car/list", async ({ page }) => {
    await visitAsTenant(page, "wattle-ridge-toyota", "/corolla");
    await expect(page).toHaveURL(/\/models\/toyota-corolla$/);
    await expect(page.getByRole("heading", { level: 1, name: "Toyota Corolla" })).toBeVisible();
    await visitAsTenant(page, "meridian-motor-group", "/brands/kia");
    await expect(page).toHaveURL(/\/search\/kia$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Kia .*for sale$/);
    await visitAsTenant(page, "meridian-motor-group", "/used-car/list");
    await expect(page).toHaveURL(/\/search\/used-cars$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Used cars for sale");
  });

  test("accessories per model, under the model page and at /{model slug}/accessories", async ({ page }) => {
    await visitAsTenant(page, "wattle-ridge-toyota", "/vehicle-parts-and-accessories");
    await page.getByRole("link", { name: "View Accessories for HiLux" }).click();
    await expect(page).toHaveURL(/\/models\/toyota-hilux\/accessories$/);
    await expect(page.getByRole("heading", { level: 1, name: "HiLux Accessories" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Fit for Business" })).toBeVisible();
    await expect(page.getByText("Canopy, ducktail style")).toBeVisible();

    const short = await page.goto("/toyota-hilux/accessories");
    expect(short?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "HiLux Accessories" })).toBeVisible();
    expect((await page.goto("/toyota-hilux-nope/accessories"))?.status()).toBe(404);
  });

  test("a tenant without models has no model pages", async ({ page }) => {
    const response = await visitAsTenant(page, "meridian-motor-group", "/models");
    expect(response.status()).toBe(404);
  });

  test("the header's New Vehicles dropdown has the model tabs and 10 cards under All Vehicles", async ({ page }, testInfo) => {
    await visitAsTenant(page, "wattle-ridge-toyota", "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const allVehicles = nav.getByRole("list", { name: "All Vehicles" });
    const newVehicles = nav.getByRole("link", { name: "New Vehicles", exact: true });
    await expect(allVehicles).toBeHidden();
    if (testInfo.project.use.javaScriptEnabled === false) {
      // The cards are fetched when the menu opens: without JavaScript it has the
      // side links, and New Vehicles leads to /models, which shows every card.
      await newVehicles.focus();
      await expect(nav.getByRole("link", { name: "All Models", exact: true })).toBeVisible();
      await expect(allVehicles).toHaveCount(0);
      await expect(newVehicles).toHaveAttribute("href", "/models");
      return;
    }
    await hydrated(nav);
    await newVehicles.focus();
    await expect(allVehicles).toBeVisible();
    await expect(allVehicles.getByRole("article")).toHaveCount(10);
    await expect(allVehicles.getByRole("link", { name: "Explore RAV4" })).toHaveAttribute("href", "/models/toyota-rav4");
    await expect(nav.getByRole("link", { name: "All Models", exact: true })).toBeVisible();

    await nav.getByRole("radiogroup", { name: "Model categories" }).getByText("GR & performance").click();
    await expect(nav.getByRole("radio", { name: "GR & performance" })).toBeChecked();
    await expect(allVehicles).toBeHidden();
    const gr = nav.getByRole("list", { name: "GR & performance" });
    await expect(gr.getByRole("article")).toHaveCount(2);
    await expect(gr.getByRole("link", { name: "Our Stock: GR Supra" })).toBeVisible();
  });

  test("a dealer group's New Cars menu opens as logo tiles of its dealerships", async ({ page }) => {
    await visitAsTenant(page, "meridian-motor-group", "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "New Cars", exact: true }).focus();
    const mazda = nav.getByRole("link", { name: "Meridian Mazda", exact: true });
    await expect(mazda).toBeVisible();
    await expect(mazda.locator("img")).toHaveAttribute("src", "/makes/mazda.svg");
  });
});

test.describe("reviews", () => {
  test("the home page shows wattle-ridge-toyota's reviews: average 4.7 from 1,468, 12 shown", async ({ page }) => {
    await visitAsTenant(page, "wattle-ridge-toyota", "/");
    const block = page.getByRole("region", { name: "What our customers say" });
    await expect(block).toBeVisible();
    await expect(block.getByRole("img", { name: "Rated 4.7 out of 5" })).toBeVisible();
    await expect(block.getByText("from 1,468 Google reviews")).toBeVisible();
    await expect(block.getByRole("listitem")).toHaveCount(12);
  });

  test("/pages/reviews, linked from brightlane-cars' menu", async ({ page }) => {
    await visitAsTenant(page, "brightlane-cars", "/pages/reviews");
    await expect(page.getByRole("heading", { level: 1, name: "Brightlane Cars reviews" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Rated 4.8 out of 5" })).toBeVisible();
  });
});

test.describe("service, parts, guarantees and feature tiles", () => {
  test("service pages with the Toyota Service Advantage pricing table", async ({ page }) => {
    await visitAsTenant(page, "wattle-ridge-toyota", "/service");
    await expect(page.getByRole("heading", { level: 1, name: "Online Service Booking" })).toBeVisible();
    const table = page.getByRole("table", { name: "Toyota Service Advantage capped price servicing" });
    await expect(table.getByRole("row", { name: /^Coaster \$485 3 6 Every 6 months or 10,000 km 75,000 km$/ })).toBeVisible();
    await expect(table.getByRole("row", { name: /^LandCruiser Prado \$390 5 10 .* 100,000 km$/ })).toBeVisible();
    await expect(table.getByRole("row", { name: /^All other models \$250 5 5 Every 12 months or 15,000 km 75,000 km$/ })).toBeVisible();
    // §2 "Read more... expandable text": closed at first, opened by its summary (a native <details>).
    const more = page.getByText(/the cover ends when the years or the distance run out/);
    await expect(more).toBeHidden();
    await page.getByText("Read more...", { exact: true }).click();
    await expect(more).toBeVisible();

    for (const [path, heading] of [
      ["/genuine-service", "Toyota Genuine Service"],
      ["/roadside-assist", "Roadside Assist"],
      ["/warranty", "Warranty Advantage"],
      ["/vehicle-parts-and-accessories", "Parts & Accessories"],
      ["/fleet", "Business Fleet"],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    }
    await page.goto("/warranty");
    await expect(page.getByText("Applies to vehicles bought on or after 01/01/2019.")).toBeVisible();
    await expect(page.getByText("A 90 point inspection")).toBeVisible();
    await page.goto("/fleet");
    // The page's own red block; the footer links the same journey too (Buyer Tools).
    await expect(page.getByRole("main").getByRole("link", { name: "Get Your Repayments" })).toBeVisible();
  });

  test("another make's dealer gets service pages without the Toyota table", async ({ page }) => {
    await visitAsTenant(page, "meridian-motor-group", "/service");
    await expect(page.getByRole("heading", { level: 1, name: "Book a Service" })).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
  });

  test("the guarantees banner shows on used cars and contact-us pages for a tenant that gives them", async ({ page }) => {
    // vehicle-page §9: "Guarantee banner (used cars, or any path containing contact-us)".
    const banner = page.getByRole("region", { name: "Our guarantees" });
    for (const path of ["/search/used-cars", "/contact-us", "/contact-us/brightlane-moorabbin"]) {
      await visitAsTenant(page, "brightlane-cars", path);
      await expect(banner.getByText("48hr money back guarantee"), path).toBeVisible();
      await expect(banner.getByText("Reserve Online"), path).toBeVisible();
    }
    for (const path of ["/search/used-cars", "/contact-us"]) {
      await visitAsTenant(page, "meridian-motor-group", path);
      await expect(banner, path).toHaveCount(0);
    }
  });

  test("a vehicle page shows its brand's feature tiles, the same order on every visit", async ({ page }) => {
    await visitAsTenant(page, "wattle-ridge-toyota", "/search/new-cars?status=in_stock");
    const [car] = await carsOnPage(page);
    await page.goto(sitePath(car!));
    const tiles = page.getByRole("list", { name: "Why buy this car from us" }).getByRole("listitem");
    await expect(tiles).toHaveCount(4);
    await expect(tiles.filter({ hasText: "3-Year Warranty" }), "the warranty tile is for used cars only").toHaveCount(0);
    const order = await tiles.allTextContents();
    await page.reload();
    expect(await tiles.allTextContents()).toEqual(order);
  });
});

test("screenshots of the content pages at 1366 and 400 px", async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const width of [1366, 400]) {
    const javaScriptEnabled = testInfo.project.use.javaScriptEnabled !== false;
    const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, javaScriptEnabled });
    try {
      const page = await context.newPage();
      for (const [slug, pagePath] of [
        ["wattle-ridge-toyota", "/special-offers"],
        ["wattle-ridge-toyota", "/models"],
        ["wattle-ridge-toyota", "/models/toyota-rav4"],
        ["wattle-ridge-toyota", "/service"],
        ["wattle-ridge-toyota", "/"],
        ["meridian-motor-group", "/special-offers"],
        ["brightlane-cars", "/search/used-cars"],
      ] as const) {
        await visitAsTenant(page, slug, pagePath);
        const name = `content-${slug}${pagePath.replace(/\W+/g, "-")}-${width}-${testInfo.project.name}.png`.replace(/-+\./, ".");
        await page.screenshot({ path: path.join(SCREENSHOT_DIR, name), fullPage: true });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect.soft(overflow, `${name}: wider than the ${width}px viewport`).toBe(0);
      }
      if (width === 1366) {
        await visitAsTenant(page, "wattle-ridge-toyota", "/");
        await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "New Vehicles", exact: true }).hover();
        await page.screenshot({ path: path.join(SCREENSHOT_DIR, "content-model-dropdown-1366.png") });
        await visitAsTenant(page, "meridian-motor-group", "/");
        await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "New Cars", exact: true }).hover();
        await page.screenshot({ path: path.join(SCREENSHOT_DIR, "content-brand-menu-1366.png") });
      }
    } finally {
      await context.close();
    }
  }
});
