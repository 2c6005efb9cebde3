import type { Page } from "@playwright/test";
import { expect, test, visitAsTenant } from "./fixtures";

interface ListedCar {
  brand: { name: string };
  offers: { price?: number };
  additionalProperty: { name: string; value: string | number }[];
}

/** The page's JSON-LD ItemList (the DESIGN.md contract): what the page lists, machine-read. */
async function itemList(page: Page) {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent();
  const list = JSON.parse(text ?? "{}") as {
    numberOfItems: number;
    itemListElement: { position: number; item: ListedCar }[];
  };
  return { ...list, cars: list.itemListElement.map((element) => element.item) };
}

const property = (car: ListedCar, name: string) => car.additionalProperty.find((p) => p.name === name)?.value;

test.describe("the search journey", () => {
  test.use({ tenantSlug: "meridian-motor-group" });

  test("filters by make and price range, sorts by lowest price and pages on", async ({ page, pageProblems }) => {
    await visitAsTenant(page, "meridian-motor-group", "/search");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cars for sale");
    const everything = await itemList(page);
    expect(everything.cars).toHaveLength(21); // search-journey §9: 21 hits per page

    await page.getByRole("checkbox", { name: /^Mazda\b/ }).first().check();
    await page.locator('input[name="price_min"]').fill("15000");
    await page.locator('input[name="price_max"]').fill("90000");
    await page.locator('select[name="sortBy"]').selectOption({ label: "Lowest price" });
    await page.getByRole("button", { name: "Apply" }).click();

    await expect(page).toHaveURL(/make=Mazda/);
    await expect(page).toHaveURL(/sortBy=Car_production_price_asc/);
    // The form's price_min/price_max and empty fields land on the canonical URL (DESIGN.md).
    await expect(page).toHaveURL(/price=15000%3A90000|price=15000:90000/);
    expect(page.url()).not.toMatch(/price_min|query=&/);
    await expect.poll(async () => (await itemList(page)).numberOfItems).toBeLessThan(everything.numberOfItems);
    const refined = await itemList(page);
    expect(refined.numberOfItems).toBeGreaterThan(21);
    expect(refined.numberOfItems).toBeLessThan(everything.numberOfItems);
    const prices = refined.cars.map((car) => car.offers.price ?? 0);
    expect(refined.cars.every((car) => car.brand.name === "Mazda")).toBe(true);
    expect(prices.every((price) => price >= 15_000 && price <= 90_000)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await expect(page.getByText(`${refined.numberOfItems.toLocaleString("en-AU")} cars found`)).toBeVisible();

    await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2", exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    // With JavaScript the URL can change a moment before the new list renders.
    await expect.poll(async () => (await itemList(page)).itemListElement[0]?.position).toBe(22);
    const second = await itemList(page);
    const secondPrices = second.cars.map((car) => car.offers.price ?? 0);
    expect(secondPrices[0]).toBeGreaterThanOrEqual(prices.at(-1)!);
    expect(pageProblems).toEqual([]);
  });

  test("a landing path fixes its car type and has its own title", async ({ page }) => {
    await visitAsTenant(page, "meridian-motor-group", "/search/used-cars");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Used cars for sale");
    await expect(page).toHaveTitle(/^Used cars for sale in .* \| Meridian Motor Group$/);
    const list = await itemList(page);
    expect(list.cars.length).toBeGreaterThan(0);
    expect(list.cars.every((car) => property(car, "car_type") === "used")).toBe(true);
    expect(list.cars.every((car) => property(car, "dealership")?.toString().startsWith("meridian-"))).toBe(true);
  });

  test("bad parameters still answer 200 with results", async ({ page }) => {
    const response = await visitAsTenant(page, "meridian-motor-group", "/search?page=abc&price=abc:def&sortBy=nope");
    expect(response.status()).toBe(200);
    expect((await itemList(page)).cars).toHaveLength(21);
  });

  test("an unknown make answers 404 in the dealer's shell", async ({ page }) => {
    const response = await visitAsTenant(page, "meridian-motor-group", "/search/no-such-make");
    expect(response.status()).toBe(404);
    await expect(page.getByRole("banner")).toContainText("Meridian");
  });
});
