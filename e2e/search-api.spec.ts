import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { searchApiCredentials } from "../app/models/search-api/keys.server";
import { tenants } from "../app/tenants/index";

/*
 * README "Search API"'s InstantSearch page, on another site (marketing.test), searching a
 * dealer's stock on the dealer's own host in a real browser: the lite client's requests
 * (credentials in the query string, JSON as text/plain), CORS, highlights and facet value
 * search. Not the shared fixtures' page: its X-Forwarded-For header would make every
 * request a preflighted one, which no shopper's browser sends.
 */

const tenant = tenants.find((candidate) => candidate.slug === "wattle-ridge-toyota")!;

function marketingPage(apiHost: string, apiKey: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>Marketing</title></head><body>
<div id="searchbox"></div><div id="makes"></div><div id="hits"></div>
<script src="/algoliasearch-lite.js"></script>
<script src="/instantsearch.js"></script>
<script>
  const { liteClient } = window["algoliasearch/lite"];
  const searchClient = liteClient(${JSON.stringify(tenant.slug)}, ${JSON.stringify(apiKey)}, {
    hosts: [{ url: ${JSON.stringify(apiHost)}, protocol: "http", accept: "read" }],
  });
  const search = instantsearch({ indexName: ${JSON.stringify(tenant.search.indexName)}, searchClient });
  search.addWidgets([
    instantsearch.widgets.searchBox({ container: "#searchbox" }),
    instantsearch.widgets.refinementList({ container: "#makes", attribute: "make", searchable: true }),
    instantsearch.widgets.hits({
      container: "#hits",
      templates: { item: (hit, { html, components }) => html\`<a href="/cars/\${hit.slug}">\${components.Highlight({ hit, attribute: "name" })}</a>\` },
    }),
  ]);
  search.start();
</script></body></html>`;
}

let site: http.Server;
let sitePort: number;

test.beforeAll(async ({ baseURL }) => {
  const apiPort = new URL(baseURL!).port;
  // The server under test keeps its secret in its data directory (production mode).
  const secret = fs.readFileSync(path.join(process.env.E2E_DATA_DIR!, "session-secret"), "utf8").trim();
  const { apiKey } = searchApiCredentials(tenant, secret);
  const files: Record<string, string> = {
    "/algoliasearch-lite.js": "node_modules/algoliasearch/dist/lite/builds/browser.umd.js",
    "/instantsearch.js": "node_modules/instantsearch.js/dist/instantsearch.production.min.js",
  };
  site = http.createServer((req, res) => {
    const file = files[req.url ?? ""];
    if (file) {
      res.writeHead(200, { "Content-Type": "text/javascript" });
      res.end(fs.readFileSync(file));
      return;
    }
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(marketingPage(`${tenant.domains[0]}:${apiPort}`, apiKey));
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  sitePort = (site.address() as AddressInfo).port;
});

test.afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

test("a dealer's marketing site searches its stock with InstantSearch, from another origin", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`http://marketing.test:${sitePort}/`);

  const hits = page.locator("#hits .ais-Hits-item");
  await expect(hits.first()).toBeVisible();
  await page.locator("#searchbox input").fill("hilux");
  await expect(hits.first().locator("mark")).toHaveText(/hilux/i);
  await expect(hits.first()).toContainText("Toyota");

  // The make list's own box: a facet value search among this dealer's makes.
  await page.locator("#searchbox input").fill("");
  await page.locator("#makes input[type=search]").fill("maz");
  await expect(page.locator("#makes .ais-RefinementList-labelText")).toHaveText(["Mazda"]);
  await expect(page.locator("#makes mark")).toHaveText("Maz");
  expect(errors).toEqual([]);
});

test("a dealer's host answers with that dealer's key only; a preview host with the tenant its application id names", async ({
  request,
}) => {
  const secret = fs.readFileSync(path.join(process.env.E2E_DATA_DIR!, "session-secret"), "utf8").trim();
  const other = tenants.find((candidate) => candidate.slug === "brightlane-cars")!;
  const search = (credentials: { appId: string; apiKey: string }, host?: string) =>
    request.post("/1/indexes/*/queries", {
      headers: {
        "x-algolia-application-id": credentials.appId,
        "x-algolia-api-key": credentials.apiKey,
        ...(host ? { Host: host } : {}),
      },
      data: { requests: [{ indexName: other.search.indexName, hitsPerPage: 1, attributesToRetrieve: ["tenant_slug"] }] },
    });
  const onPreview = await search(searchApiCredentials(other, secret));
  expect(onPreview.status()).toBe(200);
  expect((await onPreview.json()).results[0].hits[0].tenant_slug).toBe(other.slug);
  const onDealerHost = await search(searchApiCredentials(other, secret), tenant.domains[0]);
  expect(onDealerHost.status()).toBe(403);
  expect(await onDealerHost.json()).toEqual({ status: 403, message: "Invalid Application-ID or API key" });
});
