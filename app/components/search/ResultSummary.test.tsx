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

  it("says the dealer's configured stock count past 1999 hits (search-journey §9), and the hits up to it", async () => {
    // Meridian's site file sets stockCount 2000: "Stock count over 1999: the displayed count is replaced".
    expect(tenant.search.stockCount).toBe(2_000);
    const over = await renderAt("/search", <ResultSummary tenant={tenant} result={resultWith({ nbHits: 2_417 })} />);
    expect(over).toContain("2,000 cars found");
    expect(over).toContain("Show Me 2,000 cars</button>");
    const at = await renderAt("/search", <ResultSummary tenant={tenant} result={resultWith({ nbHits: 1_999 })} />);
    expect(at).toContain("1,999 cars found");
  });
});
