import { Form } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { formatAud } from "~/models/car/display";
import { REPAYMENT_DISCLAIMER } from "~/models/finance/eligibility";
import {
  CALCULATOR_RATE_PERCENT,
  CALCULATOR_TERM_YEARS,
  calculatorRepayments,
  formatRepayment,
  formatTerm,
  parseCalculatorParams,
  type CalculatorDefaults,
  type CalculatorErrors,
  type CalculatorValues,
  type Repayments,
} from "~/models/finance/repayment";
import * as styles from "./RepaymentCalculator.css";

export const CALCULATOR_ID = "finance-calculator";

const TERM_YEARS = Array.from(
  { length: CALCULATOR_TERM_YEARS.max - CALCULATOR_TERM_YEARS.min + 1 },
  (_, index) => CALCULATOR_TERM_YEARS.min + index
);

type Live = { errors: CalculatorErrors; result: Repayments };

/**
 * The repayment calculator of the vehicle page (vehicle-page §5, §9). A GET form: without
 * JavaScript the server reads the URL and renders `values`, `errors` and `result`; with it,
 * every change is recomputed here by the same parser and maths, and Calculate still submits
 * the form so the URL can be shared.
 */
export function RepaymentCalculator({
  action,
  values,
  errors,
  result,
  hiddenParams = {},
  defaults,
}: {
  /** The page's path; the form comes back to the calculator's anchor. */
  action: string;
  values: CalculatorValues;
  errors: CalculatorErrors;
  result: Repayments;
  /** Query parameters the page needs kept, since a GET form replaces the query. */
  hiddenParams?: Record<string, string>;
  /** What an emptied field falls back to while typing; the values shown when not given. */
  defaults?: CalculatorDefaults;
}) {
  const valuesKey = JSON.stringify(values);
  const [live, setLive] = useState<Live | null>(null);
  const [liveFor, setLiveFor] = useState(valuesKey);
  // New values from the server (the form was sent) replace whatever was typed before.
  if (liveFor !== valuesKey) {
    setLiveFor(valuesKey);
    setLive(null);
  }

  const recompute = (event: FormEvent<HTMLFormElement>) => {
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string") params.append(name, value);
    }
    const parsed = parseCalculatorParams(params, defaults ?? { price: values.price, ratePercent: values.rate });
    setLive({ errors: parsed.errors, result: calculatorRepayments(parsed.values) });
  };

  const shownErrors = live?.errors ?? errors;
  const shown = live?.result ?? result;
  const fieldId = (name: keyof CalculatorValues) => `${CALCULATOR_ID}-${name}`;
  const errorId = (name: keyof CalculatorValues) => `${fieldId(name)}-error`;
  const described = (name: keyof CalculatorValues) =>
    shownErrors[name] ? { "aria-invalid": true, "aria-describedby": errorId(name) } : {};
  const fieldError = (name: keyof CalculatorValues) =>
    shownErrors[name] ? (
      <p id={errorId(name)} className={styles.error}>
        {shownErrors[name]}
      </p>
    ) : null;
  const dollarField = (name: "price" | "deposit" | "balloon", label: string) => (
    <div className={styles.field}>
      <label htmlFor={fieldId(name)} className={styles.label}>
        {label}
      </label>
      <input
        id={fieldId(name)}
        name={name}
        type="number"
        inputMode="numeric"
        min={name === "price" ? 1 : 0}
        step={1}
        defaultValue={values[name]}
        className={styles.control}
        {...described(name)}
      />
      {fieldError(name)}
    </div>
  );

  return (
    <section id={CALCULATOR_ID} className={styles.section} aria-labelledby={`${CALCULATOR_ID}-title`}>
      <h2 id={`${CALCULATOR_ID}-title`} className={styles.title}>
        Repayment calculator
      </h2>
      <div className={styles.layout}>
        <Form
          key={valuesKey}
          method="get"
          action={`${action}#${CALCULATOR_ID}`}
          preventScrollReset
          className={styles.fields}
          onChange={recompute}
        >
          {Object.entries(hiddenParams).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {dollarField("price", "Vehicle price ($)")}
          {dollarField("deposit", "Deposit ($)")}
          {dollarField("balloon", "Balloon ($)")}
          <div className={styles.field}>
            <label htmlFor={fieldId("term")} className={styles.label}>
              Loan term
            </label>
            <select
              id={fieldId("term")}
              name="term"
              defaultValue={values.term}
              className={styles.control}
              {...described("term")}
            >
              {TERM_YEARS.map((years) => (
                <option key={years} value={years}>
                  {formatTerm(years * 12)}
                </option>
              ))}
            </select>
            {fieldError("term")}
          </div>
          <div className={styles.field}>
            <label htmlFor={fieldId("rate")} className={styles.label}>
              Interest rate (% p.a.)
            </label>
            <input
              id={fieldId("rate")}
              name="rate"
              type="number"
              inputMode="decimal"
              min={CALCULATOR_RATE_PERCENT.min}
              max={CALCULATOR_RATE_PERCENT.max}
              step={0.01}
              defaultValue={values.rate}
              className={styles.control}
              {...described("rate")}
            />
            {fieldError("rate")}
          </div>
          <button type="submit" className={styles.submit}>
            Calculate
          </button>
        </Form>
        <div className={styles.results} aria-live="polite">
          <dl className={styles.figures}>
            <div className={styles.figure}>
              <dt className={styles.figureName}>Weekly repayment</dt>
              <dd className={styles.weeklyValue}>{formatRepayment(shown.weekly)}</dd>
            </div>
            <div className={styles.figure}>
              <dt className={styles.figureName}>Monthly repayment</dt>
              <dd className={styles.figureValue}>{formatRepayment(shown.monthly)}</dd>
            </div>
          </dl>
          <p className={styles.financed}>Amount financed: {formatAud(shown.financed)}</p>
          <p className={styles.disclaimer}>{REPAYMENT_DISCLAIMER}</p>
        </div>
      </div>
    </section>
  );
}
