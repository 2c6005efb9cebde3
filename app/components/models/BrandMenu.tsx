import type { BrandTile } from "~/models/model-range/brand-menu";
import { cx } from "../classNames";
import { SiteLink } from "../SiteLink";
import * as styles from "./BrandMenu.css";

/** A dealer group's brand mega-menu: a logo tile per dealership (vehicle-page §2). */
export function BrandMenu({ tiles, className }: { tiles: readonly BrandTile[]; className?: string }) {
  return (
    <ul className={cx(className, styles.panel)}>
      {tiles.map((tile) => (
        <li key={tile.href} className={styles.item}>
          <SiteLink href={tile.href} className={styles.tile}>
            {/* The tile's name is the dealership's: the logo beside it is decoration. Lazy: the
                menu is closed when a page loads, and its logos would otherwise be fetched first,
                beside the page's own largest photo. */}
            {tile.logoUrl ? (
              <img src={tile.logoUrl} alt="" width={48} height={48} loading="lazy" decoding="async" className={styles.logo} />
            ) : null}
            <span className={styles.name}>{tile.label}</span>
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
