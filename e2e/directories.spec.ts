import { expect, test, visitAsTenant } from "./fixtures";
import { carProperty, searchItemList } from "./json-ld";

/** "1,204 cars" → 1204 */
const countIn = (text: string) => Number(/([\d,]+)\s+cars?\b/.exec(text)?.[1]?.replace(/,/g, "") ?? Number.NaN);

test.describe("the manufacturer/model directory (search-journey §2)", () => {
  test.use({ tenantSlug: "meridian-motor-group" });

  test("lists the makes in stock, and a model link lands on the search narrowed to it", async ({ page, pageProblems }) => {
    await visitAsTenant(page, "meridian-motor-group", "/manufacturers");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Makes and models");
    await expect(page).toHaveTitle("Makes and models | Meridian Motor Group");
    const makes = page.getByRole("heading", { level: 2 }).filter({ has: page.locator('img[src^="/makes/"]') });
    expect(await makes.count()).toBeGreaterThan(3);
    expect(await makes.count()).toBeLessThanOrEqual(21); // §9: 21 per page

    const mazdaModels = page.getByRole("list", { name: "Mazda models" });
    const model = mazdaModels.getByRole("listitem").first();
    const modelName = (await model.getByRole("link").textContent())!.trim();
    const listed = countIn((await model.locator(":scope > span").last().textContent())!);
    await model.getByRole("link").click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Mazda ${modelName} cars for sale`);
    expect(new URL(page.url()).pathname).toMatch(/^\/search\/mazda\/[a-z0-9-]+$/);
    const results = await searchItemList(page);
    expect(results.numberOfItems).toBe(listed);
    expect(results.cars.every((car) => car.brand.name === "Mazda" && car.model === modelName)).toBe(true);
    expect(pageProblems).toEqual([]);
  });

  test("filters by make or model name and body type, and says when nothing matches", async ({ page }) => {
    await visitAsTenant(page, "meridian-motor-group", "/manufacturers");
    const filters = page.getByRole("form", { name: "Filter makes and models" });
    await filters.getByLabel("Make or model").fill("maz");
    await filters.getByLabel("Body type").selectOption("SUV");
    await filters.getByRole("button", { name: "Filter" }).click();

    await expect(page).toHaveURL(/name=maz/);
    await expect(page).toHaveURL(/body=SUV/);
    await expect(page.getByRole("main").getByRole("status")).toHaveText("1 make");
    const models = page.getByRole("list", { name: "Mazda models" }).getByRole("listitem");
    for (const text of await models.allTextContents()) expect(text).toContain("SUV");

    await filters.getByLabel("Make or model").fill("Trabant");
    await filters.getByRole("button", { name: "Filter" }).click();
    await expect(page.getByText("No makes or models match “Trabant” with the SUV body type.")).toBeVisible();
  });
});

test.describe("the dealership/category directory (search-journey §2)", () => {
  test.use({ tenantSlug: "meridian-motor-group" });

  test("See more from this dealer lands on the search results of that dealer", async ({ page, tenant, pageProblems }) => {
    await visitAsTenant(page, tenant.slug, "/dealerships");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our dealerships");
    await expect(page.getByRole("article")).toHaveCount(tenant.dealerships.length);

    const kia = page.getByRole("article", { name: "Meridian Kia" });
    const stock = countIn((await kia.locator("p").first().textContent())!);
    await kia.getByRole("link", { name: /See more from this dealer/ }).click();

    await expect(page).toHaveURL(/refinementList(\[|%5B)dealership_slug(\]|%5D)(\[|%5B)0(\]|%5D)=meridian-kia/);
    await expect.poll(async () => (await searchItemList(page)).numberOfItems).toBe(stock);
    const results = await searchItemList(page);
    expect(results.cars.length).toBeGreaterThan(0);
    expect(results.cars.every((car) => carProperty(car, "dealership") === "meridian-kia")).toBe(true);
    expect(pageProblems).toEqual([]);
  });

  test("filters dealerships by category and price band", async ({ page, tenant }) => {
    await visitAsTenant(page, tenant.slug, "/dealerships");
    const filters = page.getByRole("form", { name: "Filter dealerships" });
    await filters.getByLabel("Category").selectOption("Electric Vehicles");
    await filters.getByLabel("Price").selectOption("$50,000 - $75,000");
    await filters.getByRole("button", { name: "Filter" }).click();

    await expect(page).toHaveURL(/category=Electric\+Vehicles&price_range=%2450%2C000\+-\+%2475%2C000/);
    const cards = page.getByRole("article");
    expect(await cards.count()).toBeGreaterThan(0);
    for (const card of await cards.all()) {
      await expect(card.getByText(/^[1-9][\d,]* match your filters$/)).toBeVisible();
    }
    await expect(filters.getByLabel("Price")).toHaveValue("$50,000 - $75,000");

    await filters.getByRole("link", { name: "Clear" }).click();
    await expect(page).toHaveURL(/\/dealerships$/);
    await expect(page.getByRole("article")).toHaveCount(tenant.dealerships.length);
  });
});

test.describe("phone reveal (search-journey §4)", () => {
  // The tenant that masks its numbers (features.phoneMasking).
  test.use({ tenantSlug: "brightlane-cars" });

  test("a masked number shows its first 5 characters, then in full after Show number", async ({
    page,
    tenant,
    javaScriptEnabled,
    pageProblems,
  }) => {
    await visitAsTenant(page, tenant.slug, "/dealerships");
    const header = page.getByRole("banner");
    const main = tenant.phones.main;
    await expect(header.getByText(`${main.slice(0, 5)}…`).filter({ visible: true }).first()).toBeVisible();
    await expect(page.locator(`a[href="tel:${main.replace(/\D/g, "")}"]`)).toHaveCount(0);

    const logged = javaScriptEnabled
      ? page.waitForResponse((response) => response.url().includes("/phone-reveal") && response.request().method() === "POST")
      : null;
    await header.getByRole("button", { name: /Show number/ }).filter({ visible: true }).first().click();

    const number = header.getByRole("link", { name: main });
    await expect(number.filter({ visible: true }).first()).toBeVisible();
    await expect(number.first()).toHaveAttribute("href", `tel:${main.replace(/\D/g, "")}`);
    if (logged) {
      expect((await logged).status()).toBe(200);
      // With JavaScript the number shows in place: no navigation.
      expect(new URL(page.url()).search).toBe("");
    } else {
      // Without JavaScript the post redirects back with the reveal (Post/Redirect/Get).
      await expect(page).toHaveURL(/\/dealerships\?reveal=site\.\d+\.[\w-]{22}#phone\w+$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our dealerships");
    }
    expect(pageProblems).toEqual([]);
  });
});
