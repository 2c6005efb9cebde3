import { formatAud, type PriceDisplay } from "~/models/car/display";
import { cx } from "../classNames";

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
  // A price alone is the block itself, one element (a search page has 21 of them).
  if (price.kind === "price" && price.wasPrice === undefined && !price.reduced) {
    return <p className={cx(classes.priceBlock, classes.price)}>{price.text}</p>;
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
  return <p className={cx(classes.priceBlock, classes.priceText)}>{price.text}</p>;
}
