import type { SubmissionResult } from "@conform-to/react";
import { LeadForm } from "~/components/leads/LeadForm";
import type { LeadFormSetup } from "~/models/leads/setup";
import { OFFER_KEY_FIELD, STEP_FIELD } from "~/models/trade-in/steps";
import { estimateRange } from "~/models/trade-in/valuation";
import * as styles from "./TradeInOffer.css";

export interface TradeInEstimateView {
  low: number;
  high: number;
  comparables: number;
  basis: "model" | "make";
}

/** The estimate and what it rests on: the trade-in page's offer and the online purchase's trade-in step show it alike. */
export function EstimateFigure({ estimate, carName }: { estimate: TradeInEstimateView; carName: string }) {
  const basis =
    estimate.basis === "model"
      ? `${estimate.comparables} cars like yours listed for sale`
      : `${estimate.comparables} cars of the same make and age listed for sale`;
  return (
    <>
      <p className={styles.range}>{estimateRange(estimate)}</p>
      <p className={styles.basis}>
        For your {carName}, based on {basis}, adjusted for its kilometres and condition.
      </p>
    </>
  );
}

/**
 * Step 4: the estimate and the shopper's answer to it (vehicle-page §3 "Trade-in offer
 * acceptance: lead_id, form_completed, offer_accepted"). Accept and decline are two small
 * forms; only accepting carries the captcha, declining asks nothing of the shopper.
 */
export function TradeInOffer({
  estimate,
  carName,
  dealerName,
  answer,
  lead,
  action,
  acceptSetup,
  declineSetup,
  lastAnswer,
}: {
  estimate: TradeInEstimateView;
  carName: string;
  dealerName: string;
  answer: "accepted" | "declined" | null;
  lead: { id: number; key: string };
  action: string;
  acceptSetup: LeadFormSetup;
  declineSetup: LeadFormSetup;
  /** The action's reply to the last answer sent, and which answer it was. */
  lastAnswer: { accepted: boolean; result: SubmissionResult<string[]> } | null;
}) {
  const hidden = { [STEP_FIELD]: "offer", lead_id: lead.id, [OFFER_KEY_FIELD]: lead.key, form_completed: "on" };
  return (
    <section className={styles.offer} aria-labelledby="trade-in-offer-title">
      <h2 id="trade-in-offer-title" className={styles.title}>
        Your trade-in estimate
      </h2>
      <EstimateFigure estimate={estimate} carName={carName} />
      <p className={styles.note}>
        The dealer confirms the price when they inspect the car. Accepting asks {dealerName} to contact you to arrange it: you
        are under no obligation to sell.
      </p>
      {answer ? (
        <p className={styles.answered} role="status">
          {answer === "accepted"
            ? `You accepted this estimate. ${dealerName} will contact you to arrange an inspection.`
            : "You declined this estimate. Thanks for letting us know."}
        </p>
      ) : (
        <div className={styles.answers}>
          <LeadForm
            setup={acceptSetup}
            lastResult={lastAnswer?.accepted ? lastAnswer.result : null}
            action={action}
            submitLabel="Accept estimate"
            hidden={{ ...hidden, offer_accepted: "on" }}
            id="trade-in-accept"
          >
            {null}
          </LeadForm>
          <LeadForm
            setup={declineSetup}
            lastResult={lastAnswer && !lastAnswer.accepted ? lastAnswer.result : null}
            action={action}
            submitLabel="No thanks"
            hidden={hidden}
            id="trade-in-decline"
            className={styles.decline}
          >
            {null}
          </LeadForm>
        </div>
      )}
    </section>
  );
}
