import { expect, hydrated, recordPageProblems, test, visitAsTenant } from "./fixtures";

/*
 * The footer and the home page's plain sections keep the server's HTML in the
 * browser instead of hydrating (StaticPart, decision 033). What a shopper does with them must
 * be what it was: links lead on as client-side navigations, and a page rendered in the browser
 * (a client-side visit) still shows them.
 */
test("the footer and the home sections work from the server's HTML and after a client-side visit", async ({
  page,
  javaScriptEnabled,
}) => {
  const problems = recordPageProblems(page);
  await visitAsTenant(page, "wattle-ridge-toyota");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("heading", { name: "Our Locations" })).toBeVisible();
  await expect(page.locator("#our-locations").getByRole("article").first()).toBeVisible();
  const firstFooterLink = footer.locator('a[href^="/"]').first();
  const target = (await firstFooterLink.getAttribute("href"))!;

  if (javaScriptEnabled) {
    await hydrated(page.getByRole("banner").getByRole("navigation", { name: "Main" }));
    // A mark on the window survives a client-side navigation only.
    await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
  }
  await firstFooterLink.click();
  await expect(page).toHaveURL(new RegExp(`${target.replace(/[?]/g, "\\?")}$`));
  if (javaScriptEnabled) expect(await page.evaluate(() => "stayedOnPage" in window)).toBe(true);

  // Back home by the header's logo link: with JavaScript the sections render in the browser.
  await page.getByRole("banner").getByRole("link", { name: "Wattle Ridge Toyota" }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("#our-locations").getByRole("article").first()).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("heading", { name: "Our Locations" })).toBeVisible();
  if (javaScriptEnabled) expect(await page.evaluate(() => "stayedOnPage" in window)).toBe(true);

  // The header's and the cards' links are plain anchors too (SiteLink): on to the search by
  // the header, where the main menu marks its section, then to a car by a card's button.
  const mainMenu = page.getByRole("navigation", { name: "Main" });
  await mainMenu.getByRole("link", { name: "Pre-owned Vehicles", exact: true }).click();
  await expect(page).toHaveURL(/\/search\/used-cars$/);
  await expect(mainMenu.locator('[aria-current="page"]')).toHaveText(["Pre-owned Vehicles"]);
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { level: 2 }) }).first();
  if (javaScriptEnabled) await hydrated(card.getByRole("button").first());
  const carPage = (await card.getByRole("heading", { level: 2 }).getByRole("link").getAttribute("href"))!;
  await card.getByRole("link", { name: "View Details" }).click();
  await expect(page).toHaveURL(new RegExp(`${carPage}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  if (javaScriptEnabled) expect(await page.evaluate(() => "stayedOnPage" in window)).toBe(true);
  expect(problems).toEqual([]);
});

test.describe("the footer's Show number (search-journey §4)", () => {
  // The tenant that masks its numbers (features.phoneMasking).
  test.use({ tenantSlug: "brightlane-cars" });

  test("reveals the number on the page it was pressed on, also after a client-side visit", async ({
    page,
    tenant,
    javaScriptEnabled,
    pageProblems,
  }) => {
    await visitAsTenant(page, tenant.slug, "/");
    if (javaScriptEnabled) await hydrated(page.getByRole("banner").getByRole("navigation", { name: "Main" }));
    await page.getByRole("banner").getByRole("link", { name: "Contact", exact: true }).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact us");

    const footer = page.getByRole("contentinfo");
    const main = tenant.phones.main;
    await footer.getByRole("button", { name: /Show number/ }).first().click();
    await expect(footer.getByRole("link", { name: main }).first()).toBeVisible();
    // The server's footer HTML was written for the home page; the shopper stays where they were.
    await expect(page).toHaveURL(/\/contact-us(\?reveal=site\.\d+\.[\w-]{22}(#phone\w+)?)?$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact us");
    expect(pageProblems).toEqual([]);
  });
});
