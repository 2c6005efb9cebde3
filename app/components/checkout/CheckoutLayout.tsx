import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { CarSummary } from "~/components/leads/CarSummary";
import { LeadFormPage } from "~/components/leads/LeadFormPage";
import { ReservationDeposit } from "~/components/reserve/ReservePage";
import * as progressStyles from "~/components/trade-in/TradeInProgress.css";
import type { LeadCarSummary } from "~/models/leads/car-summary";
import type { ReservationTerms } from "~/models/leads/reservation";
import type { CheckoutStep } from "~/models/checkout/steps";
import * as styles from "./CheckoutLayout.css";

export interface ProgressStep {
  step: CheckoutStep;
  title: string;
  /** A step answered (or the first open one) links back to it; the current and later ones do not. */
  href: string | null;
  state: "done" | "current" | "todo";
}

/** Where the shopper is: the five steps, the answered ones links to change them. */
function CheckoutProgress({ progress }: { progress: readonly ProgressStep[] }) {
  return (
    <ol className={styles.steps} aria-label="Buying steps">
      {progress.map(({ step, title, href, state }, index) => {
        const content = (
          <>
            <span className={progressStyles.number} aria-hidden="true">
              {state === "done" ? "✓" : index + 1}
            </span>
            <span className={progressStyles.title}>
              {title}
              {state === "done" ? <span className="visually-hidden"> (done)</span> : null}
            </span>
          </>
        );
        return (
          <li key={step} className={progressStyles.step[state]} aria-current={state === "current" ? "step" : undefined}>
            {href ? (
              <Link to={href} className={styles.stepLink}>
                {content}
              </Link>
            ) : (
              content
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** The journey's page: the step's heading, the steps, its form; beside it the car and its deposit. */
export function CheckoutLayout({
  title,
  progress,
  car,
  terms,
  children,
}: {
  title: string;
  progress?: readonly ProgressStep[];
  car: LeadCarSummary;
  /** The deposit the last step takes; none on the page of a car no longer for sale. */
  terms?: ReservationTerms;
  children: ReactNode;
}) {
  return (
    <LeadFormPage
      title={title}
      aside={
        <>
          <CarSummary car={car} heading="You're buying" backLabel="Back to the vehicle" />
          {terms ? <ReservationDeposit terms={terms} /> : null}
        </>
      }
    >
      {progress ? <CheckoutProgress progress={progress} /> : null}
      {children}
    </LeadFormPage>
  );
}
