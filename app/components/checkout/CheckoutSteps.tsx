import type { SubmissionResult } from "@conform-to/react";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { ConsentText } from "~/components/leads/ConsentText";
import { ContactDetailsFields, CUSTOMER_FIELD_LABELS, POSTCODE_LENGTH } from "~/components/leads/CustomerFields";
import { CheckboxField, FieldGrid, HiddenField, SelectField, TextareaField, TextField } from "~/components/leads/fields";
import { LeadForm } from "~/components/leads/LeadForm";
import { CarStepFields } from "~/components/trade-in/CarStepFields";
import { ChoiceField, ConditionQuestions } from "~/components/trade-in/ConditionQuestions";
import { StepForm } from "~/components/trade-in/StepForm";
import { EstimateFigure } from "~/components/trade-in/TradeInOffer";
import * as offerStyles from "~/components/trade-in/TradeInOffer.css";
import { TradeInRecap } from "~/components/trade-in/TradeInRecap";
import * as tradeInStyles from "~/components/trade-in/TradeInJourney.css";
import type { ReviewSection, TradeInEstimatePage } from "~/models/checkout/review";
import {
  answersAsFormFields,
  autoSelectedLocation,
  stepDefaultValue,
  stepSchema,
  type AnswerStep,
  type CheckoutAnswers,
  type CheckoutStep,
} from "~/models/checkout/steps";
import { FINANCE_TERMS_MONTHS, MAX_MESSAGE } from "~/models/leads/schemas";
import type { LeadFormSetup } from "~/models/leads/setup";
import { CONDITION_QUESTIONS } from "~/models/trade-in/condition";
import { noEstimateText } from "~/models/trade-in/pages";
import { button } from "~/styles/shared.css";
import * as styles from "./CheckoutLayout.css";

type Reply = SubmissionResult<string[]> | null | undefined;

export interface CheckoutStepProps {
  step: CheckoutStep;
  answers: CheckoutAnswers;
  setup: LeadFormSetup;
  formAction: string;
  review: readonly ReviewSection[];
  /** The trade-in step's estimate page, shown in place of its form. */
  estimate: TradeInEstimatePage | null;
  submitLabel: string;
  lastResult: Reply;
}

const CONTINUE = "Continue";

/** Fields that only one answer of the choice above them needs, under a note that says which. */
function DetailsFieldset({ title, note, children }: { title: string; note: string; children: ReactNode }) {
  return (
    <fieldset className={styles.details}>
      <legend className={styles.detailsLegend}>{title}</legend>
      <p className={styles.note}>{note}</p>
      {children}
    </fieldset>
  );
}

/**
 * A choice, then the fields only one of its answers needs. They show either way, so the page
 * works without JavaScript; the step's schema reads them only with that answer.
 */
function ChoiceWithDetails({
  name,
  legend,
  options,
  detailsTitle,
  detailsNote,
  children,
}: {
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  detailsTitle: string;
  detailsNote: string;
  children: ReactNode;
}) {
  return (
    <>
      <ChoiceField name={name} legend={legend} options={options} />
      <DetailsFieldset title={detailsTitle} note={detailsNote}>
        {children}
      </DetailsFieldset>
    </>
  );
}

function TradeInFields() {
  return (
    <ChoiceWithDetails
      name="hasTradeIn"
      legend="Do you have a car to trade in?"
      options={[
        { value: "no", label: "No, skip the trade-in" },
        { value: "yes", label: "Yes, I have a car to trade in" },
      ]}
      detailsTitle="Your trade-in"
      detailsNote="Only with a trade-in: we estimate its value from these answers, as the online trade-in estimate does, and show you the estimate next."
    >
      <CarStepFields />
      <ConditionQuestions questions={CONDITION_QUESTIONS} />
    </ChoiceWithDetails>
  );
}

const TERM_OPTIONS = FINANCE_TERMS_MONTHS.map((months) => ({ value: String(months), label: `${months} months (${months / 12} years)` }));

function PaymentFields() {
  return (
    <ChoiceWithDetails
      name="paymentMethod"
      legend="How would you like to pay?"
      options={[
        { value: "cash", label: "Cash or my own finance" },
        { value: "finance", label: "Finance through the dealer" },
      ]}
      detailsTitle="Finance"
      detailsNote="Only with finance through the dealer: the finance team quotes from these."
    >
      <FieldGrid>
        <TextField name="financeDeposit" label="Deposit you can put down ($)" inputMode="numeric" placeholder="e.g. 5,000" half />
        <TextField name="financeWeeklyBudget" label="Weekly repayment budget ($)" inputMode="numeric" placeholder="e.g. 150" half />
        <SelectField name="financeTermMonths" label="Loan term" options={TERM_OPTIONS} half />
      </FieldGrid>
    </ChoiceWithDetails>
  );
}

/** §4 "Location in a form is auto-selected when exactly one option exists": named, not asked. */
function HandoverFields({ locations }: { locations: LeadFormSetup["locations"] }) {
  const only = autoSelectedLocation(locations);
  return (
    <>
      <ChoiceField
        name="handover"
        legend="Delivery or pick-up?"
        options={[
          { value: "pick-up", label: "I'll pick it up" },
          { value: "delivery", label: "Deliver it to me" },
        ]}
      />
      {only ? (
        <>
          <HiddenField name="location" value={only.id} />
          <p className={styles.note}>Picked up at, or delivered from, {only.name}.</p>
        </>
      ) : (
        <SelectField
          name="location"
          label="Pick up at, or deliver from"
          options={locations.map((location) => ({ value: String(location.id), label: location.name }))}
        />
      )}
      <DetailsFieldset title="Delivery address" note="Only for delivery.">
        <FieldGrid>
          <TextField name="deliveryAddress" label="Street address and suburb" autoComplete="street-address" />
          <TextField
            name="deliveryPostcode"
            label="Delivery postcode"
            inputMode="numeric"
            maxLength={POSTCODE_LENGTH}
            autoComplete="postal-code"
            half
          />
        </FieldGrid>
      </DetailsFieldset>
    </>
  );
}

function ReviewSections({ review }: { review: readonly ReviewSection[] }) {
  return (
    <div className={styles.sections}>
      {review.map((section) => (
        <section key={section.step} className={styles.section} aria-labelledby={`review-${section.step}`}>
          <div className={styles.sectionHead}>
            <h2 id={`review-${section.step}`} className={styles.sectionTitle}>
              {section.title}
            </h2>
            <Link to={section.editHref} aria-label={`Change ${section.title.toLowerCase()}`}>
              Change
            </Link>
          </div>
          <dl className={styles.rows}>
            {section.rows.map((row) => (
              <div key={row.label} className={styles.row}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

/**
 * The trade-in step's second page: the car as described, the estimate the trade-in page
 * would give it (or plainly why there is none), and Continue; the trade-in goes to the
 * dealer with the purchase either way.
 */
function TradeInEstimate({ estimate }: { estimate: TradeInEstimatePage }) {
  const { car, answers, valuation } = estimate;
  return (
    <div className={styles.estimate}>
      <TradeInRecap car={car} answers={answers} />
      {valuation.kind === "estimate" ? (
        <section className={offerStyles.offer} aria-labelledby="checkout-estimate-title">
          <h2 id="checkout-estimate-title" className={offerStyles.title}>
            Your trade-in estimate
          </h2>
          <EstimateFigure estimate={valuation} carName={`${car.year} ${car.make} ${car.model}`} />
          <p className={offerStyles.note}>
            The dealer confirms the price when they inspect the car. The estimate goes to them with your purchase.
          </p>
        </section>
      ) : (
        <p className={tradeInStyles.notice} role="note">
          {noEstimateText(valuation.reason)} Your trade-in is still sent with your purchase.
        </p>
      )}
      <p className={styles.estimateActions}>
        <Link to={estimate.continueHref} className={button.primary}>
          {CONTINUE}
        </Link>
        <Link to={estimate.changeHref}>Change your trade-in</Link>
      </p>
    </div>
  );
}

const STEP_FIELDS: Record<AnswerStep, (setup: LeadFormSetup) => JSX.Element> = {
  details: () => (
    <FieldGrid>
      <ContactDetailsFields />
    </FieldGrid>
  ),
  "trade-in": () => <TradeInFields />,
  payment: () => <PaymentFields />,
  handover: (setup) => <HandoverFields locations={setup.locations} />,
};

/**
 * The step's form. An answer step posts to its own address and goes on to the next; the
 * review shows every answer with its Change link, and sends them with the consent as one
 * lead form (spam guards, captcha) whose hidden fields are the saved answers.
 */
export function CheckoutStepForm({ step, answers, setup, formAction, review, estimate, submitLabel, lastResult }: CheckoutStepProps) {
  if (estimate) return <TradeInEstimate estimate={estimate} />;
  if (step === "review") {
    return (
      <>
        <ReviewSections review={review} />
        <LeadForm setup={setup} lastResult={lastResult} action={formAction} submitLabel={submitLabel} hidden={answersAsFormFields(answers)}>
          <FieldGrid>
            <TextareaField name="message" label="Anything the dealership should know?" limit={MAX_MESSAGE} />
            <CheckboxField name="terms_agreed" label={<ConsentText consent={setup.consent} />} />
            <CheckboxField name="opt_in" label={CUSTOMER_FIELD_LABELS.opt_in} />
          </FieldGrid>
        </LeadForm>
      </>
    );
  }
  return (
    <StepForm
      key={step}
      journey="checkout"
      step={step}
      schema={stepSchema(step, setup.options)}
      lastResult={lastResult}
      defaultValue={stepDefaultValue(answers, step)}
      action={formAction}
      submitLabel={CONTINUE}
    >
      {STEP_FIELDS[step](setup)}
    </StepForm>
  );
}

/** In the journey's place when the car has been reserved or sold: why, and others like it. */
export function NoLongerAvailable({ text, findSimilarHref, findSimilarLabel }: { text: string; findSimilarHref: string; findSimilarLabel: string }) {
  return (
    <section className={styles.section} aria-labelledby="unavailable-title">
      <h2 id="unavailable-title" className={styles.sectionTitle}>
        No longer available
      </h2>
      <p className={styles.note}>{text}</p>
      <p>
        <Link to={findSimilarHref} className={button.primary}>
          {findSimilarLabel}
        </Link>
      </p>
    </section>
  );
}
