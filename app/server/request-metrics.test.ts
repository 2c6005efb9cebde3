import { describe, expect, it } from "vitest";
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
});
