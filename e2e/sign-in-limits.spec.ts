import { expect, test, visitAsTenant } from "./fixtures";
import { freshMobile } from "./sign-in";

/*
 * Sign-in codes cost the dealer money, so one connection may ask for only a
 * few; and the pages of one shopper's session are kept by no cache (item 13).
 */

const TENANT = "meridian-motor-group";
const SIGN_IN = "/sign-in?type=watchlist&redirect=/watchlist&back=/search";

test.describe("sign-in code limits and private pages", () => {
  test.use({ tenantSlug: TENANT });


  test("a fourth code from one connection without the captcha is refused with a message in the form", async ({ page }) => {
    // The captcha cannot be solved (as for a browser without JavaScript): the lower limit applies.
    await page.route("**/api/altcha**", (route) => route.abort());
    for (let i = 0; i < 3; i++) {
      await visitAsTenant(page, TENANT, SIGN_IN);
      await page.getByLabel("Mobile number").fill(freshMobile().typed);
      await page.getByRole("button", { name: "Send code" }).click();
      await expect(page).toHaveURL(/step=code/);
    }
    await visitAsTenant(page, TENANT, SIGN_IN);
    const mobile = freshMobile().typed;
    await page.getByLabel("Mobile number").fill(mobile);
    await page.getByRole("button", { name: "Send code" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      /^Too many codes have been asked for from your connection in the last 10 minutes\. Please try again in \d+ minutes?\.$/,
    );
    await expect(page).not.toHaveURL(/step=code/);
    await expect(page.getByLabel("Mobile number")).toHaveValue(mobile);
  });

  test("the sign-in form carries the captcha where the website has it, and asks none of a browser without JavaScript", async ({
    page,
    javaScriptEnabled,
  }) => {
    await visitAsTenant(page, TENANT, SIGN_IN);
    const verified = page.getByRole("status").filter({ hasText: "Verified" });
    if (javaScriptEnabled) {
      await expect(verified).toBeVisible({ timeout: 15_000 });
    } else {
      // It could not solve one: the form still sends, in the lower lane (the test above).
      await expect(page.locator('input[name="altcha"]')).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Send code" })).toBeEnabled();
    }
  });

  test("sign-in, the watchlist and the success page are kept by no cache", async ({ page }) => {
    for (const path of [SIGN_IN, "/watchlist", "/success?lead=1"]) {
      const response = await visitAsTenant(page, TENANT, path);
      expect(response.headers()["cache-control"], path).toBe("private, no-store");
    }
  });
});
