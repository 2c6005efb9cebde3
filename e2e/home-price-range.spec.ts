import { expect, hydrated, test, visitAsTenant } from "./fixtures";
import { searchItemList } from "./json-ld";

/*
 * vehicle-page §2 "Other screens": the home page's "Price range slider with a View button;
 * popular-facet tiles with counts". §5: "min cannot exceed max minus 1 and vice versa; step
 * 500; default range 5000 to 250000". Without JavaScript the prices are two amount boxes in a
 * plain GET form; with it two sliders.
 */
test.describe("the home page's price range and popular makes", () => {
  test.use({ tenantSlug: "meridian-motor-group" });

  test("View lists the cars in the chosen price range, widened to the search's whole thousands", async ({
    page,
    tenant,
    javaScriptEnabled,
    pageProblems,
  }) => {
    await visitAsTenant(page, tenant.slug);
    const priceRange = page.getByRole("region", { name: "Shop by price" });
    if (javaScriptEnabled) {
      const min = priceRange.getByRole("slider", { name: "Min price" });
      const max = priceRange.getByRole("slider", { name: "Max price" });
      await hydrated(min);
      await expect(min).toHaveValue("5000");
      await expect(max).toHaveValue("250000");
      await expect(priceRange.locator("output")).toHaveText(["$5,000", "$250,000+"]);
      await max.fill("40000");
      // Dragged past the max, the min stops a step (500) below it, and the max one above the min.
      await min.focus();
      await page.keyboard.press("End");
      await expect(min).toHaveValue("39500");
      await expect(priceRange.locator("output").first()).toHaveText("$39,500");
      await max.focus();
      await page.keyboard.press("Home");
      await expect(max).toHaveValue("40000");
      await min.fill("15500");
      await expect(priceRange.locator("output")).toHaveText(["$15,500", "$40,000"]);
    } else {
      await expect(priceRange.getByRole("slider")).toHaveCount(0);
      await priceRange.getByRole("spinbutton", { name: "Min price ($)" }).fill("15500");
      await priceRange.getByRole("spinbutton", { name: "Max price ($)" }).fill("40000");
    }
    await priceRange.getByRole("button", { name: /^View/ }).click();

    // $15,500 to $40,000 on the 500 steps; the search snaps to 1000 (search-journey §5), so
    // the View button asks for $15,000 to $40,000 and lists every car the shopper chose.
    await expect(page).toHaveURL(/\/search\?price=15000(%3A|:)40000$/);
    await expect
      .poll(async () => {
        const { cars } = await searchItemList(page);
        return cars.length > 0 && cars.every(({ offers }) => offers.price! >= 15_000 && offers.price! <= 40_000);
      })
      .toBe(true);
    expect(pageProblems).toEqual([]);
  });

  test("the range form's own address takes what a form without JavaScript may send", async ({ page, tenant }) => {
    await visitAsTenant(page, tenant.slug);
    const target = async (query: string) => {
      const response = await page.request.get(`/price-range?${query}`, { maxRedirects: 0 });
      expect(response.status(), query).toBe(302);
      return response.headers()["location"];
    };
    // Amounts in the wrong order are swapped; beyond 5000 to 250000 they rest at its ends,
    // the top leaving the price open; the same amount twice keeps min a step below max.
    expect(await target("price_min=40000&price_max=15500")).toBe("/search?price=15000%3A40000");
    expect(await target("price_min=1&price_max=9000000")).toBe("/search?price=5000%3A");
    expect(await target("price_min=&price_max=")).toBe("/search?price=5000%3A");
    expect(await target("price_min=30000&price_max=30000")).toBe("/search?price=29000%3A30000");
    const unreadable = await page.request.get("/price-range?price_min=cheap", { maxRedirects: 0 });
    expect(unreadable.status()).toBe(400);
    expect(await unreadable.text()).toContain("price_min must be an amount in dollars, such as 20000");
  });

  for (const slug of ["meridian-motor-group", "gumleaf-caravans"]) {
    test(`a popular make's tile lists that make's stock, as many as it counts (${slug})`, async ({
      page,
      javaScriptEnabled,
      pageProblems,
    }) => {
      await visitAsTenant(page, slug);
      const popular = page.getByRole("region", { name: "Popular makes" });
      const tiles = popular.getByRole("link");
      await expect(tiles.first()).toBeVisible();
      expect(await tiles.count()).toBeLessThanOrEqual(6);
      const counts = (await popular.getByText(/ in stock$/).allTextContents()).map((text) =>
        Number(text.replace(/\D/g, "")),
      );
      expect(counts.every((count) => count > 0)).toBe(true);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));

      const second = tiles.nth(1);
      const make = (await second.innerText()).split("\n")[0]!.trim();
      if (javaScriptEnabled) await hydrated(page.getByRole("banner").getByRole("navigation", { name: "Main" }));
      await second.click();
      await expect(page).toHaveURL(new RegExp(`/search/${make.toLowerCase().replace(/[^a-z0-9]+/g, "-")}$`));
      await expect(page.getByRole("heading", { level: 1 })).toContainText(make);
      await expect
        .poll(async () => {
          const list = await searchItemList(page);
          return list.cars.length > 0 && list.cars.every((car) => car.brand.name === make);
        })
        .toBe(true);
      expect(pageProblems).toEqual([]);
      // The tile says "in stock": its make's landing lists coming-soon and recently sold cars
      // too, and its cars in stock are as many as the tile counts.
      await page.goto(`${new URL(page.url()).pathname}?status=in_stock`);
      expect((await searchItemList(page)).numberOfItems).toBe(counts[1]);
    });
  }
});
