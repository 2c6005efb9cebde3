import { describe, expect, it } from "vitest";
import type { Car } from "~/models/car/car";
import { findTenant } from "~/tenants";
import { toPublicTenant, type PublicTenant } from "~/tenants/public";
import { testCar } from "~/models/car/testing/car";
import {
  cardActions,
  cardTags,
  choosePhone,
  findSimilarHref,
  cardPrice,
  formatAud,
  formatKm,
  imageUrl,
  isAvailable,
  isNewArrival,
  isReservable,
  priceDisplay,
  certifiedLogoProgram,
} from "./display";

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2025, 5, 20, 2, 0, 0);
const daysAgo = (days: number) => Math.floor((NOW - days * DAY_MS) / 1000);

function aCar(overrides: Partial<Car> = {}): Car {
  return testCar({ created_at: daysAgo(30), ...overrides });
}

function realTenant(slug: string): PublicTenant {
  const tenant = findTenant(slug);
  if (!tenant) throw new Error(`no tenant ${slug}`);
  return toPublicTenant(tenant);
}

/** A real tenant with some sections changed; each section merges over the tenant's own. */
function tenantWith(
  overrides: {
    features?: Partial<PublicTenant["features"]>;
    labels?: Partial<PublicTenant["labels"]>;
    phones?: Partial<PublicTenant["phones"]>;
    reservation?: Partial<PublicTenant["reservation"]>;
    finance?: Partial<PublicTenant["finance"]>;
    search?: Partial<PublicTenant["search"]>;
  } = {},
  slug = "wattle-ridge-toyota"
): PublicTenant {
  const tenant = realTenant(slug);
  return {
    ...tenant,
    features: { ...tenant.features, ...overrides.features },
    labels: { ...tenant.labels, ...overrides.labels },
    phones: { ...tenant.phones, ...overrides.phones },
    reservation: { ...tenant.reservation, ...overrides.reservation },
    finance: { ...tenant.finance, ...overrides.finance },
    search: { ...tenant.search, ...overrides.search },
  };
}

describe("formatting", () => {
  it("writes Australian dollars without cents", () => {
    expect(formatAud(24_990)).toBe("$24,990");
    expect(formatAud(200)).toBe("$200");
    expect(formatAud(129_999.6)).toBe("$130,000");
  });

  it("writes kilometres with thousands separators", () => {
    expect(formatKm(45_120)).toBe("45,120 km");
    expect(formatKm(0)).toBe("0 km");
  });
});

describe("priceDisplay (vehicle-page §4 precedence)", () => {
  const subscriber = tenantWith({ features: { subscriptions: true } });
  const plain = tenantWith({ features: { subscriptions: false } });

  it("shows the weekly subscription first where the dealer offers subscriptions", () => {
    const car = aCar({ subscription_price: 129, price: 28_990 });
    expect(priceDisplay(car, subscriber)).toEqual({
      kind: "subscription",
      amount: 129,
      reduced: false,
      text: "$129/week",
    });
  });

  it("ignores the subscription price where the dealer does not offer subscriptions", () => {
    const car = aCar({ subscription_price: 129, price: 28_990 });
    expect(priceDisplay(car, plain)).toMatchObject({ kind: "price", amount: 28_990, text: "$28,990" });
  });

  it("ignores a subscription price of 0", () => {
    const car = aCar({ subscription_price: 0, price: 28_990 });
    expect(priceDisplay(car, subscriber)).toMatchObject({ kind: "price", text: "$28,990" });
  });

  it("shows the car price when it is over 10", () => {
    expect(priceDisplay(aCar({ price: 24_990 }), plain)).toEqual({
      kind: "price",
      amount: 24_990,
      reduced: false,
      text: "$24,990",
    });
    expect(priceDisplay(aCar({ price: 11 }), plain)).toMatchObject({ kind: "price", text: "$11" });
  });

  it("treats a price of 10 as no price", () => {
    expect(priceDisplay(aCar({ price: 10 }), plain)).toEqual({
      kind: "no-price",
      reduced: false,
      text: "Enquire for price.",
    });
    expect(priceDisplay(aCar({ price: 0 }), plain).kind).toBe("no-price");
  });

  it("marks the offer price in effect as reduced", () => {
    // records.ts puts an undercutting offer into price.
    const car = aCar({ price: 23_490, offer_price: 23_490, before_price: 26_990 });
    expect(priceDisplay(car, plain)).toEqual({
      kind: "price",
      amount: 23_490,
      wasPrice: 26_990,
      reduced: true,
      text: "$23,490",
    });
  });

  it("does not mark an offer equal to the car's own price as reduced", () => {
    // vehicle-page §4: "marked as reduced when it differs from price".
    const car = aCar({ price: 24_990, car_price: 24_990, offer_price: 24_990 });
    expect(priceDisplay(car, plain)).toMatchObject({ amount: 24_990, reduced: false });
  });

  it("does not mark an offer above the price as reduced", () => {
    const car = aCar({ price: 24_990, offer_price: 25_990 });
    expect(priceDisplay(car, plain)).toMatchObject({ amount: 24_990, reduced: false });
  });

  it("shows the was-price only when the previous price is higher", () => {
    expect(priceDisplay(aCar({ price: 24_990, before_price: 27_990 }), plain).wasPrice).toBe(27_990);
    expect(priceDisplay(aCar({ price: 24_990, before_price: 24_990 }), plain)).not.toHaveProperty(
      "wasPrice"
    );
    expect(priceDisplay(aCar({ price: 24_990, before_price: 22_990 }), plain)).not.toHaveProperty(
      "wasPrice"
    );
    expect(priceDisplay(aCar({ price: 24_990, before_price: null }), plain)).not.toHaveProperty(
      "wasPrice"
    );
  });

  it("shows PREORDER for a pre-order car without a real price", () => {
    expect(priceDisplay(aCar({ price: 0, preorder: true }), plain)).toEqual({
      kind: "preorder",
      reduced: false,
      text: "PREORDER",
    });
  });

  it("prefers a real price over PREORDER", () => {
    expect(priceDisplay(aCar({ price: 52_990, preorder: true }), plain).text).toBe("$52,990");
  });

  it("falls back to the dealer's own no-price text", () => {
    const reworded = tenantWith({ labels: { noPrice: "Call for price" } });
    expect(priceDisplay(aCar({ price: 0 }), reworded).text).toBe("Call for price");
  });
});

describe("cardPrice", () => {
  it("shows a sold car's card without its price, any other car's with it", () => {
    const tenant = tenantWith();
    expect(cardPrice(aCar({ status: "sold", price: 24_990 }), tenant)).toBeNull();
    expect(cardPrice(aCar({ status: "coming_soon", price: 24_990 }), tenant)?.text).toBe("$24,990");
  });
});

describe("availability", () => {
  it("counts in_stock and coming_soon as available", () => {
    expect(isAvailable(aCar({ status: "in_stock" }))).toBe(true);
    expect(isAvailable(aCar({ status: "coming_soon" }))).toBe(true);
    expect(isAvailable(aCar({ status: "sold" }))).toBe(false);
    expect(isAvailable(aCar({ status: "in_transit" }))).toBe(false);
  });
});

describe("cardTags (search-journey §4)", () => {
  const tenant = tenantWith({ features: { greenEvTag: false } });
  const texts = (car: Car, t: PublicTenant = tenant) => cardTags(car, t, NOW).map((tag) => tag.text);

  it("RESERVED tag", () => {
    expect(cardTags(aCar({ reserved: true }), tenant, NOW)).toEqual([
      { text: "RESERVED", tone: "reserved" },
    ]);
  });

  it("COMING SOON for a coming_soon car", () => {
    expect(cardTags(aCar({ status: "coming_soon" }), tenant, NOW)).toEqual([
      { text: "COMING SOON", tone: "coming-soon" },
    ]);
  });

  it("JUST SOLD by default for a sold car, or the dealer's sold text", () => {
    expect(texts(aCar({ status: "sold" }))).toEqual(["JUST SOLD"]);
    expect(texts(aCar({ status: "sold" }), tenantWith({ labels: { soldTag: "SOLD" } }))).toEqual([
      "SOLD",
    ]);
  });

  it("New Arrival for a car created 7 days ago but not 8", () => {
    expect(texts(aCar({ created_at: daysAgo(7) }))).toEqual(["New Arrival"]);
    expect(texts(aCar({ created_at: daysAgo(7.99) }))).toEqual(["New Arrival"]);
    expect(texts(aCar({ created_at: daysAgo(8) }))).toEqual([]);
    expect(isNewArrival(aCar({ created_at: daysAgo(0) }), NOW)).toBe(true);
  });

  it("uses the dealer's new arrival text", () => {
    const reworded = tenantWith({ labels: { newArrival: "Just In" } });
    expect(texts(aCar({ created_at: daysAgo(2) }), reworded)).toEqual(["Just In"]);
  });

  it("does not call a sold car a New Arrival", () => {
    expect(texts(aCar({ status: "sold", created_at: daysAgo(2) }))).toEqual(["JUST SOLD"]);
  });

  it("does not put a sold car on sale: no Runout Sale or Test Drive Only beside JUST SOLD", () => {
    expect(texts(aCar({ status: "sold", tag: "Runout Sale" }))).toEqual(["JUST SOLD"]);
    expect(texts(aCar({ status: "sold", tag: "Test Drive Only" }))).toEqual(["JUST SOLD"]);
    expect(texts(aCar({ status: "sold", tag: "Ex-Fleet" }))).toEqual(["JUST SOLD", "Ex-Fleet"]);
  });

  it("gives Runout Sale, Test Drive Only and other tags their own tone", () => {
    expect(cardTags(aCar({ tag: "Runout Sale" }), tenant, NOW)).toEqual([
      { text: "Runout Sale", tone: "sale" },
    ]);
    expect(cardTags(aCar({ tag: "Test Drive Only" }), tenant, NOW)).toEqual([
      { text: "Test Drive Only", tone: "info" },
    ]);
    expect(cardTags(aCar({ tag: "Ex-Fleet" }), tenant, NOW)).toEqual([
      { text: "Ex-Fleet", tone: "neutral" },
    ]);
  });

  it("shows the certified tag as a banner only when the car does not get the certified logo", () => {
    const certified = { tag: "Toyota Certified Pre-Owned", certified: true };
    expect(texts(aCar(certified))).toEqual([]);
    expect(cardTags(aCar({ ...certified, status: "sold" }), tenant, NOW)).toEqual([
      { text: "JUST SOLD", tone: "sold" },
      { text: "Toyota Certified Pre-Owned", tone: "certified" },
    ]);
  });

  it("green tag only where the tenant enables it", () => {
    const green = tenantWith({ features: { greenEvTag: true } });
    expect(cardTags(aCar({ simple_fuel: "Electric" }), green, NOW)).toEqual([
      { text: "Electric", tone: "green" },
    ]);
    expect(texts(aCar({ simple_fuel: "Hybrid" }), green)).toEqual(["Hybrid"]);
    expect(texts(aCar({ simple_fuel: "Plug-in Hybrid" }), green)).toEqual(["Hybrid"]);
    expect(texts(aCar({ simple_fuel: "Diesel" }), green)).toEqual([]);
    expect(texts(aCar({ simple_fuel: "Electric" }), tenant)).toEqual([]);
  });

  it("stacks the tags in order: reserved, coming soon, sold, new arrival, own tag, green", () => {
    const green = tenantWith({ features: { greenEvTag: true } });
    const car = aCar({
      reserved: true,
      created_at: daysAgo(1),
      tag: "Runout Sale",
      simple_fuel: "Hybrid",
    });
    expect(texts(car, green)).toEqual(["RESERVED", "New Arrival", "Runout Sale", "Hybrid"]);
    const comingSoon = aCar({ status: "coming_soon", created_at: daysAgo(1), simple_fuel: "Electric" });
    expect(texts(comingSoon, green)).toEqual(["COMING SOON", "New Arrival", "Electric"]);
  });
});

describe("certifiedLogoProgram", () => {
  const toyotaDealer = tenantWith();
  it("shows the tenant's program for a certified, unsold, used car of its make only", () => {
    expect(certifiedLogoProgram(aCar({ certified: true }), toyotaDealer)?.name).toBe("Toyota Certified Pre-Owned");
    expect(certifiedLogoProgram(aCar({ certified: true, status: "sold" }), toyotaDealer)).toBeNull();
    expect(certifiedLogoProgram(aCar({ certified: true, car_type: "demo" }), toyotaDealer)).toBeNull();
    expect(certifiedLogoProgram(aCar({ certified: true, make: "Mazda" }), toyotaDealer)).toBeNull();
    expect(certifiedLogoProgram(aCar({ certified: false }), toyotaDealer)).toBeNull();
  });

  it("shows none for a certified Toyota at a dealer that sells no certified program", () => {
    expect(certifiedLogoProgram(aCar({ certified: true }), { certifiedPrograms: [] })).toBeNull();
    const tags = cardTags(aCar({ certified: true, tag: "Toyota Certified Pre-Owned" }), { ...toyotaDealer, certifiedPrograms: [] }, NOW);
    expect(tags).toContainEqual({ text: "Toyota Certified Pre-Owned", tone: "neutral" });
  });
});

describe("cardActions", () => {
  const labelsOf = (car: Car, tenant: PublicTenant) => cardActions(car, tenant).map((a) => a.label);

  it("gives an available car View Details, Enquire, Book a Test Drive, Get Finance and Trade In", () => {
    const tenant = tenantWith({ features: { reservation: false } });
    expect(cardActions(aCar(), tenant)).toEqual([
      { kind: "details", label: "View Details", href: "/cars/2022-toyota-corolla-ascent-sport-u10021" },
      { kind: "enquire", label: "Enquire", href: "/cars/2022-toyota-corolla-ascent-sport-u10021#enquire" },
      {
        kind: "test-drive",
        label: "Book a Test Drive",
        href: "/cars/2022-toyota-corolla-ascent-sport-u10021/test-drive",
      },
      { kind: "finance", label: "Get Finance", href: "/finance?car_id=4821&car_type=used#finance-form" },
      { kind: "trade-in", label: "Trade In", href: "/cars/trade-in?car_id=4821" },
    ]);
  });

  it("adds Reserve Now $200 linking to checkout on a reserving tenant", () => {
    const tenant = tenantWith({ features: { reservation: true, buyOnline: false } });
    expect(cardActions(aCar(), tenant)).toContainEqual({
      kind: "reserve",
      label: "Reserve Now $200",
      href: "/cars/2022-toyota-corolla-ascent-sport-u10021/checkout",
    });
    expect(labelsOf(aCar(), tenant).indexOf("Reserve Now $200")).toBe(3);
  });

  it("uses the reserve-online tenant's labels, deposit and buy-online path", () => {
    const brightlane = realTenant("brightlane-cars");
    const actions = cardActions(aCar(), brightlane);
    expect(actions.map((a) => a.label)).toEqual([
      "Explore Vehicle",
      "Quick Enquiry",
      "Book a Test Drive",
      "Reserve This Car $200",
      "Get Finance",
      "Trade In",
    ]);
    expect(actions.find((a) => a.kind === "reserve")?.href).toBe(
      "/cars/2022-toyota-corolla-ascent-sport-u10021/buy-online"
    );
    expect(actions.find((a) => a.kind === "finance")?.href).toBe(
      "/apply-for-finance?car_id=4821&car_type=used#finance-form"
    );
    const bigger = tenantWith({ reservation: { depositAmount: 1000 } }, "brightlane-cars");
    expect(labelsOf(aCar(), bigger)).toContain("Reserve This Car $1,000");
  });

  it("offers Reserve only for a reservable car: in stock, unreserved, with a real price", () => {
    const tenant = tenantWith({ features: { reservation: true } });
    expect(isReservable(aCar(), tenant)).toBe(true);
    expect(isReservable(aCar({ reserved: true }), tenant)).toBe(false);
    expect(isReservable(aCar({ status: "coming_soon" }), tenant)).toBe(false);
    expect(isReservable(aCar({ status: "sold" }), tenant)).toBe(false);
    expect(isReservable(aCar({ price: 10 }), tenant)).toBe(false);
    expect(isReservable(aCar(), tenantWith({ features: { reservation: false } }))).toBe(false);
    expect(labelsOf(aCar({ reserved: true }), tenant)).not.toContain("Reserve Now $200");
  });

  it("hides Get Finance where the tenant switches the finance button off", () => {
    const tenant = tenantWith({ features: { financeButton: false, reservation: false } });
    expect(labelsOf(aCar(), tenant)).toEqual([
      "View Details",
      "Enquire",
      "Book a Test Drive",
      "Trade In",
    ]);
  });

  it("keeps the buttons for a coming soon car, without Reserve", () => {
    const tenant = tenantWith({ features: { reservation: true } });
    expect(labelsOf(aCar({ status: "coming_soon" }), tenant)).toEqual([
      "View Details",
      "Enquire",
      "Book a Test Drive",
      "Get Finance",
      "Trade In",
    ]);
  });

  it("shows only Find Me Something Similar for a sold car", () => {
    const tenant = realTenant("wattle-ridge-toyota");
    expect(cardActions(aCar({ status: "sold" }), tenant)).toEqual([
      {
        kind: "find-similar",
        label: "Find Me Something Similar",
        href: "/search/new-used-and-demo-cars?make=Toyota&model=Corolla&status=in_stock&status=coming_soon",
      },
    ]);
  });

  it("shows only Find Me Something Similar for any status other than in stock or coming soon", () => {
    const tenant = realTenant("brightlane-cars");
    expect(cardActions(aCar({ status: "in_transit" }), tenant)).toEqual([
      {
        kind: "find-similar",
        label: "Find Me Something Similar",
        href: "/search/used-cars?make=Toyota&model=Corolla&status=in_stock&status=coming_soon",
      },
    ]);
  });

  it("escapes make and model in the Find Me Something Similar link", () => {
    const tenant = tenantWith({ search: { path: "/search" } });
    expect(findSimilarHref({ make: "Mercedes-Benz", model: "C 300 & AMG" }, tenant)).toBe(
      "/search?make=Mercedes-Benz&model=C+300+%26+AMG&status=in_stock&status=coming_soon"
    );
  });
});

describe("choosePhone (vehicle-page §9)", () => {
  const phones = { main: "07 3555 0100", new: "07 3555 0110", used: "07 3555 0120", demo: "07 3555 0130" };
  const withPhones = (p: Partial<PublicTenant["phones"]> & { main: string }) => ({ phones: p });

  it("takes the dealer override before anything else", () => {
    const tenant = withPhones({ ...phones, override: "1300 555 080" });
    expect(choosePhone(aCar({ car_type: "used" }), tenant)).toBe("1300 555 080");
  });

  it("takes the number for the car's type", () => {
    expect(choosePhone(aCar({ car_type: "new" }), withPhones(phones))).toBe("07 3555 0110");
    expect(choosePhone(aCar({ car_type: "used" }), withPhones(phones))).toBe("07 3555 0120");
    expect(choosePhone(aCar({ car_type: "demo" }), withPhones(phones))).toBe("07 3555 0130");
  });

  it("falls back from demo to the new number", () => {
    const { demo: _demo, ...noDemo } = phones;
    expect(choosePhone(aCar({ car_type: "demo" }), withPhones(noDemo))).toBe("07 3555 0110");
  });

  it("falls back to the new number, then the used number, then the location's phone", () => {
    const usedOnly = withPhones({ main: phones.main, used: phones.used });
    expect(choosePhone(aCar({ car_type: "new" }), usedOnly)).toBe("07 3555 0120");
    const newOnly = withPhones({ main: phones.main, new: phones.new });
    expect(choosePhone(aCar({ car_type: "used" }), newOnly)).toBe("07 3555 0110");
    const mainOnly = withPhones({ main: phones.main });
    expect(choosePhone(aCar({ car_type: "used" }), mainOnly)).toBe("07 3555 0199");
  });

  it("is null when there is no number to choose", () => {
    expect(choosePhone(aCar({ location: null }), withPhones({ main: phones.main }))).toBeNull();
  });

  it("calls a group's car on its own dealership's numbers, else on its location, never on another city's line", () => {
    const meridian = realTenant("meridian-motor-group");
    const at = (slug: string) => {
      const location = meridian.locations.find((l) => l.slug === slug)!;
      return { location: { name: location.name, slug, phone: location.phone ?? null }, dealership_slug: location.dealershipSlug };
    };
    const cases: [string, Car["car_type"], string][] = [
      ["meridian-mazda-parramatta", "new", "02 9555 0110"],
      ["meridian-mazda-parramatta", "used", "02 9555 0120"],
      ["meridian-hyundai-penrith", "new", "02 4555 0200"],
      ["meridian-kia-dandenong", "used", "03 9555 0300"],
      ["meridian-volkswagen-ringwood", "demo", "03 9555 0400"],
    ];
    for (const [location, carType, phone] of cases) {
      expect(choosePhone(aCar({ car_type: carType, ...at(location) }), meridian), `${carType} at ${location}`).toBe(phone);
    }
  });

  it("uses the real tenants' numbers", () => {
    expect(choosePhone(aCar({ car_type: "new" }), realTenant("ironbark-trucks"))).toBe("1300 555 080");
    expect(choosePhone(aCar({ car_type: "new" }), realTenant("brightlane-cars"))).toBe("03 9555 0520");
    expect(choosePhone(aCar({ car_type: "demo" }), realTenant("wattle-ridge-toyota"))).toBe(
      "07 3555 0110"
    );
  });
});

describe("imageUrl", () => {
  it("asks the image route for width 640 and quality 75 by default", () => {
    expect(imageUrl("/stock/hatch-white-studio.svg")).toBe(
      "/images?src=%2Fstock%2Fhatch-white-studio.svg&w=640&q=75"
    );
  });

  it("takes another width and quality, and escapes the source", () => {
    expect(imageUrl("https://cdn.example.com/a b.jpg?x=1&y=2", { width: 1000, quality: 60 })).toBe(
      "/images?src=https%3A%2F%2Fcdn.example.com%2Fa%20b.jpg%3Fx%3D1%26y%3D2&w=1000&q=60"
    );
  });
});
