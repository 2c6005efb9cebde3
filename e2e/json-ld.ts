import { expect, type Page } from "@playwright/test";
import { visitAsTenant } from "./fixtures";

/*
 * The JSON-LD other tools read (DESIGN.md "Search pages carry JSON-LD"), read the same way by
 * every spec: specs find the cars they need through the contract, never through the markup.
 */

/** A schema.org Car as search and vehicle pages write it (DESIGN.md contract). */
export interface CarLd {
  "@type": string;
  name: string;
  url: string;
  brand: { name: string };
  model: string;
  vehicleModelDate: string | number;
  mileageFromOdometer?: { value: number };
  offers: { price?: number; availability: string };
  vehicleIdentificationNumber?: string;
  additionalProperty: { name: string; value: string | number }[];
}

export interface ItemListLd<Item = CarLd> {
  numberOfItems: number;
  itemListElement: { position: number; item: Item }[];
}

/** The page's first JSON-LD block, parsed. */
export async function pageJsonLd<T>(page: Page): Promise<T> {
  const text = await page
    .locator('script[type="application/ld+json"]')
    .first()
    .textContent();
  return JSON.parse(text ?? "{}") as T;
}

/** The cars on the search page open in `page`, in list order. */
export async function carsOnPage(page: Page): Promise<CarLd[]> {
  const list = await pageJsonLd<ItemListLd>(page);
  return list.itemListElement.map(({ item }) => item);
}

/** The cars a tenant's search lists for a query (`/search?{query}`), in list order. */
export async function listedCars(
  page: Page,
  tenantSlug: string,
  query: string,
  origin = ""
): Promise<CarLd[]> {
  await visitAsTenant(page, tenantSlug, `${origin}/search?${query}`);
  return carsOnPage(page);
}

/**
 * A search page's JSON-LD ItemList (the DESIGN.md contract), read once its results have
 * settled. With JavaScript the router writes the new address a moment before React renders
 * the new results; until then the results region is busy (aria-busy), so a list read as soon
 * as the address matched could still be the search before (two such failures in a full run).
 */
export async function searchItemList<Item = CarLd>(page: Page) {
  await expect(
    page.locator('section[aria-label="Results"][aria-busy="true"]')
  ).toHaveCount(0);
  const list = await pageJsonLd<ItemListLd<Item>>(page);
  return { ...list, cars: list.itemListElement.map((element) => element.item) };
}

/** The first car a tenant's search lists for a query: the test needs one, so none fails it. */
export async function firstListedCar(
  page: Page,
  tenantSlug: string,
  query: string
): Promise<CarLd> {
  const [car] = await listedCars(page, tenantSlug, query);
  expect(car, `no car for ${tenantSlug} /search?${query}`).toBeDefined();
  return car!;
}

/** The site path of the first car a tenant's search lists for a query. */
export async function firstCarPath(page: Page, tenantSlug: string, query: string): Promise<string> {
  return sitePath(await firstListedCar(page, tenantSlug, query));
}

/** A car's site path (`/cars/{slug}`) from its JSON-LD url, which is absolute on the tenant's domain. */
export const sitePath = (car: Pick<CarLd, "url">) => new URL(car.url).pathname;

/** One of a car's `additionalProperty` values (`id`, `car_type`, `status`, `dealership`). */
export const carProperty = (
  car: Pick<CarLd, "additionalProperty">,
  name: string
) => car.additionalProperty.find((property) => property.name === name)?.value;
