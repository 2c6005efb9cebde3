import { contentFor } from "~/tenants/content/content.server";
import type { Tenant } from "~/tenants/schema";

/*
 * The forms that ask about a model rather than a car in stock (/book-test-drive,
 * /models/get-quote): the model select's names, the model a link names, and the make the
 * dealer's CRM gets with it.
 */

/** The tenant's model range names for the select, or none: then the model is typed in. */
export function modelNames(tenant: Pick<Tenant, "slug">): string[] {
  return contentFor(tenant.slug).models?.models.map((model) => model.name) ?? [];
}

/** The range's model a link names (?model=rav4 or ?model=RAV4), by slug or name; else undefined. */
export function modelAskedFor(tenant: Pick<Tenant, "slug">, url: URL): string | undefined {
  const asked = url.searchParams.get("model")?.toLowerCase();
  if (!asked) return undefined;
  return contentFor(tenant.slug).models?.models.find(
    (model) => model.slug === asked || model.name.toLowerCase() === asked,
  )?.name;
}

/**
 * A model from the tenant's range is of the range's make: the dealer's CRM gets both, not
 * an empty <make> (a group without one manufacturer has no make of its own to fall back on).
 */
export function rangeMakeOf(tenant: Pick<Tenant, "slug">, model: string): { vehicle_make: string } | Record<string, never> {
  const range = contentFor(tenant.slug).models;
  return range?.models.some((candidate) => candidate.name === model) ? { vehicle_make: range.make } : {};
}
