import { SiteLink } from "../SiteLink";
import type { GuaranteeTile } from "~/models/service/guarantees";
import { container } from "~/styles/shared.css";
import { cx } from "../classNames";
import * as styles from "./GuaranteesBanner.css";

/**
 * The guarantees banner (vehicle-page §9): on used-car lists and pages under contact-us, for
 * tenants that give the guarantees (decide with showsGuarantees). `contained` wraps it in the
 * page column for pages that do not already have one.
 */
export function GuaranteesBanner({
  tiles,
  contained = false,
  className,
  headingId = "guarantees-heading",
}: {
  tiles: readonly GuaranteeTile[];
  contained?: boolean;
  className?: string;
  /** Its heading's id, which names the section: a page placing the banner twice gives each its own. */
  headingId?: string;
}) {
  return (
    <section className={cx(styles.banner, contained && container, className)} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Our guarantees
      </h2>
      <ul className={styles.tiles}>
        {tiles.map((tile) => (
          <li key={tile.title} className={styles.tile}>
            {tile.href ? (
              <SiteLink href={tile.href} className={styles.title}>
                {tile.title}
              </SiteLink>
            ) : (
              <span className={styles.title}>{tile.title}</span>
            )}
            <span className={styles.text}>{tile.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
