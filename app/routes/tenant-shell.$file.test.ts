import { describe, expect, it } from "vitest";
import { tenantShellFile } from "~/models/shell/tenant-shell.server";
import { loadContext } from "~/server/testing/load-context";
import { tenants } from "~/tenants";
import { loader } from "./tenant-shell.$file";

const siteOf = (tenant: (typeof tenants)[number]) => `https://${tenant.domains[0]}`;

describe("GET /tenant-shell/<hash>.json (decision 045)", () => {
  it("serves each site its own shell under a name that changes with it, cached for good", async () => {
    const names = new Set<string>();
    for (const tenant of tenants) {
      const file = tenantShellFile(tenant);
      names.add(file.name);
      const response = await loader({ request: new Request(`${siteOf(tenant)}${file.href}`), params: { file: file.name }, context: loadContext() });
      expect(response.status, tenant.slug).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      expect(((await response.json()) as { slug: string }).slug).toBe(tenant.slug);
    }
    expect(names.size).toBe(tenants.length);
  });

  it("serves any tenant's shell on a preview host, whichever tenant the request's cookie names", async () => {
    const other = tenants.find((tenant) => tenant.slug !== tenants[0]!.slug)!;
    const file = tenantShellFile(other);
    const request = new Request(`http://localhost:3000${file.href}`, { headers: { cookie: `qa_tenant=${tenants[0]!.slug}` } });
    const response = await loader({ request, params: { file: file.name }, context: loadContext() });
    expect(((await response.json()) as { slug: string }).slug).toBe(other.slug);
  });

  it.each(["another-site.json", "__proto__", "x\u0000.json", ""])("answers a name that is not a dealer domain's own shell (%j) with a 404 nobody keeps", async (name) => {
    const [tenant, other] = tenants;
    const file = name === "another-site.json" ? tenantShellFile(other!).name : name;
    const response = await loader({ request: new Request(`${siteOf(tenant!)}/tenant-shell/x`), params: { file }, context: loadContext() });
    expect(response.status).toBe(404);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });
});
