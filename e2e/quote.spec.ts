import { manufacturerFinanceLinks } from "../app/models/finance/manufacturer-links";
import { expect, tenantBySlug, test } from "./fixtures";
import { firstCarPath } from "./json-ld";

/**
 * vehicle-page §2 "GET A QUOTE used-finance button": a used car's way to the manufacturer's
 * finance quote (which cars and dealers get it: manufacturer-links.test.ts).
 */
test("a used car on a manufacturer's dealer site offers GET A QUOTE on the manufacturer's site", async ({ page, pageProblems }) => {
  const toyotaDealer = tenantBySlug("wattle-ridge-toyota");
  await page.goto(await firstCarPath(page, toyotaDealer.slug, "car_type=used&status=in_stock"));
  const quote = page.getByRole("region", { name: "Used car finance" });
  await expect(quote).toContainText(`${toyotaDealer.manufacturer} Finance`);
  await expect(quote.getByRole("link", { name: "GET A QUOTE" })).toHaveAttribute(
    "href",
    manufacturerFinanceLinks(toyotaDealer.manufacturerBaseDomain)!.usedCarQuote,
  );
  expect(pageProblems).toEqual([]);
});
