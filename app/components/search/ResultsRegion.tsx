import { forwardRef, type ReactNode } from "react";
import { cx } from "../classNames";
import * as styles from "./ResultsRegion.css";

/**
 * The results column. While a new search loads, the last results stay and dim, marked busy
 * (search-journey §4: "While loading or after an error the last data is kept").
 */
export const ResultsRegion = forwardRef<
  HTMLElement,
  {
    className?: string;
    updating: boolean;
    /** The query string these results answer: the address is ahead of it while a search loads. */
    search?: string;
    children: ReactNode;
  }
>(function ResultsRegion({ className, updating, search, children }, ref) {
  return (
    <section
      ref={ref}
      className={cx(className, styles.region, updating && styles.updating)}
      aria-label="Results"
      aria-busy={updating || undefined}
      data-search={search}
    >
      {children}
    </section>
  );
});
