import { useId } from "react";
import { USED_CAR_QUOTE } from "~/components/finance-enquiry/ManufacturerFinanceLinks";
import type { UsedCarQuote } from "~/models/finance/manufacturer-links";
import { button } from "~/styles/shared.css";
import { cx } from "../classNames";
import * as styles from "./FinanceEstimateCard.css";

/**
 * A used car's GET A QUOTE (vehicle-page §2 "GET A QUOTE used-finance button"): the
 * manufacturer's used-car finance quote, linked out to its site, beside the finance estimate.
 */
export function UsedCarQuoteCard({ quote }: { quote: UsedCarQuote }) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div className={styles.heading}>
        <p className={styles.provider}>{quote.manufacturer} Finance</p>
        <h2 id={titleId} className={styles.title}>
          {USED_CAR_QUOTE.title}
        </h2>
      </div>
      <p className={styles.note}>{USED_CAR_QUOTE.text(quote.manufacturer)}</p>
      <a href={quote.href} className={cx(button.outline, styles.action)} rel="noopener noreferrer" aria-describedby={titleId}>
        {USED_CAR_QUOTE.label}
      </a>
    </section>
  );
}
