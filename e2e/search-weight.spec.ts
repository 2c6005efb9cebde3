import { expect, hydrated, QA_TENANT_COOKIE, test } from "./fixtures";
import { searchItemList } from "./json-ld";

/*
 * The search page's filters, results and JSON-LD load their code on demand
 * (SearchPartsOnDemand). Only the `js` project runs this file (playwright.config.ts): without
 * JavaScript there is nothing on demand, and search.spec.ts covers that page.
 */

test("a filter ticked before the page's on-demand code has arrived searches once it has, in the same document", async ({
  page,
  pageProblems,
  baseURL,
}) => {
  // Every script the page's HTML does not name (the parts' chunks) waits until released.
  const named = new Set<string>();
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  // The page itself only (not its data requests), asked for without a redirect: the tenant by its cookie.
  await page.context().addCookies([{ name: QA_TENANT_COOKIE, value: "meridian-motor-group", url: baseURL! }]);
  await page.route(
    (url) => url.pathname === "/search",
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      for (const [, src] of html.matchAll(/(?:src|href)="(\/build\/[^"]+\.js)"/g)) named.add(src!);
      await route.fulfill({ response, body: html });
    },
  );
  await page.route(/\/build\/.*\.js$/, async (route) => {
    if (!named.has(new URL(route.request().url()).pathname)) await released;
    await route.continue();
  });

  await page.goto("/search");
  const results = page.getByRole("region", { name: "Results" });
  await hydrated(results);
  const everything = await searchItemList(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  // The filters are still the server's HTML: their code has not arrived.
  expect(await page.locator('form[role="search"]').evaluate((form) => Object.keys(form).some((key) => key.startsWith("__react")))).toBe(false);

  await page.getByRole("checkbox", { name: /^Mazda\b/ }).first().check();
  // The search has left: the results say so and stay on screen meanwhile.
  await expect(results).toHaveAttribute("aria-busy", "true");
  await expect(results.getByRole("listitem").first()).toBeVisible();

  release();
  await expect(page).toHaveURL(/make=Mazda/);
  await expect.poll(async () => (await searchItemList(page)).cars.every((car) => car.brand.name === "Mazda")).toBe(true);
  const mazdas = await searchItemList(page);
  expect(mazdas.numberOfItems).toBeLessThan(everything.numberOfItems);
  await expect(results.getByText(`${mazdas.numberOfItems.toLocaleString("en-AU")} cars found`)).toBeVisible();
  await expect(results).not.toHaveAttribute("aria-busy", "true");
  await hydrated(page.locator('form[role="search"]'));
  await expect(page.getByRole("checkbox", { name: /^Mazda\b/ }).first()).toBeChecked();
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  expect(pageProblems).toEqual([]);
});

/** The page's data as its HTML inlines it (Remix's stream scripts). */
function pageDataIn(html: string): string {
  return [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
    .map(([, script]) => script!)
    .filter((script) => script.includes("streamController"))
    .join("");
}

test("a search page's HTML carries its cards once, in its JSON-LD, and they hydrate from there (decision 043)", async ({
  page,
  pageProblems,
  baseURL,
}) => {
  await page.context().addCookies([{ name: QA_TENANT_COOKIE, value: "wattle-ridge-toyota", url: baseURL! }]);
  const html = await (await page.request.get("/search?page=2")).text();
  const pageData = pageDataIn(html);
  const itemList = JSON.parse(html.match(/<script type="application\/ld\+json">(\{"@context":"https:\/\/schema.org","@type":"ItemList".*?)<\/script>/)![1]!);
  const names: string[] = itemList.itemListElement.map(({ item }: { item: { name: string } }) => item.name);
  expect(names).toHaveLength(21);
  for (const name of names) expect(pageData).not.toContain(name);

  await page.goto("/search?page=2");
  const firstCard = page.getByRole("region", { name: "Results" }).getByRole("article").first();
  await expect(firstCard.getByRole("heading")).toHaveText(names[0]!);
  const save = firstCard.getByRole("button", { name: `Save ${names[0]}` });
  await hydrated(save);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await save.click();
  await expect(save).toHaveAttribute("aria-pressed", "true");
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  // A card read back otherwise than the server rendered it is a hydration error here.
  expect(pageProblems).toEqual([]);
});

test("the site's settings come once a visit, in the tenant shell, not in each page's data (decision 045)", async ({
  page,
  pageProblems,
  baseURL,
}) => {
  await page.context().addCookies([{ name: QA_TENANT_COOKIE, value: "wattle-ridge-toyota", url: baseURL! }]);
  const html = await (await page.request.get("/search")).text();
  const pageData = pageDataIn(html);
  // The header shows the menus; the page's data no longer carries them.
  expect(html).toContain("Pre-owned Vehicles");
  expect(pageData).not.toContain("Pre-owned Vehicles");

  const shells: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/tenant-shell/")) shells.push(new URL(request.url()).pathname);
  });
  await page.goto("/search");
  const menuLink = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Special Offers" });
  await hydrated(menuLink);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await menuLink.click();
  await expect(page).toHaveURL(/\/special-offers$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  // Asked for once (the head's preload, which the hydration's fetch reuses), not again on navigating.
  expect(shells).toHaveLength(1);
  expect(pageProblems).toEqual([]);
});

test("a search page whose JSON-LD was taken out on the way asks for its cards again instead of failing", async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: QA_TENANT_COOKIE, value: "wattle-ridge-toyota", url: baseURL! }]);
  // An intermediary that drops the page's JSON-LD (decision 043 reads the cards back from it).
  await page.route(
    (url) => url.pathname === "/search",
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"ItemList".*?<\/script>/, "");
      await route.fulfill({ response, body: html });
    },
  );
  const dataRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".data")) dataRequests.push(request.url());
  });
  await page.goto("/search?page=2");
  const results = page.getByRole("region", { name: "Results" });
  await expect(results.getByRole("article")).toHaveCount(21);
  const firstCard = results.getByRole("article").first();
  const save = firstCard.getByRole("button", { name: /^Save / });
  await hydrated(save);
  await save.click();
  await expect(save).toHaveAttribute("aria-pressed", "true");
  expect(dataRequests.some((url) => url.includes("/search.data"))).toBe(true);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cars for sale");
});

test("a QA switch of dealer followed by the router shows that dealer's whole page, the same page included", async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: QA_TENANT_COOKIE, value: "wattle-ridge-toyota", url: baseURL! }]);
  for (const path of ["/", "/search"]) {
    await page.goto(path);
    await hydrated(page.getByRole("banner").getByRole("link").first());
    // ?tenant= redirects to the same address with the QA cookie set; the root's data is the
    // other dealer's (header, footer, tenant shell), not only the page's.
    // Not awaited in the page: the other dealer's shell reloads the document (root.tsx), which
    // can come before the navigation's promise would have been handed back.
    await page.evaluate((to) => {
      void (window as unknown as { __remixRouter: { navigate: (to: string) => Promise<void> } }).__remixRouter.navigate(to);
    }, `${path}?tenant=meridian-motor-group`);
    await expect(page.locator("body")).toHaveAttribute("data-tenant", "meridian-motor-group");
    await expect(page.getByRole("banner")).toContainText("Meridian");
    await expect(page.locator("#site-footer")).toContainText("Meridian");
    await expect(page).toHaveURL(new URL(path, baseURL).href);
    await page.context().addCookies([{ name: QA_TENANT_COOKIE, value: "wattle-ridge-toyota", url: baseURL! }]);
  }
});
