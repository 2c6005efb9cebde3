import { expect, test, visitAsTenant } from "./fixtures";
import { firstListedCar, sitePath } from "./json-ld";

/**
 * The Automotive Standards Council's GA4 events a dealer's agency reads (README
 * "Analytics"), pushed to window.dataLayer beside the spec's numeric ids. They are pushed by
 * the page's JavaScript, so this runs with JavaScript only (playwright.config.ts).
 */


async function ascEvents(page: import("@playwright/test").Page, name: string) {
  return page.evaluate(
    (event) => (window.dataLayer ?? []).filter((entry) => (entry as { event?: unknown }).event === event),
    name,
  ) as Promise<Record<string, unknown>[]>;
}

test("a vehicle page pushes asc_item_pageview with the car, and its buttons and phone links their events", async ({
  page,
}) => {
  const car = await firstListedCar(page, "wattle-ridge-toyota", "status=in_stock&car_type=used");
  await page.goto(sitePath(car));

  await expect.poll(() => ascEvents(page, "asc_item_pageview")).toHaveLength(1);
  const [view] = await ascEvents(page, "asc_item_pageview");
  expect(view).toMatchObject({
    event_owner: "dealer-platform",
    page_type: "item",
    item_make: car.brand.name,
    item_model: car.model,
    item_year: Number(car.vehicleModelDate),
    item_condition: "used",
  });

  // A call-to-action: the sidebar's finance button, kept on the page for the check.
  await page.evaluate(() => document.addEventListener("click", (event) => event.preventDefault(), { capture: true }));
  await page.getByRole("complementary", { name: "Actions" }).locator('[data-action="finance"]').click();
  expect(await ascEvents(page, "asc_cta_interaction")).toEqual([
    expect.objectContaining({ element_subtype: "finance", event_action: "click", page_type: "item" }),
  ]);

  await page.locator('a[href^="tel:"]').first().click();
  expect(await ascEvents(page, "asc_click_to_call")).toEqual([
    expect.objectContaining({ comm_type: "call", comm_phone_number: expect.stringMatching(/^[\d+ ]+$/), page_type: "item" }),
  ]);
});
