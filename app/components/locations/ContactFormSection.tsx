import type { ReactNode } from "react";
import * as styles from "./ContactFormSection.css";

/** A contact page's form in a panel of reading width: its heading (the #id the intro links to), then the form. */
export function ContactFormSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.panel}>
      <h2 id={`${id}-title`} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
