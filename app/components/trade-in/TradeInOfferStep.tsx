import type { SubmissionResult } from "@conform-to/react";
import type { LeadFormSetup } from "~/models/leads/setup";
import type { ConditionAnswer } from "~/models/trade-in/condition";
import { noEstimateText } from "~/models/trade-in/pages";
import type { TradeInCar, TradeInValuation } from "~/models/trade-in/valuation";
import { TradeInOffer } from "./TradeInOffer";
import { TradeInProgress } from "./TradeInProgress";
import { TradeInRecap } from "./TradeInRecap";
import * as styles from "./TradeInJourney.css";

export interface TradeInOfferData {
  lead: { id: number; key: string };
  car: TradeInCar | null;
  answers: ConditionAnswer[];
  valuation: TradeInValuation;
  answer: "accepted" | "declined" | null;
  acceptSetup: LeadFormSetup;
  declineSetup: LeadFormSetup;
}

/** The journey's last step: the stored lead's estimate with Accept and No thanks, or why the dealer values it instead. */
export function TradeInOfferStep({
  offer,
  action,
  dealerName,
  lastAnswer,
}: {
  offer: TradeInOfferData;
  action: string;
  dealerName: string;
  lastAnswer: { accepted: boolean; result: SubmissionResult<string[]> } | null;
}) {
  const { car, valuation } = offer;
  return (
    <div className={styles.journey}>
      <TradeInProgress current="offer" />
      {car ? <TradeInRecap car={car} answers={offer.answers} /> : null}
      {valuation.kind === "estimate" ? (
        <TradeInOffer
          estimate={valuation}
          carName={car ? `${car.year} ${car.make} ${car.model}` : "car"}
          dealerName={dealerName}
          answer={offer.answer}
          lead={offer.lead}
          action={action}
          acceptSetup={offer.acceptSetup}
          declineSetup={offer.declineSetup}
          lastAnswer={lastAnswer}
        />
      ) : (
        <p className={styles.notice}>{noEstimateText(valuation.reason)}</p>
      )}
    </div>
  );
}
