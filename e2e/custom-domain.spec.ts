import { expect, QA_TENANT_COOKIE, tenants, test, visitAsTenant } from "./fixtures";

tenants.forEach((tenant, index) => {
  const other = tenants[(index + 1) % tenants.length]!;
  const domain = tenant.domains[0]!;

  test(`${domain} shows ${tenant.slug} whatever the QA cookie says`, async ({
    page,
    context,
    port,
  }) => {
    // A QA cookie for another dealer on the preview host and on the custom domain itself.
    await visitAsTenant(page, other.slug);
    await context.addCookies([{ name: QA_TENANT_COOKIE, value: other.slug, domain, path: "/" }]);

    const response = await page.goto(`http://${domain}:${port}/`);
    expect(response?.status()).toBe(200);
    const header = page.getByRole("banner");
    await expect(
      header.getByText(tenant.name).or(header.getByRole("img", { name: tenant.name })).first(),
    ).toBeVisible();
    await expect(header).not.toContainText(other.name);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(tenant.hero.heading);
  });
});

test("?tenant= does not switch dealers on a custom domain", async ({ page, port }) => {
  const [tenant, other] = tenants;
  await page.goto(`http://${tenant!.domains[0]}:${port}/?tenant=${other!.slug}`);
  await expect(page.getByRole("banner")).toContainText(tenant!.name);
  await expect(page.getByRole("banner")).not.toContainText(other!.name);
});

test("an unknown domain answers 404 No dealership at this address", async ({ page, port }) => {
  const response = await page.goto(`http://no-such-dealer.test:${port}/`);
  expect(response?.status()).toBe(404);
  await expect(page.locator("body")).toContainText("No dealership at this address");
  // WCAG 2.4.2: titled as its heading; no link to a home page the host does not have.
  await expect(page).toHaveTitle("No dealership at this address");
  await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveCount(0);
});
