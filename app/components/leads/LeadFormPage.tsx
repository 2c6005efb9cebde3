import type { ReactNode } from "react";
import { GeneralErrorBoundary, notFoundTitled } from "~/components/GeneralErrorBoundary";
import type { LeadCarSummary } from "~/models/leads/car-summary";
import { container } from "~/styles/shared.css";
import { cx } from "~/components/classNames";
import { CarSummary } from "./CarSummary";
import * as styles from "./LeadFormPage.css";

/** A lead form on a page of its own: the heading, the car it is about beside it, the form. */
export function LeadFormPage({
  title,
  intro,
  car,
  aside,
  children,
}: {
  title: string;
  intro?: ReactNode;
  car?: LeadCarSummary;
  /** Beside the form instead of the car alone (the online purchase: the car and its deposit, stacked). */
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={cx(container, styles.page)}>
      <div className={styles.layout}>
        <div className={styles.main}>
          <h1 className={styles.title}>{title}</h1>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
          {children}
        </div>
        {aside ? (
          <aside className={styles.asideStack} aria-label="The vehicle">
            {aside}
          </aside>
        ) : car ? (
          <aside className={styles.aside} aria-label="The vehicle">
            <CarSummary car={car} heading="Your enquiry is about" backLabel="Back to the vehicle" />
          </aside>
        ) : null}
      </div>
    </div>
  );
}

/** A car form's error page: the vehicle page's 404 text for a sold or unknown car. */
export function CarFormError() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{ 404: notFoundTitled("Vehicle not found") }}
      unexpectedMessage="Sorry, this form could not be shown. Please try again in a moment, or call us."
    />
  );
}
