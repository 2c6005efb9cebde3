import "./testing/fileScope";
import { describe, expect, it } from "vitest";
import { SearchFilters } from "./SearchFilters";
import { resultWith, stateWith, tenant } from "./testing/fixtures";
import { renderAt } from "./testing/render";
import { understoodChips } from "~/models/search/understand-query";

const renderFilters = (state = stateWith(), result = resultWith()) =>
  renderAt("/search", <SearchFilters tenant={tenant} state={state} result={result} action="/search" />);

const tagsMatching = (html: string, pattern: RegExp) => html.match(new RegExp(pattern.source, "g")) ?? [];

/** The opening tag of the checkbox for one value, whatever the order of its attributes. */
const checkbox = (html: string, name: string, value: string) =>
  tagsMatching(html, /<input[^>]*>/).find(
    (tag) => tag.includes(`name="${name}"`) && tag.includes(`value="${value}"`),
  ) ?? "";

describe("SearchFilters", () => {
  it("is one GET form to the landing path with the Search... box, Apply and Clear all", async () => {
    const html = await renderFilters();
    expect(html).toMatch(/<form[^>]*id="search-filters"[^>]*>/);
    expect(html).toMatch(/<form[^>]*method="get"[^>]*action="\/search"/);
    expect(html).toMatch(/<input[^>]*type="search"[^>]*name="query"[^>]*placeholder="Search..."/);
    expect(html).toMatch(/<button type="submit"[^>]*>Apply<\/button>/);
    expect(html).toMatch(/<a [^>]*href="\/search"[^>]*>Clear all<\/a>/);
    expect(html).not.toContain('name="page"');
  });

  it("shows 7 makes, then the rest behind Show all makes / Hide extra makes", async () => {
    const html = await renderFilters();
    const [beforeShowAll] = html.split("Show all makes");
    expect(tagsMatching(beforeShowAll!, /name="make" value="[^"]+"/)).toHaveLength(7);
    expect(tagsMatching(html, /name="make" value="[^"]+"/)).toHaveLength(10);
    expect(html).toContain("Hide extra makes");
    expect(beforeShowAll).not.toContain('value="Volvo"');
  });

  it("ticks a refined make and lists its models under Select models", async () => {
    const html = await renderFilters(stateWith({ refinements: { make: ["Toyota"], model: ["HiLux"] } }));
    expect(checkbox(html, "make", "Toyota")).toContain('checked=""');
    expect(html).toContain("Select models");
    expect(checkbox(html, "model", "HiLux")).toContain('checked=""');
    expect(checkbox(html, "model", "Corolla")).not.toContain("checked");
  });

  it("lists no model of an unchosen make: its Select models links to the search with the make chosen", async () => {
    const html = await renderFilters(stateWith({ refinements: { make: ["Toyota"] }, query: "ute" }));
    expect(checkbox(html, "model", "HiLux")).not.toBe("");
    expect(tagsMatching(html, /name="model" value="CX-5"/)).toHaveLength(0);
    const mazdaModels = html.match(/<a [^>]*aria-label="Select models of Mazda"[^>]*>Select models<\/a>/g) ?? [];
    expect(mazdaModels).toHaveLength(1);
    expect(mazdaModels[0]).toContain('href="/search?query=ute&amp;make=Toyota&amp;make=Mazda#models-mazda"');
  });

  it("lists car types new, demo, used whatever their counts", async () => {
    const html = await renderFilters();
    const values = tagsMatching(html, /name="car_type" value="[a-z]+"/).map((tag) => tag.split('"')[3]);
    expect(values).toEqual(["new", "demo", "used"]);
    expect(html.indexOf(">New<")).toBeLessThan(html.indexOf(">Demo<"));
    expect(html.indexOf(">Demo<")).toBeLessThan(html.indexOf(">Used<"));
  });

  it("has min and max inputs per range, bounded by the facet and snapped to 1000", async () => {
    const html = await renderFilters(stateWith({ ranges: { price: { min: 10400 } } }));
    const priceMin = html.match(/<input[^>]*name="price_min"[^>]*>/)?.[0] ?? "";
    expect(priceMin).toContain('min="4000"');
    expect(priceMin).toContain('max="85000"');
    expect(priceMin).toContain('step="1000"');
    expect(priceMin).toContain('placeholder="$4,000"');
    expect(priceMin).toContain('value="10000"');
    const priceMax = html.match(/<input[^>]*name="price_max"[^>]*>/)?.[0] ?? "";
    expect(priceMax).toContain('placeholder="$85,000"');
    expect(priceMax).not.toContain("value=");
    expect(html).toMatch(/<input[^>]*name="km_max"[^>]*placeholder="213,000 km"/);
    expect(html).toMatch(/<input[^>]*name="year_min"[^>]*min="2011"[^>]*max="2025"[^>]*step="1"/);
  });

  it("falls back to 0 to 100000 when the facet has no stats", async () => {
    const html = await renderFilters(stateWith(), resultWith({ facetsStats: {} }));
    expect(html).toMatch(/<input[^>]*name="price_max"[^>]*min="0"[^>]*max="100000"[^>]*placeholder="\$100,000"/);
  });

  it("offers the tenant's sorts with replica index names as values", async () => {
    const html = await renderFilters(stateWith({ sortBy: "price_asc" }));
    expect(html).toContain('<option value="Car_production">Most relevant</option>');
    expect(html).toContain('<option value="Car_production_latest">Latest</option>');
    expect(html).toContain('<option value="Car_production_price_desc">Highest price</option>');
    expect(html).toContain('<option value="Car_production_price_asc" selected="">Lowest price</option>');
  });

  it("opens make and price, and any panel with a refinement", async () => {
    const closed = await renderFilters();
    expect(tagsMatching(closed, /<details[^>]*open=""[^>]*><summary[^>]*>[^<]+/).map((tag) => tag.split(">").at(-1))).toEqual([
      "Make &amp; model",
      "Price",
    ]);
    const refined = await renderFilters(stateWith({ refinements: { body: ["Ute"] } }));
    expect(refined).toMatch(/<details[^>]*open=""[^>]*><summary[^>]*>Body type/);
    expect(refined).toMatch(/Filters \(1<span[^>]*> selected<\/span>\)/);
  });

  it("labels seats and hides lists whose facet has no values", async () => {
    const html = await renderFilters();
    expect(html).toContain(">5 seats<");
    expect(html).not.toContain(">Transmission<");
  });

  it("keeps refinements it has no control for as hidden inputs, so Apply does not drop them", async () => {
    const html = await renderFilters(
      stateWith({
        refinements: { dealership_slug: ["meridian-kia"], make: ["Toyota"], model: ["Corolla", "Yaris"] },
        ranges: { subscription_price: { max: 250 } },
      }),
    );
    expect(html).toContain('<input type="hidden" name="dealership_slug" value="meridian-kia"/>');
    expect(html).toContain('<input type="hidden" name="model" value="Yaris"/>');
    expect(html).not.toContain('type="hidden" name="model" value="Corolla"');
    expect(html).toContain('<input type="hidden" name="subscription_price" value=":250"/>');
  });

  it("shows chips that each link to the search without that value", async () => {
    const html = await renderFilters(stateWith({ page: 4, refinements: { make: ["Toyota", "Kia"] } }));
    expect(html).toMatch(/<a [^>]*href="\/search\?make=Kia"[^>]*><span[^>]*>Remove <\/span>Toyota/);
  });

  /** A tenant that shows these filters as dropdowns (its dropdownFilters). */
  const withDropdowns = (...keys: typeof tenant.search.dropdownFilters) => ({
    ...tenant,
    search: { ...tenant.search, dropdownFilters: keys },
  });

  it("offers Popular Makes and All Makes dropdowns on a tenant that shows makes as a dropdown", async () => {
    const html = await renderAt(
      "/search",
      <SearchFilters
        tenant={withDropdowns("make")}
        state={stateWith({ refinements: { make: ["Toyota"] } })}
        result={resultWith()}
        action="/search"
      />,
    );
    expect(html).toContain('<optgroup label="Popular Makes">');
    expect(html).toContain('<option value="Toyota" selected="">Toyota (100)</option>');
    expect(html).toMatch(/<select name="model"[^>]*><option value="" selected="">Any model<\/option><option value="HiLux">/);
    expect(checkbox(html, "make", "Toyota")).toBe("");
  });

  it('splits the make dropdown at item 20: the 20 makes with most cars, then "All Makes" by name (§4)', async () => {
    const makes = Object.fromEntries(Array.from({ length: 23 }, (_, i) => [`Make${String(i + 1).padStart(2, "0")}`, 500 - i]));
    const html = await renderAt(
      "/search",
      <SearchFilters
        tenant={withDropdowns("make")}
        state={stateWith()}
        result={resultWith({ facets: { ...resultWith().facets, make: makes } })}
        action="/search"
      />,
    );
    const [popular, all] = html.split('<optgroup label="All Makes">');
    expect(tagsMatching(popular!, /<option value="Make\d+"/)).toHaveLength(20);
    expect(tagsMatching(all!, /<option value="Make\d+"/).map((tag) => tag.slice(15, -1))).toEqual(["Make21", "Make22", "Make23"]);
  });

  it("shows the tenant's dropdown facets as one-value selects, holding a second refined value", async () => {
    const html = await renderAt(
      "/search",
      <SearchFilters
        tenant={withDropdowns("body", "car_type")}
        state={stateWith({ refinements: { body: ["Ute", "SUV"] } })}
        result={resultWith()}
        action="/search"
      />,
    );
    expect(html).toMatch(/<select name="body"[^>]*><option value="">Any body type<\/option>/);
    expect(html).toContain('<option value="Ute" selected="">Ute (120)</option>');
    expect(html).toContain('<option value="SUV">SUV (200)</option>');
    expect(html).toMatch(/<select name="car_type"[^>]*><option value="" selected="">Any type<\/option>/);
    expect(checkbox(html, "body", "Ute")).toBe("");
    expect(tagsMatching(html, /<input type="hidden" name="body"[^>]*>/)).toEqual(['<input type="hidden" name="body" value="SUV"/>']);
    // The other facets stay checkbox lists.
    expect(checkbox(html, "fuel", "Diesel")).toContain('type="checkbox"');
  });

});

describe("SearchFilters after the search box understood a request", () => {
  const state = stateWith({ query: "towbar", refinements: { colour: ["White"], make: ["Toyota"] }, ranges: { price: { max: 40000 } } });
  const understood = {
    chips: understoodChips(state, [{ key: "colour", value: "White" }, { key: "price" }], tenant, "/search"),
    params: ["colour:White", "price"],
  };
  const render = () =>
    renderAt(
      "/search",
      <SearchFilters tenant={tenant} state={state} result={resultWith()} action="/search" understood={understood} />,
    );

  it("shows each understood filter as an Understood chip only, and its other chips keep the understood ones", async () => {
    const html = await render();
    const [understoodBar, rest] = html.split("Selected:");
    const selectedBar = rest!.split("</section>")[0]!;
    expect(understoodBar).toContain("Understood:");
    expect(understoodBar).toMatch(/<a [^>]*aria-label="Remove colour White"[^>]*>White/);
    expect(understoodBar).toMatch(/<a [^>]*aria-label="Remove price under \$40,000"[^>]*>Under \$40,000/);
    expect(selectedBar).not.toMatch(/>White</);
    expect(selectedBar).toContain(
      'href="/search?make=Toyota&amp;colour=White&amp;price=%3A40000&amp;understood=colour%3AWhite&amp;understood=price"',
    );
  });

  it("keeps the understood entries in the form, whose Search button asks for the words to be read", async () => {
    const html = await render();
    expect(html).toMatch(/<input type="hidden" name="understood" value="colour:White"\/>/);
    expect(html).toMatch(/<input type="hidden" name="understood" value="price"\/>/);
    expect(html).toMatch(/<button type="submit" name="understand" value="1"[^>]*>Search<\/button>/);
  });
});
