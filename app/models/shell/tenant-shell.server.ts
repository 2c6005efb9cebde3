import { createHash } from "node:crypto";
import { toTenantShell, type PublicTenant } from "~/tenants/public";
import type { Tenant } from "~/tenants/schema";

/** Where the browser fetches the tenant shell from; the name is its content's hash. */
export const TENANT_SHELL_PATH = "/tenant-shell/";

export interface TenantShellFile {
  /** `<hash>.json`: a new file whenever the tenant's public part changes, so it is cached for good. */
  name: string;
  href: string;
  json: string;
  /** The shell itself, shared by every request's server render (read, never changed). */
  tenant: PublicTenant;
}

// Tenants are fixed for the life of the process (the registry is built at start).
const files = new WeakMap<Tenant, TenantShellFile>();

/**
 * The tenant shell as a file (decision 045): the public tenant, which every page's header,
 * footer and cards read, served once and cached by the browser instead of inlined in every
 * page's data (7 kB of a search page).
 */
export function tenantShellFile(tenant: Tenant): TenantShellFile {
  let file = files.get(tenant);
  if (!file) {
    const shell = toTenantShell(tenant);
    const json = JSON.stringify(shell);
    const name = `${createHash("sha256").update(json).digest("base64url").slice(0, 16)}.json`;
    file = { name, href: `${TENANT_SHELL_PATH}${name}`, json, tenant: shell };
    files.set(tenant, file);
  }
  return file;
}
