import { CARD_FIELDS, type CardCar } from "~/models/car/card";
import { displayedCount } from "./facets";
import { itemListJsonLd, serializeJsonLd, type CarJsonLd } from "./jsonld";

/*
 * A search page's cards travel once in its HTML (decision 043). The page's JSON-LD
 * (DESIGN.md contract) already says most of each card: its name, URL, make, model, year,
 * price, km, body, fuel, colour, transmission, stock number, photo, id, type, status and
 * dealership. A document's data carries the rest of each card, and the browser reads the
 * cards back from the JSON-LD as the page hydrates. A data request (a live search, a
 * client-side navigation) still carries whole cards: its page has no JSON-LD of them yet.
 *
 * What the JSON-LD cannot say exactly (a price of 10 or less, which it leaves out; a fuel it
 * took from `fuel` for want of `simple_fuel`; an empty field) is not guessed back: the server
 * reads each card's JSON-LD back as the browser will and sends every field that reads back
 * otherwise, so the browser's cards are the server's by construction.
 */

/** The rest of a card: its fields that its JSON-LD does not say as they are. */
export type CardBeyondJsonLd = Partial<CardCar>;

/**
 * What a card is unless its data says otherwise, of the fields the JSON-LD does not carry:
 * most cars have no tag, no other prices and no flags, so their rest is the few fields that
 * vary (fuel, listing time, location). A car's own price is the price shown unless an offer
 * lowers it (cardFieldsFromJsonLd).
 */
const USUAL_CARD: Partial<CardCar> = {
  tag: null,
  reserved: false,
  certified: false,
  preorder: false,
  before_price: null,
  offer_price: null,
  subscription_price: null,
};

/** What a car's JSON-LD says of its card, as JSON carries it, and the usual rest (values otherwise are sent beside it). */
export function cardFieldsFromJsonLd(json: CarJsonLd, origin: string): Partial<CardCar> {
  const property = (name: string) => json.additionalProperty.find((entry) => entry.name === name)?.value;
  const carsPath = `${origin}/cars/`;
  return {
    ...USUAL_CARD,
    id: property("id") as number,
    slug: json.url.startsWith(carsPath) ? json.url.slice(carsPath.length) : json.url,
    name: json.name,
    make: json.brand.name,
    model: json.model,
    year: Number(json.vehicleModelDate),
    car_type: property("car_type") as string,
    status: property("status") as string,
    dealership_slug: property("dealership") as string,
    price: json.offers.price,
    // The car's own price, unless an offer lowers it.
    car_price: json.offers.price ?? null,
    km: json.mileageFromOdometer?.value,
    simple_body: json.bodyType,
    simple_fuel: json.fuelType,
    colour: json.color,
    simple_transmission: json.vehicleTransmission,
    stocknum: json.sku,
    vin: json.vehicleIdentificationNumber ?? null,
    item_type: json["@type"] === "Car" ? "Car" : json.category,
    primary_image_url: json.image?.startsWith(`${origin}/`) ? json.image.slice(origin.length) : json.image,
  };
}

/**
 * The search page's ItemList as the page carries it, for a result's cards: written once on a
 * document's server render, and what the rest of each card is worked out from. Its
 * numberOfItems is the count the page shows (§9: over 1999 the dealer's stock count), so the
 * two never disagree.
 */
export function searchItemListJsonLd(
  cards: readonly CardCar[],
  result: { page: number; hitsPerPage: number; nbHits: number; facets: Record<string, Record<string, number>> },
  origin: string,
  stockCount: number | undefined,
): string {
  const firstPosition = (result.page - 1) * result.hitsPerPage + 1;
  const count = displayedCount(result.nbHits, result.facets, stockCount);
  return serializeJsonLd(itemListJsonLd(cards, count, firstPosition, origin));
}

/** The cars of an ItemList's JSON text, as the browser reads them. */
export function itemListCars(itemList: string): CarJsonLd[] {
  return (JSON.parse(itemList) as { itemListElement: { item: CarJsonLd }[] }).itemListElement.map(
    (element) => element.item,
  );
}

/**
 * For a document's data: each card's fields that the page's ItemList (its JSON text, read
 * back as the browser will read it) does not give back as they are.
 */
export function cardsBeyondJsonLd(cards: readonly CardCar[], itemList: string, origin: string): CardBeyondJsonLd[] {
  const items = itemListCars(itemList);
  return cards.map((card, index) => {
    const told: Partial<CardCar> = cardFieldsFromJsonLd(items[index]!, origin);
    const beyond: CardBeyondJsonLd = {};
    for (const field of CARD_FIELDS) {
      if (!Object.is(told[field], card[field])) Object.assign(beyond, { [field]: card[field] });
    }
    return beyond;
  });
}

/** In the browser: a document's cards, from its JSON-LD's items and the rest of each card. */
export function cardsFromJsonLd(
  items: readonly CarJsonLd[],
  beyond: readonly CardBeyondJsonLd[],
  origin: string,
): CardCar[] {
  if (items.length !== beyond.length) {
    throw new Error(`The page's JSON-LD lists ${items.length} cars where its data has ${beyond.length}`);
  }
  return items.map((item, index) => ({ ...cardFieldsFromJsonLd(item, origin), ...beyond[index] }) as CardCar);
}
