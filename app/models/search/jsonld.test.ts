import { describe, expect, it } from "vitest";
import { carJsonLd, itemListJsonLd, serializeJsonLd } from "./jsonld";
import type { CarRecord } from "./records";

const car = {
  objectID: "42",
  id: 42,
  slug: "2021-toyota-corolla-s1",
  name: "2021 Toyota Corolla Ascent Sport",
  make: "Toyota",
  model: "Corolla",
  year: 2021,
  km: 45_120,
  price: 24_990,
  car_type: "used",
  status: "in_stock",
  simple_body: "Hatch",
  simple_fuel: "Hybrid",
  colour: "White",
  simple_transmission: "Automatic",
  stocknum: "S1",
  vin: "JTNKB3BE40J123456",
  item_type: "Car",
  dealership_slug: "wattle-ridge-toyota",
  primary_image_url: null,
} as unknown as CarRecord;

describe("JSON-LD of the DESIGN.md contract", () => {
  it("describes a car with the contract's fields", () => {
    const json = carJsonLd(car, "https://www.example.com.au");
    expect(json).toMatchObject({
      "@type": "Car",
      name: "2021 Toyota Corolla Ascent Sport",
      url: "https://www.example.com.au/cars/2021-toyota-corolla-s1",
      brand: { name: "Toyota" },
      model: "Corolla",
      vehicleModelDate: "2021",
      mileageFromOdometer: { value: 45_120 },
      offers: { price: 24_990, priceCurrency: "AUD" },
      itemCondition: "https://schema.org/UsedCondition",
      bodyType: "Hatch",
      fuelType: "Hybrid",
      color: "White",
      vehicleTransmission: "Automatic",
      sku: "S1",
    });
    expect(json.additionalProperty).toEqual([
      { "@type": "PropertyValue", name: "id", value: 42 },
      { "@type": "PropertyValue", name: "car_type", value: "used" },
      { "@type": "PropertyValue", name: "status", value: "in_stock" },
      { "@type": "PropertyValue", name: "dealership", value: "wattle-ridge-toyota" },
    ]);
  });

  it("names the car's VIN, and leaves it out when the car has none", () => {
    expect(carJsonLd(car, "https://x.test").vehicleIdentificationNumber).toBe("JTNKB3BE40J123456");
    expect(carJsonLd({ ...car, vin: null }, "https://x.test")).not.toHaveProperty("vehicleIdentificationNumber");
  });

  it("types a caravan or a truck as a Vehicle of its kind, a car (or stock of no kind) as a Car", () => {
    expect(carJsonLd({ ...car, item_type: "Caravan" }, "https://x.test")).toMatchObject({ "@type": "Vehicle", category: "Caravan" });
    expect(carJsonLd({ ...car, item_type: "Truck" }, "https://x.test")).toMatchObject({ "@type": "Vehicle", category: "Truck" });
    expect(carJsonLd({ ...car, item_type: null }, "https://x.test")["@type"]).toBe("Car");
    expect(carJsonLd(car, "https://x.test")).not.toHaveProperty("category");
  });

  it("says a coming-soon car is on pre-order and a sold one sold out", () => {
    const availability = (status: string) => carJsonLd({ ...car, status }, "https://x.test").offers.availability;
    expect(availability("in_stock")).toBe("https://schema.org/InStock");
    expect(availability("coming_soon")).toBe("https://schema.org/PreOrder");
    expect(availability("sold")).toBe("https://schema.org/SoldOut");
    expect(availability("withdrawn")).toBe("https://schema.org/OutOfStock");
  });

  it("leaves the price out when the car has none (10 or less is no price)", () => {
    expect(carJsonLd({ ...car, price: 10 }, "https://x.test").offers).not.toHaveProperty("price");
  });

  it("counts every hit in numberOfItems, not just the page", () => {
    const list = itemListJsonLd([car], 321, 22, "https://x.test");
    expect(list.numberOfItems).toBe(321);
    expect(list.itemListElement[0]).toMatchObject({ position: 22 });
  });

  it("cannot close its script tag", () => {
    expect(serializeJsonLd({ name: "</script><script>alert(1)</script>" })).not.toContain("</script>");
  });
});
