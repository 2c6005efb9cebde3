import * as styles from "./PromotionTerms.css";

/** What may be won, and the promotion's terms and conditions, read before entering. */
export function PromotionTerms({ prize, terms }: { prize: string; terms: readonly string[] }) {
  return (
    <>
      <p className={styles.prize}>{prize}</p>
      <section className={styles.terms} aria-labelledby="promotion-terms-title">
        <h2 id="promotion-terms-title" className={styles.termsTitle}>
          Terms and conditions
        </h2>
        <ol className={styles.termsList}>
          {terms.map((paragraph) => (
            <li key={paragraph}>{paragraph}</li>
          ))}
        </ol>
      </section>
    </>
  );
}

/** An ended promotion says so in place of the form. */
export function PromotionEnded({ text }: { text: string }) {
  return (
    <p className={styles.ended} role="status">
      {text}
    </p>
  );
}
