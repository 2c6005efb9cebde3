import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, oneTenantPerTemplate, test, visitAsTenant } from "./fixtures";
import { type CarLd, carProperty, carsOnPage, firstCarPath, pageJsonLd, sitePath } from "./json-ld";

test.describe("the vehicle page", () => {
  test("opens from the search list with its name, price, specs and JSON-LD Car", async ({ page, pageProblems }) => {
    await visitAsTenant(page, "wattle-ridge-toyota", "/search?status=in_stock&sortBy=Car_production_price_desc");
    const [first] = await carsOnPage(page);
    await page.getByRole("link", { name: first!.name, exact: true }).first().click();
    await expect(page).toHaveURL(sitePath(first!));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first!.name);
    const car = await pageJsonLd<CarLd>(page);
    expect(car["@type"]).toBe("Car");
    expect(carProperty(car, "id")).toBe(carProperty(first!, "id"));
    expect(car.offers.price).toBe(first!.offers.price);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", car.url);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", new RegExp(first!.name));
    await expect(page.getByRole("link", { name: "Enquire", exact: true }).first()).toBeVisible();
    expect(pageProblems).toEqual([]);
  });

  test("collapses specs after 4 (Show More / Show Less) and features after 8 (Show All / Hide)", async ({ page }) => {
    await page.goto(await firstCarPath(page, "meridian-motor-group", "car_type=new"));
    const specs = page.getByRole("region", { name: "Specifications" });
    await expect(specs.locator("dt:visible")).toHaveCount(4);
    await specs.getByText("Show More").click();
    expect(await specs.locator("dt:visible").count()).toBeGreaterThan(4);
    await expect(specs.getByText("Show Less")).toBeVisible();

    const features = page.getByRole("region", { name: "Features" });
    await expect(features.locator("li:visible")).toHaveCount(8);
    await features.getByText(/^Show All/).click();
    expect(await features.locator("li:visible").count()).toBeGreaterThan(8);
    await expect(features.getByText("Hide")).toBeVisible();
  });

  test("a recently sold car shows the SOLD notice and only Find Me Something Similar", async ({ page }) => {
    await page.goto(await firstCarPath(page, "meridian-motor-group", "status=sold"));
    await expect(
      page.getByText("Unfortunately this car recently sold. But don't worry, we can help you find a similar car!"),
    ).toBeVisible();
    const sidebar = page.getByRole("complementary", { name: "Actions" });
    await expect(sidebar.locator("[data-action]")).toHaveText(["Enquire"]);
    // The way on, there and then: cars like it still on sale (search-journey §7 featured lists).
    const similar = page.getByRole("region", { name: "Similar cars" });
    await expect(similar.locator("article[data-car-id]").first()).toBeVisible();
    expect(await similar.locator("article[data-status]").evaluateAll((cards) => cards.map((card) => card.getAttribute("data-status")))).not.toContain("sold");
    await page.getByRole("link", { name: "Find Me Something Similar" }).click();
    await expect(page).toHaveURL(/\/search\?make=/);
  });

  test("a coming-soon car carries its tag and cannot be reserved yet", async ({ page }) => {
    await page.goto(await firstCarPath(page, "brightlane-cars", "status=coming_soon"));
    await expect(page.getByRole("list", { name: "Tags" }).first()).toContainText("COMING SOON");
    const sidebar = page.getByRole("complementary", { name: "Actions" });
    await expect(sidebar.locator('[data-action="reserve"]')).toHaveCount(0);
    await expect(sidebar.locator('[data-action="enquire"]')).toBeVisible();
  });

  test("a certified pre-owned Toyota shows its badge, whose dialog lists the program (vehicle-page §9)", async ({ page }) => {
    await page.goto(await firstCarPath(page, "wattle-ridge-toyota", "tag=Toyota%20Certified%20Pre-Owned&status=in_stock"));
    await page.getByRole("button", { name: /Toyota Certified Pre-Owned/ }).click();
    const dialog = page.getByRole("dialog", { name: "Toyota Certified Pre-Owned" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("90 point inspection");
    await expect(dialog).toContainText("1 year warranty");
    await expect(dialog).toContainText("1 year roadside assist");
  });

  test("a runout car shows its coloured tag and the dealer's own buttons", async ({ page }) => {
    await page.goto(await firstCarPath(page, "meridian-motor-group", "tag=Runout%20Sale&status=in_stock"));
    await expect(page.getByRole("list", { name: "Tags" }).first()).toContainText("Runout Sale");
    await expect(page.getByRole("complementary", { name: "Actions" }).locator('[data-action="finance"]')).toHaveAttribute("href", /\/finance-enquiry\?car_id=\d+/);
  });

  test("downloads the brochure as {slug}.pdf", async ({ page }) => {
    const carPath = await firstCarPath(page, "wattle-ridge-toyota", "car_type=used");
    await page.goto(carPath);
    const slug = carPath.split("/").at(-1)!;
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download PDF" }).click();
    expect((await download).suggestedFilename()).toBe(`${slug}.pdf`);
    const response = await page.request.get(`${carPath}/pdf`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });

  test("the repayment calculator answers a plain GET form", async ({ page }) => {
    await page.goto(await firstCarPath(page, "wattle-ridge-toyota", "car_type=new&price=20000:"));
    const calculator = page.locator("#finance-calculator");
    const weekly = calculator.locator("dt", { hasText: "Weekly repayment" }).locator("xpath=following-sibling::dd");
    const before = await weekly.textContent();
    await calculator.getByLabel(/^Deposit/).fill("5000");
    await calculator.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/deposit=5000/);
    await expect(weekly).not.toHaveText(before ?? "");
  });

  test("a caravan's body sizes are in metres", async ({ page }) => {
    await page.goto(await firstCarPath(page, "gumleaf-caravans", ""));
    const specs = page.getByRole("region", { name: "Caravan specifications" });
    await expect(specs.getByText(/^\d+\.\d\d m$/).first()).toBeVisible();
  });

  test("a masked dealer number shows in full after Show number", async ({ page }) => {
    const carPath = await firstCarPath(page, "brightlane-cars", "car_type=used");
    await page.goto(carPath);
    const card = page.getByRole("region", { name: "Call the dealer" });
    await expect(card).toContainText("03 95…");
    await expect(card.getByRole("link", { name: /03 9555 0520/ })).toHaveCount(0);
    await card.getByRole("button", { name: /Show number/ }).click();
    await expect(card.getByRole("link", { name: /03 9555 0520/ })).toBeVisible();
  });

  test("an unknown slug and another dealer's car answer 404 in the dealer's theme", async ({ page }) => {
    const otherDealersCar = await firstCarPath(page, "meridian-motor-group", "");
    const unknown = await visitAsTenant(page, "wattle-ridge-toyota", "/cars/no-such-car");
    expect(unknown.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vehicle not found");
    await expect(page.getByRole("banner")).toContainText("Wattle Ridge");
    const other = await page.goto(otherDealersCar);
    expect(other?.status()).toBe(404);
  });

  test("each template renders a vehicle page (screenshots)", async ({ page }, testInfo) => {
    // Four full-page screenshots: on CI's shared cores they took longer than one test's 30 s.
    test.setTimeout(90_000);
    const dir = path.resolve("e2e/.artifacts/screenshots");
    fs.mkdirSync(dir, { recursive: true });
    const mode = testInfo.project.use.javaScriptEnabled === false ? "no-js" : "js";
    for (const tenant of oneTenantPerTemplate()) {
      await page.goto(await firstCarPath(page, tenant.slug, "status=in_stock"));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.screenshot({ path: path.join(dir, `vehicle-${tenant.template}-${testInfo.project.name}-${mode}.png`), fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect.soft(overflow, `${tenant.slug}: the vehicle page is wider than the viewport`).toBe(0);
    }
  });
});
