import { Link } from "@remix-run/react";
import { formatAud } from "~/models/car/display";
import { stockCountLabel, type DirectoryDealership } from "~/models/search/directories";
import type { StockNouns } from "~/models/search/facets";
import { button } from "~/styles/shared.css";
import { cx } from "../classNames";
import { locationTypeLabel } from "../locations";
import { PhoneLink } from "../PhoneLink";
import { locationPhoneSource } from "~/models/phone-reveal/reveal";
import * as styles from "./DealershipDirectory.css";

/**
 * The dealership/category directory's list (search-journey §2): each dealership with its
 * locations, the categories and price range of its stock, and See more from this dealer.
 */
export function DealershipDirectory({
  dealerships,
  nouns,
  filtered,
  maskedPhones,
  emptyText,
}: {
  dealerships: readonly DirectoryDealership[];
  nouns: StockNouns;
  /** A category or price band is chosen: each dealership says how many of its cars match. */
  filtered: boolean;
  /** The tenant masks phone numbers until Show number (search-journey §4). */
  maskedPhones: boolean;
  emptyText: string;
}) {
  if (dealerships.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <ul className={styles.grid}>
      {dealerships.map((dealership) => (
        <li key={dealership.slug} className={styles.card}>
          <article className={styles.article} aria-labelledby={`dealership-${dealership.slug}`}>
            <header className={styles.header}>
              {dealership.logoUrl ? (
                <img src={dealership.logoUrl} alt="" height={40} loading="lazy" className={styles.logo} />
              ) : null}
              <h2 id={`dealership-${dealership.slug}`} className={styles.name}>
                {dealership.name}
              </h2>
            </header>

            <p className={styles.summary}>
              <strong>{stockCountLabel(dealership.stockCount, nouns)}</strong>
              {dealership.priceRange ? (
                <>
                  {" · "}
                  {dealership.priceRange.min === dealership.priceRange.max
                    ? formatAud(dealership.priceRange.min)
                    : `${formatAud(dealership.priceRange.min)} – ${formatAud(dealership.priceRange.max)}`}
                </>
              ) : null}
              {filtered ? (
                <span className={styles.matching}>{dealership.matching.toLocaleString("en-AU")} match your filters</span>
              ) : null}
            </p>

            {dealership.categories.length > 0 ? (
              <ul className={styles.categories} aria-label="Categories">
                {dealership.categories.map((category) => (
                  <li key={category.name} className={styles.category}>
                    {category.name} <span className={styles.categoryCount}>{category.count.toLocaleString("en-AU")}</span>
                  </li>
                ))}
              </ul>
            ) : null}

            {dealership.locations.length > 0 ? (
              <ul className={styles.locations} aria-label="Locations">
                {dealership.locations.map((location) => (
                  <li key={location.slug} className={styles.location}>
                    <Link to={`/locations/${location.slug}`} className={styles.locationName}>
                      {location.name}
                    </Link>
                    <span className={styles.locationType}>{locationTypeLabel(location.locationType)}</span>
                    <address className={styles.address}>
                      {location.street}, {location.city} {location.state} {location.postcode}
                    </address>
                    {location.phone ? (
                      <PhoneLink
                        phone={location.phone}
                        masked={maskedPhones}
                        dealershipId={dealership.id}
                        source={locationPhoneSource(location.slug)}
                        icon
                      />
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}

            <Link to={dealership.searchHref} className={cx(button.primary, styles.seeMore)}>
              See more from this dealer<span className="visually-hidden"> ({dealership.name})</span>
            </Link>
          </article>
        </li>
      ))}
    </ul>
  );
}
