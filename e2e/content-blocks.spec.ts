import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test, visitAsTenant } from "./fixtures";
import { FORM_MIN_FILL_MS } from "./server-env";

/*
 * The spec's remaining pages and blocks, with JavaScript on and off (the js
 * and no-js projects run every test): the Toyota dealer's content pages and the finance
 * page's Get A Quote links, the customer feedback survey, Meridian's reviews block and a
 * model's override URL.
 */

const TOYOTA = "wattle-ridge-toyota";
const SCREENSHOT_DIR = path.resolve("e2e/.artifacts/screenshots/content-blocks");

/** Full-page pictures at 1366 and 400 px, taken once (with JavaScript) for a person to look at. */
async function screenshot(page: Page, name: string, javaScript: boolean) {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const width of [1366, 400]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${javaScript ? "js" : "nojs"}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test("the Toyota dealer's content pages from its menus, and the finance page's Get A Quote links", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  await visitAsTenant(page, TOYOTA, "/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Service Specials" })).toHaveAttribute("href", "/pages/service-specials");
  await page.goto("/pages/buyers-tips");
  await expect(page.getByRole("heading", { level: 1, name: "Buyers' tips" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("heading", { name: "When you look at a pre-owned car" })).toBeVisible();
  await screenshot(page, "buyers-tips", javaScriptEnabled);

  await page.goto("/finance");
  const tools = page.getByRole("region", { name: "Toyota Finance online" });
  await expect(tools.getByRole("link", { name: "Get A Quote", exact: true })).toHaveAttribute(
    "href",
    "https://www.toyota.com.au/car-finance/car-loan-calculator",
  );
  await expect(tools.getByRole("link", { name: "GET A QUOTE", exact: true })).toHaveAttribute(
    "href",
    "https://www.toyota.com.au/car-finance/used-car-finance",
  );
  await screenshot(page, "finance", javaScriptEnabled);
});

test("the customer feedback survey: errors first, then the dealer has it and /success shows the rating", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  await visitAsTenant(page, TOYOTA, "/feedback");
  await page.getByRole("link", { name: "I had a bad experience" }).click();
  await expect(page).toHaveURL(/\/customer-feedback-survey$/);
  const form = page.locator("#customer-feedback-form");
  await screenshot(page, "feedback-survey", javaScriptEnabled);

  await page.waitForTimeout(FORM_MIN_FILL_MS + 200);
  // The browser's own required checks would stop an empty post: strip them to see the form's answer.
  await form.evaluate((element) => element.querySelectorAll("[required]").forEach((input) => input.removeAttribute("required")));
  await form.getByRole("button", { name: "Send feedback" }).click();
  await expect(page.getByText("Please fix the following errors:")).toBeVisible();
  await expect(page.getByText("Please rate your experience from 1 to 5.").first()).toBeVisible();

  await form.getByRole("radio", { name: "2", exact: true }).check();
  await form.getByRole("radio", { name: "Service", exact: true }).check();
  await form.getByLabel("First name").fill("Jane");
  await form.getByLabel("Email address").fill("jane@example.com");
  await form.getByLabel("Mobile number").fill("0412 345 678");
  await form.getByLabel(/^What went wrong\?/).fill("My car was not ready when I was told it would be.");
  await form.getByLabel(/I agree to the terms of use/).check();
  await form.getByRole("button", { name: "Send feedback" }).click();

  await expect(page).toHaveURL(/\/success\?lead=\d+$/);
  const sent = page.getByRole("region", { name: "Thank you" });
  await expect(sent.getByRole("definition").filter({ hasText: "Customer Feedback (Service)" })).toBeVisible();
  await expect(sent.getByRole("definition").filter({ hasText: "2 out of 5" })).toBeVisible();
});

test("Meridian's home page shows its reviews block: 4.4 from 412, a partial fifth star", async ({ page, javaScriptEnabled }) => {
  await visitAsTenant(page, "meridian-motor-group", "/");
  const block = page.getByRole("region", { name: "What our customers say" });
  await expect(block.getByRole("img", { name: "Rated 4.4 out of 5" })).toBeVisible();
  await expect(block.getByText("from 412 Google reviews")).toBeVisible();
  await expect(block.getByRole("listitem")).toHaveCount(8);
  await block.scrollIntoViewIfNeeded();
  await screenshot(page, "meridian-home", javaScriptEnabled);
});

test("a model's override URL: the discontinued LandCruiser 200 leads to its pre-owned stock", async ({ page }) => {
  await visitAsTenant(page, TOYOTA, "/models?body=discontinued");
  const card = page.getByRole("main").getByRole("article", { name: "LandCruiser 200" });
  const stockSearch = "/search/used-cars?make=Toyota&model=LandCruiser%20200";
  await expect(card.getByRole("link", { name: "Explore LandCruiser 200" })).toHaveAttribute("href", stockSearch);
  await expect(card.getByRole("link", { name: "Our Stock: LandCruiser 200" })).toHaveAttribute("href", stockSearch);
  await page.goto("/landcruiser-200");
  await expect(page).toHaveURL(/\/search\/used-cars\?make=Toyota&model=LandCruiser(\+|%20)200$/);
});
