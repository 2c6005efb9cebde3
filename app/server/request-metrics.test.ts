import { describe, expect, it } from "vitest";
import { matchRoutes } from "@remix-run/react";
import { routeLabeller, type FlatRoutes } from "./request-metrics";

const routes: FlatRoutes = {
  root: { id: "root", path: "" },
  "routes/_index": { id: "routes/_index", parentId: "root", index: true },
  "routes/models._index": { id: "routes/models._index", parentId: "root", path: "models", index: true },
  "routes/cars.$slug": { id: "routes/cars.$slug", parentId: "root", path: "cars/:slug" },
  "routes/search.$": { id: "routes/search.$", parentId: "root", path: "search/*" },
  "routes/metrics": { id: "routes/metrics", parentId: "root", path: "metrics" },
  "routes/$": { id: "routes/$", parentId: "root", path: "*" },
};

describe("routeLabeller", () => {
  const label = routeLabeller(routes);
  it("names the Remix route that answers, whatever the URL's values", () => {
    expect(label("/")).toBe("routes/_index");
    expect(label("/models")).toBe("routes/models._index");
    expect(label("/cars/2021-toyota-corolla-u5001")).toBe("routes/cars.$slug");
    expect(label("/search/toyota/used")).toBe("routes/search.$");
    expect(label("/metrics")).toBe("routes/metrics");
    expect(label("/no/such/page")).toBe("routes/$");
  });
  it("counts a data request as its page and built files as assets", () => {
    expect(label("/cars/x.data")).toBe("routes/cars.$slug");
    expect(label("/_root.data")).toBe("routes/_index");
    expect(label("/build/_shared/chunk-ABC.js")).toBe("assets");
  });
  it("labels as matching against every route would, whatever the case, escapes, layouts and optional segments", () => {
    const more: FlatRoutes = {
      ...routes,
      "routes/_shop": { id: "routes/_shop", parentId: "root" },
      "routes/_shop.finance": { id: "routes/_shop.finance", parentId: "routes/_shop", path: "finance" },
      "routes/($lang).about": { id: "routes/($lang).about", parentId: "root", path: ":lang?/about" },
      "routes/$make.offers": { id: "routes/$make.offers", parentId: "root", path: ":make/offers" },
    };
    const paths = ["/", "/Cars/x", "/c%61rs/x", "/finance", "/FINANCE", "/en/about", "/about", "/toyota/offers", "/cars/offers", "/models", "/nowhere"];
    const tree = (parentId?: string): Parameters<typeof matchRoutes>[0] =>
      Object.values(more)
        .filter((route) => route.parentId === parentId)
        .map((route) => (route.index ? { id: route.id, path: route.path, index: true } : { id: route.id, path: route.path, children: tree(route.id) }));
    const label = routeLabeller(more);
    const expected = paths.map((path) => matchRoutes(tree(), path)?.at(-1)?.route.id ?? "unmatched");
    expect(paths.map(label)).toEqual(expected);
    expect(expected.slice(1, 8)).toEqual(["routes/cars.$slug", "routes/cars.$slug", "routes/_shop.finance", "routes/_shop.finance", "routes/($lang).about", "routes/($lang).about", "routes/$make.offers"]);
  });
});
