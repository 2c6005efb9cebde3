import type { Page } from "@playwright/test";
import { sidebarHtml } from "./fixtures";
import { listedCars, sitePath } from "./json-ld";

/* The reserve journey's steps (reserve.spec.ts), kept apart for the paid deposit's browser walk to share. */


/** The vehicle pages a tenant's search lists for a query. */
export async function listedCarPaths(page: Page, tenantSlug: string, query: string, origin = ""): Promise<string[]> {
  return (await listedCars(page, tenantSlug, query, origin)).map(sitePath);
}

const RESERVE_ACTION = /<a [^>]*data-action="reserve"[^>]*>([^<]*)<\/a>/;

/**
 * A car whose vehicle page offers Reserve (the sidebar's reservable rule), and that button's
 * address and text; on the suite's server, or on another one at `origin`.
 */
export async function reservableCar(
  page: Page,
  tenantSlug: string,
  origin = "",
): Promise<{ carPath: string; reservePath: string; label: string }> {
  const candidates = await listedCarPaths(page, tenantSlug, "status=in_stock&sortBy=Car_production_price_desc", origin);
  for (const carPath of candidates.slice(0, 8)) {
    // The page's HTML is enough to read the sidebar: no need to load each page in the browser.
    const html = await (await page.request.get(`${origin}${carPath}`)).text();
    // The sidebar's own button: the similar cars below carry Reserve buttons of their own.
    const reserve = RESERVE_ACTION.exec(sidebarHtml(html));
    const href = reserve && /href="([^"]+)"/.exec(reserve[0]);
    if (reserve && href) return { carPath, reservePath: href[1]!, label: reserve[1]! };
  }
  throw new Error(`No reservable car among ${tenantSlug}'s first listed cars`);
}

export async function fillReservation(page: Page) {
  await page.getByLabel("First name").fill("Jane");
  await page.getByLabel("Last name").fill("Citizen");
  await page.getByLabel("Email address").fill("jane.reserve@example.com");
  await page.getByLabel("Mobile number").fill("0412 345 678");
  await page.getByLabel("Postcode").fill("4305");
  await page.getByLabel(/I agree to the/).check();
}
