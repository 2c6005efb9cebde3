import type { ReactNode } from "react";
import * as styles from "./AsidePanel.css";

/** A tinted box beside a lead form: a heading, then what the shopper should know. */
export function AsidePanel({ titleId, title, children }: { titleId: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The steps a shopper can expect, so sending the form is not a leap in the dark. */
export function HowItWorks({ titleId, steps, children }: { titleId: string; steps: readonly string[]; children?: ReactNode }) {
  return (
    <AsidePanel titleId={titleId} title="How it works">
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {children}
    </AsidePanel>
  );
}
