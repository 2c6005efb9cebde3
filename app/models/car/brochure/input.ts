import type { ImageHost } from "~/adapters/images/port";

export interface BrochureInput {
  /** "2021 Toyota Corolla Ascent Sport" */
  title: string;
  /** "Used · Stock #AB123" */
  subtitle?: string;
  /** "$24,990", "Enquire for price.", "PREORDER" or "$129/week" */
  priceText: string;
  /** The previous price, struck through. */
  wasPriceText?: string;
  /** The SOLD notice. */
  statusNotice?: string;
  /** A site path under public/, e.g. "/stock/toyota-corolla-hatch-white.svg", or a photo's URL. */
  photoPath?: string;
  /** The dealer's photo hosts, besides the operator's, a remote photo may come from. */
  photoHosts?: readonly ImageHost[];
  specs: { label: string; value: string }[];
  features: string[];
  /** The dealer's comments on the car, paragraphs split by line breaks. */
  comments?: string;
  dealer: { name: string; phone?: string; address?: string; website: string; openingHours?: string[] };
  /** The vehicle page, printed (and linked) in the footer. */
  pageUrl: string;
  /** "#c8102e" */
  accentColor?: string;
  generatedAt: Date;
}
