import type { IncomingMessage, ServerResponse } from "node:http";
import { matchRoutes } from "@remix-run/react";
import { metrics } from "./metrics.server";

/** The build's routes as `build.routes` lists them: flat, each naming its parent. */
export type FlatRoutes = Record<string, { id: string; parentId?: string; path?: string; index?: boolean }>;

type RouteObject = Parameters<typeof matchRoutes>[0][number];

function routeTree(routes: FlatRoutes, parentId: string | undefined): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, path: route.path, index: true }
        : { id: route.id, path: route.path, children: routeTree(routes, route.id) },
    );
}

/**
 * The route label of a request path: the id of the Remix route that answers it
 * (`routes/cars.$slug`), so the series stay few whatever the URLs; a data request
 * (`/cars/x.data`) counts as its page's route. Built files are `assets`.
 */
export function routeLabeller(routes: FlatRoutes): (path: string) => string {
  const tree = routeTree(routes, undefined);
  return (path) => {
    if (path.startsWith("/build/")) return "assets";
    const page = path === "/_root.data" ? "/" : path.replace(/\.data$/, "");
    return matchRoutes(tree, page)?.at(-1)?.route.id ?? "unmatched";
  };
}

/** Times every response by route, method and status class (http_request_duration_seconds). */
export function measureRequests(routes: FlatRoutes) {
  const label = routeLabeller(routes);
  const { requestDuration } = metrics();
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const end = requestDuration.startTimer();
    const path = new URL(req.url ?? "/", "http://any").pathname;
    res.once("close", () =>
      end({ route: label(path), method: req.method ?? "", status: `${Math.floor(res.statusCode / 100)}xx` }),
    );
    next();
  };
}
