import { describe, expect, it } from "vitest";
import { ascDepartment, ascItem, ascPageType, pushAscEvent } from "./asc";

const car = {
  id: 4821,
  stocknum: "U5001",
  vin: "JTDBR32E720123456",
  price: 27_990,
  car_type: "used",
  certified: false,
  year: 2021,
  make: "Toyota",
  model: "Corolla",
  colour: "White",
  simple_fuel: "Petrol",
  simple_body: "Hatch",
};

describe("the Automotive Standards Council events", () => {
  it("names a car with the standard's item fields", () => {
    expect(ascItem(car)).toEqual({
      item_id: "4821",
      item_number: "U5001",
      item_vin: "JTDBR32E720123456",
      item_price: 27_990,
      item_condition: "used",
      item_year: 2021,
      item_make: "Toyota",
      item_model: "Corolla",
      item_color: "White",
      item_fuel_type: "Petrol",
      item_type: "Hatch",
    });
  });

  it("says new, used or cpo, and gives no price for a car without a real one (≤ 10)", () => {
    expect(ascItem({ ...car, car_type: "new" }).item_condition).toBe("new");
    expect(ascItem({ ...car, car_type: "demo" }).item_condition).toBe("used");
    expect(ascItem({ ...car, certified: true }).item_condition).toBe("cpo");
    expect(ascItem({ ...car, price: 10 }).item_price).toBeNull();
  });

  it("types our pages and departments in the standard's words", () => {
    expect(ascPageType("/cars/2021-toyota-corolla-u1")).toBe("item");
    expect(ascPageType("/cars/2021-toyota-corolla-u1/enquire")).toBe("other");
    expect(ascPageType("/search/used-cars")).toBe("itemlist");
    expect(ascPageType("/")).toBe("home");
    expect(ascDepartment("Service Enquiry")).toBe("service");
    expect(ascDepartment("Vehicle Enquiry")).toBe("sales");
  });

  it("pushes the event with its owner to the dataLayer", () => {
    const host: { dataLayer?: unknown[] } = {};
    pushAscEvent("asc_click_to_call", { comm_phone_number: "0735550100" }, host);
    expect(host.dataLayer).toEqual([
      { event: "asc_click_to_call", event_owner: "dealer-platform", comm_phone_number: "0735550100" },
    ]);
  });
});
