import { Link } from "@remix-run/react";
import { imageUrl } from "~/models/car/display";
import type { OfferView } from "~/models/offers/offer";
import { button } from "~/styles/shared.css";
import { cx } from "../classNames";
import { CollapsedText } from "./CollapsedText";
import * as styles from "./OfferCard.css";

/** The offers list (vehicle-page §2 "Offers list and single-offer cards"). */
export function OfferList({ offers }: { offers: readonly OfferView[] }) {
  return (
    <ul className={styles.list}>
      {offers.map((offer) => (
        <li key={offer.id}>
          <OfferCard offer={offer} />
        </li>
      ))}
    </ul>
  );
}

/**
 * One offer: its image, name, description and disclaimer, each collapsed by §4's rules. On its
 * own page (`single`) the name is the page's heading and the card lays out side by side.
 */
export function OfferCard({ offer, single = false }: { offer: OfferView; single?: boolean }) {
  const Heading = single ? "h2" : "h3";
  return (
    <article className={cx(styles.card, single && styles.single)} aria-labelledby={`offer-${offer.id}-name`}>
      {offer.imageUrl ? (
        <img
          src={imageUrl(offer.imageUrl, { width: single ? 960 : 640 })}
          alt=""
          className={styles.image}
          width={640}
          height={400}
          loading={single ? "eager" : "lazy"}
        />
      ) : null}
      <div className={styles.body}>
        {offer.manufacturer || offer.modelName ? (
          <p className={styles.eyebrow}>{[offer.manufacturer, offer.modelName].filter(Boolean).join(" ")}</p>
        ) : null}
        <Heading id={`offer-${offer.id}-name`} className={styles.name}>
          {single ? offer.name : <Link to={offer.href}>{offer.name}</Link>}
        </Heading>
        {offer.description ? <CollapsedText text={offer.description} className={styles.description} /> : null}
        <div className={styles.actions}>
          {single ? null : (
            <Link to={offer.href} className={button.primary} aria-label={`View offer: ${offer.name}`}>
              View offer
            </Link>
          )}
          {offer.modelHref ? (
            <Link to={offer.modelHref} className={button.outline}>
              Explore the {offer.modelName}
            </Link>
          ) : null}
        </div>
        {offer.disclaimer ? (
          <div className={styles.disclaimer}>
            <CollapsedText text={offer.disclaimer} className={styles.disclaimerText} />
          </div>
        ) : null}
      </div>
    </article>
  );
}
