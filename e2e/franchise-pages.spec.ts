import { expect, test, visitAsTenant } from "./fixtures";

/*
 * Pages the spec's routes name that a franchise brings (vehicle-page §2): a Mitsubishi
 * dealer's Diamond Advantage service program and the /brands/jeep brand page, both from
 * Meridian Motor Group's tenant file; and weekly subscription prices on Brightlane Cars
 * (vehicle-page §4, the price precedence's first rule).
 */

const GROUP = "meridian-motor-group";

test.describe("a dealer group's franchise pages", () => {
  test("/diamond-advantage is the Mitsubishi franchise's service program, with its service line", async ({ page }) => {
    const response = await visitAsTenant(page, GROUP, "/diamond-advantage");
    expect(response.status()).toBe(200);
    await expect(page).toHaveTitle("Diamond Advantage | Meridian Motor Group");
    await expect(page.getByRole("heading", { level: 1, name: "Diamond Advantage" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "What Diamond Advantage gives you" })).toBeVisible();
    await expect(page.getByText("Up to 10 years of capped price servicing")).toBeVisible();
    await expect(page.getByRole("link", { name: "Book online" })).toHaveAttribute("href", "/service/booking");
  });

  test("/brands/jeep is the Jeep franchise's stock", async ({ page }) => {
    await visitAsTenant(page, GROUP, "/brands/jeep");
    await expect(page).toHaveURL(/\/search\/jeep$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Jeep");
    const names = await page.locator('script[type="application/ld+json"]').allTextContents();
    const cars = names
      .map((text) => JSON.parse(text) as { "@type"?: string; itemListElement?: { item: { brand: { name: string } } }[] })
      .find((data) => data["@type"] === "ItemList")?.itemListElement;
    expect(cars?.length).toBeGreaterThan(0);
    expect(new Set(cars!.map((element) => element.item.brand.name))).toEqual(new Set(["Jeep"]));
  });
});

test("a dealer offering subscriptions shows a car's weekly price, /week, on its card", async ({ page }) => {
  // The Weekly price filter's lowest band: cars offered at $50 to $99 a week, in stock (a sold
  // card shows no price).
  await visitAsTenant(
    page,
    "brightlane-cars",
    `/search/used-cars?weekly_price_range=${encodeURIComponent("$50 - $99")}&status=in_stock`,
  );
  const found = Number((await page.getByText(/^\d+ cars? found$/).first().textContent())!.match(/^\d+/)![0]);
  expect(found).toBeGreaterThan(0);
  await expect(page.getByText(/^\$\d{2}\/week$/)).toHaveCount(Math.min(found, 24));
});
