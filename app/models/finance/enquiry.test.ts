import { describe, expect, it } from "vitest";
import { financeEnquiryDefaults, financePageCopy, readFinanceEnquiryQuery } from "./enquiry";

const tenant = { dealerships: [{ slug: "meridian-kia" }, { slug: "meridian-mazda" }] } as Parameters<
  typeof readFinanceEnquiryQuery
>[1];

const read = (query: string) => readFinanceEnquiryQuery(new URLSearchParams(query), tenant);

describe("readFinanceEnquiryQuery (vehicle-page §2: preferredDealership, vehiclePriceBudget, car_id, car_type)", () => {
  it("reads the four query parameters of the vehicle page's Get Finance link", () => {
    expect(read("preferredDealership=meridian-mazda&vehiclePriceBudget=27990&car_id=4821&car_type=used")).toEqual({
      preferredDealership: "meridian-mazda",
      vehiclePriceBudget: 27_990,
      car: "4821",
      carType: "used",
    });
  });

  it("reads a budget as a shopper or a campaign writes it: $25,000", () => {
    expect(read("vehiclePriceBudget=%2425%2C000").vehiclePriceBudget).toBe(25_000);
  });

  it("drops a dealership that is not one of this tenant's", () => {
    expect(read("preferredDealership=someone-else")).toEqual({});
  });

  it("reads a car named by its slug, as the car routes take it", () => {
    expect(read("car_id=2021-mazda-cx-5-maxx-u5001").car).toBe("2021-mazda-cx-5-maxx-u5001");
  });

  it("drops values that are not what the parameter means", () => {
    expect(read("vehiclePriceBudget=heaps&car_id=Not%20a%20car&car_type=boat")).toEqual({});
    expect(read("vehiclePriceBudget=-5&car_id=0")).toEqual({});
  });
});

describe("financeEnquiryDefaults", () => {
  it("starts the form with the link's values", () => {
    expect(financeEnquiryDefaults({ preferredDealership: "meridian-kia", vehiclePriceBudget: 30_000, carType: "new" }, null)).toEqual({
      preferredDealership: "meridian-kia",
      vehiclePriceBudget: 30_000,
      car_type: "new",
    });
  });

  it("takes the car's own type over the link's when the link named a car of this site", () => {
    expect(financeEnquiryDefaults({ carType: "new" }, { car_type: "demo" })).toEqual({ car_type: "demo" });
  });
});

describe("financePageCopy", () => {
  it("names the page as the site's menu does", () => {
    expect(financePageCopy("/finance", "Wattle Ridge Toyota").heading).toBe("Finance");
    expect(financePageCopy("/finance-enquiry", "Meridian").heading).toBe("Finance enquiry");
    expect(financePageCopy("/apply-for-finance", "Brightlane").heading).toBe("Apply for finance");
  });
});
