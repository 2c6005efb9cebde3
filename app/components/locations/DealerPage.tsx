import type { ReactNode } from "react";
import { container } from "~/styles/shared.css";
import { cx } from "../classNames";
import * as styles from "./DealerPage.css";

/**
 * The frame of the dealer's own pages: a heading, an optional intro, then the sections. A page
 * whose first section carries its own h1 (the single-location hero) leaves the title out.
 */
export function DealerPage({
  title,
  intro,
  narrow = false,
  children,
}: {
  title?: ReactNode;
  intro?: ReactNode;
  /** Text pages keep a reading width. */
  narrow?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={cx(container, styles.page)}>
      {title ? (
        <header className={styles.header}>
          <h1 className={styles.title}>{title}</h1>
          {intro ? <div className={styles.intro}>{intro}</div> : null}
        </header>
      ) : null}
      <div className={cx(styles.sections, narrow && styles.prose)}>{children}</div>
    </div>
  );
}
