import type { ReactNode } from "react";
import * as styles from "./Expandable.css";

/**
 * Extra content behind a toggle with two labels (Show More / Show Less, Show All / Hide).
 * A native <details>, so it works without JavaScript and announces its state to screen
 * readers.
 */
export function Expandable({
  moreLabel,
  lessLabel,
  children,
  className,
}: {
  moreLabel: string;
  lessLabel: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <details className={`${styles.details}${className ? ` ${className}` : ""}`}>
      <summary className={styles.summary}>
        <span className={styles.whenClosed}>{moreLabel}</span>
        <span className={styles.whenOpen}>{lessLabel}</span>
      </summary>
      {children}
    </details>
  );
}

/** The class for text that the open Expandable next to it replaces (truncated comments). */
export const replacedWhenExpanded = styles.shortText;
