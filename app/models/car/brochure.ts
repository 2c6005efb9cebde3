import type { Tenant } from "~/tenants/schema";
import { formatAud } from "./display";
import type { BrochureInput } from "./brochure.server";
import type { VehicleView } from "./vehicle-view";

/** The brochure shows the key specs first, then the rest, as the page does. */
export function brochureFor(
  view: VehicleView,
  photoPath: string | null,
  tenant: Pick<Tenant, "name" | "brandColor" | "address" | "phones" | "imageHosts">,
  origin: string,
  now: Date,
): BrochureInput {
  const seen = new Set<string>();
  const specs = [...view.keyInformation, ...view.specs, ...view.caravanSpecs].filter((entry) => {
    if (seen.has(entry.label)) return false;
    seen.add(entry.label);
    return true;
  });
  const { street, city, state, postcode } = tenant.address;
  return {
    title: view.title,
    subtitle: view.eyebrow,
    priceText: view.price.text,
    ...(view.price.wasPrice !== undefined ? { wasPriceText: formatAud(view.price.wasPrice) } : {}),
    ...(view.sold ? { statusNotice: view.sold.notice } : {}),
    ...(photoPath ? { photoPath, photoHosts: tenant.imageHosts } : {}),
    specs,
    features: view.features,
    ...(view.dealerComments ? { comments: view.dealerComments } : {}),
    dealer: {
      name: view.dealership.name,
      phone: view.phone ?? tenant.phones.main,
      address: view.location?.address ?? `${street}, ${city} ${state} ${postcode}`,
      website: origin,
    },
    pageUrl: `${origin}/cars/${view.car.slug}`,
    ...(tenant.brandColor ? { accentColor: tenant.brandColor } : {}),
    generatedAt: now,
  };
}
