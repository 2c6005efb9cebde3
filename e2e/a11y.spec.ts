import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import { expect, test, visitAsTenant } from "./fixtures";
import { CONDITION_QUESTIONS } from "../app/models/trade-in/condition";
import { firstCarPath } from "./json-ld";
import { reservableCar } from "./reserve-helpers";
import { signInWithCode } from "./sign-in";

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

// axe is injected as a script of the test's own, which the pages' Content-Security-Policy
// (scripts from the site or with its nonce only) rightly refuses.
test.use({ bypassCSP: true });

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page and returns the serious and critical violations. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
  return (violations as AxeViolation[])
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`);
}

// Gated pages show a signed-out visitor only the sign-in page: these are checked signed in.
test("the gated /online-payment and /spin-to-win, signed in, have no serious accessibility violations", async ({ page }) => {
  await visitAsTenant(page, "wattle-ridge-toyota", "/online-payment");
  await signInWithCode(page, "Sign in to pay an invoice");
  await expect(page).toHaveURL(/\/online-payment$/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto("/spin-to-win");
  await expect(page.getByRole("heading", { name: "Terms and conditions" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

for (const slug of ["wattle-ridge-toyota", "meridian-motor-group", "brightlane-cars", "gumleaf-caravans"]) {
  test(`the search page of ${slug} has no serious accessibility violations`, async ({ page }) => {
    await visitAsTenant(page, slug, "/search");
    expect(await seriousViolations(page)).toEqual([]);
  });
}

for (const slug of ["wattle-ridge-toyota", "meridian-motor-group", "brightlane-cars", "gumleaf-caravans"]) {
  test(`a vehicle page of ${slug} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(await firstCarPath(page, slug, "status=in_stock"));
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("a vehicle page without photos, with its Request Photos form, has no serious accessibility violations", async ({ page }) => {
  // Some trucks still on their way have no photos yet: their cards ask for them.
  await visitAsTenant(page, "ironbark-trucks", "/search?status=coming_soon");
  const cardForm = page.locator('article form[action$="/request-photos"]').first();
  await page.goto((await cardForm.getAttribute("action"))!.replace(/\/request-photos$/, ""));
  await expect(page.getByRole("form", { name: /^Request photos of the / })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

for (const slug of ["wattle-ridge-toyota", "gumleaf-caravans"]) {
  for (const path of [
    "/contact-us?postcode=12a",
    "/locations/" + (slug === "gumleaf-caravans" ? "gumleaf-wangara" : "wattle-ridge-sales"),
    "/pages/complaint-handling-process",
    "/feedback",
    "/about-us",
    "/blog",
    "/privacy-policy",
  ]) {
    test(`the dealer page ${path} of ${slug} has no serious accessibility violations`, async ({ page }) => {
      await visitAsTenant(page, slug, path);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 800 } });
  test("Meridian's home, its dealership strip scrolling sideways, has no serious accessibility violations", async ({ page }) => {
    await visitAsTenant(page, "meridian-motor-group", "/");
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test("the check itself reports a serious violation when there is one", async ({ page }) => {
  await page.setContent('<html lang="en"><body><main><img src="data:,"><button></button></main></body></html>');
  expect((await seriousViolations(page)).join("\n")).toMatch(/image-alt|button-name/);
});

for (const [slug, path] of [
  ["wattle-ridge-toyota", "/"],
  ["wattle-ridge-toyota", "/special-offers"],
  ["wattle-ridge-toyota", "/offers/toyota/7101"],
  ["wattle-ridge-toyota", "/models"],
  ["wattle-ridge-toyota", "/models/toyota-rav4"],
  ["wattle-ridge-toyota", "/models/toyota-hilux/accessories"],
  ["wattle-ridge-toyota", "/service"],
  ["wattle-ridge-toyota", "/warranty"],
  ["wattle-ridge-toyota", "/vehicle-parts-and-accessories"],
  ["wattle-ridge-toyota", "/fleet"],
  ["wattle-ridge-toyota", "/models/get-quote"],
  ["wattle-ridge-toyota", "/blog/vehicle-reviews"],
  ["wattle-ridge-toyota", "/pages/buyers-tips"],
  ["wattle-ridge-toyota", "/customer-feedback-survey"],
  ["wattle-ridge-toyota", "/finance"],
  ["meridian-motor-group", "/"],
  ["wattle-ridge-toyota", "/service/booking?location=5002"],
  ["wattle-ridge-toyota", "/personalised/finance"],
  ["meridian-motor-group", "/special-offers"],
  ["meridian-motor-group", "/roadside-assist"],
  ["brightlane-cars", "/pages/reviews"],
  // A masking tenant: the main number's Show number inside the text and as the call to action.
  ["brightlane-cars", "/about-us"],
  ["brightlane-cars", "/pages/complaint-handling-process"],
  ["brightlane-cars", "/service"],
  ["brightlane-cars", "/search/used-cars"],
  ["ironbark-trucks", "/"],
] as const) {
  test(`${path} of ${slug} has no serious accessibility violations`, async ({ page }) => {
    await visitAsTenant(page, slug, path);
    if (slug === "ironbark-trucks") {
      // The promotional popup is part of the page once the client has loaded.
      await expect(page.getByRole("dialog")).toBeVisible();
    }
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("the online purchase journey (/checkout-journey) has no serious accessibility violations", async ({ page }) => {
  // Three pages, each with its axe run, on a machine shared with other runs.
  test.slow();
  const { carPath } = await reservableCar(page, "wattle-ridge-toyota");
  const journeyPath = `/checkout-journey?car_id=${carPath.split("/")[2]}`;
  await page.goto(journeyPath);
  expect(await seriousViolations(page)).toEqual([]);
  // The trade-in step's form (the condition questions) and its estimate page, the draft saved by plain posts.
  const details = { name: "Ada", email: "ada@example.com", phone: "0412 345 678", postcode: "3189" };
  await page.request.post(`${journeyPath}&step=details`, { form: details });
  const condition = Object.fromEntries(
    CONDITION_QUESTIONS.flatMap((question, index) => [[`adjustmentAnswers[${index}].id`, question.id], [`adjustmentAnswers[${index}].answer`, question.options[0]!.value]]),
  );
  const tradeIn = { hasTradeIn: "yes", rego: "ABC123", regoState: "VIC", tradeInYear: String(new Date().getFullYear() - 3), tradeInMake: "Toyota", tradeInModel: "Corolla", tradeInKm: "60000" };
  await page.goto(`${journeyPath}&step=trade-in`);
  expect(await seriousViolations(page)).toEqual([]);
  await page.request.post(`${journeyPath}&step=trade-in`, { form: { ...tradeIn, ...condition } });
  await page.goto(`${journeyPath}&step=trade-in&view=estimate`);
  await expect(page.getByRole("link", { name: "Change your trade-in" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
