import "./testing/fileScope";
import { describe, expect, it } from "vitest";
import { Pagination, pageWindow } from "./Pagination";
import { resultWith, stateWith, tenant } from "./testing/fixtures";
import { renderAt } from "./testing/render";

/** The opening tag of the link whose text is `text`. */
const linkTo = (html: string, text: string) => html.match(new RegExp(`<a [^>]*>${text}</a>`))?.[0] ?? "";

describe("Pagination", () => {
  const renderPagination = (page: number, nbPages = 20, nbHits = nbPages * 21) =>
    renderAt(
      "/search",
      <Pagination
        state={stateWith({ page, refinements: { make: ["Mazda"] } })}
        result={resultWith({ page, nbPages, nbHits })}
        tenant={tenant}
        action="/search"
      />,
    );

  it("windows 5 pages around the current one", () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(7, 20)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });

  it("links page 1 without a page parameter and marks the current page", async () => {
    const html = await renderPagination(2);
    expect(linkTo(html, "Previous")).toContain('href="/search?make=Mazda"');
    expect(linkTo(html, "Previous")).toContain('rel="prev"');
    expect(linkTo(html, "Next")).toContain('href="/search?make=Mazda&amp;page=3"');
    expect(linkTo(html, "Next")).toContain('rel="next"');
    expect(linkTo(html, "1")).toContain('href="/search?make=Mazda"');
    expect(linkTo(html, "2")).toContain('aria-current="page"');
    expect(linkTo(html, "3")).not.toContain("aria-current");
  });

  it("has no Previous on the first page, no Next on the last, nothing for a single page", async () => {
    expect(await renderPagination(1)).not.toContain("Previous");
    expect(await renderPagination(20)).not.toContain("Next");
    expect(await renderPagination(1, 1)).toBe("");
  });

  it("says under the last page's links why there are no more pages when the search has more hits", async () => {
    const last = await renderPagination(48, 48, 1_500);
    expect(last).toContain("These pages show the first 1,000 of the 1,500 cars found.");
    expect(await renderPagination(47, 48, 1_500)).not.toContain("These pages show");
  });
});
