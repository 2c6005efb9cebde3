import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { FeaturedCars } from "~/components/car/FeaturedCars";
import { FeatureTiles } from "~/components/content/FeatureTiles";
import { GeneralErrorBoundary, notFoundTitled } from "~/components/GeneralErrorBoundary";
import { carFormPath, MAKE_AN_OFFER } from "~/components/leads/car-form-paths";
import { EnquiryForm, MakeAnOfferForm, TestDriveForm } from "~/components/leads/CarLeadFormsOnDemand";
import { MakeAnOfferDialog } from "~/components/leads/MakeAnOfferDialog";
import { isPhoneRevealed } from "~/components/PhoneLink";
import { FinanceEstimateCard } from "~/components/vehicle/FinanceEstimateCard";
import { RepaymentCalculator } from "~/components/vehicle/RepaymentCalculator";
import { SpecTable } from "~/components/vehicle/SpecTable";
import { UsedCarQuoteCard } from "~/components/vehicle/UsedCarQuoteCard";
import { VehicleGallery } from "~/components/vehicle/VehicleGallery";
import { VehicleLocation } from "~/components/vehicle/VehicleLocation";
import {
  DealerComments,
  DealerPromises,
  FeaturesList,
  PromoTiles,
  SoldNotice,
  VehicleSection,
} from "~/components/vehicle/VehicleSections";
import { CallDealerCard, PdfDownload, StickyMobileFooter, VehicleActions } from "~/components/vehicle/VehicleSidebar";
import { VehicleSummary } from "~/components/vehicle/VehicleSummary";
import { getDatabase } from "~/db/client.server";
import { ascItem, pushAscEvent } from "~/models/analytics/asc";
import { SPECS_SHOWN_BEFORE_MORE } from "~/models/car/vehicle";
import { requireListedCar } from "~/models/car/vehicle.server";
import { carLeadFormSetup } from "~/models/leads/car-lead-forms.server";
import { withTestDriveTimes } from "~/models/appointments/test-drive-times.server";
import { offerPlaceholder } from "~/models/leads/car-summary";
import { vehiclePage } from "~/models/car/vehicle-page";
import { similarCars } from "~/models/search/featured";
import { featuredCars } from "~/models/search/featured.server";
import { carJsonLd, serializeJsonLd } from "~/models/search/jsonld";
import { featureTilesForCar } from "~/models/service/feature-tiles";
import * as styles from "~/styles/vehicle-page.css";
import { requireTenant, siteOrigin } from "~/tenants/tenant.server";
import { useTenant } from "~/hooks/useTenant";

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Vehicle not found" }, { name: "robots", content: "noindex" }];
  const { social } = data;
  return [
    { title: social.title },
    { name: "description", content: social.description },
    { tagName: "link", rel: "canonical", href: social.url },
    { property: "og:type", content: "product" },
    { property: "og:title", content: social.title },
    { property: "og:description", content: social.description },
    { property: "og:url", content: social.url },
    { property: "og:site_name", content: social.siteName },
    ...(social.image ? [{ property: "og:image", content: social.image }] : []),
    { name: "twitter:card", content: social.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: social.title },
    { name: "twitter:description", content: social.description },
    ...(social.image ? [{ name: "twitter:image", content: social.image }] : []),
  ];
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const tenant = requireTenant(request);
  const db = await getDatabase();
  const now = new Date();
  const row = await requireListedCar(db, tenant, params.slug, now);
  const url = new URL(request.url);
  const page = vehiclePage(row, tenant, now, { origin: siteOrigin(request, tenant), calculatorParams: url.searchParams });
  const similar = similarCars(page.view.car);
  return {
    ...page,
    // Cars like this one (search-journey §7 featured lists): the way on from a sold car too.
    similar: { title: similar.title, cars: await featuredCars(db, tenant, similar), now: now.getTime() },
    phoneRevealed: isPhoneRevealed(url, page.view.car.id),
    // vehicle-page §9: the tiles of the car's dealership brand, in an order seeded by the car.
    featureTiles: featureTilesForCar(
      page.view.car,
      tenant.dealerships.find((dealership) => dealership.slug === page.view.car.dealership_slug)?.manufacturers[0] ??
        tenant.manufacturer,
      tenant,
    ),
    jsonLd: serializeJsonLd({ "@context": "https://schema.org", ...carJsonLd(page.view.car, siteOrigin(request, tenant)) }),
    // Issue 6: the enquiry form on every listed car; test drive and offer while it is available.
    leadForms: {
      enquiry: carLeadFormSetup(tenant, row, "enquiry"),
      // The sidebar's Enquire dialog: a form of its own, with its own one-time guard.
      enquiryDialog: carLeadFormSetup(tenant, row, "enquiry"),
      testDrive: page.view.available ? await withTestDriveTimes(tenant, carLeadFormSetup(tenant, row, "test-drive"), null, now) : null,
      makeAnOffer: page.view.available ? carLeadFormSetup(tenant, row, "make-an-offer") : null,
      offerPlaceholder: offerPlaceholder(row, tenant),
    },
  };
}

export default function VehiclePage() {
  const { view, finance, usedCarQuote, calculator, promises, featureTiles, tiles, callNowOpen, phoneRevealed, jsonLd, leadForms, similar } =
    useLoaderData<typeof loader>();
  const tenant = useTenant();
  const { car } = view;
  // The agency's page view of this car (Automotive Standards Council GA4), once per car shown.
  useEffect(() => {
    pushAscEvent("asc_item_pageview", { page_type: "item", ...ascItem(car) });
  }, [car.id]);
  return (
    <div className={styles.page}>
      <div className={styles.layout}>
        <div className={styles.top}>
          <VehicleGallery images={view.images} pending={view.photosPending} title={view.title} />
          <VehicleSummary
            title={view.title}
            eyebrow={view.eyebrow}
            tags={view.tags}
            price={view.price}
            marketPrice={view.marketPrice}
            certifiedProgram={view.certifiedProgram}
            regoExpiry={view.regoExpiry}
          />
          {view.sold ? (
            <SoldNotice notice={view.sold.notice} findSimilarHref={view.sold.findSimilarHref} label={tenant.labels.findSimilar} />
          ) : null}
        </div>
        <aside className={styles.sidebar} aria-label="Actions">
          <VehicleActions
            actions={view.actions}
            enquiryDialog={{
              title: `Enquire about this ${tenant.labels.vehicleType}`,
              form: (
                <EnquiryForm
                  setup={leadForms.enquiryDialog}
                  carSlug={car.slug}
                  submitLabel={tenant.labels.enquireSubmit}
                  stayOnPage
                  id="enquiry-dialog-form"
                />
              ),
            }}
          />
          <CallDealerCard
            callText={tenant.labels.callText}
            phone={view.phone}
            masked={tenant.features.phoneMasking}
            carId={car.id}
            dealershipId={car.dealership_id}
            revealed={phoneRevealed}
            dealershipName={view.dealership.name}
          />
          {view.location ? <VehicleLocation location={view.location} seeMoreHref={view.dealership.seeMoreHref} /> : null}
          <PdfDownload href={view.pdfHref} fileName={view.pdfFileName} />
        </aside>
        <div className={styles.details}>
          <VehicleSection title="Key information">
            <SpecTable entries={view.keyInformation} />
          </VehicleSection>
          <VehicleSection title="Specifications">
            <SpecTable entries={view.specs} collapseAfter={SPECS_SHOWN_BEFORE_MORE} />
          </VehicleSection>
          {view.caravanSpecs.length > 0 ? (
            <VehicleSection title="Caravan specifications">
              <SpecTable entries={view.caravanSpecs} />
            </VehicleSection>
          ) : null}
          {view.features.length > 0 ? (
            <VehicleSection title="Features">
              <FeaturesList features={view.features} />
            </VehicleSection>
          ) : null}
          <VehicleSection title="Dealer comments">
            <DealerComments comments={view.dealerComments} />
          </VehicleSection>
          {finance || usedCarQuote ? (
            <VehicleSection id="finance">
              {finance ? (
                <FinanceEstimateCard
                  estimate={finance.estimate}
                  priceText={view.price.text}
                  financeHref={finance.href}
                  financeText={tenant.labels.finance}
                />
              ) : null}
              {usedCarQuote ? <UsedCarQuoteCard quote={usedCarQuote} /> : null}
            </VehicleSection>
          ) : null}
          {calculator ? (
            <VehicleSection>
              <RepaymentCalculator
                action={`/cars/${car.slug}`}
                values={calculator.values}
                errors={calculator.errors}
                result={calculator.result}
                defaults={calculator.defaults}
              />
            </VehicleSection>
          ) : null}
          <VehicleSection title={`Enquire about this ${tenant.labels.vehicleType}`} id="enquire">
            {leadForms.makeAnOffer ? (
              <MakeAnOfferDialog
                href={carFormPath.makeAnOffer(car.slug)}
                label={MAKE_AN_OFFER}
                prompt={`Have a price in mind for this ${tenant.labels.vehicleType}?`}
              >
                <MakeAnOfferForm
                  setup={leadForms.makeAnOffer}
                  carSlug={car.slug}
                  offerPlaceholder={leadForms.offerPlaceholder}
                  stayOnPage
                />
              </MakeAnOfferDialog>
            ) : null}
            <EnquiryForm setup={leadForms.enquiry} carSlug={car.slug} submitLabel={tenant.labels.enquireSubmit} stayOnPage />
          </VehicleSection>
          {leadForms.testDrive ? (
            <VehicleSection title={tenant.labels.testDrive} id="test-drive">
              <TestDriveForm
                setup={leadForms.testDrive}
                carSlug={car.slug}
                submitLabel={tenant.labels.testDrive}
                stayOnPage
              />
            </VehicleSection>
          ) : null}
          <VehicleSection title="Why choose us">
            <DealerPromises promises={promises} />
            <FeatureTiles tiles={featureTiles} />
          </VehicleSection>
          <PromoTiles tiles={tiles} />
        </div>
      </div>
      <FeaturedCars id="similar-cars" title={similar.title} cars={similar.cars} tenant={tenant} now={similar.now} />
      {view.available ? (
        <StickyMobileFooter
          phone={view.phone}
          callNowOpen={callNowOpen}
          enquireHref="#enquire"
          enquireLabel={tenant.labels.enquire}
        />
      ) : null}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{ 404: notFoundTitled("Vehicle not found") }}
      unexpectedMessage="Sorry, this vehicle could not be shown. Please try again in a moment, or call us."
    />
  );
}
