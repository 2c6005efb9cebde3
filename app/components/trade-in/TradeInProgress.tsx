import { STEP_TITLES, TRADE_IN_STEPS, type TradeInStep } from "~/models/trade-in/steps";
import * as styles from "./TradeInProgress.css";

/** Where the shopper is in the journey: the steps in order, the current one marked. */
export function TradeInProgress({ current }: { current: TradeInStep }) {
  const currentIndex = TRADE_IN_STEPS.indexOf(current);
  return (
    <ol className={styles.steps} aria-label="Trade-in steps">
      {TRADE_IN_STEPS.map((step, index) => {
        const state = index < currentIndex ? "done" : index === currentIndex ? "current" : "todo";
        return (
          <li key={step} className={styles.step[state]} aria-current={state === "current" ? "step" : undefined}>
            <span className={styles.number} aria-hidden="true">
              {state === "done" ? "✓" : index + 1}
            </span>
            <span className={styles.title}>
              {STEP_TITLES[step]}
              {state === "done" ? <span className="visually-hidden"> (done)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
