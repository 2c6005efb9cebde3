import { createRequire } from "node:module";
import type * as Router from "@remix-run/router";
import { describe, expect, it } from "vitest";

/*
 * patches/ (applied by patch-package after every install) makes the server's route matching
 * reuse its work: @remix-run/router's CommonJS build, which only Node loads, ranks a route
 * tree's branches once per routes array and compiles each path pattern once,
 * @remix-run/react's server manifest matches a document's parent paths once per build, and
 * react-router-dom's static router makes a routes array's data routes once. The
 * browser's ES module builds are left as they were and serve here as the reference.
 */
type FogOfWar = {
  getPartialManifest(manifest: Manifest, router: { state: unknown; routes: unknown; basename?: string }): Manifest;
};
const require = createRequire(import.meta.url);
const serverRouter = require("@remix-run/router") as typeof Router;
const fogOfWar = require("@remix-run/react/dist/fog-of-war.js") as FogOfWar;
type StaticRouterModule = {
  createStaticRouter(routes: unknown[], context: Router.StaticHandlerContext): { routes: Router.AgnosticDataRouteObject[]; state: { matches: { route: unknown }[] } };
};
const staticRouter = require("react-router-dom/server") as StaticRouterModule;
const BROWSER_BUILDS = {
  router: "@remix-run/router/dist/router.js",
  fogOfWar: "@remix-run/react/dist/esm/fog-of-war.js",
  staticRouter: "react-router-dom/server.mjs",
};
const browserRouter = (await import(BROWSER_BUILDS.router)) as typeof Router;
const browserFogOfWar = (await import(BROWSER_BUILDS.fogOfWar)) as FogOfWar;
const unpatchedStaticRouter = (await import(BROWSER_BUILDS.staticRouter)) as StaticRouterModule;

type Manifest = { routes: Record<string, { id: string }>; version: string };

/** A tree with what the app's routes use: a pathless root, index routes, params, optional segments, splats, nested layouts. */
function routeTree(): Router.AgnosticRouteObject[] {
  return [
    {
      id: "root",
      path: "",
      children: [
        { id: "home", index: true },
        { id: "search", path: "search" },
        { id: "search-landing", path: "search/:landing" },
        { id: "car", path: "cars/:slug" },
        { id: "car-test-drive", path: "cars/:slug/test-drive" },
        { id: "trade-in", path: "cars/trade-in" },
        { id: "models", path: "models/:make?/:model?" },
        { id: "Pages", path: "Pages/:page", caseSensitive: true },
        {
          id: "account",
          path: "account",
          children: [
            { id: "account-index", index: true },
            { id: "account-leads", path: "leads/:id" },
          ],
        },
        { id: "sitemap", path: "sitemap/*" },
        { id: "not-found", path: "*" },
      ],
    },
  ];
}

const PATHS = [
  "/",
  "/search",
  "/search/",
  "/search/used-cars",
  "/cars/2011-toyota-hiace-lwb-van-u14277",
  "/cars/2011-toyota-hiace-lwb-van-u14277/test-drive",
  "/cars/trade-in",
  "/CARS/Trade-In",
  "/models",
  "/models/toyota",
  "/models/toyota/hilux",
  "/Pages/about",
  "/pages/about",
  "/account",
  "/account/leads/7",
  "/sitemap/cars/1.xml",
  "/no/such/page",
  "/cars/caf%C3%A9",
];

const summary = (matches: ReturnType<typeof Router.matchRoutes>) =>
  matches?.map((match) => ({ id: match.route.id, params: match.params, pathname: match.pathname }));

describe("the server's patched route matching", () => {
  it("matches every path as the unpatched router does, asked again and again, on the same routes and on a copy", () => {
    const routes = routeTree();
    for (const round of [1, 2, 3]) {
      for (const path of PATHS) {
        const expected = summary(browserRouter.matchRoutes(routeTree(), path));
        expect(summary(serverRouter.matchRoutes(routes, path)), `${path}, round ${round}`).toEqual(expected);
        expect(summary(serverRouter.matchRoutes(routeTree(), path)), `${path} on a copy`).toEqual(expected);
      }
    }
  });

  it("compiles a pattern once yet matches each pathname afresh (matchPath, case and end)", () => {
    for (const pathname of ["/cars/a", "/cars/b", "/CARS/c", "/cars/d/e"]) {
      for (const pattern of [
        "/cars/:slug",
        { path: "/cars/:slug", caseSensitive: true },
        { path: "/cars", end: false },
        { path: "/cars/:slug", caseSensitive: true, end: false },
      ]) {
        expect(serverRouter.matchPath(pattern, pathname), `${JSON.stringify(pattern)} ${pathname}`).toEqual(
          browserRouter.matchPath(pattern, pathname),
        );
      }
    }
  });

  it("reuses a route tree's ranked branches: a path changed in place after the first match is not seen", () => {
    // Why routes patched by lazy route discovery must drop the cache (the next test), and
    // the proof that the patch is installed: unpatched, every match ranks the tree anew.
    const routes = routeTree();
    expect(serverRouter.matchRoutes(routes, "/search")?.at(-1)?.route.id).toBe("search");
    (routes[0] as Router.AgnosticNonIndexRouteObject).children![1]!.path = "find";
    expect(serverRouter.matchRoutes(routes, "/search")?.at(-1)?.route.id).toBe("search");
    expect(browserRouter.matchRoutes(routes, "/search")?.at(-1)?.route.id).toBe("not-found");
  });

  it("sees the routes lazy route discovery patches in during a navigation", async () => {
    const router = serverRouter.createRouter({
      routes: [{ id: "root", path: "/", children: [{ id: "home", index: true }] }],
      history: serverRouter.createMemoryHistory({ initialEntries: ["/"] }),
      // Discovery patches the in-flight routes in place, then matches the same array again.
      patchRoutesOnNavigation: ({ path, patch }) => {
        if (path === "/offers") patch("root", [{ id: "offers", path: "offers" }]);
      },
    }).initialize();
    await router.navigate("/offers");
    expect(router.state.matches.map((match) => match.route.id)).toEqual(["root", "offers"]);
    router.dispose();
  });
});

describe("the server's patched initial manifest (lazy route discovery)", () => {
  const manifest: Manifest = {
    version: "1",
    routes: Object.fromEntries(
      ["root", "home", "search", "search-landing", "car", "car-test-drive", "trade-in", "models", "Pages", "account", "account-index", "account-leads", "sitemap", "not-found"].map(
        (id) => [id, { id }],
      ),
    ),
  };
  /** The router a document render has: a new routes array on every request, its matches, its location. */
  function renderedRouter(pathname: string) {
    const routes = routeTree();
    return {
      routes,
      basename: "/",
      state: { location: { pathname }, matches: serverRouter.matchRoutes(routes, pathname) ?? [] },
    };
  }

  it("lists the routes of the page and of each parent path as the unpatched code does, request after request", () => {
    for (const round of [1, 2]) {
      for (const path of PATHS) {
        const ids = (code: typeof fogOfWar) => Object.keys(code.getPartialManifest(manifest, renderedRouter(path)).routes).sort();
        expect(ids(fogOfWar), `${path}, round ${round}`).toEqual(ids(browserFogOfWar));
      }
    }
    expect(Object.keys(fogOfWar.getPartialManifest(manifest, renderedRouter("/cars/a-car/test-drive")).routes).sort()).toEqual(
      ["car", "car-test-drive", "home", "not-found", "root"],
    );
  });
});

describe("the server's patched static router (every document render)", () => {
  const routes = routeTree();
  const handler = serverRouter.createStaticHandler(routes as Router.AgnosticRouteObject[]);
  async function contextFor(path: string) {
    const context = await handler.query(new Request(`http://dealer.test${path}`));
    if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
    return context;
  }

  it("builds the data routes of a routes array once, each render's matches pointing into them", async () => {
    const first = staticRouter.createStaticRouter(routes, await contextFor("/cars/a-car"));
    const second = staticRouter.createStaticRouter(routes, await contextFor("/account/leads/7"));
    expect(second.routes).toBe(first.routes);
    const dataRoutes = new Set<unknown>();
    const collect = (list: Router.AgnosticDataRouteObject[]) =>
      list.forEach((route) => {
        dataRoutes.add(route);
        if ("children" in route && route.children) collect(route.children);
      });
    collect(second.routes);
    expect(second.state.matches.every((match) => dataRoutes.has(match.route))).toBe(true);
  });

  it("renders from the same matches as the unpatched code, render after render", async () => {
    for (const path of PATHS.filter((path) => !path.includes("%"))) {
      const context = await contextFor(path);
      const ids = (module: StaticRouterModule) =>
        module.createStaticRouter(routes, context).state.matches.map((match) => (match.route as { id: string }).id);
      expect(ids(staticRouter), path).toEqual(ids(unpatchedStaticRouter));
    }
  });
});
