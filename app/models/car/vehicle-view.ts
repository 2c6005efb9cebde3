import type { CarRow } from "~/db/schema";
import { toCar, type Car } from "./car";
import { toPublicTenant } from "~/tenants/public";
import type { CertifiedProgram } from "~/tenants/certified-programs";
import type { Tenant, TenantLocation } from "~/tenants/schema";
import {
  cardTags,
  choosePhone,
  findSimilarHref,
  formatKm,
  GALLERY_IMAGE,
  imageSrcSet,
  imageUrl,
  isAvailable,
  isNewArrival,
  isSold,
  priceDisplay,
  type CardTag,
  type PriceDisplay,
} from "./display";
import {
  caravanSpecs,
  marketPriceBadge,
  regoExpiryText,
  reservationDeposit,
  seeMoreFromDealerHref,
  certifiedBadgeProgram,
  sidebarActions,
  soldNotice,
  specEntries,
  vehicleSpecs,
  type MarketPriceBadge,
  type SidebarAction,
  type SpecEntry,
} from "./vehicle";

export interface VehicleLocation {
  name: string;
  address: string;
  phone: string | null;
  /** A link out to a map of the address (no map service is called). */
  mapHref: string;
  openingHours: TenantLocation["openingHours"];
  timezone: string;
}

/** Everything the vehicle page renders, shaped on the server from the stored car. */
export interface VehicleView {
  car: Car;
  title: string;
  /** "Used · Stock AB123 · 45,120 km" */
  eyebrow: string;
  price: PriceDisplay;
  tags: CardTag[];
  available: boolean;
  sold: { notice: string; findSimilarHref: string } | null;
  images: { src: string; srcSet: string; alt: string }[];
  /** What stands in for photos not taken yet (a sold car has none coming). */
  photosPending: "Coming soon" | string | null;
  keyInformation: SpecEntry[];
  specs: SpecEntry[];
  caravanSpecs: SpecEntry[];
  features: string[];
  dealerComments: string | null;
  regoExpiry: string | null;
  marketPrice: MarketPriceBadge | null;
  certifiedProgram: CertifiedProgram | null;
  historyReport: { url: string; name: string } | null;
  actions: SidebarAction[];
  phone: string | null;
  dealership: { name: string; slug: string; seeMoreHref: string };
  location: VehicleLocation | null;
  pdfHref: string;
  pdfFileName: string;
}

const CAR_TYPE_NAMES: Record<string, string> = { new: "New", demo: "Demo", used: "Used" };

export function vehicleView(row: CarRow, tenant: Tenant, now: Date): VehicleView {
  const publicTenant = toPublicTenant(tenant);
  const car = toCar(row, tenant);
  const sold = isSold(car);
  const location = tenant.locations.find((loc) => loc.id === row.location_id) ?? null;
  const dealership = tenant.dealerships.find((d) => d.slug === row.dealership_slug);
  const historyReport = row.history_report?.url
    ? { url: row.history_report.url, name: row.history_report.name ?? "Vehicle history report" }
    : null;
  const eyebrow = [
    CAR_TYPE_NAMES[car.car_type] ?? car.car_type,
    car.stocknum ? `Stock ${car.stocknum}` : null,
    car.km === null ? null : formatKm(car.km),
  ]
    .filter(Boolean)
    .join(" · ");
  const price = priceDisplay(car, publicTenant);
  return {
    car,
    title: row.name,
    eyebrow,
    price,
    tags: cardTags(car, publicTenant, now.getTime()),
    available: isAvailable(car),
    sold: sold
      ? { notice: soldNotice(tenant.labels.vehicleType), findSimilarHref: findSimilarHref(car, publicTenant) }
      : null,
    images: (row.images ?? []).map((image, index) => ({
      src: imageUrl(image.url, { width: GALLERY_IMAGE.width }),
      srcSet: imageSrcSet(image.url, GALLERY_IMAGE),
      alt: image.caption ?? `${row.name}, photo ${index + 1}`,
    })),
    photosPending:
      sold || (row.images ?? []).length > 0
        ? null
        : car.status === "coming_soon"
          ? "Coming soon"
          : isNewArrival(car, now.getTime())
            ? tenant.labels.newArrival
            : "Photos coming soon",
    keyInformation: keyInformation(car),
    specs: vehicleSpecs(row),
    caravanSpecs: caravanSpecs(row.caravan_specs),
    features: row.standard_equipment ?? [],
    dealerComments: row.dealercomments?.trim() || null,
    regoExpiry: regoExpiryText(row.rego_expiry, now),
    marketPrice: price.kind === "price" ? marketPriceBadge(car.price, row.autograb_data) : null,
    certifiedProgram: certifiedBadgeProgram(car, tenant),
    historyReport,
    actions: sidebarActions(
      car,
      {
        historyReportUrl: historyReport?.url ?? null,
        deposit: reservationDeposit(row.payment_processors, publicTenant),
      },
      publicTenant,
    ),
    phone: choosePhone(car, publicTenant),
    dealership: {
      name: dealership?.name ?? tenant.name,
      slug: row.dealership_slug,
      seeMoreHref: seeMoreFromDealerHref(row.dealership_slug, publicTenant),
    },
    location: location ? describeLocation(location) : null,
    pdfHref: `/cars/${row.slug}/pdf`,
    pdfFileName: `${row.slug}.pdf`,
  };
}

function keyInformation(car: Car): SpecEntry[] {
  return specEntries([
    ["Condition", CAR_TYPE_NAMES[car.car_type] ?? car.car_type],
    ["Year", car.year],
    ["Kilometres", car.km === null ? null : formatKm(car.km)],
    ["Body", car.simple_body],
    ["Transmission", car.simple_transmission],
    ["Fuel", car.simple_fuel ?? car.fuel],
    ["Drive", car.drive],
    ["Colour", car.colour],
  ]);
}

function describeLocation(location: TenantLocation): VehicleLocation {
  const { street, city, state, postcode } = location.address;
  const address = `${street}, ${city} ${state} ${postcode}`;
  return {
    name: location.name,
    address,
    phone: location.phone ?? null,
    mapHref: `https://www.google.com/maps/search/?${new URLSearchParams({ api: "1", query: `${location.name}, ${address}` })}`,
    openingHours: location.openingHours,
    timezone: location.timezone,
  };
}
