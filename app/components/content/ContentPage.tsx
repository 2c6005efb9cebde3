import type { ReactNode } from "react";
import { container } from "~/styles/shared.css";
import { cx } from "../classNames";
import * as styles from "./ContentPage.css";

/** The frame of a dealer content page: eyebrow, heading, intro, then the page's sections. */
export function ContentPage({
  title,
  eyebrow,
  intro,
  actions,
  children,
}: {
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={cx(container, styles.page)}>
      <header className={styles.header}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {intro ? <div className={styles.intro}>{intro}</div> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      {children}
    </div>
  );
}

/** A titled section of a content page. */
export function ContentSection({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-heading`;
  return (
    <section id={id} className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
