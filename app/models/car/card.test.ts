import { describe, expect, it } from "vitest";
import { toCardCar } from "./card";
import { testCar } from "./testing/car";

describe("toCardCar", () => {
  it("keeps what a card shows and leaves out the vehicle page's fields", () => {
    const car = testCar({ regplate: "ABC123", filtered_features: ["Bluetooth"], colour: "White", km: 55_535 });
    const card = toCardCar(car);
    expect(card).toMatchObject({ id: car.id, slug: car.slug, name: car.name, colour: "White", km: 55_535 });
    expect(card).not.toHaveProperty("regplate");
    expect(card).not.toHaveProperty("filtered_features");
    expect(card).not.toHaveProperty("thumbnails");
  });

  it("names the car's location by its location's name, without the rest of the location", () => {
    const car = testCar({ location: { name: "Moorabbin", slug: "moorabbin", phone: "03 9555 0500" }, location_name: null });
    const card = toCardCar(car);
    expect(card.location_name).toBe("Moorabbin");
    expect(card).not.toHaveProperty("location");
  });
});
