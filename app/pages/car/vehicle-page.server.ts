import type { AppLoadContext } from "@remix-run/node";
import { carForPage, pagePhone } from "~/models/phone-reveal/numbers";
import { isRevealGranted } from "~/models/phone-reveal/reveal-grant.server";
import { getDatabase } from "~/db/client.server";
import { carLeadFormSetup } from "~/pages/leads/car-lead-forms.server";
import { offerPlaceholder } from "~/models/leads/car-summary";
import { similarCars } from "~/models/search/featured";
import { featuredCars } from "~/models/search/featured.server";
import { carJsonLd, serializeJsonLd } from "~/models/search/jsonld";
import { featureTilesForCar } from "~/models/service/feature-tiles";
import { pressedSwitches } from "~/pages/watchlist/lists.server";
import type { CarRow } from "~/db/schema";
import type { LeadFormSetup } from "~/models/leads/setup";
import type { Tenant } from "~/tenants/schema";
import { siteOrigin } from "~/tenants/tenant.server";
import { toCardCar } from "~/models/car/card";
import { vehiclePage } from "~/models/car/vehicle-page";
import type { VehicleView } from "~/models/car/vehicle-view";
import { requireListedCar } from "~/pages/car/listed-car.server";
import { requestTenant } from "~/pages/request-tenant.server";

/*
 * The loader of /cars/{slug}. In a .server module so that what only the loader uses (the
 * JSON-LD, the lead forms' set-up, the featured lists' searches) stays out of the page's
 * JavaScript: a route module's imports stay in its browser chunk even when only its loader
 * calls them.
 */
export async function vehiclePageData(request: Request, slug: string | undefined, context: AppLoadContext) {
  const tenant = requestTenant(request, context);
  const db = await getDatabase();
  const now = new Date();
  const row = await requireListedCar(db, tenant, slug, now);
  const url = new URL(request.url);
  const origin = siteOrigin(request, tenant);
  const page = vehiclePage(row, tenant, now, { origin, calculatorParams: url.searchParams });
  const similar = similarCars(page.view.car);
  const phoneRevealed = isRevealGranted(tenant, url, page.view.car.id);
  return {
    ...page,
    view: viewForPage(page.view, tenant, phoneRevealed, isRevealGranted(tenant, url)),
    // Cars like this one (search-journey §7 featured lists): the way on from a sold car too.
    // Only what their cards show goes to the browser (a hit has twice the fields).
    similar: {
      title: similar.title,
      cars: (await featuredCars(db, tenant, similar)).map(toCardCar),
      now: now.getTime(),
      ...(await pressedSwitches(request)),
    },
    phoneRevealed,
    // vehicle-page §9: the tiles of the car's dealership brand, in an order seeded by the car.
    featureTiles: featureTilesForCar(
      page.view.car,
      tenant.dealerships.find((dealership) => dealership.slug === page.view.car.dealership_slug)?.manufacturers[0] ??
        tenant.manufacturer,
      tenant,
    ),
    jsonLd: serializeJsonLd({ "@context": "https://schema.org", ...carJsonLd(page.view.car, origin) }),
    // The enquiry form on every listed car; test drive and offer while it is available.
    leadForms: {
      enquiry: carLeadFormSetup(tenant, row, "enquiry"),
      // The sidebar's Enquire dialog: a form of its own, with its own one-time guard.
      enquiryDialog: carLeadFormSetup(tenant, row, "enquiry"),
      // Offered while the car is available; its dialog fetches the form with the free times (decision 040).
      testDriveOffered: page.view.available,
      makeAnOffer: page.view.available ? carLeadFormSetup(tenant, row, "make-an-offer") : null,
      offerPlaceholder: offerPlaceholder(row, tenant),
      // search-journey §2 "When none, a coming soon or new arrival placeholder with a Request
      // Photos form": the card's form, so only its guard and consent text; an available car only.
      requestPhotos: page.view.available && page.view.images.length === 0 ? requestPhotosSetup(tenant, row) : null,
    },
  };
}

/** What the Request Photos form of a car without photos needs: a guard of its own and the consent's names. */
function requestPhotosSetup(tenant: Tenant, row: CarRow): Pick<LeadFormSetup, "guard" | "consent"> {
  const { guard, consent } = carLeadFormSetup(tenant, row, "request-photos");
  return { guard, consent };
}

/**
 * The view's numbers as the page may send them (search-journey §4): on a tenant that masks
 * numbers, the car's number masked until its reveal (`?reveal={car id}`), the location's
 * until the site's numbers were revealed.
 */
function viewForPage<View extends Pick<VehicleView, "phone" | "car" | "location">>(
  view: View,
  tenant: Tenant,
  carRevealed: boolean,
  siteRevealed: boolean
): View {
  if (!tenant.features.phoneMasking) return view;
  return {
    ...view,
    phone: pagePhone(tenant, view.phone, carRevealed),
    car: carForPage(view.car, tenant, siteRevealed),
    location: view.location && {
      ...view.location,
      phone: pagePhone(tenant, view.location.phone, siteRevealed),
    },
  };
}
