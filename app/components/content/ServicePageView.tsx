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
  const { page, serviceAdvantage, accessoryModels, financeHref, phoneMasked } = data;
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
      {serviceAdvantage ? (
        <ContentSection title="Toyota Service Advantage" id="service-advantage">
          <p className={styles.paragraph}>
            Capped price servicing for the first years of your Toyota: you know the price of each service before you book.
          </p>
          <ServiceAdvantageTable rows={serviceAdvantage.rows} fallback={serviceAdvantage.fallback} />
          {/* vehicle-page §2 "Toyota Service Advantage block with Book a Service, Read more... expandable text". */}
          <details className={styles.readMore}>
            <summary>Read more...</summary>
            <p className={styles.paragraph}>
              Each model&apos;s row gives its capped price, how many services it covers and how often they fall due;
              the cover ends when the years or the distance run out, whichever comes first. The price is for the
              logbook service itself: anything else your Toyota needs, such as tyres or brake pads, is quoted
              before we do it, and nothing is added without your say.
            </p>
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
