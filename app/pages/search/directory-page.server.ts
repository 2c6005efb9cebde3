import type { AppLoadContext } from "@remix-run/node";
import type { Kysely } from "kysely";
import { getDatabase } from "~/db/client.server";
import type { Database } from "~/db/schema";
import type { Tenant } from "~/tenants/schema";
import { siteOrigin } from "~/tenants/tenant.server";
import { directoryPageData } from "~/models/search/directories";
import { requestTenant } from "~/pages/request-tenant.server";

/**
 * A directory route's loader (/dealerships, /manufacturers; search-journey §7): the request's
 * tenant, its filters read from the URL, that page of the directory, and what `directoryMeta`
 * needs. Each route says only what differs: its filters, its query and its description.
 */
export async function loadDirectoryPage<Filters, Directory extends { page: number }>(
  request: Request,
  context: AppLoadContext,
  directory: {
    path: string;
    parseFilters: (params: URLSearchParams) => Filters;
    /** The filters as the page links and the canonical URL spell them. */
    filterValues: (filters: Filters) => Record<string, string>;
    search: (db: Kysely<Database>, tenant: Tenant, filters: Filters) => Promise<Directory>;
    description: (tenant: Tenant) => string;
  },
) {
  const tenant = requestTenant(request, context);
  const filters = directory.parseFilters(new URL(request.url).searchParams);
  return directoryPageData({
    path: directory.path,
    origin: siteOrigin(request, tenant),
    dealerName: tenant.name,
    filters,
    filterValues: directory.filterValues(filters),
    directory: await directory.search(await getDatabase(), tenant, filters),
    description: directory.description(tenant),
  });
}
