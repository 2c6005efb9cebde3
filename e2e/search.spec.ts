import type { Page } from "@playwright/test";
import { expect, searchFormReady, test, visitAsTenant } from "./fixtures";
import { type CarLd, carProperty, searchItemList } from "./json-ld";

test.describe("the search journey", () => {
  test.use({ tenantSlug: "meridian-motor-group" });

  test("filters by make and price range, sorts by lowest price and pages on", async ({
    page,
    pageProblems,
    javaScriptEnabled,
  }) => {
    await visitAsTenant(page, "meridian-motor-group", "/search");
    await searchFormReady(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cars for sale");
    const everything = await searchItemList(page);
    expect(everything.cars).toHaveLength(21); // search-journey §9: 21 hits per page

    await page.getByRole("checkbox", { name: /^Mazda\b/ }).first().check();
    await page.locator('input[name="price_min"]').fill("15000");
    await page.locator('input[name="price_max"]').fill("90000");
    await page.locator('select[name="sortBy"]').selectOption({ label: "Lowest price" });
    await page.getByRole("button", { name: "Apply" }).click();

    await expect(page).toHaveURL(/make=Mazda/);
    await expect(page).toHaveURL(/sortBy=Car_production_price_asc/);
    // The form's price_min/price_max and empty fields land on the canonical URL (DESIGN.md),
    // by the rule of §5: a max above the dearest Mazda "is ignored" and leaves the max open.
    await expect(page).toHaveURL(/price=15000(%3A|:)(90000)?(&|$)/);
    expect(page.url()).not.toMatch(/price_min|query=&/);
    // With JavaScript the router writes the address before React renders its results (the
    // results say they are busy meanwhile: search-live.spec's slow-phone test), so the list is
    // awaited until it is the one the search asks for.
    const onlyMazdasInRangeCheapestFirst = (cars: CarLd[]) => {
      const prices = cars.map((car) => car.offers.price ?? 0);
      return (
        cars.every((car) => car.brand.name === "Mazda") &&
        prices.every((price) => price >= 15_000 && price <= 90_000) &&
        prices.every((price, index) => index === 0 || prices[index - 1]! <= price)
      );
    };
    await expect.poll(async () => onlyMazdasInRangeCheapestFirst((await searchItemList(page)).cars)).toBe(true);
    const refined = await searchItemList(page);
    expect(refined.numberOfItems).toBeGreaterThan(21);
    expect(refined.numberOfItems).toBeLessThan(everything.numberOfItems);
    const prices = refined.cars.map((car) => car.offers.price ?? 0);
    await expect(page.getByText(`${refined.numberOfItems.toLocaleString("en-AU")} cars found`)).toBeVisible();

    await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2", exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    // With JavaScript the URL can change a moment before the new list renders.
    await expect.poll(async () => (await searchItemList(page)).itemListElement[0]?.position).toBe(22);
    const second = await searchItemList(page);
    const secondPrices = second.cars.map((car) => car.offers.price ?? 0);
    expect(secondPrices[0]).toBeGreaterThanOrEqual(prices.at(-1)!);
    expect(pageProblems).toEqual([]);
  });

  test("a landing path fixes its car type and has its own title", async ({ page }) => {
    await visitAsTenant(page, "meridian-motor-group", "/search/used-cars");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Used cars for sale");
    await expect(page).toHaveTitle(/^Used cars for sale in .* \| Meridian Motor Group$/);
    const list = await searchItemList(page);
    expect(list.cars.length).toBeGreaterThan(0);
    expect(list.cars.every((car) => carProperty(car, "car_type") === "used")).toBe(true);
    expect(list.cars.every((car) => carProperty(car, "dealership")?.toString().startsWith("meridian-"))).toBe(true);
  });

  test("a ticked type narrows within the landing path's types; a type the path excludes is not offered (search-journey §2, §4)", async ({
    page,
    javaScriptEnabled,
  }) => {
    const typeBox = (type: string) => page.locator(`details[data-filter-panel="Type"] input[name="car_type"][value="${type}"]`);
    // Wattle Ridge's main search page holds all three types.
    await visitAsTenant(page, "wattle-ridge-toyota", "/search/new-used-and-demo-cars");
    await searchFormReady(page, javaScriptEnabled);
    const all = await searchItemList(page);
    await page.locator('details[data-filter-panel="Type"] > summary').click();
    await typeBox("used").check();
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Apply" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.getAll("car_type")).toEqual(["used"]);
    await expect.poll(async () => (await searchItemList(page)).numberOfItems).toBeLessThan(all.numberOfItems);
    const used = await searchItemList(page);
    expect(used.cars.length).toBeGreaterThan(0);
    expect(used.cars.every((car) => carProperty(car, "car_type") === "used")).toBe(true);
    await expect(page.getByText(`${used.numberOfItems.toLocaleString("en-AU")} cars found`)).toBeVisible();
    await expect(typeBox("used")).toBeChecked();
    await expect(typeBox("new")).not.toBeChecked();

    // A type outside the path's own is dropped from the address, the search and the filter.
    await visitAsTenant(page, "wattle-ridge-toyota", "/search/used-cars?car_type=new");
    await expect(page).toHaveURL(/\/search\/used-cars$/);
    const usedOnly = await searchItemList(page);
    expect(usedOnly.cars.every((car) => carProperty(car, "car_type") === "used")).toBe(true);
    expect(usedOnly.numberOfItems).toBe(used.numberOfItems);
    await expect(typeBox("new")).toHaveCount(0);
    await expect(typeBox("demo")).toHaveCount(0);
  });

  test("a sold card is on sale no more: no sale tag, no price, and its similar cars leave it out (search-journey §4)", async ({
    page,
  }) => {
    await visitAsTenant(page, "meridian-motor-group", "/search?status=sold&tag=Runout+Sale");
    const sold = await searchItemList(page);
    expect(sold.cars.length).toBeGreaterThan(0);
    expect(sold.cars.every((car) => car.offers.availability === "https://schema.org/SoldOut")).toBe(true);
    const card = page.locator(`article[data-car-id="${carProperty(sold.cars[0]!, "id")}"]`);
    await expect(card.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(["JUST SOLD"]);
    await expect(card.getByText(/^\$[\d,]+$/)).toHaveCount(0);

    await card.getByRole("link", { name: "Find Me Something Similar" }).click();
    await expect(page).toHaveURL(/make=/);
    // With JavaScript the router pushes the address before React shows the new list.
    const soldId = carProperty(sold.cars[0]!, "id");
    await expect.poll(async () => (await searchItemList(page)).cars.map((car) => carProperty(car, "id"))).not.toContain(soldId);
    const similar = await searchItemList(page);
    expect(similar.cars.length).toBeGreaterThan(0);
    expect(similar.cars.every((car) => carProperty(car, "status") !== "sold")).toBe(true);
  });

  test("a coming-soon car's offer is a pre-order in the JSON-LD", async ({ page }) => {
    await visitAsTenant(page, "brightlane-cars", "/search?status=coming_soon");
    const comingSoon = await searchItemList(page);
    expect(comingSoon.cars.length).toBeGreaterThan(0);
    const availability = comingSoon.cars.map((car) => car.offers.availability);
    expect(new Set(availability)).toEqual(new Set(["https://schema.org/PreOrder"]));
  });

  test("the JSON-LD names each car's VIN, and types caravans and trucks as Vehicles of their kind", async ({ page }) => {
    await visitAsTenant(page, "meridian-motor-group", "/search");
    const cars = (await searchItemList(page)).cars;
    expect(cars.every((car) => car["@type"] === "Car" && /^[A-HJ-NPR-Z0-9]{17}$/.test(car.vehicleIdentificationNumber ?? ""))).toBe(true);
    for (const [slug, kind] of [["gumleaf-caravans", "Caravan"], ["ironbark-trucks", "Truck"]] as const) {
      await visitAsTenant(page, slug, "/search");
      const vehicles = (await searchItemList<CarLd & { category?: string }>(page)).cars;
      expect(vehicles.length).toBeGreaterThan(0);
      expect(vehicles.every((vehicle) => vehicle["@type"] === "Vehicle" && vehicle.category === kind)).toBe(true);
    }
  });

  test("bad parameters still answer 200 with results", async ({ page }) => {
    const response = await visitAsTenant(page, "meridian-motor-group", "/search?page=abc&price=abc:def&sortBy=nope");
    expect(response.status()).toBe(200);
    expect((await searchItemList(page)).cars).toHaveLength(21);
  });

  test("Lowest price opens with cars that have a price, and a max price lists only priced cars", async ({
    page,
  }) => {
    await visitAsTenant(page, "meridian-motor-group", "/search?sortBy=Car_production_price_asc");
    const lowest = await searchItemList(page);
    expect(lowest.cars).toHaveLength(21);
    // The JSON-LD offer carries no price for a car without a real one (vehicle-page §4).
    const prices = lowest.cars.map((car) => car.offers.price);
    expect(prices.every((price) => price !== undefined && price > 10)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a! - b!));
    await expect(page.getByText("Enquire for price.")).toHaveCount(0);

    await visitAsTenant(page, "meridian-motor-group", "/search?price=:30000");
    const underCap = await searchItemList(page);
    expect(underCap.cars.length).toBeGreaterThan(0);
    expect(underCap.cars.every((car) => car.offers.price !== undefined && car.offers.price <= 30_000)).toBe(true);
  });

  test("a page past the last goes to the last page; title, count and pager agree", async ({ page }) => {
    await visitAsTenant(page, "meridian-motor-group", "/search?page=999");
    await expect(page).toHaveURL(/[?&]page=\d+$/);
    const last = Number(new URL(page.url()).searchParams.get("page"));
    expect(last).toBeLessThan(999);
    await expect(page).toHaveTitle(new RegExp(` – page ${last}\\b`));
    await expect(page.getByText("No cars match your search")).toHaveCount(0);
    const list = await searchItemList(page);
    expect(list.cars.length).toBeGreaterThan(0);
    expect(list.itemListElement.at(-1)!.position).toBe(list.numberOfItems);
    const pager = page.getByRole("navigation", { name: "Pages" });
    await expect(pager.getByRole("link", { name: `Page ${last}`, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(pager.getByRole("link", { name: "Next" })).toHaveCount(0);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical!).searchParams.get("page")).toBe(String(last));
  });

  test("a range off the §5 rule shows and searches the range that applies", async ({ page }) => {
    // §5: "Price and km values snap to multiples of 1000"; "Min cannot exceed max".
    await visitAsTenant(page, "meridian-motor-group", "/search?price=29500:20500");
    await expect.poll(() => new URL(page.url()).searchParams.get("price")).toBe("21000:30000");
    await expect(page.locator('input[name="price_min"]')).toHaveValue("21000");
    await expect(page.locator('input[name="price_max"]')).toHaveValue("30000");
    const list = await searchItemList(page);
    expect(list.cars.length).toBeGreaterThan(0);
    expect(list.cars.every(({ offers }) => offers.price! >= 21_000 && offers.price! <= 30_000)).toBe(true);

    // "A value below the range minimum or above the maximum is ignored".
    await visitAsTenant(page, "meridian-motor-group", "/search?price=21000:99999999");
    await expect.poll(() => new URL(page.url()).searchParams.get("price")).toBe("21000:");
    await expect(page.locator('input[name="price_max"]')).toHaveValue("");
  });

  test("typed range boxes apply by the §5 rule, not the browser's step and max checks", async ({
    page,
    javaScriptEnabled,
  }) => {
    await visitAsTenant(page, "meridian-motor-group", "/search");
    await searchFormReady(page, javaScriptEnabled);
    // 20500 is off the boxes' 1000 step and 99999999 past their max: the rule snaps the one and ignores the other.
    await page.locator('input[name="price_min"]').fill("20500");
    await page.locator('input[name="price_max"]').fill("99999999");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("price")).toBe("21000:");
    await expect(page.locator('input[name="price_min"]')).toHaveValue("21000");
    await expect(page.locator('input[name="price_max"]')).toHaveValue("");
    const list = await searchItemList(page);
    expect(list.cars.every(({ offers }) => offers.price! >= 21_000)).toBe(true);
  });

  test("the range boxes show the range the search applied once it answers, a swapped or ignored side too (search-journey §5)", async ({
    page,
    javaScriptEnabled,
  }) => {
    await visitAsTenant(page, "meridian-motor-group", "/search");
    await searchFormReady(page, javaScriptEnabled);
    const min = page.locator('input[name="price_min"]');
    const max = page.locator('input[name="price_max"]');
    // §5 "Min cannot exceed max": the search swaps them. With JavaScript the live search
    // leaves after the pause in typing, the cursor still in the max box.
    await min.fill("90000");
    await max.fill("30000");
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Apply" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("price")).toBe("30000:90000");
    await expect(min).toHaveValue("30000");
    await expect(max).toHaveValue("90000");

    // "A value below the range minimum … is ignored": the box is emptied as the URL is.
    await min.fill("-5000");
    await max.fill("");
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Apply" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.has("price")).toBe(false);
    await expect(min).toHaveValue("");
    await expect(max).toHaveValue("");
  });

  test("makes ticked past the 20 searched at once are named in a notice, not dropped silently", async ({
    page,
  }) => {
    const makes = Array.from({ length: 22 }, (_, i) => `make=Make${String(i + 1).padStart(2, "0")}`).join("&");
    // What a form without JavaScript sends (an empty query too): the redirect keeps the two left out.
    await visitAsTenant(page, "meridian-motor-group", `/search?query=&${makes}`);
    await expect(page).not.toHaveURL(/query=/);
    await expect(page).toHaveURL(/make=Make21&make=Make22/);
    await expect(page.getByText("Up to 20 makes are searched at once, so Make21 and Make22 were left out.")).toBeVisible();
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical!).searchParams.getAll("make")).toHaveLength(20);

    await visitAsTenant(page, "meridian-motor-group", "/search?make=Mazda");
    await expect(page.getByText(/searched at once/)).toHaveCount(0);
  });

  test("a tenant's dropdown filters pick one value each: live with JavaScript, on Apply without it (search-journey §2)", async ({
    page,
    javaScriptEnabled,
  }) => {
    await visitAsTenant(page, "gumleaf-caravans", "/search");
    await searchFormReady(page, javaScriptEnabled);
    const all = (await searchItemList(page)).numberOfItems;
    const make = page.getByRole("combobox", { name: "Make", exact: true });
    // §4: the make dropdown opens with its Popular Makes group.
    const popular = make.locator('optgroup[label="Popular Makes"] option');
    expect(await popular.count()).toBeGreaterThan(1);
    const chosen = (await popular.nth(1).getAttribute("value"))!;
    await make.selectOption(chosen);
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Apply" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.getAll("make")).toEqual([chosen]);
    await expect.poll(async () => (await searchItemList(page)).numberOfItems).toBeLessThan(all);
    expect((await searchItemList(page)).cars.every((car) => car.brand.name === chosen)).toBe(true);
    await expect(page.getByRole("combobox", { name: "Make", exact: true })).toHaveValue(chosen);
    expect(page.url()).not.toMatch(/car_type=|location_name=/);

    // Back to any make: the empty choice leaves the parameter out.
    await page.getByRole("combobox", { name: "Make", exact: true }).selectOption("");
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Apply" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.has("make")).toBe(false);
    await expect.poll(async () => (await searchItemList(page)).numberOfItems).toBe(all);
  });

  test("an unknown make answers 404 in the dealer's shell", async ({ page }) => {
    const response = await visitAsTenant(page, "meridian-motor-group", "/search/no-such-make");
    expect(response.status()).toBe(404);
    await expect(page.getByRole("banner")).toContainText("Meridian");
  });
});

test.describe("the make filter on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("Select models opens its make's models in view, the Filters open around them (search-journey §2)", async ({
    page,
    javaScriptEnabled,
  }) => {
    await visitAsTenant(page, "meridian-motor-group", "/search");
    await searchFormReady(page, javaScriptEnabled);
    await page.locator("summary", { hasText: /^Filters/ }).click();
    await page.getByRole("link", { name: "Select models of Mazda" }).click();
    await expect(page).toHaveURL(/make=Mazda/);
    const models = page.locator("#models-mazda");
    await expect(models.getByRole("checkbox").first()).toBeVisible();
    await expect(models.getByRole("checkbox").first()).toBeInViewport();
  });
});
