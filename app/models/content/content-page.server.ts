import type { Tenant } from "~/tenants/schema";
import { content, type ContentPage } from "./content.server";

/** A content page for a loader, or a thrown 404 (shown in the tenant's theme by the root). */
export async function requireContentPage(tenant: Tenant, ...segments: string[]): Promise<ContentPage> {
  const page = await content.page(tenant, ...segments);
  if (!page) throw new Response(null, { status: 404, statusText: "Not Found" });
  return page;
}
