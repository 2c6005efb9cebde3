import { parse, serialize } from "cookie";
import { readVisit, VISIT_COOKIE, visitAfterPageView, writeVisit } from "./visit";

/*
 * Each page a shopper sees is added to their visit (visit.ts), so a lead can
 * tell the dealer the pages that led to it and the campaign link the visit came from. A page
 * is a document request, or with JavaScript the router's data request for it
 * (`/cars/x.data`, `/_root.data` for the home page); resource routes and bots are not pages.
 */

/** The page a single-fetch data request loads the data of, as the shopper's address bar shows it. */
export function pageOfDataRequest(url: URL): URL {
  const page = new URL(url);
  page.pathname = url.pathname === "/_root.data" ? "/" : url.pathname.replace(/\.data$/, "");
  page.searchParams.delete("_routes");
  return page;
}

/** Adds this page view to the visit cookie the response sets. */
export function recordPageView(request: Request, page: URL, headers: Headers, now = Date.now()): void {
  if (request.method !== "GET") return;
  const previous = readVisit(parse(request.headers.get("Cookie") ?? "")[VISIT_COOKIE]);
  const visit = visitAfterPageView(previous, page, now);
  headers.append(
    "Set-Cookie",
    // A session cookie: the visit ends with the browser, or after half an hour idle (visit.ts).
    serialize(VISIT_COOKIE, writeVisit(visit), {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: process.env.NODE_ENV === "production",
    }),
  );
}
