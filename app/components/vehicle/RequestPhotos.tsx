import { REQUEST_PHOTOS } from "~/components/leads/car-form-paths";
import { ConsentText } from "~/components/leads/ConsentText";
import { honeypot } from "~/components/leads/LeadForm.css";
import { FORM_STAMP_FIELD, FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "~/models/leads/forms/field-names";
import { REQUEST_PHOTOS_MESSAGE } from "~/models/leads/forms/request-photos";
import type { LeadFormSetup } from "~/models/leads/setup";
import { button } from "~/styles/shared.css";
import * as styles from "./RequestPhotos.css";

/** One such form on a vehicle page. */
const EMAIL_ID = "request-photos-email";

/**
 * search-journey §2, §5 on the vehicle page: a car without photos asks for them with the
 * search card's Request Photos form, posted to /cars/{slug}/request-photos as the card's is:
 * the email and the consent, the hidden message "Please send photos for this car" and the
 * spam guard the loader issued. A plain HTML form with JavaScript or without; a mistake the
 * browser does not catch shows on the form's own page, what was typed kept.
 */
export function RequestPhotos({
  action,
  guard,
  consent,
  carName,
}: {
  action: string;
  guard: LeadFormSetup["guard"];
  consent: LeadFormSetup["consent"];
  carName: string;
}) {
  return (
    <form method="post" action={action} className={styles.form} aria-label={`Request photos of the ${carName}`}>
      <input type="hidden" name="message" value={REQUEST_PHOTOS_MESSAGE} />
      <input type="hidden" name={FORM_TOKEN_FIELD} value={guard.formToken} />
      <input type="hidden" name={FORM_STAMP_FIELD} value={guard.formStamp} />
      <input type="text" name={HONEYPOT_FIELD} defaultValue="" tabIndex={-1} autoComplete="off" aria-hidden="true" className={honeypot} />
      <label htmlFor={EMAIL_ID} className={styles.label}>
        Email Address
      </label>
      <div className={styles.emailRow}>
        <input id={EMAIL_ID} className={styles.input} type="email" name="email" autoComplete="email" required />
        <button type="submit" className={button.primary}>
          {REQUEST_PHOTOS}
        </button>
      </div>
      <label className={styles.consent}>
        <input className={styles.checkbox} type="checkbox" name="terms_agreed" required />
        <span>
          <ConsentText consent={consent} />
        </span>
      </label>
    </form>
  );
}
