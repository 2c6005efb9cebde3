import type { Page } from "@playwright/test";
import { expect, hydrated, test, visitAsTenant } from "./fixtures";
import { firstListedCar, sitePath } from "./json-ld";
import { FORM_MIN_FILL_MS } from "./server-env";

/*
 * A form the server refuses, on a phone: without JavaScript the answer is a new page, which
 * opened at its top with the error summary off-screen, so the shopper saw nothing happen.
 * The answer now brings the shopper to the summary, focused; what was typed stays. With
 * JavaScript the form's own check focuses the first field in error, in view.
 */

const TENANT = "wattle-ridge-toyota";
const ERROR_BANNER = "Please fix the following errors:";
const INVALID_POSTCODE = "Invalid postcode. Please enter a 4-digit number.";
const MESSAGE_TOO_LONG = "Please keep your message to 5,000 characters or fewer.";

test.use({ viewport: { width: 360, height: 740 } });

async function refusedThenShown(page: Page, formSelector: string, submitName: RegExp, javaScriptEnabled: boolean) {
  const form = page.locator(formSelector);
  if (javaScriptEnabled) await hydrated(form);
  await form.getByLabel("First name").fill("Jane");
  await form.getByLabel("Postcode").fill("12a");
  // Leaving the field checks it (JavaScript): its error pushes the button down, so it shows first.
  await form.getByLabel("Postcode").blur();
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

test.describe("a lead form's message at 360 px", () => {
  test("says its 5,000-character limit, counts with JavaScript, and keeps a longer paste for the server's error", async ({
    page,
    javaScriptEnabled,
  }) => {
    await visitAsTenant(page, TENANT, "/contact-us");
    const form = page.locator("form#general-enquiry-form");
    if (javaScriptEnabled) await hydrated(form);
    const message = form.getByLabel(/^Message/);
    await expect(message).toHaveAccessibleDescription(javaScriptEnabled ? "0 of 5,000 characters" : "Up to 5,000 characters.");

    const pasted = `${"I would like to know more about servicing my car. ".repeat(120)}Thanks.`;
    expect(pasted.length).toBeGreaterThan(6_000);
    await message.fill(pasted);
    await expect(message).toHaveValue(pasted);
    if (javaScriptEnabled) {
      await expect(message).toHaveAccessibleDescription(`${pasted.length.toLocaleString("en-AU")} of 5,000 characters: ${(pasted.length - 5_000).toLocaleString("en-AU")} too many`);
    }
    await form.getByLabel("First name").fill("Jane");
    await form.getByLabel("Last name").fill("Citizen");
    await form.getByLabel("Email address").fill("jane@example.com");
    await form.getByLabel("Mobile number").fill("0412 345 678");
    await form.getByLabel("Postcode").fill("4305");
    await form.getByLabel(/I agree to the terms of use/).check();
    await page.waitForTimeout(FORM_MIN_FILL_MS + 200);
    await form.getByRole("button", { name: /^Send/ }).click();

    await expect(form.getByRole("link", { name: MESSAGE_TOO_LONG })).toBeVisible();
    await expect(page).not.toHaveURL(/\/success/);
    await expect(form.getByLabel(/^Message/)).toHaveValue(pasted.trim());
  });
});
