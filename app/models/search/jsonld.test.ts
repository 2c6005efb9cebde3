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
