import { describe, expect, it } from "vitest";
import { toCardCar, type CardCar } from "~/models/car/card";
import { testCar } from "~/models/car/testing/car";
import { cardsBeyondJsonLd, cardsFromJsonLd, itemListCars, searchItemListJsonLd } from "./cards-in-jsonld";

const ORIGIN = "https://www.wattleridgetoyota.com.au";

const RESULT = { page: 2, hitsPerPage: 21, nbHits: 507, facets: {} };

/** What the browser does with a document: its ItemList's text read back, and the rest of each card from the data. */
function cardsInTheBrowser(cards: CardCar[]): CardCar[] {
  const itemList = searchItemListJsonLd(cards, RESULT, ORIGIN, undefined);
  const beyond = JSON.parse(JSON.stringify(cardsBeyondJsonLd(cards, itemList, ORIGIN))) as ReturnType<typeof cardsBeyondJsonLd>;
  return cardsFromJsonLd(itemListCars(itemList), beyond, ORIGIN);
}

const restOf = (cards: CardCar[]) => cardsBeyondJsonLd(cards, searchItemListJsonLd(cards, RESULT, ORIGIN, undefined), ORIGIN);

const card = (overrides: Parameters<typeof testCar>[0] = {}) => toCardCar(testCar(overrides));

describe("a search page's cards in its JSON-LD (decision 043)", () => {
  it("sends of a car only what its JSON-LD does not say", () => {
    const usual = card({ car_price: 24_990, created_at: 1_788_000_000 });
    const reduced = card({ car_price: 24_990, tag: "Runout Sale", before_price: 26_990, created_at: 1_788_000_000 });
    const [usualRest, reducedRest] = restOf([usual, reduced]);
    expect(usualRest).toEqual({ fuel: "Unleaded Petrol", created_at: 1_788_000_000, location_name: "Wattle Ridge Toyota Ipswich" });
    expect(Object.keys(reducedRest!).sort()).toEqual(["before_price", "created_at", "fuel", "location_name", "tag"]);
  });

  it("gives the browser the server's cards, also where the JSON-LD leaves a field out or says it otherwise", () => {
    const cards = [
      card(),
      card({ id: 1, slug: "a-1", price: 0, km: null, simple_body: null, colour: "", stocknum: null }),
      card({ id: 2, slug: "a-2", price: 5, status: "sold", car_type: "new", tag: "Toyota Certified Pre-Owned" }),
      card({ id: 3, slug: "a-3", simple_fuel: null, fuel: "Diesel", simple_transmission: null }),
      card({ id: 4, slug: "a-4", primary_image_url: null, reserved: true, preorder: true, certified: true }),
      card({ id: 5, slug: "a-5", primary_image_url: "https://cdn.example.com/cars/5.jpg", status: "coming_soon" }),
      card({ id: 6, slug: "a-6", primary_image_url: "stock/no-leading-slash.svg", offer_price: 19_990 }),
      card({ id: 7, slug: "a-7", make: "Škoda", model: "Octavia RS", name: "2020 Škoda Octavia <RS>", year: 2020 }),
      card({ id: 8, slug: "a-8", location: null, location_name: "Head office", dealership_slug: "metro-auto-group" }),
    ];
    expect(cardsInTheBrowser(cards)).toEqual(cards);
  });

  it("refuses a JSON-LD that lists other cars than the data", () => {
    expect(() => cardsFromJsonLd([], [{}], ORIGIN)).toThrow("The page's JSON-LD lists 0 cars where its data has 1");
  });

  it("counts in numberOfItems what the page shows: over 1999 hits, the dealer's stock count (§9)", () => {
    const count = (nbHits: number, stockCount?: number) =>
      (JSON.parse(searchItemListJsonLd([], { ...RESULT, nbHits }, ORIGIN, stockCount)) as { numberOfItems: number }).numberOfItems;
    expect(count(2_279, 2_000)).toBe(2_000);
    expect(count(1_999, 2_000)).toBe(1_999);
  });
});
