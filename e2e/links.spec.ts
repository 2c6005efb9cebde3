import http from "node:http";
import { expect, tenants, test } from "./fixtures";

/**
 * Every link a demo dealer's pages carry leads somewhere (Ironbark's Parts Search
 * was a 404). A breadth-first crawl from the home page over each tenant's own domain, raw
 * HTTP: menus and footers first, then what they link to. Links that differ only in their
 * query (search refinements, car pages' calculator values) are one page to the crawl, and
 * a handful of car pages stand for all, so the crawl covers every kind of page in seconds.
 */

const MAX_PAGES = 300;
const CAR_PAGES = 6;

function get(port: number, host: string, path: string): Promise<{ status: number; type: string; location?: string; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, headers: { Host: host } }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            type: String(response.headers["content-type"] ?? ""),
            location: response.headers.location,
            body,
          }),
        );
      })
      .on("error", reject);
  });
}

/** The same-site links of a page, without fragments. */
function internalLinks(html: string): string[] {
  return [...html.matchAll(/href="(\/[^"/][^"]*|\/)"/g)]
    .map((match) => match[1]!.replace(/&amp;/g, "&").split("#")[0]!)
    .filter((href) => href && !href.startsWith("/build/"));
}

/** What makes two links the same page to the crawl: the path, and for search the path alone. */
function pageKey(href: string): string {
  return new URL(href, "http://dealer.invalid").pathname;
}

for (const tenant of tenants) {
  test(`${tenant.slug}: every internal link answers (no 404)`, async ({ port }) => {
    test.setTimeout(120_000);
    const host = `${tenant.domains[0]}:${port}`;
    const seen = new Set<string>(["/"]);
    const queue: { href: string; from: string }[] = [{ href: "/", from: "(start)" }];
    const broken: string[] = [];
    let carPages = 0;
    let crawled = 0;
    while (queue.length > 0 && crawled < MAX_PAGES) {
      const { href, from } = queue.shift()!;
      crawled += 1;
      const answer = await get(port, host, href);
      if (answer.status === 404 || answer.status >= 500) {
        broken.push(`${answer.status} ${href} (linked from ${from})`);
        continue;
      }
      const next = answer.location ? [answer.location] : answer.type.includes("text/html") ? internalLinks(answer.body) : [];
      for (const link of next) {
        const key = pageKey(link);
        if (seen.has(key)) continue;
        // A car page's own pages (enquire, test-drive, pdf…) come with it; new cars only up to a few.
        if (/^\/cars\/[^/]+$/.test(key)) {
          if (carPages >= CAR_PAGES) continue;
          carPages += 1;
        } else if (key.startsWith("/cars/") && !seen.has(key.split("/").slice(0, 3).join("/"))) {
          continue;
        }
        seen.add(key);
        queue.push({ href: link, from: href });
      }
    }
    expect(crawled, "the crawl reached the dealer's pages").toBeGreaterThan(20);
    expect(broken).toEqual([]);
  });
}
