import { redirect } from "@remix-run/node";
import { notFound } from "~/server/http";
import { contentFor } from "~/tenants/content/content.server";
import type { Tenant } from "~/tenants/schema";
import type { CatalogueModel, ModelRange } from "~/tenants/fields/model-range";
import { findModel, modelSegment } from "~/models/model-range/catalogue";

/** The tenant's model range; a tenant without one has no /models pages (404). */
export function requireModelRange(tenant: Tenant): ModelRange {
  const range = contentFor(tenant.slug).models;
  if (!range) throw notFound("This dealer has no model pages.");
  return range;
}

/**
 * The model a /models/{segment} address names. Another spelling of a known model redirects to
 * the tenant's own (§2: "models/toyota-{name}; models/new-toyota-{name}-vehicle for one
 * dealer"), keeping what follows the segment (`suffix`, e.g. "/accessories").
 */
export function requireModel(
  tenant: Tenant,
  segment: string,
  { suffix = "", redirectOtherSpellings = true }: { suffix?: string; redirectOtherSpellings?: boolean } = {},
): { range: ModelRange; model: CatalogueModel } {
  const range = requireModelRange(tenant);
  const found = findModel(range, segment);
  if (!found) throw notFound("We couldn't find that model. It may no longer be sold here.");
  if (!found.canonical && redirectOtherSpellings) {
    throw redirect(`/models/${modelSegment(found.model, range.urlPattern)}${suffix}`, 301);
  }
  return { range, model: found.model };
}
