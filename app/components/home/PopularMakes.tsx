import type { PopularMakeTile } from "~/models/home/popular-makes";
import { container, sectionTitle } from "~/styles/shared.css";
import { cx } from "../classNames";
import { SiteLink } from "../SiteLink";
import * as styles from "./PopularMakes.css";

/**
 * The makes with the most stock, each a tile with its count linking to its search (vehicle-page
 * §2 "popular-facet tiles with counts"). Nothing when no make has stock: the stock tiles above
 * already say so.
 */
export function PopularMakes({ tiles }: { tiles: PopularMakeTile[] }) {
  if (tiles.length === 0) return null;
  return (
    <section className={cx(container, styles.section)} aria-labelledby="popular-makes-heading">
      <h2 id="popular-makes-heading" className={sectionTitle}>
        Popular makes
      </h2>
      <ul className={styles.tiles}>
        {tiles.map(({ make, count, href, logo }) => (
          <li key={make}>
            <SiteLink href={href} className={styles.tile}>
              {/* The name is beside it, so the badge says nothing more: alt="". */}
              {logo ? (
                <img src={logo} alt="" width={40} height={40} loading="lazy" className={styles.logo} />
              ) : (
                <span className={styles.logo} />
              )}
              <span className={styles.make}>{make}</span>
              <span className={styles.count}>{count.toLocaleString("en-AU")} in stock</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
