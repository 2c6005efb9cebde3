import { DEALER_COMMENTS_LIMIT } from "~/models/car/vehicle";

/*
 * Collapsed texts with a toggle (vehicle-page §4 Offers, §9 "offer truncation 160 (threshold
 * 200), disclaimer 200"; search-journey §4 "Dealer comments are truncated to 400 characters
 * with a more/less toggle") and the offers a site shows. The texts are plain text: an offer's
 * sanitized_description is stripped of its markup before it is collapsed.
 */

/** §9: an offer description is collapsed only when it is longer than 200 characters... */
export const OFFER_DESCRIPTION_THRESHOLD = 200;
/** ...and then to "about 160 characters" (§4), cut on a word boundary. */
export const OFFER_DESCRIPTION_COLLAPSED_LENGTH = 160;
/** §9: "disclaimer 200". */
export const OFFER_DISCLAIMER_LIMIT = 200;

export const ELLIPSIS = "…";

export interface ToggleLabels {
  more: string;
  less: string;
}

/** §4: "toggled View more / View less". */
export const OFFER_DESCRIPTION_TOGGLE: ToggleLabels = { more: "View more", less: "View less" };
/** §4: "toggled View full disclaimer / less disclaimer". */
export const OFFER_DISCLAIMER_TOGGLE: ToggleLabels = { more: "View full disclaimer", less: "less disclaimer" };
/** search-journey §4: "a more/less toggle". */
export const DEALER_COMMENTS_TOGGLE: ToggleLabels = { more: "more", less: "less" };

/** A text as first shown (`short`), the whole of it, and the toggle's labels when it was cut. */
export interface CollapsibleText {
  short: string;
  full: string;
  toggle: ToggleLabels | null;
}

/** §3 Offer, as the offers feed gives it. */
export interface Offer {
  id: number;
  name: string;
  description: string | null;
  sanitized_description: string | null;
  disclaimer: string | null;
  image_url: string | null;
  manufacturer: string | { name: string } | null;
  model: { name: string; slug: string; override_url: string | null } | null;
  excluded_website_ids: readonly number[] | null;
}

/**
 * A text cut to at most `limit` characters before an ellipsis: at the last space inside the
 * limit, so no word is split, unless that would lose more than half the limit (a long URL),
 * then at the limit itself. Trailing spaces and separators go before the ellipsis.
 */
export function truncateText(text: string, limit: number): { text: string; truncated: boolean } {
  if (text.length <= limit) return { text, truncated: false };
  const head = text.slice(0, limit);
  const wordEnd = /\s/.test(text.charAt(limit)) ? limit : head.search(/\s\S*$/);
  const cut = wordEnd > limit / 2 ? head.slice(0, wordEnd) : head;
  return { text: `${cut.replace(/[\s,;:\-–—]+$/, "")}${ELLIPSIS}`, truncated: true };
}

function collapsible(text: string, threshold: number, limit: number, toggle: ToggleLabels): CollapsibleText {
  if (text.length <= threshold) return { short: text, full: text, toggle: null };
  return { short: truncateText(text, limit).text, full: text, toggle };
}

/** §4: "Description collapsed to about 160 characters when longer than 200, toggled View more / View less". */
export function collapseOfferDescription(text: string): CollapsibleText {
  return collapsible(text, OFFER_DESCRIPTION_THRESHOLD, OFFER_DESCRIPTION_COLLAPSED_LENGTH, OFFER_DESCRIPTION_TOGGLE);
}

/** §4: "disclaimer truncated at 200, toggled View full disclaimer / less disclaimer". */
export function truncateDisclaimer(text: string): CollapsibleText {
  return collapsible(text, OFFER_DISCLAIMER_LIMIT, OFFER_DISCLAIMER_LIMIT, OFFER_DISCLAIMER_TOGGLE);
}

/** search-journey §4: "Dealer comments are truncated to 400 characters with a more/less toggle". */
export function truncateComments(text: string, limit: number = DEALER_COMMENTS_LIMIT): CollapsibleText {
  return collapsible(text, limit, limit, DEALER_COMMENTS_TOGGLE);
}

/** §4: "Offers whose excluded_website_ids include the site are hidden". */
export function visibleOffers<T extends Pick<Offer, "excluded_website_ids">>(offers: readonly T[], websiteId: number): T[] {
  return offers.filter((offer) => !offer.excluded_website_ids?.includes(websiteId));
}
