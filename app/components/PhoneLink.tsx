import { cx } from "./classNames";
import * as styles from "./PhoneLink.css";

/** A tel: URL: digits and a leading + only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** Characters of a masked number shown before the reveal (search-journey §9). */
const MASKED_PREFIX_LENGTH = 5;

/**
 * A phone number as a tel: link. On tenants that mask numbers only the first five
 * characters show until the visitor opens "Show number"; the reveal is a <details>, so it
 * works without JavaScript (a script may listen for its toggle event to log the reveal).
 */
export function PhoneLink({
  phone,
  masked = false,
  icon = false,
  compact = false,
  className,
}: {
  phone: string;
  masked?: boolean;
  icon?: boolean;
  /** Below 576px only the icon shows (the number stays for screen readers). */
  compact?: boolean;
  className?: string;
}) {
  const textClass = compact ? styles.compactText : undefined;
  const targetClass = compact ? styles.compactTarget : undefined;
  const number = (
    <a href={telHref(phone)} className={cx(styles.link, targetClass)}>
      {icon || compact ? <PhoneIcon /> : null}
      <span className={textClass}>{phone}</span>
    </a>
  );
  if (!masked) return <span className={className}>{number}</span>;
  return (
    <details className={cx(styles.reveal, className)} data-phone-reveal>
      <summary className={cx(styles.summary, targetClass)}>
        {icon || compact ? <PhoneIcon /> : null}
        <span className={textClass}>{phone.slice(0, MASKED_PREFIX_LENGTH).trimEnd()}…</span>
        <span className={cx(styles.showNumber, textClass)}>Show number</span>
      </summary>
      {number}
    </details>
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
