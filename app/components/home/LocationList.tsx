import { Link } from "@remix-run/react";
import { button, container } from "~/styles/shared.css";
import type { LocationCardData } from "~/models/locations/cards";
import { cx } from "../classNames";
import { locationTypeLabel } from "../locations";
import { PhoneLink } from "../PhoneLink";
import { locationPhoneSource } from "~/models/phone-reveal/reveal";
import * as styles from "./LocationList.css";

/** More locations than this fill a large screen's row, and the spec then hides the hint. */
const HINT_MAX_ON_LARGE_SCREENS = 3;

/**
 * "Our Locations": a swipe carousel of location cards (vehicle-page §2 Locations). The cards
 * come from the page's loader (`locationCards`); `masked` is the tenant's phone masking.
 */
export function LocationList({ locations, masked }: { locations: LocationCardData[]; masked: boolean }) {
  return (
    <section
      id="our-locations"
      className={cx(container, styles.section)}
      aria-labelledby="our-locations-heading"
    >
      <div className={styles.headingRow}>
        <h2 id="our-locations-heading" className={styles.heading}>
          Our Locations
        </h2>
        {locations.length > 1 ? (
          <p
            className={cx(
              styles.hint,
              locations.length > HINT_MAX_ON_LARGE_SCREENS && styles.hintHiddenOnLarge,
            )}
          >
            Swipe to see more <span aria-hidden="true">→</span>
          </p>
        ) : null}
      </div>
      <ul className={styles.track}>
        {locations.map((location) => (
          <li key={location.slug} className={styles.slide}>
            <LocationCard location={location} masked={masked} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function LocationCard({ location, masked }: { location: LocationCardData; masked: boolean }) {
  const { street, city, state, postcode } = location.address;
  const { hours } = location;
  const headingId = `location-${location.slug}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <p className={styles.type}>{locationTypeLabel(location.locationType)}</p>
      <h3 id={headingId} className={styles.name}>
        {location.name}
      </h3>
      <address className={styles.address}>
        {street}
        <br />
        {city} {state} {postcode}
      </address>
      {location.phone ? <PhoneLink phone={location.phone} masked={masked} source={locationPhoneSource(location.slug)} icon /> : null}
      {hours.length > 0 ? (
        <dl className={styles.hours} aria-label="Opening hours">
          {hours.map((line) => (
            <div key={line.days} className={styles.hoursRow}>
              <dt className={styles.hoursDays}>{line.days}</dt>
              <dd className={styles.hoursTime}>{line.hours}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {location.everySecondSaturday ? (
        <p className={styles.note}>Open every second Saturday.</p>
      ) : null}
      <Link to={`/locations/${location.slug}`} className={cx(button.outline, styles.viewLink)}>
        View location<span className="visually-hidden"> {location.name}</span>
      </Link>
    </article>
  );
}
