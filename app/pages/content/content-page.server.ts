import { isRevealGranted } from "~/models/phone-reveal/reveal-grant.server";
import { notFound } from "~/server/http";
import type { Tenant } from "~/tenants/schema";
import { siteOrigin } from "~/tenants/tenant.server";
import { content, type ContentPage, type ContentTenant } from "~/models/content/content.server";

/**
 * The tenant as its content pages may show it: on a tenant that masks numbers, `{{phone}}`
 * stays masked until the visitor reveals it (`?reveal=site`, search-journey §4, decision 039).
 */
export function contentTenantFor(tenant: Tenant, url: Pick<URL, "search">): ContentTenant {
  return { ...tenant, phoneMasked: tenant.features.phoneMasking && !isRevealGranted(tenant, url) };
}

/** A content page for a loader, or a thrown 404 (shown in the tenant's theme by the root). */
export async function requireContentPage(tenant: ContentTenant, ...segments: string[]): Promise<ContentPage> {
  const page = await content.page(tenant, ...segments);
  if (!page) throw notFound();
  return page;
}

/** What a Markdown page's route loads: the page, the dealer's name for the title, its canonical URL. */
export async function loadMarkdownPage(request: Request, tenant: Tenant, pathname: string, ...segments: string[]) {
  return {
    page: await requireContentPage(contentTenantFor(tenant, new URL(request.url)), ...segments),
    dealerName: tenant.name,
    canonical: `${siteOrigin(request, tenant)}${pathname}`,
  };
}
