import * as styles from "./TradeInFaq.css";

/** The journey's questions and answers, always open: the 7 years / 100,000 km statement (vehicle-page §5) among them. */
export function TradeInFaq({ entries }: { entries: readonly { question: string; answer: string }[] }) {
  return (
    <section className={styles.faq} aria-labelledby="trade-in-faq-title">
      <h2 id="trade-in-faq-title" className={styles.title}>
        Frequently asked questions
      </h2>
      <div className={styles.entries}>
        {entries.map((entry) => (
          <div key={entry.question} className={styles.entry}>
            <h3 className={styles.question}>{entry.question}</h3>
            <p className={styles.answer}>{entry.answer}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
