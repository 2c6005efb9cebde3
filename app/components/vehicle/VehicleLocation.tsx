import type { VehicleLocation as Location } from "~/models/car/vehicle-view";
import * as styles from "./VehicleSidebar.css";

/**
 * Where the car is (vehicle-page §2 "vehicle location link, a map anchor #vehicle-map"): the
 * address and a link out to a map; no map service is called from the page.
 */
export function VehicleLocation({ location, seeMoreHref }: { location: Location; seeMoreHref: string }) {
  return (
    <section id="vehicle-map" className={styles.card} aria-labelledby="vehicle-map-title">
      <h2 id="vehicle-map-title" className={styles.cardTitle}>
        Vehicle location
      </h2>
      <p className={styles.muted}>
        <strong>{location.name}</strong>
        <br />
        {location.address}
      </p>
      <a href={location.mapHref} target="_blank" rel="noopener noreferrer">
        Open in maps<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      <a href={seeMoreHref}>See more from this dealer</a>
    </section>
  );
}
