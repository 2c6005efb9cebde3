import { Link } from "@remix-run/react";
import { container, sectionTitle } from "~/styles/shared.css";
import type { PublicTenant } from "~/tenants/public";
import { cx } from "../classNames";
import { PhoneLink } from "../PhoneLink";
import { headlinePhone } from "~/models/phone-reveal/reveal";
import * as styles from "./StockByType.css";

export interface StockCounts {
  new: number;
  demo: number;
  used: number;
}

const STOCK_TYPES = [
  { type: "new", label: "New", href: "/search/new-cars" },
  { type: "demo", label: "Demo", href: "/search/demo-cars" },
  { type: "used", label: "Used", href: "/search/used-cars" },
] as const;

/**
 * Tiles for new, demo and used stock with their counts. A type with no stock is left out;
 * when there is no stock at all the shopper is asked to call instead.
 */
export function StockByType({ tenant, counts }: { tenant: PublicTenant; counts: StockCounts }) {
  const noun = tenant.labels.stockNoun;
  const tiles = STOCK_TYPES.filter(({ type }) => counts[type] > 0);
  return (
    <section className={cx(container, styles.section)} aria-labelledby="stock-by-type-heading">
      <h2 id="stock-by-type-heading" className={sectionTitle}>
        Browse our {noun}
      </h2>
      {tiles.length > 0 ? (
        <ul className={cx(styles.tiles, styles.tileCount[tiles.length as 1 | 2 | 3])}>
          {tiles.map(({ type, label, href }) => (
            <li key={type}>
              <Link to={href} className={styles.tile}>
                <span className={styles.label}>
                  {label} {noun}
                </span>
                <span className={styles.count}>
                  <span className={styles.number}>{counts[type].toLocaleString("en-AU")}</span>
                  in stock
                </span>
                <span className={styles.viewAll} aria-hidden="true">
                  View all <span className={styles.arrow}>→</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        // A <div>: the masked phone is a <details>, which a <p> may not contain.
        <div className={styles.updating} role="status">
          Our stock is being updated — call us on{" "}
          <PhoneLink {...headlinePhone(tenant.phones)} masked={tenant.features.phoneMasking} />
        </div>
      )}
    </section>
  );
}
