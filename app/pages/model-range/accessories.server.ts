import { notFound } from "~/server/http";
import type { Tenant } from "~/tenants/schema";
import type { Accessory } from "~/tenants/fields/model-range";
import { accessoriesOf, accessoriesPath, modelCard, type ModelCard } from "~/models/model-range/catalogue";
import { requireModel } from "./models.server";

/**
 * A model's accessories page, at /models/{segment}/accessories or /{segment}/accessories
 * (vehicle-page §2). A model without accessories has no page.
 */
export function accessoriesPage(
  tenant: Tenant,
  segment: string,
  { redirectOtherSpellings }: { redirectOtherSpellings: boolean },
): { make: string; card: ModelCard; accessories: Accessory[]; canonicalPath: string } {
  const { range, model } = requireModel(tenant, segment, { suffix: "/accessories", redirectOtherSpellings });
  const accessories = accessoriesOf(range, model.slug);
  if (accessories.length === 0) {
    throw notFound(`There are no accessories listed for the ${model.name} yet.`);
  }
  return { make: range.make, card: modelCard(model, range), accessories, canonicalPath: accessoriesPath(model, range.urlPattern) };
}
