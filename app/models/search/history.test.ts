import { describe, expect, it } from "vitest";
import { findTenant } from "~/tenants";
import {
  addSearch,
  parseSearchHistory,
  SEARCH_HISTORY_LIMIT,
  searchHistoryEntry,
  searchHistoryHref,
  searchLabel,
  type SearchHistoryEntry,
} from "./history";
import { emptySearchState, parseSearchState, type SearchState } from "./state";

const tenant = findTenant("meridian-motor-group")!;
const stateOf = (query: string): SearchState => parseSearchState(new URLSearchParams(query), tenant);
const entry = (query: string, path = "/search"): SearchHistoryEntry => searchHistoryEntry(path, stateOf(query), tenant)!;

describe("searchLabel", () => {
  it('names a make and a price cap: "Toyota, under $30,000"', () => {
    expect(searchLabel(stateOf("make=Toyota&price=:30000"))).toBe("Toyota, under $30,000");
  });

  it("is the typed text for a text search", () => {
    expect(searchLabel(stateOf("query=hilux"))).toBe("“hilux”");
  });

  it("says from, up to and between for ranges", () => {
    expect(searchLabel(stateOf("year=2018:"))).toBe("from 2018");
    expect(searchLabel(stateOf("year=:2020"))).toBe("up to 2020");
    expect(searchLabel(stateOf("km=10000:50000"))).toBe("10,000 km – 50,000 km");
  });

  it("labels facet values as the filters do and shortens a long search", () => {
    expect(searchLabel(stateOf("seats=7&make=Kia&make=Mazda&body=SUV&price=:40000"))).toBe(
      "Kia, Mazda, SUV +2 more",
    );
  });
});

describe("searchHistoryEntry", () => {
  it("keeps the canonical query without page and sort: a search, not a view of it", () => {
    expect(entry("make=Toyota&page=3&sortBy=Car_production_price_asc&price_max=30000")).toEqual({
      path: "/search",
      query: "make=Toyota&price=%3A30000",
      label: "Toyota, under $30,000",
    });
  });

  it("records nothing for a browse without any choice", () => {
    expect(searchHistoryEntry("/search/used-cars", emptySearchState(), tenant)).toBeNull();
  });

  it("links back to the landing path it was made on", () => {
    expect(searchHistoryHref(entry("make=Kia", "/search/used-cars"))).toBe("/search/used-cars?make=Kia");
  });
});

describe("addSearch", () => {
  const labels = (history: SearchHistoryEntry[]) => history.map((item) => item.label);

  it('"keeps the last 5 searches", newest first', () => {
    let history: SearchHistoryEntry[] = [];
    for (const make of ["Toyota", "Mazda", "Kia", "Ford", "Honda", "Volvo"]) history = addSearch(history, entry(`make=${make}`));
    expect(SEARCH_HISTORY_LIMIT).toBe(5);
    expect(labels(history)).toEqual(["Volvo", "Honda", "Ford", "Kia", "Mazda"]);
  });

  it("keeps each search once, moving a repeated one to the front", () => {
    let history = [entry("make=Kia"), entry("make=Mazda"), entry("make=Toyota")];
    history = addSearch(history, entry("make=Toyota"));
    expect(labels(history)).toEqual(["Toyota", "Kia", "Mazda"]);
  });

  it("lets typing revise the newest search instead of adding one per pause", () => {
    let history = [entry("make=Kia")];
    for (const text of ["hi", "hilu", "hilux"]) history = addSearch(history, entry(`query=${text}`));
    expect(labels(history)).toEqual(["“hilux”", "Kia"]);
  });

  it("lets dragging a slider revise the newest search", () => {
    let history = [entry("make=Toyota")];
    for (const max of [50000, 40000, 30000]) history = addSearch(history, entry(`make=Toyota&price=:${max}`));
    expect(labels(history)).toEqual(["Toyota, under $30,000"]);
  });

  it("adds a new search when a different text or another filter is chosen", () => {
    let history = [entry("query=hilux")];
    history = addSearch(history, entry("query=ranger"));
    history = addSearch(history, entry("query=ranger&make=Ford"));
    expect(labels(history)).toEqual(["“ranger”, Ford", "“ranger”", "“hilux”"]);
  });

  it("keeps searches on other landing paths apart", () => {
    const history = addSearch([entry("make=Kia", "/search")], entry("make=Kia", "/search/used-cars"));
    expect(history).toHaveLength(2);
  });
});

describe("parseSearchHistory", () => {
  it("reads what addSearch stored", () => {
    const history = [entry("make=Kia"), entry("query=hilux")];
    expect(parseSearchHistory(JSON.stringify(history))).toEqual(history);
  });

  it("drops anything unreadable instead of failing the page", () => {
    expect(parseSearchHistory(null)).toEqual([]);
    expect(parseSearchHistory("{not json")).toEqual([]);
    expect(parseSearchHistory('{"path":"/search"}')).toEqual([]);
    expect(
      parseSearchHistory(JSON.stringify([{ path: "//elsewhere.example", query: "", label: "x" }, entry("make=Kia"), 7])),
    ).toEqual([entry("make=Kia")]);
  });
});
