import type { Car } from "./car";

/**
 * What a car card (search-journey §2 "Car card contents") and the search page's JSON-LD
 * (DESIGN.md contract) read of a car, and so all a search page sends the browser of each hit:
 * the JSON-LD is rendered from the same data on the server and again when a live search
 * replaces the results. A hit carries about twice as many fields (the vehicle page's); a
 * field the card or the JSON-LD starts reading is added here, and the compiler says where.
 */
export const CARD_FIELDS = [
  "id",
  "slug",
  "name",
  "make",
  "model",
  "year",
  "car_type",
  "status",
  "tag",
  "reserved",
  "certified",
  "preorder",
  "price",
  "car_price",
  "before_price",
  "offer_price",
  "subscription_price",
  "km",
  "colour",
  "fuel",
  "simple_fuel",
  "simple_body",
  "simple_transmission",
  "stocknum",
  "vin",
  "item_type",
  "created_at",
  "primary_image_url",
  "dealership_slug",
  "location_name",
] as const satisfies ReadonlyArray<keyof Car>;

export type CardCar = Pick<Car, (typeof CARD_FIELDS)[number]>;

/**
 * A card names the car's location: its location's name, else the record's location_name. The
 * location itself (slug, phone) is the vehicle page's, so the card sends the name alone.
 */
export function toCardCar(car: CardCar & Pick<Car, "location">): CardCar {
  const card = Object.fromEntries(CARD_FIELDS.map((field) => [field, car[field]])) as CardCar;
  card.location_name = car.location?.name ?? car.location_name;
  return card;
}
