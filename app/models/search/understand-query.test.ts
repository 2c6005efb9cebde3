import { describe, expect, it } from "vitest";
import { findTenant } from "~/tenants";
import { emptySearchState } from "./state";
import {
  applyUnderstood,
  readUnderstood,
  understandQuery,
  understoodChips,
  understoodSearchHref,
  vocabularyFromFacets,
  type QueryVocabulary,
} from "./understand-query";

const tenant = findTenant("wattle-ridge-toyota")!;

const count = (...values: string[]) => Object.fromEntries(values.map((value) => [value, 1]));
/** A dealer's stock as its facets name it: the index attributes, as the server reads them. */
const VOCABULARY: QueryVocabulary = vocabularyFromFacets({
  make: count("Toyota", "Mazda", "Ford", "MG"),
  model: count(
    "HiLux",
    "Corolla",
    "Corolla Cross",
    "LandCruiser Prado",
    "LandCruiser 300",
    "RAV4",
    "CX-5",
    "Mazda3",
    "Escape",
    "Z",
    "MG4",
    "GT",
  ),
  simple_body: count("SUV", "Ute", "Hatch", "Sedan", "Cab Chassis"),
  simple_fuel: count("Diesel", "Petrol", "Hybrid", "Electric", "Plug-in Hybrid", "null"),
  simple_transmission: count("Automatic", "Manual"),
  drive: count("Four Wheel Drive", "All Wheel Drive", "Front Wheel Drive"),
  colour: count("White", "Silver", "Grey"),
  seats: count("5", "7"),
  car_type: count("new", "used", "demo"),
  badge: count("GXL", "GT", "Sport"),
});

describe("understandQuery: the requests shoppers type", () => {
  it("white hilux under 40k: a colour, a model and a price ceiling", () => {
    const read = understandQuery("white hilux under 40k", VOCABULARY);
    expect(read.refinements).toEqual({ colour: ["White"], model: ["HiLux"] });
    expect(read.ranges).toEqual({ price: { max: 40_000 } });
    expect(read.leftover).toBe("");
    expect(read.understood.map((part) => part.words)).toEqual(["white", "hilux", "under 40k"]);
  });

  it("diesel 4x4 ute: fuel, drive (a shopper's word for it) and body", () => {
    const read = understandQuery("diesel 4x4 ute", VOCABULARY);
    expect(read.refinements).toEqual({ fuel: ["Diesel"], drive: ["Four Wheel Drive"], body: ["Ute"] });
    expect(read.leftover).toBe("");
  });

  it("hybrid suv automatic", () => {
    const read = understandQuery("hybrid suv automatic", VOCABULARY);
    expect(read.refinements).toEqual({ fuel: ["Hybrid"], body: ["SUV"], transmission: ["Automatic"] });
  });

  it("corolla 2020 or newer: the year is understood; corolla stays text, as a filter would drop the Corolla Cross", () => {
    const read = understandQuery("corolla 2020 or newer", VOCABULARY);
    expect(read.ranges).toEqual({ year: { min: 2020 } });
    expect(read.refinements).toEqual({});
    expect(read.leftover).toBe("corolla");
  });

  it("under 50,000 km: a kilometre ceiling", () => {
    expect(understandQuery("under 50,000 km", VOCABULARY).ranges).toEqual({ km: { max: 50_000 } });
    expect(understandQuery("less than 50k kms", VOCABULARY).ranges).toEqual({ km: { max: 50_000 } });
    expect(understandQuery("over 100000km", VOCABULARY).ranges).toEqual({ km: { min: 100_000 } });
  });

  it("toyota under $30,000, 7 seater, new", () => {
    const read = understandQuery("new toyota 7 seater under $30,000", VOCABULARY);
    expect(read.refinements).toEqual({ car_type: ["new"], make: ["Toyota"], seats: ["7"] });
    expect(read.ranges).toEqual({ price: { max: 30_000 } });
    expect(read.leftover).toBe("");
  });
});

describe("understandQuery: numbers", () => {
  it.each([
    ["between $20k and $35k", { price: { min: 20_000, max: 35_000 } }],
    ["20-30k", { price: { min: 20_000, max: 30_000 } }],
    ["$15,000 to $25,000", { price: { min: 15_000, max: 25_000 } }],
    ["over 20k under 40k", { price: { min: 20_000, max: 40_000 } }],
    ["40k or less", { price: { max: 40_000 } }],
    ["under 25000", { price: { max: 25_000 } }],
    ["from 2018", { year: { min: 2018 } }],
    ["2019+", { year: { min: 2019 } }],
    ["after 2018", { year: { min: 2019 } }],
    ["before 2015", { year: { max: 2014 } }],
    ["2015 to 2020", { year: { min: 2015, max: 2020 } }],
  ])("%s", (query, ranges) => {
    const read = understandQuery(query, VOCABULARY);
    expect(read.ranges).toEqual(ranges);
    expect(read.leftover).toBe("");
  });

  it("a number that could mean several things stays text: under 40, a bare year, a bare price", () => {
    expect(understandQuery("under 40", VOCABULARY)).toMatchObject({ ranges: {}, leftover: "under 40", understood: [] });
    expect(understandQuery("under 2020", VOCABULARY)).toMatchObject({ ranges: {}, leftover: "under 2020" });
    // A year alone matches the title's year as text; a figure alone says no bound.
    expect(understandQuery("hilux 2021 40k", VOCABULARY)).toMatchObject({ ranges: {}, leftover: "2021 40k" });
  });

  it("a seat count the stock does not have is text", () => {
    expect(understandQuery("9 seater", VOCABULARY)).toMatchObject({ refinements: {}, leftover: "9 seater" });
  });
});

describe("understandQuery: words", () => {
  it("joined and split spellings of a model: land cruiser prado, cx 5, mazda 3", () => {
    expect(understandQuery("land cruiser prado", VOCABULARY).refinements).toEqual({ model: ["LandCruiser Prado"] });
    expect(understandQuery("Mazda CX 5", VOCABULARY).refinements).toEqual({ make: ["Mazda"], model: ["CX-5"] });
    expect(understandQuery("mazda 3", VOCABULARY).refinements).toEqual({ model: ["Mazda3"] });
    expect(understandQuery("rav 4", VOCABULARY).refinements).toEqual({ model: ["RAV4"] });
  });

  it("land cruiser alone names no one model: it stays text, which finds every LandCruiser", () => {
    expect(understandQuery("land cruiser", VOCABULARY)).toMatchObject({ refinements: {}, leftover: "land cruiser" });
  });

  it("a model that is also a word is taken (a chip shows it); one that is also a badge or a single letter is not", () => {
    expect(understandQuery("escape", VOCABULARY).refinements).toEqual({ model: ["Escape"] });
    expect(understandQuery("gt", VOCABULARY)).toMatchObject({ refinements: {}, leftover: "gt" });
    expect(understandQuery("z", VOCABULARY)).toMatchObject({ refinements: {}, leftover: "z" });
  });

  it("a word for a value not in stock is text (no wagon here), and fillers go only once something is understood", () => {
    expect(understandQuery("wagon with towbar", VOCABULARY)).toMatchObject({ refinements: {}, leftover: "wagon with towbar" });
    expect(understandQuery("a white ute with towbar", VOCABULARY)).toMatchObject({
      refinements: { colour: ["White"], body: ["Ute"] },
      leftover: "towbar",
    });
  });

  it("nothing understood: the text as typed, punctuation and all", () => {
    expect(understandQuery("  reversing Camera, sunroof ", VOCABULARY)).toEqual({
      refinements: {},
      ranges: {},
      leftover: "reversing Camera, sunroof",
      understood: [],
    });
  });
});

describe("the understood search and its chips", () => {
  it("joins the ticked values, keeps the leftover as the query, names each understood filter once", () => {
    const ticked = { ...emptySearchState(), page: 3, refinements: { colour: ["Silver"] }, ranges: { price: { min: 10_000 } } };
    const { state, entries } = applyUnderstood(ticked, understandQuery("white ute under 40k towbar", VOCABULARY));
    expect(state).toMatchObject({
      query: "towbar",
      page: 1,
      refinements: { colour: ["Silver", "White"], body: ["Ute"] },
      ranges: { price: { min: 10_000, max: 40_000 } },
    });
    expect(entries).toEqual([{ key: "colour", value: "White" }, { key: "body", value: "Ute" }, { key: "price" }]);
  });

  it("reads only the understood entries the search still applies", () => {
    const state = { ...emptySearchState(), refinements: { colour: ["White"] }, ranges: { year: { min: 2020 } } };
    const params = new URLSearchParams("understood=colour:White&understood=colour:White&understood=body:Ute&understood=year&understood=price&understood=nonsense");
    expect(readUnderstood(params, state)).toEqual([{ key: "colour", value: "White" }, { key: "year" }]);
  });

  it("each chip removes its filter and its own chip, keeping the others", () => {
    const { state, entries } = applyUnderstood(emptySearchState(), understandQuery("white hilux under 40k", VOCABULARY));
    const chips = understoodChips(state, entries, tenant, "/search");
    expect(chips.map((chip) => [chip.label, chip.removeLabel])).toEqual([
      ["White", "Remove colour White"],
      ["HiLux", "Remove model HiLux"],
      ["Under $40,000", "Remove price under $40,000"],
    ]);
    expect(chips[0]!.href).toBe("/search?model=HiLux&price=%3A40000&understood=model%3AHiLux&understood=price");
    expect(chips[2]!.href).toBe("/search?model=HiLux&colour=White&understood=colour%3AWhite&understood=model%3AHiLux");
  });

  it("leads to the landing's own search, unless the words name a filter the landing fixes", () => {
    const state = { ...emptySearchState(), query: "new white suv" };
    const read = understandQuery(state.query, VOCABULARY);
    const used = { path: "/search/used-cars", refinements: { car_type: ["used"] } };
    expect(understoodSearchHref(used, state, read, [], tenant)).toBe(
      "/search?car_type=new&body=SUV&colour=White&understood=car_type%3Anew&understood=colour%3AWhite&understood=body%3ASUV",
    );
    const suvs = { path: "/search/suv-cars", refinements: { body: ["SUV"] } };
    const white = { ...emptySearchState(), query: "white", ranges: { year: { min: 2020 } } };
    expect(understoodSearchHref(suvs, white, understandQuery("white", VOCABULARY), [{ key: "year" }], tenant)).toBe(
      "/search/suv-cars?colour=White&year=2020%3A&understood=year&understood=colour%3AWhite",
    );
  });
});
