import { expect, test, visitAsTenant } from "./fixtures";
import { codeSentTo, freshMobile, signInWithCode } from "./sign-in";

test.describe("sign-in and the watchlist (search-journey §2, §4, §8)", () => {
  test.use({ tenantSlug: "meridian-motor-group" });


  test("an anonymous Save goes to sign-in, comes back saved, and the watchlist lists and removes it", async ({
    page,
  }) => {
    await visitAsTenant(page, "meridian-motor-group", "/search");
    const card = page.locator('article[data-car-id][data-status="in_stock"]').first();
    const carId = await card.getAttribute("data-car-id");
    const carName = (await card.getByRole("heading", { level: 2 }).textContent())!.trim();
    const sameCard = () => page.locator(`article[data-car-id="${carId}"]`);

    // §4 "Without a phone number on the user, the visitor is redirected to sign-in."
    await card.getByRole("button", { name: /^Watchlist/ }).click();
    await expect(page).toHaveURL(/\/sign-in\?type=watchlist&redirect=%2Fsearch&back=%2Fsearch$/);
    await expect(page.getByRole("link", { name: "Back", exact: true })).toHaveAttribute("href", "/search");
    await signInWithCode(page, "Sign in to save cars to your watchlist");

    // Back on the page, the Save done: §8 "Car Saved In Watchlist, body {car name} is now available in your watchlist."
    await expect(page).toHaveURL(/\/search$/);
    const notifications = page.getByRole("status", { name: "Notifications" });
    await expect(notifications.getByText("Car Saved In Watchlist")).toBeVisible();
    await expect(notifications.getByText(`${carName} is now available in your watchlist.`)).toBeVisible();
    await expect(sameCard().getByRole("button", { name: /^Watchlist/ })).toHaveAttribute("aria-pressed", "true");

    // §8 "Each toast carries a View List action."
    await notifications.getByRole("link", { name: "View List" }).click();
    await expect(page).toHaveURL(/\/watchlist$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your watchlist");
    await expect(page.locator("article[data-car-id]")).toHaveCount(1);
    await expect(sameCard()).toBeVisible();

    await sameCard().getByRole("button", { name: /^Watchlist/ }).click();
    await expect(notifications.getByText("Car Removed")).toBeVisible();
    await expect(notifications.getByText(`${carName} is no longer in your watchlist.`)).toBeVisible();
    await expect(page.getByText("Your watchlist is empty.")).toBeVisible();
  });

  test("a wrong code says so and keeps the shopper on the code step", async ({ page }) => {
    const mobile = freshMobile();
    await visitAsTenant(page, "meridian-motor-group", "/sign-in?type=watchlist&redirect=/watchlist&back=/search");
    await page.getByLabel("Mobile number").fill("02 9555 0100");
    await page.getByRole("button", { name: "Send code" }).click();
    await expect(page.getByText("Please enter a valid Australian mobile number.")).toBeVisible();

    await page.getByLabel("Mobile number").fill(mobile.typed);
    await page.getByRole("button", { name: "Send code" }).click();
    const code = await codeSentTo(mobile.e164);
    await page.getByLabel("6-digit code").fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("That code is not right. Please check the SMS and try again.")).toBeVisible();

    await page.getByLabel("6-digit code").fill(code);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/watchlist$/);
    await expect(page.getByText("Your watchlist is empty.")).toBeVisible();
  });

  test("the watchlist page asks an anonymous shopper to sign in", async ({ page }) => {
    await visitAsTenant(page, "meridian-motor-group", "/watchlist");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your watchlist");
    await expect(page.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", /^\/sign-in\?type=watchlist/);
  });
});
