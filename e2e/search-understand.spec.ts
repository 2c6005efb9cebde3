import type { Page } from "@playwright/test";
import { expect, searchFormReady, test, visitAsTenant } from "./fixtures";
import { searchItemList, type CarLd } from "./json-ld";

/*
 * "Say it, get it": the search box reads a shopper's request into the page's filters, shows
 * them as Understood chips and keeps the rest as the text. With JavaScript on and off (the
 * `js` and `no-js` projects run this file).
 */

const TENANT = "wattle-ridge-toyota";
/** The JSON-LD fields these tests look at beyond the ones json-ld.ts types. */
type Described = CarLd & { color?: string; bodyType?: string; fuelType?: string };
const described = async (page: Page) => (await searchItemList(page)).cars as Described[];
const param = (page: Page, name: string) => new URL(page.url()).searchParams.getAll(name);
/** The search box: a combobox once JavaScript adds its suggestions, a plain search box without it. */
const searchBox = (page: Page, javaScriptEnabled: boolean) =>
  page.getByRole(javaScriptEnabled ? "combobox" : "searchbox", { name: "Search cars" });
/** The Understood chips' accessible names, which say what each link removes. */
const understood = (page: Page) =>
  page
    .getByRole("region", { name: "Understood:" })
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("aria-label")));

async function countShown(page: Page): Promise<number> {
  const list = await searchItemList(page);
  await expect(page.getByText(`${list.numberOfItems.toLocaleString("en-AU")} cars found`)).toBeVisible();
  return list.numberOfItems;
}

test.describe("the search box understands requests", () => {
  test.use({ tenantSlug: TENANT });

  test("a request becomes filters with chips; a chip removes its filter, and Back brings it again", async ({
    page,
    pageProblems,
    javaScriptEnabled,
  }) => {
    await visitAsTenant(page, TENANT, "/search");
    await searchFormReady(page, javaScriptEnabled);
    const everything = (await searchItemList(page)).numberOfItems;

    await searchBox(page, javaScriptEnabled).fill("white hilux under 40k");
    await searchBox(page, javaScriptEnabled).press("Enter");

    await expect(page).toHaveURL(/understood=price/);
    expect(param(page, "colour")).toEqual(["White"]);
    expect(param(page, "model")).toEqual(["HiLux"]);
    expect(param(page, "price")).toEqual([":40000"]);
    expect(param(page, "query")).toEqual([]);
    await expect.poll(() => understood(page)).toEqual(["Remove colour White", "Remove model HiLux", "Remove price under $40,000"]);
    await expect(page.getByRole("link", { name: "Remove price under $40,000" })).toHaveText(/^Under \$40,000/);
    await expect(searchBox(page, javaScriptEnabled)).toHaveValue("");

    await expect
      .poll(async () => {
        const cars = await described(page);
        return cars.length > 0 && cars.every((car) => car.model === "HiLux" && car.color === "White" && (car.offers.price ?? 0) <= 40_000);
      })
      .toBe(true);
    const narrowed = await countShown(page);
    expect(narrowed).toBeLessThan(everything);

    await page.getByRole("link", { name: "Remove price under $40,000" }).click();
    await expect.poll(() => understood(page)).toEqual(["Remove colour White", "Remove model HiLux"]);
    expect(param(page, "price")).toEqual([]);
    expect(param(page, "understood")).toEqual(["colour:White", "model:HiLux"]);
    await expect.poll(async () => (await searchItemList(page)).numberOfItems).toBeGreaterThan(narrowed);
    await countShown(page);

    await page.goBack();
    await expect.poll(() => understood(page)).toEqual(["Remove colour White", "Remove model HiLux", "Remove price under $40,000"]);
    await expect.poll(async () => (await searchItemList(page)).numberOfItems).toBe(narrowed);
    expect(pageProblems).toEqual([]);
  });

  test("words not understood stay the text query, beside the filters the others named", async ({
    page,
    pageProblems,
    javaScriptEnabled,
  }) => {
    await visitAsTenant(page, TENANT, "/search");
    await searchFormReady(page, javaScriptEnabled);
    const box = searchBox(page, javaScriptEnabled);
    await box.fill("diesel 4x4 ute with towbar");
    await page.getByRole("button", { name: "Search", exact: true }).click();

    await expect(page).toHaveURL(/understood=body/);
    expect(param(page, "query")).toEqual(["towbar"]);
    expect(param(page, "fuel")).toEqual(["Diesel"]);
    expect(param(page, "drive")).toEqual(["Four Wheel Drive"]);
    expect(param(page, "body")).toEqual(["Ute"]);
    await expect.poll(() => understood(page)).toEqual(["Remove fuel Diesel", "Remove drive Four Wheel Drive", "Remove body Ute"]);
    await expect(box).toHaveValue("towbar");
    await expect
      .poll(async () => {
        const cars = await described(page);
        return cars.length > 0 && cars.every((car) => car.bodyType === "Ute" && /Diesel/.test(car.fuelType ?? ""));
      })
      .toBe(true);
    await countShown(page);
    expect(pageProblems).toEqual([]);
  });

  test("the home page's search box understands too", async ({ page, pageProblems }) => {
    await visitAsTenant(page, TENANT, "/");
    await page.getByRole("searchbox", { name: "Search our cars" }).fill("hybrid suv automatic");
    await page.getByRole("searchbox", { name: "Search our cars" }).press("Enter");
    await expect(page).toHaveURL(/understood=transmission/);
    await expect.poll(() => understood(page)).toEqual(["Remove fuel Hybrid", "Remove body SUV", "Remove transmission Automatic"]);
    await countShown(page);
    expect(pageProblems).toEqual([]);
  });
});
