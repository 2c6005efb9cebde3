import type { ReactNode } from "react";
import { HowItWorks } from "~/components/leads/AsidePanel";
import { CarSummary } from "~/components/leads/CarSummary";
import type { LeadCarSummary } from "~/models/leads/car-summary";
import * as styles from "./TradeInLayout.css";

const HOW_IT_WORKS = [
  "Tell us about your car and its condition.",
  "See your estimate straight away.",
  "Accept it, and the dealer inspects the car and confirms the price.",
];

/** The trade-in pages' body: the journey, beside it the car being bought (if any) and how it works, then the FAQ. */
export function TradeInLayout({
  car,
  journey,
  faq,
}: {
  car: LeadCarSummary | null;
  journey: ReactNode;
  faq: ReactNode;
}) {
  return (
    <>
      <div className={styles.layout}>
        <div className={styles.main}>{journey}</div>
        {/* Named: a landmark without a name is one of several alike to a screen reader (axe). */}
        <aside className={styles.aside} aria-label="About your trade-in">
          {car ? <CarSummary car={car} heading="Trading in towards" /> : null}
          <HowItWorks titleId="trade-in-how-title" steps={HOW_IT_WORKS} />
        </aside>
      </div>
      {faq}
    </>
  );
}
