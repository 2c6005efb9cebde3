import type { CarType } from "~/db/schema";

// What each car shows: a profile of display states, then the car built to match it.

export type StatusChoice = "in_stock" | "coming_soon" | "sold_recently" | "sold_long_ago";
export type PriceChoice = "listed" | "none" | "zero" | "preorder" | "subscription" | "reduced";
export type FinanceChoice = "own" | "every" | "null_interest" | "null_comparison" | "empty" | "none";
export type MarketChoice = "above_state" | "above_national" | "near" | "none";

export interface Profile {
  carType: CarType;
  status: StatusChoice;
  reserved: boolean;
  /** Listed within the new-arrival window (8 days). */
  recent: boolean;
  tag: "Runout Sale" | "Test Drive Only" | null;
  /** A used Toyota in the certified pre-owned program (tag and badge). */
  certified: boolean;
  fuel: "Electric" | "Hybrid" | null;
  price: PriceChoice;
  images: boolean;
  rego: "past" | "future" | null;
  finance: FinanceChoice;
  market: MarketChoice;
  comments: "written" | "empty";
  history: boolean;
}

export const BASE_PROFILE: Profile = {
  carType: "used",
  status: "in_stock",
  reserved: false,
  recent: false,
  tag: null,
  certified: false,
  fuel: null,
  price: "listed",
  images: true,
  rego: null,
  finance: "own",
  market: "none",
  comments: "written",
  history: false,
};

/**
 * The display states of the spec, in combinations that fit together. Each tenant's first
 * cars cycle through the profiles its stock allows (three rounds), so every state shows on
 * every tenant that can have it, whatever the count:
 * new, demo, used; in_stock, coming_soon, sold within the sold window and before it;
 * reserved; created within 8 days; tags Runout Sale, Test Drive Only and Toyota Certified
 * Pre-Owned; certified; Electric and Hybrid; no price (null and 0); preorder; subscription
 * price; reduced price with a higher previous price; no images; rego expiry past and
 * future; finance quotes from every provider, with null interest and comparison rates, and
 * an empty lender record; market price above the price by more than 499 (state, national);
 * empty dealer comments; a history report file.
 */
export const COVERAGE_PROFILES: readonly Partial<Profile>[] = [
  { carType: "new", tag: "Runout Sale", price: "reduced", recent: true, finance: "every", fuel: "Hybrid" },
  { carType: "new", status: "coming_soon", price: "preorder", fuel: "Electric", images: false },
  { carType: "new", tag: "Test Drive Only", price: "subscription", finance: "null_interest" },
  {
    carType: "demo",
    reserved: true,
    tag: "Test Drive Only",
    finance: "null_comparison",
    fuel: "Hybrid",
    rego: "future",
  },
  { carType: "demo", status: "sold_recently", tag: "Runout Sale", fuel: "Electric", finance: "empty" },
  { carType: "used", status: "sold_long_ago", rego: "future", market: "above_state", finance: "empty" },
  {
    carType: "used",
    certified: true,
    recent: true,
    rego: "future",
    history: true,
    market: "above_state",
    finance: "every",
  },
  { carType: "used", price: "none", rego: "past", comments: "empty", images: false },
  { carType: "used", price: "zero", reserved: true, rego: "past", history: true, market: "near" },
  {
    carType: "used",
    status: "sold_recently",
    fuel: "Hybrid",
    rego: "future",
    price: "reduced",
    finance: "null_interest",
    market: "above_national",
  },
  {
    carType: "used",
    status: "coming_soon",
    fuel: "Electric",
    recent: true,
    price: "subscription",
    finance: "null_comparison",
    comments: "empty",
    market: "above_national",
  },
  { carType: "new", status: "sold_long_ago", comments: "empty" },
  { carType: "demo", status: "coming_soon", price: "none", images: false },
  { carType: "new", status: "sold_recently", recent: true, price: "zero" },
];
export const COVERAGE_ROUNDS = 3;
