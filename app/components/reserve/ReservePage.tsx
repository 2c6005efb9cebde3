import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { cx } from "~/components/classNames";
import { CarSummary } from "~/components/leads/CarSummary";
import type { LeadCarSummary } from "~/models/leads/car-summary";
import type { ReservationTerms } from "~/models/leads/reservation";
import { button, container } from "~/styles/shared.css";
import * as styles from "./ReservePage.css";

/** vehicle-page §9: the deposit, how long it holds the car, and that it is refundable. */
export function ReservationDeposit({ terms }: { terms: ReservationTerms }) {
  return (
    <section className={styles.deposit} aria-labelledby="reserve-deposit-title">
      <h2 id="reserve-deposit-title" className={styles.depositLabel}>
        Reserve deposit
      </h2>
      <p className={styles.depositAmount}>{terms.deposit}</p>
      <p className={styles.text}>{terms.holding}</p>
      <p className={styles.text}>{terms.nextSteps}</p>
    </section>
  );
}

/** In the form's place when the car is not reservable (vehicle-page §5): why, and the enquiry instead. */
export function NotReservable({ text, enquireHref, enquireLabel }: { text: string; enquireHref: string; enquireLabel: string }) {
  return (
    <section className={styles.notice} aria-labelledby="not-reservable-title">
      <h2 id="not-reservable-title" className={styles.noticeTitle}>
        Online reservation is not available
      </h2>
      <p className={styles.text}>{text}</p>
      <Link to={enquireHref} className={button.primary}>
        {enquireLabel}
      </Link>
    </section>
  );
}

/** The reserve page: the heading and the form (or the notice), beside it the car and its deposit. */
export function ReservePage({
  terms,
  car,
  children,
}: {
  terms: ReservationTerms;
  car: LeadCarSummary;
  /** The reservation form, or the NotReservable notice. */
  children: ReactNode;
}) {
  return (
    <div className={cx(container, styles.page)}>
      <div className={styles.layout}>
        <div className={styles.main}>
          <h1 className={styles.title}>{terms.heading}</h1>
          {children}
        </div>
        <aside className={styles.aside} aria-label="The vehicle">
          <CarSummary car={car} heading="You're reserving" backLabel="Back to the vehicle" />
          <ReservationDeposit terms={terms} />
        </aside>
      </div>
    </div>
  );
}
