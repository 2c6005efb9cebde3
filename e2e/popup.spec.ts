import { expect, test, visitAsTenant } from "./fixtures";

/*
 * The promotional popup (vehicle-page §4: "Visible by default; closed by dismiss or by following
 * its link; hidden after expiry date; not rendered before client load; visibility stored per
 * dealership slug"). It needs JavaScript: the no-js project skips this file. ironbark-trucks
 * has the demo popup, on its home page.
 */

const TITLE = "End of financial year truck sale";

test("the popup is not in the server's page: it renders after the client loads", async ({ page }) => {
  await visitAsTenant(page, "ironbark-trucks");
  const html = await (await page.request.get("/")).text();
  expect(html).not.toContain('role="dialog"');
  await expect(page.getByRole("dialog", { name: TITLE })).toBeVisible();
});

test("a dismissed popup stays closed across reloads, for that dealership only", async ({ page }) => {
  await visitAsTenant(page, "ironbark-trucks");
  const popup = page.getByRole("dialog", { name: TITLE });
  await expect(popup).toBeVisible();
  // §9: "max width 600px, max height 80vh".
  const box = (await popup.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(600);
  expect(box.height).toBeLessThanOrEqual(900 * 0.8 + 1);

  await popup.getByText("Offer details").click();
  await expect(popup.getByRole("heading", { name: TITLE })).toBeVisible();

  await popup.getByRole("button", { name: "Close" }).click();
  await expect(popup).toBeHidden();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(popup).toBeHidden();
  const stored = await page.evaluate(() => Object.keys(window.localStorage));
  expect(stored).toContain("popup-dismissed:ironbark-trucks-brisbane");
});

test("following the popup's link closes it for good", async ({ page }) => {
  await visitAsTenant(page, "ironbark-trucks");
  await page.getByRole("dialog", { name: TITLE }).getByRole("link", { name: "Shop new trucks" }).click();
  await expect(page).toHaveURL(/\/search\/new-cars$/);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("dialog", { name: TITLE })).toBeHidden();
});

test("Escape closes the popup", async ({ page }) => {
  await visitAsTenant(page, "ironbark-trucks");
  await expect(page.getByRole("dialog", { name: TITLE })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: TITLE })).toBeHidden();
});
