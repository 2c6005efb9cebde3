import { lazy, Suspense } from "react";
import type { ModelTabCards } from "~/models/model-range/catalogue";
import { cx } from "../classNames";
import { SiteLink } from "../SiteLink";
import * as styles from "./ModelMenu.css";

/** The tabs' and cards' code, asked for with the cards (not in every page's JavaScript). */
export const loadModelMenuTabs = () => import("./ModelMenuTabs");
const ModelMenuTabs = lazy(loadModelMenuTabs);

/**
 * The New Vehicles model dropdown (vehicle-page §2 "Model dropdown: category tabs ... Each
 * model card has Explore and Our Stock ... Side links"). The tabs are radio buttons whose
 * checked one shows its cards (CSS :has), and the panel opens like the header's other
 * dropdowns, on hover and keyboard focus; the header fetches the tabs when it first opens
 * (MainNav), so until then, and without JavaScript, it shows the side links. Small screens get
 * the side links only: the stacked menu has no room for cards. The cards' code comes with them.
 */
export function ModelMenu({
  tabs,
  links,
  loading = false,
  className,
  linkClassName,
}: {
  tabs: readonly ModelTabCards[];
  links: readonly { label: string; href: string }[];
  /** The cards are on their way: the panel takes their room already. */
  loading?: boolean;
  className?: string;
  linkClassName?: string;
}) {
  // Without cards (no JavaScript) the panel is a plain list of the side links.
  const withCards = tabs.length > 0 || loading;
  return (
    <div className={cx(className, withCards && styles.panel)}>
      <div className={withCards ? styles.layout : undefined}>
      {withCards ? (
        // The cards' room is kept while they and their code load.
        <Suspense fallback={<div className={styles.models} />}>
          {tabs.length > 0 ? <ModelMenuTabs tabs={tabs} /> : <div className={styles.models} />}
        </Suspense>
      ) : null}
      <ul className={cx(styles.sideLinks, withCards && styles.besideCards)} aria-label="New vehicle links">
        {links.map((link) => (
          <li key={`${link.label}|${link.href}`}>
            <SiteLink href={link.href} className={linkClassName}>
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
      </div>
    </div>
  );
}
