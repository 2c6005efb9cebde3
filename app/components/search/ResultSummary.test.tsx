import "./testing/fileScope";
import { describe, expect, it } from "vitest";
import { ResultSummary } from "./ResultSummary";
import { resultWith, tenant } from "./testing/fixtures";
import { renderAt } from "./testing/render";

describe("ResultSummary", () => {
  it("counts the results and labels Show Me, a submit button of the filter form", async () => {
    const html = await renderAt("/search", <ResultSummary tenant={tenant} result={resultWith({ nbHits: 1234 })} />);
    expect(html).toContain("1,234 cars found");
    expect(html).toContain('<button type="submit" form="search-filters" id="show-me"');
    expect(html).toContain("Show Me 1,234 cars</button>");
  });

  it("says car for one result", async () => {
    const html = await renderAt("/search", <ResultSummary tenant={tenant} result={resultWith({ nbHits: 1 })} />);
    expect(html).toContain("1 car found");
    expect(html).toContain("Show Me 1 car<");
  });
});
