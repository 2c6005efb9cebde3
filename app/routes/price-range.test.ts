import { describe, expect, it } from "vitest";
import { loadContext } from "~/server/testing/load-context";
import { loader } from "./price-range";

/** The form without JavaScript as a shopper of Brightlane Cars sends it (its search is /search/used-cars). */
function sent(query: string) {
  const request = new Request(`http://localhost/price-range?${query}`, {
    headers: { cookie: "qa_tenant=brightlane-cars" },
  });
  try {
    return loader({ request, params: {}, context: loadContext() });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("/price-range, the home page's price range without JavaScript", () => {
  it("goes on to the dealer's search refined by the range, widened to whole thousands", () => {
    const answer = sent("price_min=7500&price_max=12500");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/search/used-cars?price=7000%3A13000");
  });

  it("gives swapped, equal, empty and out-of-range amounts the slider's answer, never an error", () => {
    expect(sent("price_min=60000&price_max=20000").headers.get("Location")).toBe("/search/used-cars?price=20000%3A60000");
    expect(sent("price_min=30000&price_max=30000").headers.get("Location")).toBe("/search/used-cars?price=29000%3A30000");
    expect(sent("price_min=&price_max=").headers.get("Location")).toBe("/search/used-cars?price=5000%3A");
    expect(sent("").headers.get("Location")).toBe("/search/used-cars?price=5000%3A");
    expect(sent("price_min=-5&price_max=1e12").headers.get("Location")).toBe("/search/used-cars?price=5000%3A");
  });

  it("answers 400 with the reason for text that is no amount", async () => {
    const answer = sent("price_min=cheap&price_max=40000");
    expect(answer.status).toBe(400);
    expect(await answer.text()).toBe("This price range could not be read: price_min must be an amount in dollars, such as 20000.");
  });
});
