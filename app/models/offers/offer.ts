import { slugify } from "~/models/slug";
import { collapseOfferDescription, truncateDisclaimer, type CollapsibleText, type Offer } from "./truncate";

/*
 * Where an offer of the tenant's content (tenants/fields/offer.ts, vehicle-page §3 Offer) lives:
 * /offers/{id}, or /offers/{manufacturer}/{offerId} when it names a make (§2).
 */

/** §3: manufacturer is "name or string". */
export function offerManufacturer(offer: Pick<Offer, "manufacturer">): string | null {
  if (!offer.manufacturer) return null;
  return typeof offer.manufacturer === "string" ? offer.manufacturer : offer.manufacturer.name;
}

/** §2: "/offers/{manufacturer}/{offerId}" for a make's offer, "/offers/{id}" otherwise. */
export function offerPath(offer: Pick<Offer, "id" | "manufacturer">): string {
  const manufacturer = offerManufacturer(offer);
  return manufacturer ? `/offers/${slugify(manufacturer)}/${offer.id}` : `/offers/${offer.id}`;
}

/**
 * The offer's text as plain text: the sanitized description when the feed has one, else the
 * description with its markup removed, so the collapsed text never cuts a tag in half.
 */
export function offerText(offer: Pick<Offer, "description" | "sanitized_description">): string {
  const text = offer.sanitized_description ?? offer.description ?? "";
  return text
    .replace(/<br\s*\/?>|<\/p>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The offer an /offers/... address names, if the site shows it (§4: an offer excluded for the
 * site is hidden, also from its own address). A manufacturer segment must be the offer's own.
 */
export function findOffer<T extends Offer>(
  offers: readonly T[],
  { id, manufacturerSlug }: { id: string; manufacturerSlug?: string },
  websiteId: number,
): T | undefined {
  if (!/^\d+$/.test(id)) return undefined;
  const offer = offers.find((candidate) => candidate.id === Number(id));
  if (!offer || offer.excluded_website_ids?.includes(websiteId)) return undefined;
  if (manufacturerSlug !== undefined) {
    const manufacturer = offerManufacturer(offer);
    if (!manufacturer || slugify(manufacturer) !== manufacturerSlug) return undefined;
  }
  return offer;
}

/** An offer as its card shows it: texts collapsed by §4's rules, links resolved. */
export interface OfferView {
  id: number;
  name: string;
  href: string;
  manufacturer: string | null;
  modelName: string | null;
  /** The model's own page or stock, when the offer names a model. */
  modelHref: string | null;
  imageUrl: string | null;
  description: CollapsibleText | null;
  disclaimer: CollapsibleText | null;
}

export function offerView(offer: Offer, modelHref: (model: NonNullable<Offer["model"]>) => string | null = () => null): OfferView {
  const text = offerText(offer);
  const disclaimer = offer.disclaimer?.trim();
  return {
    id: offer.id,
    name: offer.name,
    href: offerPath(offer),
    manufacturer: offerManufacturer(offer),
    modelName: offer.model?.name ?? null,
    modelHref: offer.model ? (offer.model.override_url ?? modelHref(offer.model)) : null,
    imageUrl: offer.image_url,
    description: text ? collapseOfferDescription(text) : null,
    disclaimer: disclaimer ? truncateDisclaimer(disclaimer) : null,
  };
}
