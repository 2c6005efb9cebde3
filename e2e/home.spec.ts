import type { Page } from "@playwright/test";
import type { MenuItem, Tenant } from "../app/tenants/schema";
import { expect, QA_TENANT_COOKIE, tenants, test, visitAsTenant } from "./fixtures";
import { searchItemList } from "./json-ld";

function mainMenu(page: Page) {
  return page.locator('nav[aria-label="Main"]');
}

/** The dropdown a shopper would try first: the first main-menu entry with children. */
function firstDropdown(tenant: Tenant): (MenuItem & { children: MenuItem[] }) | undefined {
  return tenant.menus.main.find(
    (item): item is MenuItem & { children: MenuItem[] } => (item.children?.length ?? 0) > 0,
  );
}

async function expectHeaderNames(page: Page, tenant: Tenant) {
  const header = page.getByRole("banner");
  await expect(
    header
      .getByText(tenant.name)
      .or(header.getByRole("img", { name: tenant.name }))
      .first(),
  ).toBeVisible();
}

for (const tenant of tenants) {
  test.describe(`home page of ${tenant.name} (${tenant.template})`, () => {
    test.use({ tenantSlug: tenant.slug });

    test("?tenant= sets the QA cookie and redirects to the clean URL", async ({
      page,
      context,
      tenant,
    }) => {
      const response = await visitAsTenant(page, tenant.slug);
      expect(response.status()).toBe(200);
      expect(response.request().redirectedFrom(), "?tenant= should answer with a redirect").not.toBeNull();
      const url = new URL(page.url());
      expect(url.pathname).toBe("/");
      expect(url.searchParams.has("tenant")).toBe(false);
      const cookies = await context.cookies();
      expect(cookies.find((c) => c.name === QA_TENANT_COOKIE)?.value).toBe(tenant.slug);
    });

    test("shows the dealer's name, hero, menus, footer and locations", async ({
      page,
      tenant,
      pageProblems,
    }) => {
      await visitAsTenant(page, tenant.slug);

      await expectHeaderNames(page, tenant);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(tenant.hero.heading);

      const nav = mainMenu(page);
      await expect(nav).toBeVisible();
      for (const item of tenant.menus.main) {
        await expect(
          nav.getByText(item.label, { exact: true }).filter({ visible: true }).first(),
          `main menu entry "${item.label}"`,
        ).toBeVisible();
      }

      const footer = page.getByRole("contentinfo");
      for (const group of tenant.menus.footer) {
        await expect(footer.getByText(group.title, { exact: true }).first()).toBeVisible();
      }

      await expect(
        page.getByRole("main").getByRole("heading", { name: "Our Locations" }),
      ).toBeVisible();

      const banner = tenant.sellYourCarBanner;
      if (tenant.features.sellYourCarBanner) {
        await expect(page.getByText(banner.heading)).toBeVisible();
        const sell = page.getByRole("link", { name: banner.buttonText });
        await expect(sell).toBeVisible();
        await expect(sell).toHaveAttribute("href", banner.href);
      } else {
        await expect(page.getByText(banner.heading)).toHaveCount(0);
      }

      expect(pageProblems).toEqual([]);
    });

    test("the first dropdown opens without needing JavaScript", async ({ page, tenant }) => {
      const dropdown = firstDropdown(tenant);
      // Every demo tenant's menu has dropdowns (app/tenants/registry.test.ts checks it).
      expect(dropdown, `${tenant.slug} has no dropdown in its main menu`).toBeDefined();
      await visitAsTenant(page, tenant.slug);

      const nav = mainMenu(page);
      const child = dropdown!.children[0]!;
      const childLink = nav
        .getByRole("link", { name: child.label, exact: true })
        .filter({ visible: true })
        .first();

      await expect(childLink, "the dropdown starts closed").toBeHidden();

      const summary = nav.locator("summary").filter({ hasText: dropdown!.label });
      if ((await summary.count()) > 0) {
        await summary.first().click();
      } else {
        await nav.getByText(dropdown!.label, { exact: true }).first().focus();
      }
      await expect(childLink, `"${child.label}" under "${dropdown!.label}"`).toBeVisible();
      if (child.href) await expect(childLink).toHaveAttribute("href", child.href);
    });
  });
}

test.describe("the QA cookie", () => {
  const [first, second] = tenants;

  test("keeps the last tenant chosen until another is picked", async ({ page }) => {
    await visitAsTenant(page, first!.slug);
    await expectHeaderNames(page, first!);

    await visitAsTenant(page, second!.slug);
    await expectHeaderNames(page, second!);

    await page.goto("/");
    await expectHeaderNames(page, second!);
    await expect(page.getByRole("banner")).not.toContainText(first!.name);
  });

  test("an unknown ?tenant= answers 404 naming the slug", async ({ page }) => {
    const response = await page.goto("/?tenant=nope");
    expect(response?.status()).toBe(404);
    await expect(page.locator("body")).toContainText('"nope"');
  });
});

test("the stock tiles' \"in stock\" counts count the cars in stock, not the sold or coming-soon ones", async ({ page }) => {
  const inStock = async (path: string) => {
    await visitAsTenant(page, "wattle-ridge-toyota", `${path}?status=in_stock`);
    return (await searchItemList(page)).numberOfItems;
  };
  const listed = async (path: string) => {
    await visitAsTenant(page, "wattle-ridge-toyota", path);
    return (await searchItemList(page)).numberOfItems;
  };
  await visitAsTenant(page, "wattle-ridge-toyota");
  const tile = page.getByRole("link", { name: /^New cars [\d,]+ in stock/ });
  const shown = Number((await tile.locator("span", { hasText: /^[\d,]+$/ }).first().textContent())!.replace(/,/g, ""));
  const make = page.getByRole("region", { name: "Popular makes" }).getByRole("link").first();
  const makeHref = (await make.getAttribute("href"))!;
  const makeShown = Number(/([\d,]+) in stock/.exec((await make.textContent())!)![1]!.replace(/,/g, ""));

  expect(shown).toBe(await inStock("/search/new-cars"));
  // The demo stock has new cars sold and coming soon: the search lists them, the tile does not count them.
  expect(shown).toBeLessThan(await listed("/search/new-cars"));
  expect(makeShown).toBe(await inStock(makeHref));
});
