import http from "node:http";
import { expect, tenants, test } from "./fixtures";

/*
 * What machines read of a dealer's site besides its stock (plain HTTP on each dealer's own
 * domain, so only the `js` project runs it): the sitemap lists the site's own pages, each of
 * which answers 200 (not a redirect to sign-in, not a 404), and the home page describes the
 * dealer as an AutoDealer.
 */

function get(port: number, host: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, headers: { Host: host } }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

const jsonLdBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);

for (const tenant of tenants) {
  test(`${tenant.slug}: the sitemap lists the site's own pages, each answering 200`, async ({ port }) => {
    test.setTimeout(60_000);
    const host = `${tenant.domains[0]}:${port}`;
    const sitemap = await get(port, host, "/sitemap.xml");
    expect(sitemap.status).toBe(200);
    const paths = [...sitemap.body.matchAll(/<loc>https:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));
    const ownPages = paths.filter((path) => !path.startsWith("/search") && !path.startsWith("/cars/"));
    expect(ownPages).toContain("/");
    for (const location of tenant.locations) expect(ownPages).toContain(`/locations/${location.slug}`);
    expect(ownPages.length).toBeGreaterThan(tenant.locations.length + 3);
    const notOk: string[] = [];
    for (const path of ownPages) {
      const { status } = await get(port, host, path);
      if (status !== 200) notOk.push(`${status} ${path}`);
    }
    expect(notOk).toEqual([]);
  });

  test(`${tenant.slug}: the home page describes the dealer as an AutoDealer`, async ({ port }) => {
    const home = await get(port, `${tenant.domains[0]}:${port}`, "/");
    const dealer = jsonLdBlocks(home.body).find((block) => block["@type"] === "AutoDealer") as
      | { name: string; address: { addressLocality: string }; department: { geo: unknown; openingHoursSpecification: unknown[] }[] }
      | undefined;
    expect(dealer?.name).toBe(tenant.name);
    expect(dealer?.address.addressLocality).toBe(tenant.address.city);
    expect(dealer?.department).toHaveLength(tenant.locations.length);
    expect(dealer?.department.every((location) => location.geo && location.openingHoursSpecification.length > 0)).toBe(true);
  });
}
