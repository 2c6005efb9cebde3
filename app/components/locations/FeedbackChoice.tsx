import { button } from "~/styles/shared.css";
import * as styles from "./FeedbackChoice.css";

/**
 * The feedback page (vehicle-page §2 Other screens): "heading We'd love to hear your feedback!;
 * buttons I had a great experience (goes to the dealership's Google review URL) and I had a
 * bad experience (goes to /customer-feedback-survey)".
 */
export function FeedbackChoice({
  firstName,
  dealershipName,
  reviewUrl,
  surveyHref,
}: {
  firstName: string;
  dealershipName: string;
  /** Null when no dealership has a Google review page: that button is left out rather than pointing nowhere. */
  reviewUrl: string | null;
  surveyHref: string;
}) {
  return (
    <section className={styles.panel} aria-labelledby="feedback-heading">
      <p className={styles.greeting}>
        Hi {firstName}, thank you for choosing {dealershipName}.
      </p>
      <h1 id="feedback-heading" className={styles.heading}>
        We&apos;d love to hear your feedback!
      </h1>
      <p>How was your experience with us?</p>
      <div className={styles.buttons}>
        {reviewUrl ? (
          <a href={reviewUrl} className={button.primary} rel="noopener noreferrer">
            I had a great experience
          </a>
        ) : null}
        <a href={surveyHref} className={button.outline}>
          I had a bad experience
        </a>
      </div>
    </section>
  );
}
