import "~/components/search/testing/fileScope";
import { describe, expect, it } from "vitest";
import { loader } from "./pages.$name";
import { loadContext } from "~/server/testing/load-context";

/** vehicle-page §2 Routes: the /pages/{name} list, served by the Toyota demo dealer. */
const TOYOTA_PAGES = [
  "kinto-car-rental",
  "4x4xmore",
  "our-green-team",
  "finance",
  "toyota-car-insurance",
  "buyers-tips",
  "pre-owned-benefits",
  "service-specials",
  "complaint-handling",
  "handling-complaint",
  "complaint-handling-process",
  "mytoyota-connect",
  "toyota-connected",
  "toyota-hybrids",
];

const ORIGIN = "https://www.wattleridgetoyota.com.au";
const get = (name: string) =>
  loader({ request: new Request(`${ORIGIN}/pages/${name}`), params: { name }, context: loadContext() });

describe("the Toyota dealer's content pages", () => {
  it.each(TOYOTA_PAGES)("/pages/%s has a title and a body", async (name) => {
    const page = await get(name);
    expect(page.title.length).toBeGreaterThan(3);
    expect(page.dealerName).toBe("Wattle Ridge Toyota");
    if (page.kind === "markdown") {
      const html = page.article.map((part) => ("html" in part ? part.html : "")).join("");
      expect(html).toMatch(/<p>.{80,}/s);
      expect(html).not.toContain("{{");
    } else {
      expect(page.bodies.map((body) => body.state)).toContain("QLD");
    }
  });

  it("answers 404 for a name the dealer has no page for, hostile or not", async () => {
    for (const name of ["no-such-page", "__proto__", "constructor", "a\u0000b", "x".repeat(10_000), "../about-us"]) {
      const answer = await get(name).then(
        () => null,
        (error: unknown) => error,
      );
      expect(answer).toBeInstanceOf(Response);
      expect((answer as Response).status).toBe(404);
    }
  });
});
