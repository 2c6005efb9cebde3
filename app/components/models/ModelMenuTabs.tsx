import { MODEL_DROPDOWN_SCROLL_ABOVE } from "~/models/model-range/model-menu";
import type { ModelTabCards } from "~/models/model-range/catalogue";
import { cx } from "../classNames";
import { ModelCard } from "./ModelCard";
import * as styles from "./ModelMenu.css";

const TAB_GROUP = "model-menu-tab";

/**
 * The model dropdown's category tabs and their cards: radio buttons whose checked one shows
 * its cards (CSS :has). Loaded with the cards when the menu first opens (ModelMenu).
 */
export default function ModelMenuTabs({ tabs }: { tabs: readonly ModelTabCards[] }) {
  return (
    <div className={styles.models}>
      <div role="radiogroup" aria-label="Model categories" className={styles.tabList}>
        {tabs.map(({ tab, slug }, index) => (
          <label key={slug} className={styles.tab}>
            <input type="radio" name={TAB_GROUP} value={slug} defaultChecked={index === 0} className={styles.tabInput} />
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
  );
}
