import type { ReactNode } from "react";
import * as styles from "./DirectoryLayout.css";

/** A directory page: heading, a line on what it lists, its filters, the count, the list. */
export function DirectoryLayout({
  heading,
  intro,
  filters,
  summary,
  children,
}: {
  heading: string;
  intro: string;
  filters: ReactNode;
  /** "5 makes, page 1 of 2": announced when a filter changes the list. */
  summary: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{heading}</h1>
      <p className={styles.intro}>{intro}</p>
      {filters}
      <p className={styles.summary} role="status">
        {summary}
      </p>
      {children}
    </div>
  );
}
