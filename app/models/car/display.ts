import { densityWidths, srcsetWidths } from "~/adapters/images/port";
import type { Car } from "~/models/car/car";
import type { CardCar } from "./card";
import { formatAud, REAL_PRICE_ABOVE } from "./amounts";
import { AVAILABLE_STATUSES } from "./listing";
import { certifiedProgramFor, type CertifiedProgram } from "~/tenants/certified-programs";
import type { PublicTenant } from "~/tenants/public";

/*
 * How a car presents itself on a card and on its page: price precedence, tags, actions and
 * phone choice (search-journey §4, vehicle-page §4 and §9). Pure functions of the search
 * record and the tenant, so the server render, the client and the JSON-LD agree.
 */

export { formatAud, formatKm, REAL_PRICE_ABOVE } from "./amounts";

/** search-journey §9 "New tag: cars younger than 8 days". */
export const NEW_ARRIVAL_DAYS = 8;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PriceDisplay {
  kind: "subscription" | "price" | "preorder" | "no-price";
  amount?: number;
  /** The previous price, struck through; only when it is higher than the current one. */
  wasPrice?: number;
  reduced: boolean;
  text: string;
}

type PricedCar = Pick<
  Car,
  "price" | "before_price" | "offer_price" | "subscription_price" | "preorder"
> &
  Partial<Pick<Car, "car_price">>;

/**
 * The price a shopper sees, by the precedence of vehicle-page §4: (1) the weekly
 * subscription where the dealer offers subscriptions, (2) the reduced or car price when it
 * is a real price (above 10), (3) PREORDER, (4) the dealer's no-price text.
 *
 * The record's `price` is already the listing price: the offer price when it undercuts
 * (records.ts), so an offer equal to `price` is the offer in effect, which is what
 * "reduced" marks. The was-price is the recorded previous price (`before_price`), shown
 * only when it is higher than what the car costs now.
 */
export function priceDisplay(
  car: PricedCar,
  tenant: Pick<PublicTenant, "features" | "labels">
): PriceDisplay {
  const subscription = car.subscription_price ?? 0;
  if (tenant.features.subscriptions && subscription > 0) {
    return {
      kind: "subscription",
      amount: subscription,
      reduced: false,
      text: `${formatAud(subscription)}/week`,
    };
  }
  if (car.price > REAL_PRICE_ABOVE) {
    const offer = car.offer_price ?? 0;
    // Reduced: the offer price is the one shown and it differs from the car's own price.
    const reduced = offer > REAL_PRICE_ABOVE && offer === car.price && offer !== (car.car_price ?? null);
    const previous = car.before_price ?? 0;
    return {
      kind: "price",
      amount: car.price,
      ...(previous > car.price ? { wasPrice: previous } : {}),
      reduced,
      text: formatAud(car.price),
    };
  }
  if (car.preorder) return { kind: "preorder", reduced: false, text: "PREORDER" };
  return { kind: "no-price", reduced: false, text: tenant.labels.noPrice };
}

/** vehicle-page §4: in_stock and coming_soon count as available. */
export function isAvailable(car: Pick<Car, "status">): boolean {
  return (AVAILABLE_STATUSES as readonly string[]).includes(car.status);
}

export function isSold(car: Pick<Car, "status">): boolean {
  return car.status === "sold";
}

/**
 * The certified logo is for a certified, unsold, used car (vehicle-page §5) of a make whose
 * program the tenant sells; it shows that program.
 */
export function certifiedLogoProgram(
  car: Pick<Car, "certified" | "make" | "car_type" | "status">,
  tenant: Pick<PublicTenant, "certifiedPrograms">
): CertifiedProgram | null {
  return car.certified && car.car_type === "used" && !isSold(car) ? certifiedProgramFor(tenant, car.make) : null;
}

export type TagTone =
  | "reserved"
  | "coming-soon"
  | "sold"
  | "new-arrival"
  | "sale"
  | "info"
  | "certified"
  | "green"
  | "neutral";

export interface CardTag {
  text: string;
  tone: TagTone;
}

/** Tag texts with their own colour (search-journey §4 "Tag text such as Runout Sale has its own colour"). */
const TAG_TONES: Record<string, TagTone> = {
  "Runout Sale": "sale",
  "Test Drive Only": "info",
};

/** Tags that sell the car (a sale, a test drive): a sold car has nothing left to sell. */
const SELLING_TONES: readonly TagTone[] = ["sale", "info"];

/** simple_fuel values that earn the green tag, and the tag's text. */
const GREEN_FUELS: Record<string, string> = {
  Electric: "Electric",
  Hybrid: "Hybrid",
  "Plug-in Hybrid": "Hybrid",
};

/** search-journey §9: younger than 8 days. `now` is epoch ms, `created_at` epoch seconds. */
export function isNewArrival(car: Pick<Car, "created_at">, now: number): boolean {
  return now - car.created_at * 1000 < NEW_ARRIVAL_DAYS * DAY_MS;
}

/**
 * The tag banners of a card, in the order they stack (search-journey §4). A sold car is not
 * also a New Arrival nor on sale (JUST SOLD beside Runout Sale), and the certified tag of a car that shows the certified logo is not
 * repeated as a banner.
 */
export function cardTags(
  car: CardCar,
  tenant: Pick<PublicTenant, "features" | "labels" | "certifiedPrograms">,
  now: number
): CardTag[] {
  const tags: CardTag[] = [];
  const sold = isSold(car);
  if (car.reserved) tags.push({ text: "RESERVED", tone: "reserved" });
  if (car.status === "coming_soon") tags.push({ text: "COMING SOON", tone: "coming-soon" });
  if (sold) tags.push({ text: tenant.labels.soldTag, tone: "sold" });
  if (!sold && isNewArrival(car, now)) tags.push({ text: tenant.labels.newArrival, tone: "new-arrival" });
  const ownTag = car.tag?.trim();
  if (ownTag) {
    // A program's name as the tag is its banner, unless the card already shows the program's logo.
    const program = tenant.certifiedPrograms.find((candidate) => candidate.name === ownTag);
    const tone = program ? "certified" : (TAG_TONES[ownTag] ?? "neutral");
    const shownAsLogo = program && certifiedLogoProgram(car, tenant) === program;
    if (!shownAsLogo && !(sold && SELLING_TONES.includes(tone))) tags.push({ text: ownTag, tone });
  }
  const green = car.simple_fuel ? GREEN_FUELS[car.simple_fuel] : undefined;
  if (tenant.features.greenEvTag && green) tags.push({ text: green, tone: "green" });
  return tags;
}

export type CardActionKind =
  | "details"
  | "enquire"
  | "test-drive"
  | "reserve"
  | "finance"
  | "trade-in"
  | "find-similar";

export interface CardAction {
  kind: CardActionKind;
  label: string;
  href: string;
}

/**
 * Eligibility for online reservation (search-journey §5 leaves the rule unstated): the
 * dealer reserves online, and the car is on the yard (in_stock: available and unsold, but
 * not a coming-soon car), unreserved, with a real price.
 */
export function isReservable(
  car: Pick<Car, "status" | "reserved" | "price">,
  tenant: Pick<PublicTenant, "features">
): boolean {
  return (
    tenant.features.reservation && car.status === "in_stock" && !car.reserved && car.price > REAL_PRICE_ABOVE
  );
}

/**
 * The tenant's search list narrowed to the car's make and model, of cars one can still buy:
 * from a sold car it must not list that car (or others sold) again.
 */
export function findSimilarHref(
  car: Pick<Car, "make" | "model">,
  tenant: Pick<PublicTenant, "search">
): string {
  const params = new URLSearchParams({ make: car.make, model: car.model });
  for (const status of AVAILABLE_STATUSES) params.append("status", status);
  return `${tenant.search.path}?${params}`;
}

/** The price a card shows: none for a sold car, whose price no one can pay any more. */
export function cardPrice(
  car: PricedCar & Pick<Car, "status">,
  tenant: Pick<PublicTenant, "features" | "labels">
): PriceDisplay | null {
  return isSold(car) ? null : priceDisplay(car, tenant);
}

/**
 * The card's buttons in order (search-journey §2, vehicle-page §2 and §4). A car that is
 * neither in stock nor available shows only Find Me Something Similar.
 */
export function cardActions(
  car: CardCar,
  tenant: Pick<PublicTenant, "features" | "labels" | "reservation" | "finance" | "search">
): CardAction[] {
  const { labels } = tenant;
  if (!isAvailable(car)) {
    return [{ kind: "find-similar", label: labels.findSimilar, href: findSimilarHref(car, tenant) }];
  }
  const page = `/cars/${car.slug}`;
  const actions: CardAction[] = [
    { kind: "details", label: labels.viewDetails, href: page },
    { kind: "enquire", label: labels.enquire, href: `${page}#enquire` },
    { kind: "test-drive", label: labels.testDrive, href: `${page}/test-drive` },
  ];
  if (isReservable(car, tenant)) {
    actions.push({
      kind: "reserve",
      label: labels.reserve.replace("{amount}", formatAud(tenant.reservation.depositAmount)),
      href: `${page}/${tenant.features.buyOnline ? "buy-online" : "checkout"}`,
    });
  }
  if (tenant.features.financeButton) {
    const params = new URLSearchParams({ car_id: String(car.id), car_type: car.car_type });
    actions.push({
      kind: "finance",
      label: labels.finance,
      href: `${tenant.finance.path}?${params}#finance-form`,
    });
  }
  actions.push({ kind: "trade-in", label: labels.tradeIn, href: `/cars/trade-in?car_id=${car.id}` });
  return actions;
}

/**
 * The number to call about a car, by vehicle-page §9: the dealer's override; the number
 * for the car's type (a demo falls back to the new number); the new number; the used
 * number; the phone of the car's location. Null when there is none. In a group the dealer
 * is the car's dealership: its own numbers when it has them, never the group's head-office
 * numbers, so a Melbourne franchise's car is not called on a Sydney line but on its location.
 */
export function choosePhone(
  car: Pick<Car, "car_type" | "location"> & { dealership_slug?: string },
  tenant: Pick<PublicTenant, "phones"> & { dealerships?: Pick<PublicTenant["dealerships"][number], "slug" | "phones">[] }
): string | null {
  const phones = dealerNumbers(car, tenant);
  const byType =
    car.car_type === "new"
      ? phones.new
      : car.car_type === "used"
      ? phones.used
      : car.car_type === "demo"
      ? phones.demo ?? phones.new
      : undefined;
  return tenant.phones.override ?? byType ?? phones.new ?? phones.used ?? car.location?.phone ?? null;
}

/** The sales numbers of the car's dealer: its dealership's, or the tenant's when it is one dealer. */
function dealerNumbers(
  car: { dealership_slug?: string },
  tenant: Pick<PublicTenant, "phones"> & { dealerships?: Pick<PublicTenant["dealerships"][number], "slug" | "phones">[] }
): { new?: string; used?: string; demo?: string } {
  const dealerships = tenant.dealerships ?? [];
  const own = dealerships.find((dealership) => dealership.slug === car.dealership_slug)?.phones;
  if (own) return own;
  return dealerships.length <= 1 ? tenant.phones : {};
}

/**
 * The card image's default size (search-journey §7: default width 640, quality 75). A card
 * is at most about 400 px wide: three a row from 992 px, two from 576 px, the width of the
 * screen below.
 */
export const CARD_IMAGE = {
  width: 640,
  height: 480,
  quality: 75,
  maxShownWidth: 400,
} as const;

/**
 * The gallery's photo (vehicle-page §7: image default 1000 wide), shown in the main column
 * beside the 22rem sidebar from 992 px, the screen's width below.
 */
export const GALLERY_IMAGE = {
  width: 1000,
  height: 750,
  quality: 75,
  maxShownWidth: 1024,
  sizes: "(min-width:992px) min(1000px, 100vw - 25rem),100vw",
} as const;

/** A picture through the image route, resized and recompressed (DESIGN.md images port). */
export function imageUrl(
  url: string,
  { width = CARD_IMAGE.width, quality = CARD_IMAGE.quality }: { width?: number; quality?: number } = {}
): string {
  return `/images?src=${encodeURIComponent(url)}&w=${width}&q=${quality}`;
}

/**
 * The `srcset` of a picture shown at most `maxShownWidth` CSS pixels wide: the ladder's widths
 * up to twice that, so each screen (with `sizes`) gets the width it needs.
 */
export function imageSrcSet(url: string, { maxShownWidth, quality }: { maxShownWidth: number; quality: number }): string {
  return srcsetWidths(maxShownWidth)
    .map((width) => `${imageUrl(url, { width, quality })} ${width}w`)
    .join(", ");
}

/**
 * A picture listed many to a page (a card): the 1x screen's rung as its `src` and the 2x
 * screen's as its one `srcset` candidate. Density descriptors need no `sizes`: with the
 * ladder and `sizes` the 21 cards of a search page took 9 kB more HTML, with these 1.7 kB.
 */
export function densityImage(url: string, { maxShownWidth, quality }: { maxShownWidth: number; quality: number }): {
  src: string;
  srcSet: string | undefined;
} {
  const [oneX, twoX] = densityWidths(maxShownWidth);
  return {
    src: imageUrl(url, { width: oneX, quality }),
    srcSet: twoX ? `${imageUrl(url, { width: twoX, quality })} 2x` : undefined,
  };
}
