import { button, container } from "~/styles/shared.css";
import { cx } from "../classNames";
import { SiteLink } from "../SiteLink";
import * as styles from "./DriftHeader.css";
import { type HeaderParts, Wordmark } from "./parts";

/** Online-retailer layout: a light bar of pills and a prominent call to action. */
export function DriftHeader({ tenant, menuButton, nav, lists, phone }: HeaderParts) {
  return (
    <div className={cx(container, styles.driftBar)}>
      <Wordmark tenant={tenant} className={styles.driftWordmark} />
      {nav(styles.driftNav)}
      <div className={styles.driftActions}>
        {lists()}
        {phone(styles.driftPhone)}
        <SiteLink href={tenant.search.path} className={cx(button.primary, styles.driftCta)}>
          Browse {tenant.labels.stockNoun}
        </SiteLink>
      </div>
      {menuButton(styles.driftMenuButton)}
    </div>
  );
}
