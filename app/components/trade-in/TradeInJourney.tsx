import { useEffect, useMemo, useRef } from "react";
import { CustomerFields } from "~/components/leads/CustomerFields";
import { LeadForm } from "~/components/leads/LeadForm";
import type { LeadFormSetup } from "~/models/leads/setup";
import { CONDITION_QUESTIONS } from "~/models/trade-in/condition";
import { noEstimateText } from "~/models/trade-in/pages";
import {
  carriedFields,
  STEP_FIELD,
  STEP_TITLES,
  tradeInCarStepSchema,
  tradeInConditionStepSchema,
  type TradeInActionData,
  type TradeInCarStep,
} from "~/models/trade-in/steps";
import { BackForm } from "./BackForm";
import { CarStepFields } from "./CarStepFields";
import { ConditionQuestions } from "./ConditionQuestions";
import { StepForm } from "./StepForm";
import { TradeInProgress } from "./TradeInProgress";
import { TradeInRecap } from "./TradeInRecap";
import * as styles from "./TradeInJourney.css";

/** Step 1's heading says what we ask, and the note below it why (no rego lookup exists). */
const CAR_STEP_HEADING = "Tell us about your car";

function recapCar(car: TradeInCarStep) {
  return {
    rego: car.rego,
    regoState: car.regoState,
    year: car.tradeInYear,
    make: car.tradeInMake,
    model: car.tradeInModel,
    km: car.tradeInKm,
  };
}

type JourneyState = Exclude<TradeInActionData, { step: "offer" }>;

/**
 * The trade-in steps before the estimate (vehicle-page §4 "Multi-step forms advance each
 * step; the last step submits"): the car, its condition, then the shopper's details, which
 * store the trade-in lead. Each step is the action's answer to the one before.
 */
export function TradeInJourney({
  action,
  state,
  contactSetup,
  carBeingBoughtId,
  defaultRegoState,
}: {
  action: string;
  /** The action's answer to the last step sent; none on arrival. */
  state: JourneyState | null;
  contactSetup: LeadFormSetup;
  carBeingBoughtId: number | null;
  defaultRegoState: string;
}) {
  const current: JourneyState = state ?? { step: "car", car: null, result: null };
  const carSchema = useMemo(() => tradeInCarStepSchema(), []);
  const conditionSchema = useMemo(() => tradeInConditionStepSchema(), []);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(current.step);

  // A new step replaces the form the shopper was in: take their focus (and a screen reader) to its heading.
  useEffect(() => {
    if (current.step !== firstStep.current) heading.current?.focus();
    firstStep.current = current.step;
  }, [current.step]);

  return (
    <section className={styles.journey} aria-labelledby="trade-in-step-title">
      <TradeInProgress current={current.step} />
      <h2 id="trade-in-step-title" ref={heading} tabIndex={-1} className={styles.heading}>
        {current.step === "car" ? CAR_STEP_HEADING : STEP_TITLES[current.step]}
      </h2>
      {current.step === "car" ? (
        <>
          <p className={styles.note}>
            We don't look registrations up online, so please tell us the car's year, make, model and kilometres as its
            papers and dashboard show them.
          </p>
          <StepForm
            key="car"
            step="car"
            schema={carSchema}
            lastResult={current.result}
            defaultValue={
              current.car ? { ...current.car, tradeInKm: String(current.car.tradeInKm) } : { regoState: defaultRegoState }
            }
            action={action}
            submitLabel="Next: its condition"
          >
            <CarStepFields />
          </StepForm>
        </>
      ) : null}
      {current.step === "condition" ? (
        <>
          <TradeInRecap car={recapCar(current.car)} />
          <StepForm
            key="condition"
            step="condition"
            schema={conditionSchema}
            lastResult={current.result}
            defaultValue={current.answers.length > 0 ? { adjustmentAnswers: current.answers } : {}}
            carried={carriedFields(current.car)}
            action={action}
            submitLabel="Next: your details"
          >
            <ConditionQuestions questions={CONDITION_QUESTIONS} />
          </StepForm>
          <BackForm step="condition" carried={carriedFields(current.car)} action={action} label="Back to your car" />
        </>
      ) : null}
      {current.step === "contact" ? (
        <>
          <TradeInRecap car={recapCar(current.car)} answers={current.answers} />
          <p className={current.noEstimate ? styles.notice : styles.note} role={current.noEstimate ? "note" : undefined}>
            {current.noEstimate
              ? noEstimateText(current.noEstimate)
              : "Your estimate is ready: tell us how to reach you and we'll show it straight away."}
          </p>
          <LeadForm
            setup={contactSetup}
            lastResult={current.result}
            action={action}
            submitLabel={current.noEstimate ? "Send to the dealer" : "See my estimate"}
            hidden={{
              [STEP_FIELD]: "contact",
              ...carriedFields(current.car, current.answers),
              ...(carBeingBoughtId !== null ? { car_id: carBeingBoughtId } : {}),
            }}
            id="trade-in-contact"
          >
            <CustomerFields setup={contactSetup} messageLabel="Anything else about the car?" />
          </LeadForm>
          <BackForm
            step="contact"
            carried={carriedFields(current.car, current.answers)}
            action={action}
            label="Back to its condition"
          />
        </>
      ) : null}
    </section>
  );
}
