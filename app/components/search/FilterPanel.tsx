import type { ReactNode } from "react";
import * as styles from "./FilterPanel.css";
import { visuallyHidden } from "./visuallyHidden.css";

/**
 * One collapsible filter panel (search-journey §2). A <details>, so it opens and closes
 * without JavaScript; the server opens it when it holds a refinement.
 */
export function FilterPanel({
  title,
  open,
  refinedCount = 0,
  children,
}: {
  title: string;
  open: boolean;
  refinedCount?: number;
  children: ReactNode;
}) {
  return (
    <details className={styles.panel} open={open}>
      <summary className={styles.summary}>
        <span className={styles.title}>
          {title}
          {refinedCount > 0 && (
            <span className={styles.badge}>
              {refinedCount}
              <span className={visuallyHidden}> selected</span>
            </span>
          )}
        </span>
      </summary>
      <div className={styles.body}>{children}</div>
    </details>
  );
}
