import { SiteLink } from "./SiteLink";
import { container } from "~/styles/shared.css";
import type { PublicTenant } from "~/tenants/public";
import { cx } from "./classNames";
import * as styles from "./SellYourCarBanner.css";

/** The red header banner inviting shoppers to sell their car (vehicle-page §2). */
export function SellYourCarBanner({ tenant }: { tenant: PublicTenant }) {
  const { heading, buttonText, href } = tenant.sellYourCarBanner;
  return (
    <aside className={styles.banner} aria-label="Sell your car">
      <div className={cx(container, styles.inner)}>
        <p className={styles.heading}>{heading}</p>
        <SiteLink href={href} className={styles.action}>
          {buttonText}
        </SiteLink>
      </div>
    </aside>
  );
}
