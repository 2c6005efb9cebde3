import { SiteLink } from "../SiteLink";
import { useId } from "react";
import { formatAud } from "~/models/car/display";
import type { FinanceEstimate } from "~/models/finance/eligibility";
import { formatRate, formatRepayment, formatTerm } from "~/models/finance/repayment";
import { button } from "~/styles/shared.css";
import { cx } from "../classNames";
import * as styles from "./FinanceEstimateCard.css";

/**
 * The finance estimate card of the vehicle page (vehicle-page §2 and §5), shown only for an
 * estimate `financeEstimateFor` gives: the weekly repayment first, the terms it rests on,
 * the way to apply, and the lender's disclaimer (or the spec's, §9).
 */
export function FinanceEstimateCard({
  estimate,
  priceText,
  financeHref,
  financeText = "Get Finance",
}: {
  estimate: FinanceEstimate;
  priceText: string;
  financeHref: string;
  /** The tenant's finance button text (vehicle-page §2: "text Get Finance unless configured"). */
  financeText?: string;
}) {
  const titleId = useId();
  const { weekly, monthly } = estimate;
  const terms: Array<[string, string]> = [
    ["Vehicle price", priceText],
    ["Interest rate", formatRate(estimate.interestRate)],
    ["Comparison rate", formatRate(estimate.comparisonRate)],
    ["Term", formatTerm(estimate.termMonths)],
    ["Deposit", estimate.deposit > 0 ? formatAud(estimate.deposit) : "No deposit"],
  ];
  if (estimate.balloon > 0) terms.push(["Balloon", formatAud(estimate.balloon)]);

  return (
    <section className={styles.card} aria-labelledby={titleId} data-provider={estimate.provider}>
      <div className={styles.heading}>
        <p className={styles.provider}>{estimate.providerName}</p>
        <h2 id={titleId} className={styles.title}>
          Finance estimate
        </h2>
      </div>
      {weekly !== null ? (
        <p className={styles.repayment}>
          <span className={styles.weekly}>{formatRepayment(weekly)}</span>
          <span className={styles.per}>per week</span>
          {monthly !== null ? <span className={styles.monthly}>{formatRepayment(monthly)} per month</span> : null}
        </p>
      ) : null}
      <dl className={styles.terms}>
        {terms.map(([name, value]) => (
          <div key={name} className={styles.term}>
            <dt className={styles.termName}>{name}</dt>
            <dd className={styles.termValue}>{value}</dd>
          </div>
        ))}
      </dl>
      <SiteLink href={financeHref} className={cx(button.primary, styles.action)}>
        {financeText}
      </SiteLink>
      <p className={styles.disclaimer}>
        {estimate.validUntil ? `Offer valid until ${estimate.validUntil}. ` : null}
        {estimate.disclaimer}
      </p>
    </section>
  );
}
