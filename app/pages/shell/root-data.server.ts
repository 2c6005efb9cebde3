import { readToast, withHeaders } from "~/pages/auth/session.server";
import { brandMenus } from "~/models/model-range/brand-menu";
import { readList } from "~/pages/watchlist/lists.server";
import { getDatabase } from "~/db/client.server";
import { getUser } from "~/pages/auth/session.server";
import { listWatchlist } from "~/models/watchlist/watchlist.server";
import { brandStyleFor } from "~/styles/themes";
import { contentFor } from "~/tenants/content/content.server";
import { isRevealGranted } from "~/models/phone-reveal/reveal-grant.server";
import type { AppLoadContext } from "@remix-run/node";
import type { Tenant } from "~/tenants/schema";
import { pageTenantBesideShell } from "~/tenants/public";
import { tenantShellFile } from "~/models/shell/tenant-shell.server";
import { requestTenant } from "~/pages/request-tenant.server";

/**
 * The root loader's data: what the header, the footer and every page's shared parts show.
 * One `.server` module, so the root's browser chunk imports none of the modules only the
 * loader uses.
 *
 * The tenant itself is not in it (decision 045): the browser fetches the tenant shell once
 * for the site and caches it (a page whose numbers were revealed carries its own); the
 * server's render of a page takes the page's tenant from the load context's `renderOnly`.
 */
export async function rootData(request: Request, context: AppLoadContext) {
  const tenant = requestTenant(request, context);
  const content = contentFor(tenant.slug);
  const shell = tenantShellFile(tenant);
  const revealedTenant = pageTenantBesideShell(tenant, isRevealGranted(tenant, new URL(request.url)));
  // The server renders with the tenant the browser hydrates with; the shell is built once.
  if (context.documentRequest) context.renderOnly.tenant = revealedTenant ?? shell.tenant;
  // A flash toast (search-journey §4 Toasts) is read once: the headers clear it from the cookie.
  const { toast, headers } = await readToast(request, tenant);
  return withHeaders(headers, {
    tenantShell: shell.href,
    revealedTenant,
    toast,
    // The Save buttons of the page show the signed-in shopper's saved cars.
    watchlistIds: tenant.features.garage ? await watchlistIdsFor(request, tenant) : [],
    // The header's Saved and Compare links show how many cars each list holds.
    lists: {
      favourites: tenant.features.favourites ? (await readList(request, "favourites")).length : null,
      compare: tenant.features.compare ? (await readList(request, "compare")).length : null,
    },
    // The New Vehicles dropdown's cards come when it opens (routes/api.model-menu.ts).
    hasModelMenu: Boolean(content.models),
    // A dealer group's brand mega-menus (vehicle-page §2), their logos looked up here.
    brandMenus: brandMenus(tenant.menus.main, tenant.dealerships),
    // vehicle-page §4: the popup's dismissal is remembered per dealership slug.
    popup: content.popup ? { props: content.popup, dealershipSlug: tenant.dealerships[0]!.slug } : null,
    // Worked out here, so the contrast rules stay out of every page's JavaScript.
    brandStyle: brandStyleFor(tenant),
  });
}

/** The car ids the page's Save buttons show as saved: none for an anonymous shopper. */
async function watchlistIdsFor(request: Request, tenant: Pick<Tenant, "id">): Promise<number[]> {
  const user = await getUser(request, tenant);
  return user ? listWatchlist(await getDatabase(), tenant, user.id) : [];
}
