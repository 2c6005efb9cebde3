import { expect, tenants, test, visitAsTenant } from "./fixtures";

async function headerBackground(page: import("@playwright/test").Page) {
  return page.getByRole("banner").evaluate((el) => getComputedStyle(el).backgroundColor);
}

for (const tenant of tenants) {
  test(`a missing page on ${tenant.slug} is a 404 in the dealer's theme`, async ({ page }) => {
    await visitAsTenant(page, tenant.slug);
    const themed = await headerBackground(page);

    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    const header = page.getByRole("banner");
    await expect(header).toBeVisible();
    await expect(
      header.getByText(tenant.name).or(header.getByRole("img", { name: tenant.name })).first(),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    // WCAG 2.4.2: the page has a title, its heading's.
    await expect(page).toHaveTitle("Page not found");
    await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    expect(await headerBackground(page)).toBe(themed);
  });
}
