import { describe, expect, it } from "vitest";
import { isCurrentSection } from "./current-section";

describe("isCurrentSection: the main menu's entry marked as the page's section (aria-current)", () => {
  it("marks an entry on its own page and on the pages under it", () => {
    expect(isCurrentSection("/search/used-cars", "/search/used-cars")).toBe(true);
    expect(isCurrentSection("/service/book", "/service")).toBe(true);
    expect(isCurrentSection("/Service", "/service")).toBe(true);
  });

  it("does not mark an entry whose path is only the start of the page's", () => {
    expect(isCurrentSection("/services", "/service")).toBe(false);
    expect(isCurrentSection("/search", "/search/used-cars")).toBe(false);
  });

  it("marks Home on the home page only", () => {
    expect(isCurrentSection("/", "/")).toBe(true);
    expect(isCurrentSection("/service", "/")).toBe(false);
  });

  it("leaves the entry's query out", () => {
    expect(isCurrentSection("/models", "/models?body=suvs-4wds")).toBe(true);
  });
});
