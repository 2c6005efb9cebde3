import { container } from "~/styles/shared.css";
import { cx } from "../classNames";
import * as styles from "./MetroHeader.css";
import { type HeaderParts, Wordmark } from "./parts";

/** Dealer-group layout: one dark bar, then a strip naming the group's dealerships. */
export function MetroHeader({ tenant, menuButton, nav, lists, phone }: HeaderParts) {
  return (
    <>
      <div className={cx(container, styles.metroBar)}>
        <Wordmark tenant={tenant} className={styles.metroWordmark} />
        {nav(styles.metroNav)}
        <div className={styles.metroActions}>
          {lists()}
          {phone(undefined, true)}
          {menuButton()}
        </div>
      </div>
      {tenant.dealerships.length > 1 ? (
        <div className={styles.brandStrip}>
          <div className={container}>
            {/* Focusable: on a phone it scrolls and holds nothing that takes focus, and Safari
                scrolls a box by keyboard only once it has focus (axe scrollable-region-focusable). */}
            <ul className={styles.brandList} aria-label="Our dealerships" tabIndex={0}>
              {tenant.dealerships.map((dealership) => (
                <li key={dealership.slug} className={styles.brandItem}>
                  {dealership.logoUrl ? (
                    <img src={dealership.logoUrl} alt={dealership.name} className={styles.brandLogo} />
                  ) : (
                    dealership.name
                  )}
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
    </>
  );
}
