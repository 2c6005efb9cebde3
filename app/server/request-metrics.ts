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
 *
 * Every request is labelled, /healthz included, and matchRoutes flattens, ranks and compiles
 * the whole tree on each call (about a hundred routes: a twentieth of a vehicle page's CPU in
 * a profile). So the tree is cut once per first segment to the routes that could match a
 * path starting with it; the match is the same, as no route left out could have matched.
 */
export function routeLabeller(routes: FlatRoutes): (path: string) => string {
  const tree = routeTree(routes, undefined);
  const literals = new Set<string>();
  collectFirstLiterals(tree, literals);
  const trees = new Map<string, RouteObject[]>();
  return (path) => {
    if (path.startsWith("/build/")) return "assets";
    const page = path === "/_root.data" ? "/" : path.replace(/\.data$/, "");
    const first = firstSegment(page);
    // Anything else than a route's own first word shares one tree: the map stays small.
    const key = literals.has(first) ? first : "";
    let cut = trees.get(key);
    if (!cut) trees.set(key, (cut = routesStartingWith(tree, key)));
    return matchRoutes(cut, page)?.at(-1)?.route.id ?? "unmatched";
  };
}

/** A path's first segment as matchRoutes compares it: decoded, in lower case (routes ignore case). */
function firstSegment(path: string): string {
  const segment = path.split("/").find(Boolean) ?? "";
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/** The first segment of a route's own path when it is a plain word (not :param, optional or *). */
function firstLiteral(route: RouteObject): string | null | undefined {
  const first = route.path?.split("/").find(Boolean);
  if (first === undefined) return undefined;
  return first.startsWith(":") || first.includes("*") || first.endsWith("?") ? null : first.toLowerCase();
}

function collectFirstLiterals(routes: RouteObject[], into: Set<string>): void {
  for (const route of routes) {
    const literal = firstLiteral(route);
    if (literal) into.add(literal);
    // A route without a path of its own (a layout) leaves the first segment to its children.
    else if (literal === undefined && route.children) collectFirstLiterals(route.children, into);
  }
}

/** The routes that could match a path whose first segment is `first`; those of another word go. */
function routesStartingWith(routes: RouteObject[], first: string): RouteObject[] {
  return routes.flatMap((route) => {
    const literal = firstLiteral(route);
    if (literal === undefined) return [route.children ? { ...route, children: routesStartingWith(route.children, first) } : route];
    return literal === null || literal === first ? [route] : [];
  });
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
