import { useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";
import type { PublicTenant } from "~/tenants/public";

/** The current tenant, from the root loader: every page below the root has one. */
export function useTenant(): PublicTenant {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  if (!data) throw new Error("useTenant is used outside a tenant's page");
  return data.tenant as PublicTenant;
}
