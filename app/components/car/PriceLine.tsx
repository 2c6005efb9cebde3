import { formatAud, type PriceDisplay } from "~/models/car/display";

/** The class names a price is drawn with: the card and the vehicle page size it differently. */
export interface PriceClasses {
  priceBlock: string;
  price: string;
  perWeek: string;
  wasPrice: string;
  reduced: string;
  priceText: string;
}

/** The price by the precedence of vehicle-page §4, as priceDisplay decided it. */
export function PriceLine({ price, classes }: { price: PriceDisplay; classes: PriceClasses }) {
  if (price.kind === "subscription") {
    return (
      <p className={classes.priceBlock}>
        <span className={classes.price}>
          {formatAud(price.amount ?? 0)}
          <span className={classes.perWeek}>/week</span>
        </span>
      </p>
    );
  }
  if (price.kind === "price") {
    return (
      <p className={classes.priceBlock}>
        <span className={classes.price}>{price.text}</span>
        {price.wasPrice !== undefined ? (
          <s className={classes.wasPrice}>
            <span className="visually-hidden">Was </span>
            {formatAud(price.wasPrice)}
          </s>
        ) : null}
        {price.reduced ? <span className={classes.reduced}>Reduced</span> : null}
      </p>
    );
  }
  return (
    <p className={classes.priceBlock}>
      <span className={classes.priceText}>{price.text}</span>
    </p>
  );
}
