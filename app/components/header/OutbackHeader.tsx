import { container } from "~/styles/shared.css";
import { cx } from "../classNames";
import * as styles from "./OutbackHeader.css";
import { type HeaderParts, Wordmark } from "./parts";

/** Caravan-dealer layout: the name centred above a band of navigation. */
export function OutbackHeader({ tenant, menuButton, nav, lists, phone }: HeaderParts) {
  const states = [...new Set(tenant.locations.map((location) => location.address.state))];
  return (
    <>
      <div className={cx(container, styles.outbackTop)}>
        <p className={styles.outbackLocale}>
          {states.length > 1 ? `Serving ${states.join(" & ")}` : `${tenant.address.city} ${tenant.address.state}`}
        </p>
        <div className={styles.outbackBrand}>
          <Wordmark tenant={tenant} className={styles.outbackWordmark} />
          {tenant.tagline ? <p className={styles.outbackTagline}>{tenant.tagline}</p> : null}
        </div>
        <div className={styles.outbackActions}>
          {lists()}
          {phone()}
          {menuButton()}
        </div>
      </div>
      <div className={styles.outbackNavBand}>
        <div className={container}>{nav()}</div>
      </div>
    </>
  );
}
