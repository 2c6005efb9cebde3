import type { Page } from "@playwright/test";
import { expect, hydrated, test, visitAsTenant } from "./fixtures";
import { firstListedCar, sitePath } from "./json-ld";

/*
 * A form the server refuses, on a phone: without JavaScript the answer is a new page, which
 * opened at its top with the error summary off-screen, so the shopper saw nothing happen.
 * The answer now brings the shopper to the summary, focused; what was typed stays. With
 * JavaScript the form's own check focuses the first field in error, in view.
 */

const TENANT = "wattle-ridge-toyota";
const ERROR_BANNER = "Please fix the following errors:";
const INVALID_POSTCODE = "Invalid postcode. Please enter a 4-digit number.";

test.use({ viewport: { width: 360, height: 740 } });

async function refusedThenShown(page: Page, formSelector: string, submitName: RegExp, javaScriptEnabled: boolean) {
  const form = page.locator(formSelector);
  if (javaScriptEnabled) await hydrated(form);
  await form.getByLabel("First name").fill("Jane");
  await form.getByLabel("Postcode").fill("12a");
  await form.getByRole("button", { name: submitName }).click();

  const summary = form.getByRole("alert").filter({ hasText: ERROR_BANNER });
  await expect(summary.getByRole("link", { name: INVALID_POSTCODE })).toBeVisible();
  if (javaScriptEnabled) {
    await expect(form.locator(":focus")).toHaveAttribute("aria-invalid", "true");
    await expect(form.locator(":focus")).toBeInViewport();
  } else {
    await expect(summary).toBeFocused();
    await expect(summary).toBeInViewport();
  }
  await expect(form.getByLabel("First name")).toHaveValue("Jane");
  await expect(form.getByLabel("Postcode")).toHaveValue("12a");
}

test.describe("a refused lead form at 360 px", () => {
  test("contact us", async ({ page, javaScriptEnabled }) => {
    await visitAsTenant(page, TENANT, "/contact-us");
    await refusedThenShown(page, "form#general-enquiry-form", /^Send/, javaScriptEnabled);
  });

  test("a location's contact page", async ({ page, javaScriptEnabled }) => {
    await visitAsTenant(page, TENANT, "/contact-us/springfield-sales");
    await refusedThenShown(page, "form#contact-form", /^Send/, javaScriptEnabled);
  });

  test("a car's enquiry page", async ({ page, javaScriptEnabled }) => {
    const car = await firstListedCar(page, TENANT, "car_type=used");
    await page.goto(`${sitePath(car)}/enquire`);
    await refusedThenShown(page, "form#enquiry-form", /^Enquire/, javaScriptEnabled);
  });
});
