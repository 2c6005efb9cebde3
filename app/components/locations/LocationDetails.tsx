import type { ReactNode } from "react";
import type { LocationHours } from "~/models/locations/location-hours";
import { addressLine, mapHref } from "~/models/locations/places";
import { button } from "~/styles/shared.css";
import type { TenantLocation } from "~/tenants/schema";
import { locationTypeLabel } from "../locations";
import { PhoneLink } from "../PhoneLink";
import { locationPhoneSource } from "~/models/phone-reveal/reveal";
import { OpeningHours } from "./OpeningHours";
import * as styles from "./LocationDetails.css";

/**
 * The single-location hero (vehicle-page §2 Locations: "single-location hero with map, details
 * and opening hours"). The map is static: the address and a link out to Google Maps under the
 * #map anchor; the page calls no map service.
 */
export function LocationDetails({
  location,
  hours,
  action,
  masked,
  headingLevel = 1,
  children,
}: {
  location: TenantLocation;
  hours: LocationHours | null;
  action: string;
  masked: boolean;
  headingLevel?: 1 | 2;
  /** Extra content under the details, such as the team page's departments. */
  children?: ReactNode;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const headingId = `location-${location.slug}-name`;
  return (
    <article className={styles.hero} aria-labelledby={headingId}>
      <div className={styles.details}>
        <p className={styles.type}>{locationTypeLabel(location.locationType)}</p>
        <Heading id={headingId} className={styles.name}>
          {location.name}
        </Heading>
        <address className={styles.address}>
          {location.address.street}
          <br />
          {location.address.city} {location.address.state} {location.address.postcode}
        </address>
        <dl className={styles.facts}>
          {location.phone ? (
            <>
              <dt className={styles.factTerm}>Phone</dt>
              <dd className={styles.factValue}>
                <PhoneLink phone={location.phone} masked={masked} source={locationPhoneSource(location.slug)} />
              </dd>
            </>
          ) : null}
          {location.email ? (
            <>
              <dt className={styles.factTerm}>Email</dt>
              <dd className={styles.factValue}>
                <a href={`mailto:${location.email}`}>{location.email}</a>
              </dd>
            </>
          ) : null}
          {location.dealerLicenceNumber ? (
            <>
              <dt className={styles.factTerm}>Dealer licence</dt>
              <dd className={styles.factValue}>{location.dealerLicenceNumber}</dd>
            </>
          ) : null}
        </dl>
        {children}
        <div id="map" className={styles.map}>
          <svg className={styles.mapPin} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
            />
          </svg>
          <p className={styles.mapAddress}>{addressLine(location.address)}</p>
          <a href={mapHref(location)} className={button.primary} target="_blank" rel="noopener noreferrer">
            Get directions<span className="visually-hidden"> to {location.name} in Google Maps (opens in a new tab)</span>
          </a>
        </div>
      </div>
      {hours ? (
        <OpeningHours
          key={`${location.slug}-${hours.selected}`}
          locationSlug={location.slug}
          hours={hours}
          action={action}
          headingLevel={headingLevel === 1 ? 2 : 3}
        />
      ) : null}
    </article>
  );
}
