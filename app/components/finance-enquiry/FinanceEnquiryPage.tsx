import type { ReactNode } from "react";
import { FinanceBlock } from "~/components/content/FinanceBlock";
import { HowItWorks } from "~/components/leads/AsidePanel";
import { CarSummary } from "~/components/leads/CarSummary";
import { FinanceEstimateCard } from "~/components/vehicle/FinanceEstimateCard";
import type { FinanceEstimate } from "~/models/finance/eligibility";
import { FINANCE_FORM_ANCHOR } from "~/models/finance/enquiry";
import type { LeadCarSummary } from "~/models/leads/car-summary";
import * as styles from "./FinanceEnquiryPage.css";

const HOW_IT_WORKS = [
  "Tell us about the car and the budget you have in mind.",
  "Our finance team looks at options for you.",
  "We contact you to talk them through. There is no obligation.",
];

/**
 * The finance enquiry page's body: the form at #finance-form (where the vehicle page's Get
 * Finance link lands), beside it the car asked about with its estimate, or how it works.
 */
export function FinanceEnquiryPage({
  car,
  estimate,
  disclaimer,
  personalisedHref = null,
  form,
  manufacturerLinks,
}: {
  car: LeadCarSummary | null;
  estimate: FinanceEstimate | null;
  /** The lender's or the spec's disclaimer (vehicle-page §9), when no estimate card carries it. */
  disclaimer: string;
  /** The personalised repayment block's link, on the sites that show it. */
  personalisedHref?: string | null;
  form: ReactNode;
  /** The manufacturer's own quote tools, for a dealer with its base domain configured. */
  manufacturerLinks?: ReactNode;
}) {
  return (
    <div className={styles.layout}>
      <section id={FINANCE_FORM_ANCHOR} className={styles.formSection} aria-labelledby="finance-form-title">
        <h2 id="finance-form-title" className={styles.sectionTitle}>
          Your finance enquiry
        </h2>
        {form}
      </section>
      {/* Named: a landmark without a name is one of several alike to a screen reader (axe). */}
      <aside className={styles.aside} aria-label="About your finance">
        {car ? <CarSummary car={car} heading="The car you're financing" /> : null}
        {car && estimate ? (
          <FinanceEstimateCard
            estimate={estimate}
            priceText={car.priceText}
            financeHref={`#${FINANCE_FORM_ANCHOR}`}
            financeText="Enquire about this estimate"
          />
        ) : (
          <HowItWorks titleId="finance-how-title" steps={HOW_IT_WORKS}>
            <p className={styles.disclaimer}>{disclaimer}</p>
          </HowItWorks>
        )}
        {manufacturerLinks}
        {personalisedHref ? <FinanceBlock href={personalisedHref} /> : null}
      </aside>
    </div>
  );
}
