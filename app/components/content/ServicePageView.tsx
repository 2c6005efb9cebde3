import type { ServicePageData } from "~/models/service/service-pages.server";
import { Link } from "@remix-run/react";
import { SERVICE_BOOKING_PATH } from "~/components/appointments/ServiceBookingView";
import { button } from "~/styles/shared.css";
import { AccessoryModelList } from "../models/AccessoryList";
import { cx } from "../classNames";
import { PhoneLink } from "../PhoneLink";
import { ContentPage, ContentSection } from "./ContentPage";
import { FinanceBlock } from "./FinanceBlock";
import { ServiceAdvantageTable } from "./ServiceAdvantageTable";
import * as styles from "./ServicePageView.css";

/** A service or parts page: intro, call to action, the page's sections and its extras. */
export function ServicePageView({ data }: { data: ServicePageData }) {
  const { page, cappedPriceServicing, accessoryModels, financeHref, phoneMasked } = data;
  const booksService = page.kind === "service" || page.kind === "genuine-service" || page.kind === "service-program";
  return (
    <ContentPage
      title={page.title}
      intro={<p>{page.intro}</p>}
      actions={
        <>
          {/* On a tenant that masks numbers: the number's first 5 characters and Show number (search-journey §4). */}
          <PhoneLink
            phone={page.phone}
            masked={phoneMasked}
            source={page.phoneSource}
            label={`${booksService ? "Book a Service" : page.phoneLabel}: `}
            targetClassName={cx(button.primary, styles.callToAction)}
          />
          {/* vehicle-page §2 "/service (external booking at /service/booking)". */}
          {booksService ? (
            <Link to={SERVICE_BOOKING_PATH} className={button.outline}>
              Book online
            </Link>
          ) : null}
        </>
      }
    >
      {cappedPriceServicing ? (
        <ContentSection title={cappedPriceServicing.name} id="service-advantage">
          <p className={styles.paragraph}>{cappedPriceServicing.intro}</p>
          <ServiceAdvantageTable
            rows={cappedPriceServicing.rows}
            fallback={cappedPriceServicing.otherModels}
            caption={`${cappedPriceServicing.name} capped price servicing`}
          />
          {/* vehicle-page §2 "Toyota Service Advantage block with Book a Service, Read more... expandable text". */}
          <details className={styles.readMore}>
            <summary>Read more...</summary>
            <p className={styles.paragraph}>{cappedPriceServicing.readMore}</p>
          </details>
        </ContentSection>
      ) : null}
      {page.sections.map((section) => (
        <ContentSection key={section.heading} title={section.heading}>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
          {section.points ? (
            <ul className={styles.points}>
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          ) : null}
        </ContentSection>
      ))}
      {accessoryModels.length > 0 ? (
        <ContentSection title="Accessories by model">
          <AccessoryModelList models={accessoryModels} />
        </ContentSection>
      ) : null}
      {page.financeBlock ? <FinanceBlock href={financeHref} /> : null}
    </ContentPage>
  );
}
