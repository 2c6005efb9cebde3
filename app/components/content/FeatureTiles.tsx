import { SiteLink } from "../SiteLink";
import type { FeatureTile } from "~/models/service/feature-tiles";
import * as styles from "./FeatureTiles.css";

/**
 * The vehicle page's feature tiles (vehicle-page §9): the dealership brand's tiles for the
 * car's type, in the order featureTilesForCar gives (random per car, the same on every render).
 */
export function FeatureTiles({ tiles }: { tiles: readonly FeatureTile[] }) {
  if (tiles.length === 0) return null;
  return (
    <ul className={styles.tiles} aria-label="Why buy this car from us">
      {tiles.map((tile) => (
        <li key={tile.id} className={styles.tile} data-tile={tile.id}>
          {tile.href ? (
            tile.href.startsWith("#") ? (
              <a href={tile.href} className={styles.title}>
                {tile.title}
              </a>
            ) : (
              <SiteLink href={tile.href} className={styles.title}>
                {tile.title}
              </SiteLink>
            )
          ) : (
            <span className={styles.title}>{tile.title}</span>
          )}
          <span className={styles.text}>{tile.text}</span>
        </li>
      ))}
    </ul>
  );
}
