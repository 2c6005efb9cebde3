import type { CarRow } from "~/db/schema";
import { financeEstimateFor, type FinanceEstimate } from "~/models/finance/eligibility";
import { usedCarQuote, type UsedCarQuote } from "~/models/finance/manufacturer-links";
import { calculatorRepayments, parseCalculatorParams } from "~/models/finance/repayment";
import { showsCallNow } from "~/models/hours/sticky-footer";
import { truncateComments, type CollapsibleText } from "~/models/offers/truncate";
import type { Tenant } from "~/tenants/schema";
import { formatAud, isReservable, REAL_PRICE_ABOVE } from "./display";
import { reservationDeposit } from "./vehicle";
import { vehicleView, type VehicleView } from "./vehicle-view";

/*
 * Everything /cars/{slug} shows, decided on the server from the stored car, the tenant and
 * the URL (the repayment calculator is a GET form): the route only renders it.
 */

export interface DealerPromise {
  title: string;
  points: string[];
}

export interface PromoTile {
  title: string;
  text: string;
  href: string;
}

export interface VehiclePageData {
  view: Omit<VehicleView, "dealerComments"> & { dealerComments: CollapsibleText | null };
  finance: { estimate: FinanceEstimate; href: string } | null;
  /** GET A QUOTE: the manufacturer's used-car finance quote, for a used car on sale. */
  usedCarQuote: UsedCarQuote | null;
  calculator: ReturnType<typeof repaymentCalculator> | null;
  promises: DealerPromise[];
  tiles: PromoTile[];
  callNowOpen: boolean;
  social: { title: string; description: string; url: string; image: string | null; siteName: string };
}

/** vehicle-page §9 guarantees, shown by tenants that give them. */
const GUARANTEES = [
  "One haggle-free price",
  "48hr money back guarantee",
  "Lifetime engine guarantee",
  "Cool value servicing for life",
  "12 months roadside assist",
];

export function vehiclePage(
  row: CarRow,
  tenant: Tenant,
  now: Date,
  { origin, calculatorParams }: { origin: string; calculatorParams: URLSearchParams },
): VehiclePageData {
  const view = vehicleView(row, tenant, now);
  const { car } = view;
  const location = tenant.locations.find((loc) => loc.id === row.location_id);
  const estimate = financeEstimateFor(
    { ...car, finance_lenders: row.finance_lenders ?? {} },
    tenant.finance,
    now,
    location?.timezone,
  );
  const financeParams = new URLSearchParams({ car_id: String(car.id), car_type: car.car_type });
  if (car.price > REAL_PRICE_ABOVE) financeParams.set("vehiclePriceBudget", String(car.price));
  const deposit = reservationDeposit(row.payment_processors, tenant);
  return {
    view: {
      ...view,
      dealerComments: view.dealerComments ? truncateComments(view.dealerComments) : null,
    },
    finance: estimate ? { estimate, href: `${tenant.finance.path}?${financeParams}#finance-form` } : null,
    usedCarQuote: usedCarQuote(car, tenant),
    // A car still on sale gets the calculator (without a price it starts from $30,000).
    calculator: view.available ? repaymentCalculator(car.price, tenant, calculatorParams) : null,
    promises: dealerPromises(tenant, view, deposit),
    tiles: promoTiles(tenant),
    callNowOpen: showsCallNow(location?.openingHours ?? [], now),
    social: {
      title: `${view.title} for sale | ${tenant.name}`,
      description: [view.price.text, view.eyebrow, view.location ? `at ${view.location.name}` : null]
        .filter(Boolean)
        .join(" · "),
      url: `${origin}/cars/${row.slug}`,
      image: car.primary_image_url ? new URL(car.primary_image_url, origin).toString() : null,
      siteName: tenant.name,
    },
  };
}

/** The calculator starts from the car's price and the tenant's default rate (vehicle-page §9). */
function repaymentCalculator(price: number, tenant: Tenant, params: URLSearchParams) {
  const defaults = { price, ratePercent: tenant.finance.defaultRate };
  const { values, errors } = parseCalculatorParams(params, defaults);
  return { values, errors, defaults, result: calculatorRepayments(values) };
}

/** What's Included, Why Buy From Us?, Reserve Online, Protect Your Car (vehicle-page §2). */
function dealerPromises(tenant: Tenant, view: VehicleView, deposit: number): DealerPromise[] {
  const noun = tenant.labels.vehicleType;
  const promises: DealerPromise[] = [
    {
      title: "What's Included",
      points: [
        `A full pre-delivery inspection and detail of your ${noun}`,
        view.car.car_type === "new" ? "The manufacturer's new vehicle warranty" : "The balance of any remaining warranty",
        "Registration transfer paperwork done for you",
      ],
    },
    {
      title: "Why Buy From Us?",
      points: tenant.features.guarantees
        ? GUARANTEES
        : [
            `${tenant.name}: ${tenant.locations.length === 1 ? "a local dealer" : `${tenant.locations.length} locations`} you can visit`,
            "Finance, trade-in and insurance arranged in one place",
            "Honest advice, no pressure",
          ],
    },
  ];
  // Only a car that can be reserved now says so: not a sold, reserved or pre-order one.
  if (isReservable(view.car, tenant)) {
    promises.push({
      title: "Reserve Online",
      // vehicle-page §9: "held 48 hours, fully refundable".
      points: [
        `Reserve this ${noun} online with a ${formatAud(deposit)} deposit`,
        "We hold it for you for 48 hours",
        "Your deposit is fully refundable",
      ],
    });
  }
  promises.push({
    title: "Protect Your Car",
    points: ["Extended warranty options", "Paint and interior protection", "Comprehensive insurance quotes"],
  });
  return promises;
}

/** The three-tile banner (vehicle-page §2): latest offers, book service online, sell your car. */
function promoTiles(tenant: Tenant): PromoTile[] {
  return [
    { title: "Latest offers", text: "See this month's specials", href: "/special-offers" },
    { title: "Book service online", text: "Pick a time that suits you", href: "/service" },
    { title: "Sell your car", text: "Get a price for your car today", href: tenant.sellYourCarBanner.href },
  ];
}
