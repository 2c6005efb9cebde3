import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { AutograbData, CarImage, CaravanSpecs, FinanceLenderQuote } from "~/db/schema";
import { tenants } from "~/tenants/index";
import { FINANCE_PROVIDERS, TenantSchema, type Tenant } from "~/tenants/schema";
import { CATALOGUE } from "./catalogue";
import { generateStock, iterateStock, stockIllustrationFiles, stockShares, type NewCar } from "./generator";

const now = new Date("2025-06-20T02:00:00Z");
const currentYear = 2025;
const DAY_MS = 24 * 60 * 60 * 1000;

const stock300 = generateStock({ tenants, count: 300, now });
const tenantOf = (car: NewCar) => tenants.find((tenant) => tenant.id === car.website_id)!;
const json = <T>(text: unknown): T => (typeof text === "string" ? (JSON.parse(text) as T) : (text as T));
const time = (value: Date | string | null | undefined) => new Date(value ?? 0).getTime();
const listingPrice = (car: NewCar) => car.offer_price ?? car.price ?? 0;
const lenders = (car: NewCar) => json<Record<string, FinanceLenderQuote>>(car.finance_lenders ?? "{}");

/** Tenants whose labels are all the schema's defaults (the spec's texts). */
const defaultLabels = TenantSchema.parse({ ...tenants[0], labels: {} }).labels;
const defaultLabelTenants = tenants.filter(
  (tenant) => JSON.stringify(tenant.labels) === JSON.stringify(defaultLabels)
);

type Applies = "all" | "sells new" | "sells Toyota" | "has engines";
const sellsNew = (tenant: Tenant) => tenant.dealerships.some((d) => d.manufacturers.length > 0);
const isCaravanDealer = (tenant: Tenant) =>
  tenant.dealerships.some((d) =>
    d.manufacturers.some((m) => CATALOGUE.find((c) => c.name === m)?.itemType === "Caravan")
  );
const applies = (tenant: Tenant, rule: Applies) =>
  rule === "all" ||
  (rule === "sells new" && sellsNew(tenant)) ||
  (rule === "sells Toyota" && tenant.dealerships.some((d) => d.manufacturers.includes("Toyota"))) ||
  (rule === "has engines" && !isCaravanDealer(tenant));

/** Each display state of the spec, by the spec's words, as a test of one car. */
const DISPLAY_STATES: [name: string, applies: Applies, test: (car: NewCar, tenant: Tenant) => boolean][] = [
  [
    "car_type new (search-journey §3: car_type new, demo, used)",
    "sells new",
    (car) => car.car_type === "new",
  ],
  ["car_type demo", "sells new", (car) => car.car_type === "demo"],
  ["car_type used", "all", (car) => car.car_type === "used"],
  [
    "status in_stock (vehicle-page §4: in_stock and coming_soon count as available)",
    "all",
    (car) => car.status === "in_stock",
  ],
  ["status coming_soon shows COMING SOON", "all", (car) => car.status === "coming_soon"],
  [
    "sold within the window: Sold cars stay listed for a number of days (default 3, 4 for one site)",
    "all",
    (car, tenant) =>
      car.status === "sold" && time(car.sold_at) >= now.getTime() - tenant.search.soldWindowDays * DAY_MS,
  ],
  [
    "sold before the window (no longer listed)",
    "all",
    (car, tenant) =>
      car.status === "sold" && time(car.sold_at) < now.getTime() - tenant.search.soldWindowDays * DAY_MS,
  ],
  ["reserved shows a RESERVED tag", "all", (car) => car.reserved === true && car.status !== "sold"],
  [
    "A car created within the last 8 days shows a new tag",
    "all",
    (car) => now.getTime() - time(car.created_at) < 8 * DAY_MS,
  ],
  ["Tag text such as Runout Sale has its own colour", "sells new", (car) => car.tag === "Runout Sale"],
  ["tag Test Drive Only (vehicle-page §3)", "sells new", (car) => car.tag === "Test Drive Only"],
  [
    "tag Toyota Certified Pre-Owned (vehicle-page §3)",
    "sells Toyota",
    (car) => car.tag === "Toyota Certified Pre-Owned",
  ],
  [
    "certified badge only for a certified, unsold Toyota",
    "sells Toyota",
    (car) =>
      car.certified === true && car.make === "Toyota" && car.car_type === "used" && car.status !== "sold",
  ],
  ["Electric ... fuel gets a green tag", "has engines", (car) => car.simple_fuel === "Electric"],
  ["... or hybrid fuel gets a green tag", "has engines", (car) => car.simple_fuel === "Hybrid"],
  [
    "no price: else the dealer's no-price text (default Enquire for price.)",
    "all",
    (car) => !(listingPrice(car) > 10) && !car.preorder && !car.subscription_price,
  ],
  ["no price as 0", "all", (car) => car.price === 0],
  ["no price as null", "all", (car) => car.price === null],
  [
    "else PREORDER for pre-order cars",
    "sells new",
    (car) => car.preorder === true && !(listingPrice(car) > 10),
  ],
  [
    "Subscription price if the dealer offers subscriptions and it is over 0",
    "all",
    (car) => (car.subscription_price ?? 0) > 0,
  ],
  [
    "the reduced ... price ... marked as reduced when it differs from price; Was-price shows only when the previous price is higher",
    "all",
    (car) => car.offer_price !== null && car.offer_price! < car.price! && car.before_price! > car.price!,
  ],
  [
    "Missing image: image-not-found picture (no images)",
    "all",
    (car) => json<CarImage[]>(car.images).length === 0,
  ],
  [
    "Rego expiry shows only if in the future (future)",
    "all",
    (car) => !!car.rego_expiry && Date.parse(car.rego_expiry) > now.getTime(),
  ],
  [
    "Rego expiry ... (past, not shown)",
    "all",
    (car) => !!car.rego_expiry && Date.parse(car.rego_expiry) < now.getTime(),
  ],
  ...FINANCE_PROVIDERS.map((provider): [string, Applies, (car: NewCar) => boolean] => [
    `finance_lenders keyed by provider: a complete ${provider} quote`,
    "all",
    (car) => {
      const quote = lenders(car)[provider];
      return (
        !!quote &&
        quote.interestRate != null &&
        quote.comparisonRate != null &&
        quote.paymentWeek != null &&
        quote.paymentMonth != null
      );
    },
  ]),
  [
    "finance lender record with null interestRate",
    "all",
    (car) => Object.values(lenders(car)).some((q) => q.interestRate === null),
  ],
  [
    "finance lender record with null comparisonRate",
    "all",
    (car) => Object.values(lenders(car)).some((q) => q.comparisonRate === null),
  ],
  [
    "finance lender record that is empty",
    "all",
    (car) => Object.values(lenders(car)).some((q) => Object.keys(q).length === 0),
  ],
  [
    "Market-price badge shows only when price is below the state average market price by more than 499",
    "all",
    (car) =>
      (json<AutograbData | null>(car.autograb_data)?.state_average_market_price ?? 0) - listingPrice(car) >
      499,
  ],
  [
    "falls back to the national average when no state average exists",
    "all",
    (car) => {
      const data = json<AutograbData | null>(car.autograb_data);
      return (
        !!data &&
        data.state_average_market_price == null &&
        (data.average_market_price ?? 0) - listingPrice(car) > 499
      );
    },
  ],
  ["Dealer comments empty", "all", (car) => !car.dealercomments],
  ["history report only when a file exists", "all", (car) => car.history_report != null],
];

describe("generateStock", () => {
  it("gives the same cars for the same seed", () => {
    expect(generateStock({ tenants, count: 300, now, seed: 7 })).toEqual(
      generateStock({ tenants, count: 300, now, seed: 7 })
    );
  });

  it("gives different cars for a different seed", () => {
    const one = generateStock({ tenants, count: 300, now, seed: 1 });
    const two = generateStock({ tenants, count: 300, now, seed: 2 });
    expect(one.map((car) => car.slug)).not.toEqual(two.map((car) => car.slug));
    expect(one.filter((car, i) => car.price !== two[i]!.price).length).toBeGreaterThan(150);
  });

  it("streams the same cars with iterateStock", () => {
    expect([...iterateStock({ tenants, count: 300, now })]).toEqual(stock300);
  });

  it("spreads the count over the tenants, exactly", () => {
    for (const count of [0, 1, 7, 300, 3001]) {
      const shares = stockShares(tenants, count, now);
      expect([...shares.values()].reduce((a, b) => a + b, 0)).toBe(count);
    }
    const counts = Object.fromEntries(
      tenants.map((t) => [t.slug, stock300.filter((car) => car.website_id === t.id).length]),
    );
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(300);
    expect(Object.values(counts).every((n) => n >= 27)).toBe(true);
  });

  it("keeps the default-label tenants to check coverage on: the Toyota dealer and the group", () => {
    expect(defaultLabelTenants.map((tenant) => tenant.slug)).toEqual(
      expect.arrayContaining(["wattle-ridge-toyota", "meridian-motor-group"])
    );
  });

  describe.each(defaultLabelTenants.map((tenant) => [tenant.slug, tenant] as const))(
    "covers every display state of the spec at least 3 times on %s (300 cars)",
    (_slug, tenant) => {
      const cars = stock300.filter((car) => car.website_id === tenant.id);
      it.each(
        DISPLAY_STATES.filter(([, rule]) => applies(tenant, rule)).map(
          ([name, , test]) => [name, test] as const
        )
      )("%s", (_name, test) => {
        expect(cars.filter((car) => test(car, tenant)).length).toBeGreaterThanOrEqual(3);
      });
    }
  );

  it("shows every state that applies at least once on every tenant (300 cars)", () => {
    const missing: string[] = [];
    for (const tenant of tenants) {
      const cars = stock300.filter((car) => car.website_id === tenant.id);
      for (const [name, rule, test] of DISPLAY_STATES) {
        if (applies(tenant, rule) && !cars.some((car) => test(car, tenant)))
          missing.push(`${tenant.slug}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("gives every caravan its specifications (body_length and body_width in feet, tare, axle, sleeps, ATM)", () => {
    const caravans = stock300.filter((car) => car.item_type === "Caravan");
    expect(caravans.length).toBeGreaterThan(0);
    for (const car of caravans) {
      const specs = json<CaravanSpecs>(car.caravan_specs);
      expect(specs.body_length).toBeGreaterThan(12);
      expect(specs.body_length).toBeLessThan(30);
      expect(specs.body_width).toBeGreaterThan(6);
      expect(specs.tare_weight).toBeGreaterThan(1000);
      expect(specs.aggregate_trailer_mass).toBeGreaterThan(specs.tare_weight!);
      expect(["Single", "Tandem"]).toContain(specs.axle_type);
      expect(specs.sleeps).toBeGreaterThanOrEqual(2);
    }
  });

  it("keeps km consistent with year: new 0-50, demo 500-15,000 this year, used about 15,000 a year (trucks 35,000)", () => {
    const stock = generateStock({ tenants, count: 3000, now });
    for (const car of stock) {
      if (car.item_type === "Caravan") {
        expect(car.km).toBeNull();
        continue;
      }
      const km = car.km!;
      if (car.car_type === "new") {
        expect(km).toBeGreaterThanOrEqual(0);
        expect(km).toBeLessThanOrEqual(50);
        expect(car.year).toBeGreaterThanOrEqual(currentYear - 1);
      } else if (car.car_type === "demo") {
        expect(km).toBeGreaterThanOrEqual(500);
        expect(km).toBeLessThanOrEqual(15_000);
        expect(car.year).toBe(currentYear);
      } else {
        const perYear = car.item_type === "Truck" ? 35_000 : 15_000;
        const age = currentYear - car.year;
        expect(car.year).toBeGreaterThanOrEqual(2008);
        expect(km, `${car.name} ${km} km`).toBeGreaterThanOrEqual(
          Math.round(0.6 * perYear * Math.max(age, 0.3))
        );
        expect(km, `${car.name} ${km} km`).toBeLessThanOrEqual(1.4 * perYear * (age + 1));
      }
    }
  });

  it("puts every car at a location of its own dealership and tenant", () => {
    for (const car of generateStock({ tenants, count: 3000, now })) {
      const tenant = tenantOf(car);
      const dealership = tenant.dealerships.find((d) => d.slug === car.dealership_slug);
      const location = tenant.locations.find((loc) => loc.id === car.location_id);
      expect(dealership?.id, car.slug).toBe(car.dealership_id);
      expect(location?.dealershipSlug, car.slug).toBe(car.dealership_slug);
      expect(location?.locationType, car.slug).toBe("sales");
    }
  });

  it("sells new and demo only of a dealership's own makes, caravans and trucks only at their dealers, used only at the used-car site", () => {
    for (const car of generateStock({ tenants, count: 3000, now })) {
      const tenant = tenantOf(car);
      const dealership = tenant.dealerships.find((d) => d.slug === car.dealership_slug)!;
      if (car.car_type !== "used") expect(dealership.manufacturers, car.slug).toContain(car.make);
      if (car.item_type === "Caravan") expect(tenantOf(car).slug).toBe("gumleaf-caravans");
      if (car.item_type === "Truck") expect(tenantOf(car).slug).toBe("ironbark-trucks");
      if (tenantOf(car).slug === "brightlane-cars") expect(car.car_type).toBe("used");
    }
    const toyota = stock300.filter((car) => tenantOf(car).slug === "wattle-ridge-toyota");
    expect(toyota.filter((car) => car.car_type !== "used").every((car) => car.make === "Toyota")).toBe(true);
    expect(
      new Set(toyota.filter((car) => car.car_type === "used").map((car) => car.make)).size
    ).toBeGreaterThan(3);
  });

  it("gives unique slugs and stock numbers per tenant, slugs like 2021-toyota-corolla-ascent-sport-u10234", () => {
    const stock = generateStock({ tenants, count: 3000, now });
    for (const tenant of tenants) {
      const cars = stock.filter((car) => car.website_id === tenant.id);
      expect(new Set(cars.map((car) => car.slug)).size).toBe(cars.length);
      expect(new Set(cars.map((car) => car.stocknum)).size).toBe(cars.length);
    }
    for (const car of stock) {
      expect(car.slug).toMatch(/^\d{4}-[a-z0-9-]+-[ndu]\d{5,}$/);
      expect(car.slug.startsWith(`${car.year}-`)).toBe(true);
      expect(car.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      if (car.car_type === "used") expect(car.regplate).toMatch(/^[A-Z0-9]{5,7}$/);
      if (car.car_type === "new") expect(car.regplate).toBeNull();
    }
  });

  it("prices cars like the market: new at about drive-away, used below new, a LandCruiser 300 over $90,000 new", () => {
    const stock = generateStock({ tenants, count: 3000, now });
    const priced = stock.filter((car) => (car.price ?? 0) > 10);
    for (const car of priced) {
      expect(car.price).toBeGreaterThanOrEqual(3_990);
      expect(car.price).toBeLessThan(300_000);
      expect(car.price! % 1000).toBe(990);
    }
    const newLandCruisers = priced.filter((car) => car.model === "LandCruiser 300" && car.car_type === "new");
    expect(newLandCruisers.length).toBeGreaterThan(0);
    expect(newLandCruisers.every((car) => car.price! > 90_000)).toBe(true);
    const newByBadge = new Map(
      priced.filter((c) => c.car_type === "new").map((c) => [`${c.make} ${c.model} ${c.badge}`, c.price!])
    );
    for (const used of priced.filter((c) => c.car_type === "used" && c.year < currentYear - 1)) {
      const fresh = newByBadge.get(`${used.make} ${used.model} ${used.badge}`);
      if (fresh) expect(used.price, used.name).toBeLessThan(fresh);
    }
  });

  it("never dates a car before its variant was sold in Australia (no 2009 e-POWER X-Trail)", () => {
    const since = new Map(
      CATALOGUE.flatMap((make) =>
        make.models.flatMap((model) =>
          model.variants.map(
            (variant) => [`${make.name} ${model.name} ${variant.badge}`, variant.since] as const
          )
        )
      )
    );
    for (const car of generateStock({ tenants, count: 3000, now })) {
      expect(car.year, car.name).toBeGreaterThanOrEqual(since.get(`${car.make} ${car.model} ${car.badge}`)!);
    }
  });

  it("lists sold cars after they were listed, and creates every car within the last 120 days", () => {
    for (const car of generateStock({ tenants, count: 3000, now })) {
      const created = time(car.created_at);
      expect(created).toBeLessThanOrEqual(now.getTime());
      expect(created).toBeGreaterThanOrEqual(now.getTime() - 120 * DAY_MS);
      if (car.status === "sold") expect(time(car.sold_at)).toBeGreaterThan(created);
      else expect(car.sold_at).toBeNull();
    }
  });

  it("generates 100,000 cars", () => {
    let count = 0;
    for (const car of iterateStock({ tenants, count: 100_000, now })) if (car.slug) count++;
    expect(count).toBe(100_000);
  }, 60_000);
});

describe("stock illustrations", () => {
  const directory = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../../../public/stock");
  const files = stockIllustrationFiles();

  if (process.env.UPDATE_STOCK_ILLUSTRATIONS) {
    fs.rmSync(directory, { recursive: true, force: true });
    fs.mkdirSync(directory, { recursive: true });
    for (const [name, content] of files) fs.writeFileSync(path.join(directory, name), content);
  }

  it("has a drawing in public/stock for every photo and report the stock points at", () => {
    const urls = new Set<string>();
    for (const car of generateStock({ tenants, count: 3000, now })) {
      for (const image of json<CarImage[]>(car.images)) urls.add(image.url);
      if (car.history_report) urls.add(json<{ url: string }>(car.history_report).url);
    }
    // A car's photos are its illustrations rendered as JPEGs (photos.server.ts).
    const missing = [...urls].filter((url) => !files.has(url.replace(/^\/demo-photos\/(.*)\.jpg$/, "$1.svg").replace(/^\/stock\//, "")));
    expect(missing).toEqual([]);
  });

  it("matches the drawings in code (run with UPDATE_STOCK_ILLUSTRATIONS=1 to rewrite them)", () => {
    const onDisk = fs.readdirSync(directory).sort();
    expect(onDisk).toEqual([...files.keys()].sort());
    for (const [name, content] of files)
      expect(fs.readFileSync(path.join(directory, name), "utf8"), name).toBe(content);
  });

  it("draws well-formed SVG documents", () => {
    for (const [name, content] of files) {
      if (!name.endsWith(".svg")) continue;
      expect(content.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(content.trimEnd().endsWith("</svg>")).toBe(true);
      expect(content).not.toMatch(/NaN|undefined/);
    }
  });
});
