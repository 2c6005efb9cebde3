import { sameSitePath } from "~/utils/same-site-path";
import type { Tenant } from "./schema";

export const QA_TENANT_COOKIE = "qa_tenant";
export const QA_TENANT_PARAM = "tenant";
/** Hosts where ?tenant= switches dealers: a developer's machine or a QA preview. */
export const BUILT_IN_PREVIEW_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

export interface ResolveInput {
  url: URL;
  /** The Host header: a host name, perhaps with a port. */
  host: string | null;
  /** The qa_tenant cookie's value, if the request carried one. */
  qaCookie: string | undefined;
  tenants: readonly Tenant[];
  previewHosts: readonly string[];
  defaultTenantSlug: string;
  production: boolean;
}

export type Resolution =
  | { kind: "tenant"; tenant: Tenant; preview: boolean }
  /** A ?tenant= visit on a preview host: remember the choice and drop the parameter. */
  | { kind: "switch"; tenant: Tenant; location: string }
  | { kind: "unknown-host"; host: string }
  | { kind: "unknown-tenant"; slug: string };

export function hostnameOf(host: string | null): string {
  if (!host) return "";
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith("[")) return trimmed.slice(0, trimmed.indexOf("]") + 1);
  return trimmed.replace(/:\d+$/, "").replace(/\.$/, "");
}

export function parsePreviewHosts(value: string | undefined): string[] {
  const extra = (value ?? "")
    .split(",")
    .map((h) => hostnameOf(h))
    .filter(Boolean);
  return [...BUILT_IN_PREVIEW_HOSTS, ...extra];
}

/**
 * Picks the dealer for a request (DESIGN.md, data flow step 1): a custom domain names its
 * tenant; a preview host takes ?tenant=, then the QA cookie, then the default demo tenant;
 * any other host is unknown in production and the default demo tenant elsewhere.
 */
export function resolveTenant(input: ResolveInput): Resolution {
  const host = hostnameOf(input.host);
  const bySlug = (slug: string) => input.tenants.find((t) => t.slug === slug);
  const byDomain = input.tenants.find((t) => t.domains.includes(host));
  if (byDomain) return { kind: "tenant", tenant: byDomain, preview: false };

  const preview = input.previewHosts.includes(host);
  if (!preview && input.production) return { kind: "unknown-host", host };

  const requested = input.url.searchParams.get(QA_TENANT_PARAM);
  if (preview && requested !== null) {
    const tenant = bySlug(requested.trim().toLowerCase());
    if (!tenant) return { kind: "unknown-tenant", slug: requested };
    const rest = new URL(input.url);
    rest.searchParams.delete(QA_TENANT_PARAM);
        // The request's own path, but "//evil.com/?tenant=x" must not redirect to another host.
    return { kind: "switch", tenant, location: sameSitePath(rest.pathname + rest.search + rest.hash) };
  }

  const fromCookie = preview && input.qaCookie ? bySlug(input.qaCookie) : undefined;
  const fallback = fromCookie ?? bySlug(input.defaultTenantSlug) ?? input.tenants[0];
  if (!fallback) throw new Error("No tenants are configured");
  return { kind: "tenant", tenant: fallback, preview };
}
