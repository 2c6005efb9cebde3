import { Form } from "@remix-run/react";
import { BACK_FIELD, STEP_FIELD, type TradeInStep } from "~/models/trade-in/steps";
import * as styles from "./BackForm.css";

/** Back one step with the answers so far: a form of its own, so it works without JavaScript and never validates. */
export function BackForm({
  step,
  carried,
  action,
  label,
}: {
  step: TradeInStep;
  carried: Readonly<Record<string, string>>;
  action: string;
  label: string;
}) {
  return (
    <Form method="post" action={action} className={styles.form}>
      <input type="hidden" name={STEP_FIELD} value={step} />
      {Object.entries(carried).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" name={BACK_FIELD} value="1" className={styles.button}>
        <span aria-hidden="true">←</span> {label}
      </button>
    </Form>
  );
}
