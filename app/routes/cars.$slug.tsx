import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { GeneralErrorBoundary, notFoundTitled } from "~/components/GeneralErrorBoundary";
import { carFormPath, MAKE_AN_OFFER } from "~/components/leads/car-form-paths";
import { EnquiryForm, MakeAnOfferForm, TestDriveDialogForm } from "~/components/leads/CarLeadFormsOnDemand";
import { LeadDialogPrompt } from "~/components/leads/LeadDialogPrompt";
import { RequestPhotos } from "~/components/vehicle/RequestPhotos";
import { SpecTable } from "~/components/vehicle/SpecTable";
import {
  FeaturedCars,
  FeatureTiles,
  FinanceEstimateCard,
  RepaymentCalculator,
  UsedCarQuoteCard,
} from "~/components/vehicle/VehicleExtrasOnDemand";
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
import { ascItem, pushAscEvent } from "~/models/analytics/asc";
import { SPECS_SHOWN_BEFORE_MORE } from "~/models/car/vehicle";
import { vehiclePageData } from "~/pages/car/vehicle-page.server";
import * as styles from "~/styles/vehicle-page.css";
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

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return vehiclePageData(request, params.slug, context);
}

export default function VehiclePage() {
  const { view, finance, usedCarQuote, calculator, promises, featureTiles, tiles, callNowOpen, phoneRevealed, jsonLd, leadForms, similar } =
    useLoaderData<typeof loader>();
  const tenant = useTenant();
  const { car } = view;
  // The number the call card's Show number revealed (with JavaScript), for the sticky Call Now:
  // this car's only, the page stays mounted from one car to the next.
  const [revealed, setRevealed] = useState<{ carId: number; phone: string }>();
  const onRevealed = useCallback((phone: string) => setRevealed({ carId: car.id, phone }), [car.id]);
  const revealedPhone = revealed?.carId === car.id ? revealed.phone : undefined;
  // The agency's page view of this car (Automotive Standards Council GA4), once per car shown.
  useEffect(() => {
    pushAscEvent("asc_item_pageview", { page_type: "item", ...ascItem(car) });
  }, [car.id]);
  return (
    <div className={styles.page}>
      <div className={styles.layout}>
        <div className={styles.top}>
          <VehicleGallery
            images={view.images}
            pending={view.photosPending}
            title={view.title}
            vehicleType={tenant.labels.vehicleType}
          >
            {leadForms.requestPhotos ? (
              <RequestPhotos
                action={carFormPath.requestPhotos(car.slug)}
                guard={leadForms.requestPhotos.guard}
                consent={leadForms.requestPhotos.consent}
                carName={car.name}
              />
            ) : null}
          </VehicleGallery>
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
          {/* Keyed by car: a number revealed for one car is not shown on the next one's page. */}
          <CallDealerCard
            key={car.id}
            callText={tenant.labels.callText}
            phone={view.phone}
            masked={tenant.features.phoneMasking}
            carId={car.id}
            dealershipId={car.dealership_id}
            revealed={phoneRevealed}
            dealershipName={view.dealership.name}
            onRevealed={onRevealed}
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
          <VehicleSection title="Dealer Comments">
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
              <LeadDialogPrompt
                href={carFormPath.makeAnOffer(car.slug)}
                label={MAKE_AN_OFFER}
                prompt={`Have a price in mind for this ${tenant.labels.vehicleType}?`}
                action="make-an-offer"
              >
                <MakeAnOfferForm
                  setup={leadForms.makeAnOffer}
                  carSlug={car.slug}
                  offerPlaceholder={leadForms.offerPlaceholder}
                  stayOnPage
                />
              </LeadDialogPrompt>
            ) : null}
            <EnquiryForm setup={leadForms.enquiry} carSlug={car.slug} submitLabel={tenant.labels.enquireSubmit} stayOnPage />
          </VehicleSection>
          {leadForms.testDriveOffered ? (
            <VehicleSection title={tenant.labels.testDrive} id="test-drive">
              {/* A dialog like the offer's, which fetches the week's free times when opened (decision 040). */}
              <LeadDialogPrompt
                href={carFormPath.testDrive(car.slug)}
                label={tenant.labels.testDrive}
                prompt={`Choose a time to drive this ${tenant.labels.vehicleType}.`}
                action="test-drive-dialog"
              >
                <TestDriveDialogForm carSlug={car.slug} submitLabel={tenant.labels.testDrive} />
              </LeadDialogPrompt>
            </VehicleSection>
          ) : null}
          <VehicleSection title="Why choose us">
            <DealerPromises promises={promises} />
            <FeatureTiles tiles={featureTiles} />
          </VehicleSection>
          <PromoTiles tiles={tiles} />
        </div>
      </div>
      <FeaturedCars id="similar-cars" tenant={tenant} {...similar} />
      {view.available ? (
        <StickyMobileFooter
          phone={view.phone}
          revealedPhone={revealedPhone}
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
