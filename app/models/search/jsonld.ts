import type { Car } from "~/models/car/car";

/**
 * schema.org JSON-LD for search pages and vehicle pages (DESIGN.md contract): other tools
 * read these fields, so their names and shapes are fixed.
 */
export interface CarJsonLd {
  /** A car is a Car; a caravan or a truck a Vehicle, of its kind (`category`). */
  "@type": "Car" | "Vehicle";
  category?: string;
  name: string;
  url: string;
  brand: { "@type": "Brand"; name: string };
  model: string;
  vehicleModelDate: string;
  mileageFromOdometer?: { "@type": "QuantitativeValue"; value: number; unitCode: "KMT" };
  offers: { "@type": "Offer"; priceCurrency: "AUD"; price?: number; availability: string };
  itemCondition: string;
  bodyType?: string;
  fuelType?: string;
  color?: string;
  vehicleTransmission?: string;
  sku?: string;
  vehicleIdentificationNumber?: string;
  image?: string;
  additionalProperty: { "@type": "PropertyValue"; name: string; value: string | number }[];
}

/** What the JSON-LD reads of a car: a search page's cards carry it (car/card.ts). */
export type JsonLdCar = Pick<
  Car,
  | "id"
  | "name"
  | "slug"
  | "make"
  | "model"
  | "year"
  | "price"
  | "status"
  | "car_type"
  | "dealership_slug"
  | "km"
  | "simple_body"
  | "simple_fuel"
  | "fuel"
  | "colour"
  | "simple_transmission"
  | "stocknum"
  | "vin"
  | "item_type"
  | "primary_image_url"
>;

/** The stock kinds schema.org has a type for; any other (a caravan, a truck) is a Vehicle. */
const CAR_ITEM_TYPES: readonly (string | null)[] = ["Car", null];

/** A price is real above 10 (vehicle-page §9); below that the offer carries no price. */
const REAL_PRICE = 10;

/**
 * schema.org's ItemAvailability of a car's status: a coming-soon car is not on the yard yet
 * (PreOrder), a sold one is gone (SoldOut), any other status is not for sale (OutOfStock).
 */
export function carAvailability(status: string): string {
  switch (status) {
    case "in_stock":
      return "https://schema.org/InStock";
    case "coming_soon":
      return "https://schema.org/PreOrder";
    case "sold":
      return "https://schema.org/SoldOut";
    default:
      return "https://schema.org/OutOfStock";
  }
}

export function carJsonLd(car: JsonLdCar, origin: string): CarJsonLd {
  const isCar = CAR_ITEM_TYPES.includes(car.item_type);
  const json: CarJsonLd = {
    "@type": isCar ? "Car" : "Vehicle",
    ...(!isCar && { category: car.item_type! }),
    name: car.name,
    url: `${origin}/cars/${car.slug}`,
    brand: { "@type": "Brand", name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    offers: {
      "@type": "Offer",
      priceCurrency: "AUD",
      ...(car.price > REAL_PRICE && { price: car.price }),
      availability: carAvailability(car.status),
    },
    itemCondition:
      car.car_type === "new" ? "https://schema.org/NewCondition" : "https://schema.org/UsedCondition",
    additionalProperty: [
      { "@type": "PropertyValue", name: "id", value: car.id },
      { "@type": "PropertyValue", name: "car_type", value: car.car_type },
      { "@type": "PropertyValue", name: "status", value: car.status },
      { "@type": "PropertyValue", name: "dealership", value: car.dealership_slug },
    ],
  };
  if (car.km !== null && car.km !== undefined) {
    json.mileageFromOdometer = { "@type": "QuantitativeValue", value: car.km, unitCode: "KMT" };
  }
  if (car.simple_body) json.bodyType = car.simple_body;
  if (car.simple_fuel ?? car.fuel) json.fuelType = (car.simple_fuel ?? car.fuel)!;
  if (car.colour) json.color = car.colour;
  if (car.simple_transmission) json.vehicleTransmission = car.simple_transmission;
  if (car.stocknum) json.sku = car.stocknum;
  if (car.vin) json.vehicleIdentificationNumber = car.vin;
  if (car.primary_image_url) json.image = new URL(car.primary_image_url, origin).toString();
  return json;
}

export function itemListJsonLd(
  hits: readonly JsonLdCar[],
  nbHits: number,
  firstPosition: number,
  origin: string,
) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    numberOfItems: nbHits,
    itemListElement: hits.map((car, index) => ({
      "@type": "ListItem",
      position: firstPosition + index,
      item: carJsonLd(car, origin),
    })),
  };
}

/** JSON for a <script> tag: "<" escaped so a value can never close the tag. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
