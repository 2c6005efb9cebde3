import type { CarRow } from "~/db/schema";
import { CARD_IMAGE, imageUrl, priceDisplay } from "~/models/car/display";
import { toCar } from "~/models/car/car";
import { toPublicTenant } from "~/tenants/public";
import type { Tenant } from "~/tenants/schema";

/** The car a lead is about, as its form page and the success page show it: a small card. */
export interface LeadCarSummary {
  name: string;
  href: string;
  /** "Used · Stock U5001" */
  eyebrow: string;
  priceText: string;
  image: { src: string; alt: string } | null;
}

const CAR_TYPE_NAMES: Record<string, string> = { new: "New", demo: "Demo", used: "Used" };

export function leadCarSummary(row: CarRow, tenant: Tenant): LeadCarSummary {
  const car = toCar(row, tenant);
  const picture = car.primary_image_url;
  return {
    name: row.name,
    href: `/cars/${row.slug}`,
    eyebrow: [CAR_TYPE_NAMES[car.car_type] ?? car.car_type, car.stocknum ? `Stock ${car.stocknum}` : null]
      .filter(Boolean)
      .join(" · "),
    priceText: priceDisplay(car, toPublicTenant(tenant)).text,
    image: picture ? { src: imageUrl(picture, { width: CARD_IMAGE.width }), alt: row.name } : null,
  };
}

/**
 * The Make an Offer amount's placeholder: "placeholder shows the vehicle price" (§5), the
 * price a shopper sees; none for a car without a real price (Enquire for price.).
 */
export function offerPlaceholder(row: CarRow, tenant: Tenant): string | undefined {
  const price = priceDisplay(toCar(row, tenant), toPublicTenant(tenant));
  return price.kind === "price" ? price.text : undefined;
}
