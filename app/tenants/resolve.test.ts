import { describe, it, expect } from "vitest";
import {
  BUILT_IN_PREVIEW_HOSTS,
  parsePreviewHosts,
  resolveTenant,
  type ResolveInput,
} from "./resolve";
import { TenantSchema, type Tenant } from "./schema";
import { tenantInput } from "./testing/tenant-input";

function tenant(slug: string, id: number, domains: string[]): Tenant {
  return TenantSchema.parse(tenantInput({ slug, id, domains, name: slug }));
}

const demo = tenant("demo-toyota", 1, ["www.demotoyota.com.au"]);
const group = tenant("group-motors", 2, ["www.groupmotors.com.au", "groupmotors.com.au"]);

function resolve(url: string, overrides: Partial<ResolveInput> = {}) {
  const parsed = new URL(url);
  return resolveTenant({
    url: parsed,
    host: parsed.host,
    qaCookie: undefined,
    tenants: [demo, group],
    previewHosts: BUILT_IN_PREVIEW_HOSTS,
    defaultTenantSlug: "demo-toyota",
    production: false,
    ...overrides,
  });
}

const slugOf = (resolution: ReturnType<typeof resolveTenant>) =>
  "tenant" in resolution ? resolution.tenant.slug : undefined;

describe("resolveTenant", () => {
  it("picks a tenant by its custom domain, with or without a port", () => {
    for (const production of [false, true]) {
      expect(resolve("https://groupmotors.com.au/", { production })).toEqual({
        kind: "tenant",
        tenant: group,
        preview: false,
      });
      expect(
        slugOf(resolve("https://x/", { host: "www.groupmotors.com.au:8443", production }))
      ).toBe("group-motors");
    }
  });

  it("ignores case and a trailing dot in the Host header", () => {
    expect(slugOf(resolve("https://x/", { host: "WWW.GroupMotors.com.au." }))).toBe("group-motors");
  });

  it("switches tenant on a preview host, dropping only the tenant parameter", () => {
    expect(
      resolve("http://localhost:3000/search/used-cars?make=Mazda&tenant=group-motors&page=2")
    ).toEqual({
      kind: "switch",
      tenant: group,
      location: "/search/used-cars?make=Mazda&page=2",
    });
  });

  it("switches to a bare path when tenant was the only parameter", () => {
    const resolution = resolve("http://127.0.0.1:3000/cars/abc?tenant=demo-toyota");
    expect(resolution).toMatchObject({ kind: "switch", location: "/cars/abc" });
  });

  it("switches to a path on this site even when the request's path reads as another host", () => {
    const resolution = resolve("http://localhost:3000//evil.com/?tenant=group-motors");
    expect(resolution).toMatchObject({ kind: "switch", location: "/" });
  });

  it("reports an unknown ?tenant= slug", () => {
    expect(resolve("http://localhost:3000/?tenant=nobody")).toEqual({
      kind: "unknown-tenant",
      slug: "nobody",
    });
  });

  it("ignores ?tenant= on a custom domain", () => {
    expect(resolve("https://www.demotoyota.com.au/?tenant=group-motors")).toMatchObject({
      kind: "tenant",
      tenant: demo,
    });
  });

  it("uses the QA cookie on a preview host", () => {
    expect(resolve("http://localhost:3000/", { qaCookie: "group-motors" })).toEqual({
      kind: "tenant",
      tenant: group,
      preview: true,
    });
  });

  it("ignores the QA cookie on a custom domain", () => {
    expect(
      slugOf(
        resolve("https://www.demotoyota.com.au/", { qaCookie: "group-motors", production: true })
      )
    ).toBe("demo-toyota");
  });

  it("falls back to the default tenant on a preview host with no choice", () => {
    expect(resolve("http://localhost:3000/")).toEqual({
      kind: "tenant",
      tenant: demo,
      preview: true,
    });
    expect(resolve("http://[::1]:3000/", { production: true })).toMatchObject({
      kind: "tenant",
      tenant: demo,
    });
    expect(slugOf(resolve("http://localhost:3000/", { qaCookie: "nobody" }))).toBe("demo-toyota");
  });

  it("treats PREVIEW_HOSTS extras as preview hosts, in production too", () => {
    const previewHosts = parsePreviewHosts(" qa.dealerplatform.dev , Preview.Example.com:8080,");
    expect(previewHosts).toEqual([
      ...BUILT_IN_PREVIEW_HOSTS,
      "qa.dealerplatform.dev",
      "preview.example.com",
    ]);
    expect(
      resolve("https://qa.dealerplatform.dev/?tenant=group-motors", {
        previewHosts,
        production: true,
      })
    ).toMatchObject({ kind: "switch", tenant: group, location: "/" });
    expect(
      resolve("https://preview.example.com:8080/", {
        previewHosts,
        production: true,
        qaCookie: "group-motors",
      })
    ).toEqual({ kind: "tenant", tenant: group, preview: true });
  });

  it("keeps only the built-in preview hosts when PREVIEW_HOSTS is unset", () => {
    expect(parsePreviewHosts(undefined)).toEqual(BUILT_IN_PREVIEW_HOSTS);
  });

  it("refuses an unknown host in production", () => {
    expect(
      resolve("https://unknown.example.com/?tenant=group-motors", {
        host: "unknown.example.com:443",
        production: true,
      })
    ).toEqual({ kind: "unknown-host", host: "unknown.example.com" });
  });

  it("serves the default tenant on an unknown host outside production", () => {
    expect(resolve("http://my-laptop.local:3000/")).toEqual({
      kind: "tenant",
      tenant: demo,
      preview: false,
    });
  });
});
