import { formatKm } from "~/models/car/display";
import { describeAnswers, type ConditionAnswer } from "~/models/trade-in/condition";
import * as styles from "./TradeInRecap.css";

export interface TradeInRecapCar {
  rego?: string;
  regoState?: string;
  year: number;
  make: string;
  model: string;
  km: number;
}

/** What the shopper told us so far, so each step shows what it builds on. */
export function TradeInRecap({ car, answers = [] }: { car: TradeInRecapCar; answers?: readonly ConditionAnswer[] }) {
  const described = describeAnswers(answers);
  return (
    <section className={styles.recap} aria-label="Your car">
      <p className={styles.car}>
        <span className={styles.name}>
          {car.year} {car.make} {car.model}
        </span>
        <span>{formatKm(car.km)}</span>
        {car.rego ? (
          <span>
            Rego {car.rego}
            {car.regoState ? ` (${car.regoState})` : ""}
          </span>
        ) : null}
      </p>
      {described.length > 0 ? (
        <dl className={styles.answers}>
          {described.map(({ question, answer }) => (
            <div key={question} className={styles.answer}>
              <dt>{question}</dt>
              <dd>{answer}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
