import { formatAud, imageUrl } from "~/models/car/display";
import type { ModelCard as ModelCardData } from "~/models/model-range/catalogue";
import { ModelCard } from "./ModelCard";
import * as styles from "./ModelGrid.css";

export function ModelGrid({ cards, label }: { cards: readonly ModelCardData[]; label: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {cards.map((card) => (
        <li key={card.slug}>
          <ModelCard card={card} />
        </li>
      ))}
    </ul>
  );
}

/** A model page's picture, with its status label and from price. */
export function ModelHero({ card }: { card: ModelCardData }) {
  return (
    <figure className={styles.hero}>
      {card.imageUrl ? (
        <img src={imageUrl(card.imageUrl, { width: 960 })} alt={card.name} className={styles.heroImage} width={960} height={600} />
      ) : null}
      {card.label || card.priceFrom ? (
        <figcaption className={styles.heroCaption}>
          {card.label ? <span className={styles.heroLabel}>{card.label}</span> : null}
          {card.priceFrom ? <span>From {formatAud(card.priceFrom)}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}
