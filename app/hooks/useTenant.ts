import { useRouteLoaderData } from "@remix-run/react";
import { createContext, useContext } from "react";
import type { loader as rootLoader } from "~/root";
import type { PublicTenant } from "~/tenants/public";

/**
 * The page's tenant in the server's render (entry.server provides the load context's
 * `renderOnly.tenant`): the page's data does not carry it (decision 045).
 */
export const RenderedTenantContext = createContext<PublicTenant | null>(null);

/**
 * The tenant shell the browser fetched (decision 045) and its address. The address names its
 * content: another comes with another tenant (a QA switch) or the dealer's changed settings,
 * and the root then loads the page anew.
 */
let fetchedShell: { href: string; tenant: PublicTenant } | null = null;

/** The address of the shell this page was hydrated with. */
export function fetchedShellHref(): string | undefined {
  return fetchedShell?.href;
}

/**
 * Fetches the shell at `href`: the head's preload has usually brought it already, and after
 * the first page the browser's cache has it. entry.client waits for it before hydrating.
 */
export async function loadTenantShell(href: string): Promise<void> {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`The site's settings (${href}) answered ${response.status}.`);
  fetchedShell = { href, tenant: (await response.json()) as PublicTenant };
}

/**
 * The current tenant, or null on a page without one (the root loader failed: an unknown
 * host). The server's render has it from the load context; the browser from the tenant shell,
 * or from the page's data where it differs (numbers revealed).
 */
export function useTenantOrNull(): PublicTenant | null {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  const rendered = useContext(RenderedTenantContext);
  if (!data) return null;
  return rendered ?? data.revealedTenant ?? fetchedShell?.tenant ?? null;
}

/** The current tenant: every page below the root has one. */
export function useTenant(): PublicTenant {
  const tenant = useTenantOrNull();
  if (!tenant) throw new Error("useTenant is used outside a tenant's page");
  return tenant;
}
