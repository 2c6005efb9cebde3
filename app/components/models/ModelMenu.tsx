import { Link } from "@remix-run/react";
import { MODEL_DROPDOWN_SCROLL_ABOVE } from "~/models/model-range/model-menu";
import type { ModelTabCards } from "~/models/model-range/catalogue";
import { cx } from "../classNames";
import { ModelCard } from "./ModelCard";
import * as styles from "./ModelMenu.css";

const TAB_GROUP = "model-menu-tab";

/**
 * The New Vehicles model dropdown (vehicle-page §2 "Model dropdown: category tabs ... Each
 * model card has Explore and Our Stock ... Side links"). The tabs are radio buttons whose
 * checked one shows its cards (CSS :has), and the panel opens like the header's other
 * dropdowns, on hover and keyboard focus; the header fetches the tabs when it first opens
 * (MainNav), so until then, and without JavaScript, it shows the side links. Small screens get
 * the side links only: the stacked menu has no room for cards.
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
      {tabs.length > 0 ? (
        <div className={styles.models}>
          <div role="radiogroup" aria-label="Model categories" className={styles.tabList}>
            {tabs.map(({ tab, slug }, index) => (
              <label key={slug} className={styles.tab}>
                <input
                  type="radio"
                  name={TAB_GROUP}
                  value={slug}
                  defaultChecked={index === 0}
                  className={styles.tabInput}
                />
                {tab}
              </label>
            ))}
          </div>
          {tabs.map(({ tab, slug, cards }) => (
            <ul
              key={slug}
              data-model-tab={slug}
              aria-label={tab}
              className={cx(styles.cards, cards.length > MODEL_DROPDOWN_SCROLL_ABOVE && styles.scrolls)}
            >
              {cards.map((card) => (
                <li key={card.slug}>
                  <ModelCard card={card} compact />
                </li>
              ))}
            </ul>
          ))}
        </div>
      ) : loading ? (
        <div className={styles.models} />
      ) : null}
      <ul className={cx(styles.sideLinks, withCards && styles.besideCards)} aria-label="New vehicle links">
        {links.map((link) => (
          <li key={`${link.label}|${link.href}`}>
            <Link to={link.href} className={linkClassName}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      </div>
    </div>
  );
}
