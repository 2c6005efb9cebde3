import { notFound } from "~/server/http";
import { modelHrefFor } from "~/models/model-range/catalogue";
import { contentFor } from "~/tenants/content/content.server";
import type { Tenant } from "~/tenants/schema";
import { findOffer, offerView, type OfferView } from "~/models/offers/offer";
import { visibleOffers } from "~/models/offers/truncate";

/** The offers the tenant's site shows (§4: those excluded for the site are hidden). */
export function offersForSite(tenant: Tenant): OfferView[] {
  const content = contentFor(tenant.slug);
  return visibleOffers(content.offers, tenant.id).map((offer) => offerView(offer, modelHrefFor(content.models)));
}

/**
 * The offer at /offers/{id} or /offers/{manufacturer}/{offerId}; a 404 Response for an
 * unknown, malformed or hidden one. An offer with a make found at the short address is sent to
 * its own, so each offer has one address.
 */
export function requireOffer(tenant: Tenant, params: { id: string; manufacturerSlug?: string }): OfferView {
  const content = contentFor(tenant.slug);
  const offer = findOffer(content.offers, params, tenant.id);
  if (!offer) throw notFound("We couldn't find that offer. It may have ended, or the link may be out of date.");
  const view = offerView(offer, modelHrefFor(content.models));
  if (params.manufacturerSlug === undefined && view.href !== `/offers/${params.id}`) {
    throw new Response(null, { status: 301, headers: { Location: view.href } });
  }
  return view;
}
