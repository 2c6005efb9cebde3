import { Link } from "@remix-run/react";
import * as styles from "./ModelTabs.css";

/** /models' category tabs as links (/models?body={tab}), so each tab is a page of its own. */
export function ModelTabs({
  tabs,
  active,
}: {
  tabs: readonly { tab: string; slug: string; href: string; count: number }[];
  active: string;
}) {
  return (
    <nav aria-label="Model categories" className={styles.nav}>
      <ul className={styles.list}>
        {tabs.map((tab) => (
          <li key={tab.slug}>
            <Link
              to={tab.href}
              className={styles.tab}
              aria-current={tab.slug === active ? "page" : undefined}
              preventScrollReset
            >
              {tab.tab} <span className={styles.count}>({tab.count})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
