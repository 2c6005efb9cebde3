import type { Page } from "@playwright/test";
import { expect, hydrated, tenantBySlug, test, visitAsTenant } from "./fixtures";

// search-journey §4: on a tenant that masks its numbers the page itself, markup and inline
// data, holds no full number until the visitor reveals it; the reveal brings that number only.
const tenant = tenantBySlug("brightlane-cars");
const fullNumbers = [...new Set([...Object.values(tenant.phones), ...tenant.locations.flatMap((l) => (l.phone ? [l.phone] : []))])];
const asDialled = (phone: string) => phone.replace(/\D/g, "");
const numbersIn = (html: string) => fullNumbers.filter((phone) => html.includes(phone) || html.includes(asDialled(phone)));

test.use({ tenantSlug: "brightlane-cars" });

test("a car's number is in the page only after its Show number, and then only that one", async ({
  page,
  javaScriptEnabled,
  pageProblems,
}) => {
  await visitAsTenant(page, tenant.slug, tenant.search.path);
  const carPath = await page.locator('a[href^="/cars/"]').first().getAttribute("href");
  const before = await page.goto(carPath!);
  expect(numbersIn(await before!.text())).toEqual([]);

  const card = page.getByRole("region", { name: tenant.labels.callText });
  const button = card.getByRole("button", { name: /Show number/ });
  if (javaScriptEnabled) await hydrated(button);
  const answer = javaScriptEnabled
    ? page.waitForResponse((response) => new URL(response.url()).pathname.startsWith("/phone-reveal") && response.request().method() === "POST")
    : null;
  await button.click();

  const number = card.getByRole("link", { name: /^\d[\d ]+\d$/ });
  await expect(number).toBeVisible();
  const shown = (await number.textContent())!;
  await expect(number).toHaveAttribute("href", `tel:${asDialled(shown)}`);
  if (answer) {
    // The full number came from the reveal's answer, not from the page.
    expect(await (await answer).text()).toContain(shown);
  } else {
    await expect(page).toHaveURL(/\?reveal=\d+\.\d+\.[\w-]{22}#phone\w+$/);
    const after = await page.request.get(page.url());
    expect(numbersIn(await after.text())).toEqual([shown]);
  }
  expect(pageProblems).toEqual([]);
});

test("a number revealed on one car's page is masked again on the next car's", async ({ page, javaScriptEnabled, pageProblems }) => {
  await visitAsTenant(page, tenant.slug, tenant.search.path);
  const carPath = await page.locator('a[href^="/cars/"]').first().getAttribute("href");
  await page.goto(carPath!);
  const card = page.getByRole("region", { name: tenant.labels.callText });
  const button = card.getByRole("button", { name: /Show number/ });
  if (javaScriptEnabled) await hydrated(button);
  await button.click();
  await expect(card.getByRole("link", { name: /^\d[\d ]+\d$/ })).toBeVisible();

  // Another car from the page's own links (a client-side navigation with JavaScript).
  const next = page.locator("article h2 a").first();
  const nextPath = await next.getAttribute("href");
  if (javaScriptEnabled) await hydrated(next);
  await next.click();
  await expect(page).toHaveURL(new RegExp(`${nextPath}$`));
  await expect(card.getByRole("button", { name: /Show number/ })).toBeVisible();
  await expect(card.getByRole("link", { name: /^\d[\d ]+\d$/ })).toHaveCount(0);
  expect(pageProblems).toEqual([]);
});

// The pages whose text names the main number: about-us (the Markdown's {{phone}}), the
// complaints page ("Call {dealer} on ...") and /service (the Book a Service button).
const mainNumber = tenant.phones.main;
const textPages = [
  { path: "/about-us", scope: (page: Page) => page.locator("main").locator("p, div", { hasText: /^Questions\? Call us on/ }) },
  {
    path: "/pages/complaint-handling-process",
    scope: (page: Page) => page.locator("main div", { hasText: /^Most concerns are fixed fastest/ }),
  },
  { path: "/service", scope: (page: Page) => page.locator("main") },
];

for (const { path, scope } of textPages) {
  test(`${path} holds the main number only after its Show number`, async ({ page, javaScriptEnabled, pageProblems }) => {
    const before = await visitAsTenant(page, tenant.slug, path);
    expect(numbersIn(await before.text())).toEqual([]);

    const button = scope(page).getByRole("button", { name: /Show number/ });
    await expect(button).toHaveCount(1);
    if (path === "/service") await expect(button).toHaveAccessibleName(/^Book a Service: 03 95… Show number$/);
    if (javaScriptEnabled) await hydrated(button);
    const answer = javaScriptEnabled
      ? page.waitForResponse((response) => new URL(response.url()).pathname.startsWith("/phone-reveal") && response.request().method() === "POST")
      : null;
    await button.click();

    // A tel: link where the button was, with JavaScript or without (the page again, revealed).
    const number = scope(page).getByRole("link", { name: new RegExp(mainNumber) });
    await expect(number).toBeVisible();
    await expect(number).toHaveAttribute("href", `tel:${asDialled(mainNumber)}`);
    if (answer) {
      // Revealed in place from the reveal's answer.
      expect(await (await answer).text()).toContain(mainNumber);
      await expect(number).toBeFocused();
    } else {
      await expect(page).toHaveURL(/[?&]reveal=site\.\d+\.[\w-]{22}#phone\w+$/);
      const after = await page.request.get(page.url());
      expect(numbersIn(await after.text())).toContain(mainNumber);
    }
    await expect(scope(page).getByRole("button", { name: /Show number/ })).toHaveCount(0);
    expect(pageProblems).toEqual([]);
  });
}
