import type { ReactNode } from "react";
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
        <aside className={styles.aside}>
          {car ? <CarSummary car={car} heading="Trading in towards" /> : null}
          <section className={styles.howItWorks} aria-labelledby="trade-in-how-title">
            <h2 id="trade-in-how-title" className={styles.asideTitle}>
              How it works
            </h2>
            <ol className={styles.steps}>
              {HOW_IT_WORKS.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
        </aside>
      </div>
      {faq}
    </>
  );
}
