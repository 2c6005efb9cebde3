import { notFound } from "~/server/http";
import type { Tenant } from "~/tenants/schema";
import { siteOrigin } from "~/tenants/tenant.server";
import { content, type ContentPage } from "./content.server";

/** A content page for a loader, or a thrown 404 (shown in the tenant's theme by the root). */
export async function requireContentPage(tenant: Tenant, ...segments: string[]): Promise<ContentPage> {
  const page = await content.page(tenant, ...segments);
  if (!page) throw notFound();
  return page;
}

/** What a Markdown page's route loads: the page, the dealer's name for the title, its canonical URL. */
export async function loadMarkdownPage(request: Request, tenant: Tenant, pathname: string, ...segments: string[]) {
  return {
    page: await requireContentPage(tenant, ...segments),
    dealerName: tenant.name,
    canonical: `${siteOrigin(request, tenant)}${pathname}`,
  };
}
