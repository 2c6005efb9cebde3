import { Link } from "@remix-run/react";
import { formatAud, imageUrl } from "~/models/car/display";
import type { ModelCard as ModelCardData } from "~/models/model-range/catalogue";
import { cx } from "../classNames";
import * as styles from "./ModelCard.css";

/**
 * A model card (vehicle-page §2: "Each model card has Explore and Our Stock"; §4 "coming_soon
 * shows Upcoming; other set status shows All-New"). `compact` is the header dropdown's size.
 */
export function ModelCard({ card, compact = false }: { card: ModelCardData; compact?: boolean }) {
  const Heading = compact ? "p" : "h3";
  return (
    <article className={cx(styles.card, compact && styles.compact)} aria-label={card.name}>
      <div className={styles.imageWrap}>
        {card.imageUrl ? (
          <img
            src={imageUrl(card.imageUrl, { width: compact ? 320 : 640 })}
            alt=""
            className={styles.image}
            width={320}
            height={200}
            loading="lazy"
          />
        ) : null}
        {card.label ? <span className={cx(styles.label, card.label === "Upcoming" && styles.upcoming)}>{card.label}</span> : null}
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>{card.name}</Heading>
        {!compact && card.tagline ? <p className={styles.tagline}>{card.tagline}</p> : null}
        {!compact && card.priceFrom ? <p className={styles.price}>From {formatAud(card.priceFrom)}</p> : null}
        <div className={styles.links}>
          <Link to={card.exploreHref} className={styles.explore} aria-label={`Explore ${card.name}`}>
            Explore
          </Link>
          <Link to={card.stockHref} className={styles.stock} aria-label={`Our Stock: ${card.name}`}>
            Our Stock
          </Link>
        </div>
      </div>
    </article>
  );
}
