import { endFileScope, setFileScope } from "@vanilla-extract/css/fileScope";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import type { Car } from "~/models/car/car";
import { findTenant } from "~/tenants";
import { toPublicTenant, type PublicTenant } from "~/tenants/public";
import { testCar } from "~/models/car/testing/car";

/*
 * vitest has no vanilla-extract plugin, and a .css.ts module throws outside a file scope.
 * Opening one around the import is what the plugin does for each file; here every style
 * lands in this file's scope, which is all a markup test needs (class names, no CSS).
 */
let CarCard: typeof import("./CarCard").CarCard;
let CarGrid: typeof import("./CarGrid").CarGrid;
let FeaturedCars: typeof import("./FeaturedCars").FeaturedCars;
beforeAll(async () => {
  setFileScope("app/components/car/CarCard.test.tsx", "dealer-platform");
  try {
    ({ CarCard } = await import("./CarCard"));
    ({ CarGrid } = await import("./CarGrid"));
    ({ FeaturedCars } = await import("./FeaturedCars"));
  } finally {
    endFileScope();
  }
});

const NOW = Date.UTC(2025, 5, 20, 2, 0, 0);
const DAY_S = 24 * 60 * 60;

function aCar(overrides: Partial<Car> = {}): Car {
  return testCar({
    id: 7310,
    tenant_slug: "brightlane-cars",
    slug: "2021-mazda-cx-5-maxx-sport-u10310",
    name: "2021 Mazda CX-5 Maxx Sport",
    make: "Mazda",
    model: "CX-5",
    badge: "Maxx Sport",
    year: 2021,
    price: 31_990,
    colour: "Blue",
    simple_body: "SUV",
    stocknum: "U10310",
    created_at: NOW / 1000 - 30 * DAY_S,
    primary_image_url: "/stock/suv-blue-studio.svg",
    dealership_slug: "brightlane-cars",
    location: { name: "Brightlane Cars Moorabbin", slug: "brightlane-moorabbin", phone: "03 9555 0500" },
    location_name: "Brightlane Cars Moorabbin",
    ...overrides,
  });
}

function tenant(slug: string): PublicTenant {
  const found = findTenant(slug);
  if (!found) throw new Error(`no tenant ${slug}`);
  return toPublicTenant(found);
}

/** Server-renders inside a data router at /search, as Remix does (the switches use fetchers). */
async function render(element: ReactElement): Promise<HTMLish> {
  const handler = createStaticHandler([{ path: "*", element }]);
  const context = await handler.query(new Request("http://localhost/search"));
  if (context instanceof Response) throw new Error(`Unexpected response ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return new HTMLish(
    renderToStaticMarkup(<StaticRouterProvider router={router} context={context} hydrate={false} />),
  );
}

/** Just enough reading of static markup for assertions a shopper would make. */
class HTMLish {
  constructor(readonly html: string) {}
  /** Visible link texts with their hrefs, in order, for links marked as card actions. */
  actions(): Array<{ text: string; href: string }> {
    return [...this.html.matchAll(/<a [^>]*data-action="[^"]+"[^>]*>(.*?)<\/a>/g)].map((match) => ({
      text: match[1]!,
      href: decode(/href="([^"]*)"/.exec(match[0])![1]!),
    }));
  }
  text(): string {
    return this.html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
  }
}

const decode = (value: string) => value.replaceAll("&amp;", "&");

describe("CarCard", () => {
  it("renders only Find Me Something Similar for a sold car", async () => {
    const page = await render(
      <CarCard car={aCar({ status: "sold" })} tenant={tenant("brightlane-cars")} now={NOW} />
    );
    expect(page.actions()).toEqual([
      { text: "Find Me Something Similar", href: "/search/used-cars?make=Mazda&model=CX-5&status=in_stock&status=coming_soon" },
    ]);
    expect(page.html).toContain('data-status="sold"');
    expect(page.text()).toContain("JUST SOLD");
  });

  it("renders Reserve This Car $200 linking to buy-online on the reserve-online tenant", async () => {
    const page = await render(<CarCard car={aCar()} tenant={tenant("brightlane-cars")} now={NOW} />);
    expect(page.actions()).toEqual([
      { text: "Explore Vehicle", href: "/cars/2021-mazda-cx-5-maxx-sport-u10310" },
      { text: "Quick Enquiry", href: "/cars/2021-mazda-cx-5-maxx-sport-u10310#enquire" },
      { text: "Book a Test Drive", href: "/cars/2021-mazda-cx-5-maxx-sport-u10310/test-drive" },
      { text: "Reserve This Car $200", href: "/cars/2021-mazda-cx-5-maxx-sport-u10310/buy-online" },
      { text: "Get Finance", href: "/apply-for-finance?car_id=7310&car_type=used#finance-form" },
      { text: "Trade In", href: "/cars/trade-in?car_id=7310" },
    ]);
  });

  it("shows the car's name, key facts, location and price", async () => {
    const page = await render(<CarCard car={aCar()} tenant={tenant("brightlane-cars")} now={NOW} />);
    expect(page.html).toContain('data-car-id="7310"');
    expect(page.html).toMatch(
      /<h2[^>]*><a [^>]*href="\/cars\/2021-mazda-cx-5-maxx-sport-u10310"[^>]*>2021 Mazda CX-5 Maxx Sport<\/a><\/h2>/
    );
    const text = page.text();
    for (const fact of ["45,120 km", "Automatic", "Petrol", "SUV", "Brightlane Cars Moorabbin", "$31,990"]) {
      expect(text).toContain(fact);
    }
  });

  it("loads the picture through the image route, lazily after the first 3 cards", async () => {
    const first = await render(
      <CarCard car={aCar()} tenant={tenant("brightlane-cars")} now={NOW} position={2} />
    );
    // A card is at most 400 px wide: the 480 px rung for 1x screens, the 800 px one for 2x.
    expect(first.html).toContain(
      'src="/images?src=%2Fstock%2Fsuv-blue-studio.svg&amp;w=480&amp;q=75" srcSet="/images?src=%2Fstock%2Fsuv-blue-studio.svg&amp;w=800&amp;q=75 2x"',
    );
    expect(first.html).toContain('alt="2021 Mazda CX-5 Maxx Sport"');
    expect(first.html).toContain('width="640" height="480"');
    expect(first.html).toContain('loading="eager"');
    const fourth = await render(
      <CarCard car={aCar()} tenant={tenant("brightlane-cars")} now={NOW} position={3} />
    );
    expect(fourth.html).toContain('loading="lazy"');
  });

  it("shows the was-price struck through and marks a reduced price", async () => {
    const car = aCar({ price: 29_490, offer_price: 29_490, before_price: 33_990 });
    const page = await render(<CarCard car={car} tenant={tenant("brightlane-cars")} now={NOW} />);
    expect(page.html).toMatch(/<s [^>]*>.*Was .*\$33,990<\/s>/);
    expect(page.text()).toContain("Reduced");
    expect(page.text()).toContain("$29,490");
  });

  it("offers a Request Photos form asking exactly what the action needs: the email and the consent, with its guard", async () => {
    const car = aCar({ status: "coming_soon", primary_image_url: null, photos_count: 0 });
    const guard = { formToken: "8f0c2a52-5d1e-4c3b-9a7e-0b6f1d2c3e4f", formStamp: "1750000000000.signature" };
    const page = await render(
      <CarCard car={car} tenant={tenant("brightlane-cars")} now={NOW} photoRequestGuard={guard} />,
    );
    expect(page.html).not.toContain("<img");
    expect(page.text()).toContain("Coming soon");
    expect(page.html).toContain('action="/cars/2021-mazda-cx-5-maxx-sport-u10310/request-photos"');
    expect(page.html).toContain('name="message" value="Please send photos for this car"');
    expect(page.html).toContain(`name="form_token" value="${guard.formToken}"`);
    expect(page.html).toContain(`name="form_stamp" value="${guard.formStamp}"`);
    expect(page.html).toMatch(/<input [^>]*type="email"[^>]*name="email"[^>]*required/);
    expect(page.html).toMatch(/<input type="checkbox" name="terms_agreed" required/);
    const form = /<form [^>]*action="[^"]*\/request-photos"[^>]*>.*?<\/form>/.exec(page.html)![0];
    const named = [...form.matchAll(/<input [^>]*name="([^"]+)"/g)].map((match) => match[1]).sort();
    expect(named).toEqual(["email", "form_stamp", "form_token", "message", "terms_agreed", "website"]);
  });

  it("links to the Request Photos page where the card came without a guard (not a search page)", async () => {
    const car = aCar({ primary_image_url: null, photos_count: 0 });
    const page = await render(<CarCard car={car} tenant={tenant("brightlane-cars")} now={NOW} />);
    expect(page.html).toMatch(/<a [^>]*href="\/cars\/2021-mazda-cx-5-maxx-sport-u10310\/request-photos"[^>]*>Request Photos<\/a>/);
    expect(page.html).not.toContain('name="email"');
  });

  it("shows the new arrival text in place of a missing picture of an in-stock car", async () => {
    const car = aCar({ primary_image_url: null, photos_count: 0 });
    const page = await render(<CarCard car={car} tenant={tenant("brightlane-cars")} now={NOW} />);
    expect(page.text()).toContain("New Arrival");
  });

  it("offers no Request Photos form and no New Arrival beside JUST SOLD for a sold car without pictures", async () => {
    const car = aCar({ status: "sold", primary_image_url: null, photos_count: 0 });
    const page = await render(<CarCard car={car} tenant={tenant("brightlane-cars")} now={NOW} />);
    expect(page.html).not.toContain("request-photos");
    expect(page.text()).not.toContain("New Arrival");
    expect(page.text()).toContain("No photos");
  });

  it("has favourite and compare forms that work without JavaScript where the tenant enables them", async () => {
    const page = await render(<CarCard car={aCar()} tenant={tenant("brightlane-cars")} now={NOW} saved />);
    expect(page.html).toMatch(
      /<form method="post" action="\/favourites"[^>]*><input type="hidden" name="car_id" value="7310"\/>/
    );
    expect(page.html).toMatch(/<button type="submit"[^>]*aria-pressed="true"[^>]*>.*Save/);
    // The compare button posts the same form (the car's id) to /compare.
    expect(page.html).toMatch(/<button type="submit" name="intent" value="add" formaction="\/compare"[^>]*>Compare<\/button>/);

    const compareOnly: PublicTenant = {
      ...tenant("brightlane-cars"),
      features: { ...tenant("brightlane-cars").features, favourites: false },
    };
    const comparing = await render(<CarCard car={aCar()} tenant={compareOnly} now={NOW} />);
    expect(comparing.html).toMatch(/<form method="post" action="\/compare"[^>]*><input type="hidden" name="car_id" value="7310"\/>/);
    expect(comparing.html).not.toContain("formaction");

    const noExtras: PublicTenant = {
      ...tenant("brightlane-cars"),
      features: { ...tenant("brightlane-cars").features, favourites: false, compare: false },
    };
    const plain = await render(<CarCard car={aCar()} tenant={noExtras} now={NOW} />);
    expect(plain.html).not.toContain('action="/favourites"');
    expect(plain.html).not.toContain('action="/compare"');
    expect(plain.html).not.toContain("formaction");
  });

  it("shows the certified logo on a certified used Toyota", async () => {
    const car = aCar({
      make: "Toyota",
      model: "RAV4",
      certified: true,
      tag: "Toyota Certified Pre-Owned",
    });
    const page = await render(<CarCard car={car} tenant={tenant("wattle-ridge-toyota")} now={NOW} />);
    expect(page.text().match(/Toyota Certified Pre-Owned/g)).toHaveLength(1);
  });

  it("shows no certified badge at a dealer that sells no certified program", async () => {
    const car = aCar({ make: "Toyota", model: "RAV4", certified: true });
    const page = await render(<CarCard car={car} tenant={tenant("brightlane-cars")} now={NOW} />);
    expect(page.text()).not.toMatch(/Certified/);
  });

  it("shows the dealer's own program, by its name and logo, on a certified car of its make", async () => {
    const hondaDealer: PublicTenant = {
      ...tenant("brightlane-cars"),
      certifiedPrograms: [
        {
          make: "Honda",
          name: "Honda Certified Used",
          shortName: "Honda Certified",
          benefitsIntro: "Every Honda Certified Used car comes with:",
          benefits: ["A 12 month warranty"],
          logoUrl: "/brands/honda-certified.svg",
        },
      ],
    };
    const honda = await render(
      <CarCard car={aCar({ make: "Honda", model: "CR-V", certified: true })} tenant={hondaDealer} now={NOW} />,
    );
    expect(honda.text()).toContain("Honda Certified Used");
    expect(honda.html).toContain('src="/brands/honda-certified.svg"');
    expect(honda.text()).not.toMatch(/Toyota Certified/);
    const toyota = await render(<CarCard car={aCar({ make: "Toyota", certified: true })} tenant={hondaDealer} now={NOW} />);
    expect(toyota.text()).not.toMatch(/Certified/);
  });

  it("shows the week price of a subscription on a subscription tenant", async () => {
    const base = tenant("brightlane-cars");
    const subscriber: PublicTenant = { ...base, features: { ...base.features, subscriptions: true } };
    const page = await render(
      <CarCard car={aCar({ subscription_price: 149 })} tenant={subscriber} now={NOW} />
    );
    expect(page.text()).toContain("$149 /week");
  });
});

describe("CarGrid", () => {
  it("lists the cards in order", async () => {
    const cars = [aCar({ id: 1, slug: "a" }), aCar({ id: 2, slug: "b" })];
    const page = await render(<CarGrid cars={cars} tenant={tenant("brightlane-cars")} now={NOW} />);
    expect(page.html.startsWith("<ol")).toBe(true);
    expect([...page.html.matchAll(/data-car-id="(\d+)"/g)].map((m) => m[1])).toEqual(["1", "2"]);
  });

  it("says nothing matched and offers to clear the filters", async () => {
    const page = await render(<CarGrid cars={[]} tenant={tenant("gumleaf-caravans")} now={NOW} />);
    expect(page.text()).toContain("No caravans match your search.");
    expect(page.html).toMatch(/<a [^>]*href="\/search"[^>]*>Clear all filters<\/a>/);
  });
});

describe("FeaturedCars", () => {
  it("presses the Save and Compare switches of the visitor's cars, as the search page's cards do (home, similar cars)", async () => {
    const cars = [aCar({ id: 1, slug: "a" }), aCar({ id: 2, slug: "b" })];
    const page = await render(
      <FeaturedCars id="latest-arrivals" title="Latest arrivals" cars={cars} tenant={tenant("brightlane-cars")} now={NOW} savedIds={[2]} comparedIds={[1]} />
    );
    const pressed = [...page.html.matchAll(/aria-pressed="true" aria-label="(\w+) ([^"]+)"/g)].map((m) => m[1]);
    expect(pressed).toEqual(["Compare", "Save"]);
  });

  it("loads every picture lazily: the list sits under the page's own content, and its first pictures competed with the vehicle's main photo", async () => {
    const cars = [1, 2, 3, 4].map((id) => aCar({ id, slug: `car-${id}` }));
    const featured = await render(
      <FeaturedCars id="similar-cars" title="Similar cars" cars={cars} tenant={tenant("brightlane-cars")} now={NOW} />
    );
    expect([...featured.html.matchAll(/loading="(\w+)"/g)].map((m) => m[1])).toEqual(["lazy", "lazy", "lazy", "lazy"]);
    const results = await render(<CarGrid cars={cars} tenant={tenant("brightlane-cars")} now={NOW} />);
    expect([...results.html.matchAll(/loading="(\w+)"/g)].map((m) => m[1])).toEqual(["eager", "eager", "eager", "lazy"]);
  });
});
