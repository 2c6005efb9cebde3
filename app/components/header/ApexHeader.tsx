import { button, container } from "~/styles/shared.css";
import { cx } from "../classNames";
import { SiteLink } from "../SiteLink";
import * as styles from "./ApexHeader.css";
import { PinIcon } from "../icons";
import { type HeaderParts, Wordmark } from "./parts";

/** Toyota-dealer layout: utility bar (locations, phone), logo row, full-width nav row. */
export function ApexHeader({ tenant, menuButton, nav, lists, phone }: HeaderParts) {
  return (
    <>
      <div className={styles.apexUtility}>
        <div className={cx(container, styles.apexUtilityInner)}>
          {tenant.tagline ? <p className={styles.apexTagline}>{tenant.tagline}</p> : null}
          <ul className={styles.utilityLinks}>
            <li>
              <a href="/#our-locations" className={styles.utilityLink}>
                <PinIcon size={16} />
                {tenant.locations.length > 1
                  ? `Our ${tenant.locations.length} locations`
                  : `${tenant.address.city} ${tenant.address.state}`}
              </a>
            </li>
            <li>{lists()}</li>
            <li>{phone()}</li>
          </ul>
        </div>
      </div>
      <div className={cx(container, styles.apexLogoRow)}>
        <Wordmark tenant={tenant} className={styles.apexWordmark} />
        <SiteLink href={tenant.search.path} className={cx(button.outline, styles.apexSearchLink)}>
          Search our {tenant.labels.stockNoun}
        </SiteLink>
        {menuButton()}
      </div>
      <div className={styles.apexNavRow}>
        <div className={container}>{nav()}</div>
      </div>
    </>
  );
}
