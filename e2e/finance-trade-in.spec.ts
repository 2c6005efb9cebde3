import type { Locator, Page } from "@playwright/test";
import { CONDITION_QUESTIONS } from "../app/models/trade-in/condition";
import { expect, test, visitAsTenant } from "./fixtures";
import { firstListedCar, listedCars, sitePath } from "./json-ld";
import { FORM_MIN_FILL_MS } from "./server-env";

/*
 * The vehicle page's other forms, with JavaScript on and off: the finance enquiry reached from a
 * vehicle's Get Finance link, the trade-in journey from the vehicle's Trade In button to
 * the estimate and its acceptance, an old car that gets no online estimate, and the
 * contact page's enquiry form with its errors first.
 */

const ERROR_BANNER = "Please fix the following errors:";
const TERMS_REQUIRED = "*You must agree to the terms of use before submitting.";
const MESSAGE_REQUIRED = "Please enter a message.";
/** vehicle-page §5 (FAQ statement). */
const ESTIMATE_LIMITS =
  "Online trade-in estimates are generally not given for cars over 7 years old or over 100,000 km.";
const DEALER_WILL_VALUE = "The dealer will contact you with a valuation.";
const THIS_YEAR = new Date().getFullYear();


/** The form guard refuses a form sent sooner after it was served than a person takes (server-env.ts). */
async function likeAPerson(page: Page) {
  await page.waitForTimeout(FORM_MIN_FILL_MS + 200);
}

/** A field by its whole label; a required field's label ends with its asterisk. */
const wholeLabel = (text: string) => new RegExp(`^${text}\\*?$`);

/** The shopper fills the contact fields as a person would, choosing where a form asks. */
async function fillShopper(form: Locator, message?: { label: string; text: string }) {
  await form.getByLabel("First name").fill("Jane");
  await form.getByLabel("Last name").fill("Citizen");
  await form.getByLabel("Email address").fill("jane.trade@example.com");
  await form.getByLabel("Mobile number").fill("0412 345 678");
  await form.getByLabel("Postcode").fill("4305");
  for (const label of ["Location", "Preferred dealership"]) {
    const select = form.getByLabel(wholeLabel(label));
    if ((await select.count()) > 0) await select.selectOption({ index: 1 });
  }
  if (message) await form.getByLabel(wholeLabel(message.label)).fill(message.text);
  await form.getByLabel(/I agree to the terms of use/).check();
}

async function dataLayerEvents(page: Page): Promise<unknown[]> {
  return page.evaluate(() => (window.dataLayer ?? []).map((entry) => (entry as { event?: unknown }).event));
}

/** Step 1: the car as the shopper states it (no rego lookup exists). */
async function tellAboutTheCar(page: Page, car: { year: number; make: string; model: string; km: number }) {
  await expect(page.getByRole("heading", { level: 2, name: "Tell us about your car" })).toBeVisible();
  await expect(page.getByText("We don't look registrations up online")).toBeVisible();
  await page.getByLabel("Registration number").fill("ABC123");
  await page.getByLabel("State registered in").selectOption("NSW");
  await page.getByLabel("Year built").fill(String(car.year));
  await page.getByLabel("Odometer (km)").fill(String(car.km));
  await page.getByLabel(wholeLabel("Make")).fill(car.make);
  await page.getByLabel(wholeLabel("Model")).fill(car.model);
  await page.getByRole("button", { name: "Next: its condition" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Its condition" })).toBeVisible();
}

/** Step 2: every question answered with its first option (the car in good order). */
async function answerTheCondition(page: Page) {
  for (const question of CONDITION_QUESTIONS) {
    await page.getByRole("group", { name: question.question }).getByLabel(question.options[0]!.label).check();
  }
  await page.getByRole("button", { name: "Next: your details" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Your details" })).toBeVisible();
}

test.describe("finance, trade-in and contact forms", () => {
  // Each form waits out the 2 s guard, the trade-in twice, on a machine shared with other runs.
  test.describe.configure({ timeout: 90_000 });


  test("a finance enquiry from a vehicle's Get Finance link, its query parameters prefilled (vehicle-page §2)", async ({
    page,
  }) => {
    const car = await firstListedCar(page, "meridian-motor-group", "car_type=used&status=in_stock&price=10000:");
    const carPath = sitePath(car);
    await page.goto(carPath);
    await page.getByRole("complementary", { name: "Actions" }).locator('[data-action="finance"]').click();
    // §2: "query parameters preferredDealership, vehiclePriceBudget, car_id, car_type; anchor #finance-form".
    await expect(page).toHaveURL(/\/finance-enquiry\?car_id=\d+&car_type=used&vehiclePriceBudget=\d+#finance-form$/);
    await expect(page.getByRole("heading", { level: 1, name: "Finance enquiry" })).toBeVisible();
    const form = page.locator("#finance-form");
    await expect(form.getByLabel("Vehicle budget")).toHaveValue(String(car!.offers.price));
    await expect(page.getByRole("link", { name: car!.name, exact: true })).toBeVisible();

    await fillShopper(form, { label: "Anything else we should know\\?", text: "Looking at five years." });
    await likeAPerson(page);
    await form.getByRole("button", { name: "Send finance enquiry" }).click();
    await expect(page).toHaveURL(/\/success\?lead=\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: "Thank you" })).toBeVisible();
    await expect(page.getByRole("link", { name: car!.name, exact: true })).toBeVisible();
  });

  test("the site's other finance addresses lead to its own, the query kept", async ({ page }) => {
    await visitAsTenant(page, "meridian-motor-group", "/finance?vehiclePriceBudget=25000&car_type=new");
    await expect(page).toHaveURL(/\/finance-enquiry\?vehiclePriceBudget=25000&car_type=new$/);
    await expect(page.getByLabel("Vehicle budget")).toHaveValue("25000");
    await expect(page.getByLabel("New, used or demo?")).toHaveValue("new");
  });

  test("the trade-in journey from a vehicle's Trade In button to the estimate and its acceptance (event 18)", async ({
    page,
    javaScriptEnabled,
  }) => {
    const cars = await listedCars(page, "wattle-ridge-toyota", "car_type=used&make=Toyota&status=in_stock");
    // A late-model car well within the spec's limits, described as the shopper would.
    const traded =
      cars.find((car) => Number(car.vehicleModelDate) >= THIS_YEAR - 4 && (car.mileageFromOdometer?.value ?? 0) < 80_000) ??
      cars[0]!;
    const buying = cars[0]!;
    await page.goto(sitePath(buying));
    await page.getByRole("complementary", { name: "Actions" }).locator('[data-action="trade-in"]').click();
    await expect(page).toHaveURL(/\/cars\/trade-in\?car_id=\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: "Trade in your car" })).toBeVisible();
    await expect(page.getByRole("link", { name: buying.name, exact: true })).toBeVisible();
    await expect(page.getByText(ESTIMATE_LIMITS)).toBeVisible();

    await tellAboutTheCar(page, {
      year: Number(traded.vehicleModelDate),
      make: traded.brand.name,
      model: traded.model,
      km: traded.mileageFromOdometer?.value ?? 30_000,
    });
    // Unanswered questions come back with the banner and each question's message.
    await page.getByRole("button", { name: "Next: your details" }).click();
    await expect(page.getByText(ERROR_BANNER)).toBeVisible();
    for (const { question } of CONDITION_QUESTIONS) {
      await expect(page.getByRole("link", { name: `Please answer: ${question}` })).toBeVisible();
    }
    await answerTheCondition(page);

    await expect(page.getByText("Your estimate is ready")).toBeVisible();
    const contact = page.locator("#trade-in-contact");
    await fillShopper(contact);
    await likeAPerson(page);
    await contact.getByRole("button", { name: "See my estimate" }).click();

    await expect(page).toHaveURL(/\/cars\/trade-in\?car_id=\d+&lead=\d+&key=[0-9a-f-]+$/);
    const offer = page.getByRole("region", { name: "Your trade-in estimate" });
    await expect(offer).toContainText(/\$[\d,]+00 – \$[\d,]+00/);
    await expect(offer).toContainText(`${traded.vehicleModelDate} ${traded.brand.name} ${traded.model}`);
    await likeAPerson(page);
    await page.getByRole("button", { name: "Accept estimate" }).click();

    await expect(page).toHaveURL(/\/success\?lead=\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: "Thank you" })).toBeVisible();
    // vehicle-page §7: "18 trade-in offer accepted".
    if (javaScriptEnabled) await expect.poll(() => dataLayerEvents(page)).toContain(18);
  });

  test("an 8-year-old car gets no online estimate: the limits, and the dealer values it (/sell-my-car)", async ({ page }) => {
    await visitAsTenant(page, "wattle-ridge-toyota", "/sell-my-car");
    await expect(page.getByRole("heading", { level: 1, name: "Sell your car" })).toBeVisible();
    await tellAboutTheCar(page, { year: THIS_YEAR - 8, make: "Toyota", model: "Corolla", km: 120_000 });
    await answerTheCondition(page);
    await expect(page.getByRole("note")).toHaveText(`${ESTIMATE_LIMITS} ${DEALER_WILL_VALUE}`);
    const contact = page.locator("#trade-in-contact");
    await fillShopper(contact);
    await likeAPerson(page);
    await contact.getByRole("button", { name: "Send to the dealer" }).click();
    await expect(page).toHaveURL(/\/success\?lead=\d+$/);
  });

  test("the contact page's enquiry form: errors first, then /success", async ({ page }) => {
    await visitAsTenant(page, "wattle-ridge-toyota", "/contact-us");
    const form = page.locator("#general-enquiry-form");
    await expect(form.getByLabel("What is your enquiry about?")).toHaveValue("General Enquiry");
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expect(form.getByText(ERROR_BANNER)).toBeVisible();
    await expect(form.getByRole("link", { name: TERMS_REQUIRED })).toBeVisible();
    await expect(form.getByRole("link", { name: MESSAGE_REQUIRED })).toBeVisible();

    await form.getByLabel("What is your enquiry about?").selectOption("Service Enquiry");
    await fillShopper(form, { label: "Message", text: "When is my next service due?" });
    await likeAPerson(page);
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page).toHaveURL(/\/success\?lead=\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: "Thank you" })).toBeVisible();
  });
});
