import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useId, useRef, type FormEvent } from "react";
import {
  isPhoneRevealed,
  PHONE_REVEAL_ACTION,
  type PhoneRevealAnswer,
  type PhoneSource,
} from "~/models/phone-reveal/reveal";
import { isMaskedPhone, maskPhone } from "~/tenants/fields/masked-phone";
import { cx } from "./classNames";
import * as styles from "./PhoneLink.css";

/** Pages ask it in their loaders, beside the PhoneLink they render. */
export { isPhoneRevealed };

/** A tel: URL: digits and a leading + only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/**
 * A phone number as a tel: link. On tenants that mask numbers only the first 5 characters
 * show until the visitor clicks Show number (search-journey §4); the click logs the reveal
 * (§7). The page holds only the masked number: the full one comes from the server at the
 * reveal. The button is a form post, so it works without JavaScript: the page comes back with
 * `?reveal=` and its loader sends the number. With JavaScript a fetcher posts in the
 * background and shows the number the answer carries. Not for use inside another form (forms
 * cannot nest).
 */
export function PhoneLink({
  phone,
  masked = false,
  icon = false,
  compact = false,
  className,
  carId,
  dealershipId,
  source,
  revealed,
  label,
  targetClassName,
  onRevealed,
}: {
  /** The number, or only its masked form on a page of a masking tenant. */
  phone: string;
  masked?: boolean;
  icon?: boolean;
  /** Below 576px only the icon shows (the number stays for screen readers). */
  compact?: boolean;
  className?: string;
  /** The car the number is about; its reveal is logged against the car. */
  carId?: number;
  /** The dealership whose number this is; taken from the car when not given. */
  dealershipId?: number;
  /** Which of the tenant's numbers this is, for a number that is no car's. */
  source?: PhoneSource;
  /** Whether the page already shows the number in full; by default the URL's `reveal` says. */
  revealed?: boolean;
  /** Words before the number, inside the link or the button (a call to action: "Book a Service: "). */
  label?: string;
  /** The link's and the button's own look in place of the inline one (a call-to-action button). */
  targetClassName?: string;
  /** Hears the number a Show number with JavaScript revealed: other places on the page may dial it too. */
  onRevealed?: (phone: string) => void;
}) {
  const location = useLocation();
  // The same on the page the reveal comes back to (both are server renders of the same tree):
  // the fragment of `return_to`, so a reveal without JavaScript lands where it was pressed.
  const anchorId = `phone${useId().replace(/:/g, "")}`;
  const fetcher = useFetcher<PhoneRevealAnswer>();
  const answered = fetcher.data?.ok ? fetcher.data.phone : null;
  const numberRef = useRef<HTMLAnchorElement>(null);
  // The button the visitor pressed is gone: keyboard focus moves on to the number.
  useEffect(() => {
    if (answered) numberRef.current?.focus();
  }, [answered]);
  useEffect(() => {
    if (answered) onRevealed?.(answered);
  }, [answered, onRevealed]);

  const textClass = compact ? styles.compactText : undefined;
  const targetClass = compact ? styles.compactTarget : undefined;
  const showIcon = icon || compact;
  const revealedByPage = (revealed ?? isPhoneRevealed(location, carId)) && !isMaskedPhone(phone);
  const number = !masked || revealedByPage ? phone : answered;
  if (number) {
    return (
      <span id={anchorId} className={cx(styles.anchor, className)}>
        <a ref={numberRef} href={telHref(number)} className={cx(targetClassName ?? styles.link, targetClass)}>
          {showIcon ? <PhoneIcon /> : null}
          {label}
          <span className={textClass}>{number}</span>
        </a>
      </span>
    );
  }

  // What the reveal posts: the form's hidden fields without JavaScript, the fetcher's JSON with.
  const fields = {
    ...(carId !== undefined && { car_id: carId }),
    ...(dealershipId !== undefined && { dealership_id: dealershipId }),
    ...(source !== undefined && { source }),
    return_to: `${location.pathname}${location.search}`,
  };
  // Without JavaScript the answer is a new page: it comes back to this button's place.
  const formFields = { ...fields, return_to: `${fields.return_to}#${anchorId}` };
  const reveal = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    fetcher.submit(fields, { method: "post", action: PHONE_REVEAL_ACTION, encType: "application/json" });
  };
  return (
    <form
      method="post"
      action={PHONE_REVEAL_ACTION}
      onSubmit={reveal}
      id={anchorId}
      className={cx(styles.anchor, styles.reveal, className)}
      data-phone-reveal
    >
      {Object.entries(formFields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        className={cx(targetClassName ?? styles.revealButton, targetClass)}
        aria-busy={fetcher.state !== "idle" || undefined}
      >
        {showIcon ? <PhoneIcon /> : null}
        {label}
        <span className={textClass}>{maskPhone(phone)}</span>
        <span className={cx(styles.showNumber, textClass)}>Show number</span>
      </button>
    </form>
  );
}

export function PhoneIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
      />
    </svg>
  );
}
