import { Form } from "@remix-run/react";
import { useState, type ChangeEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { formatAud } from "~/models/car/amounts";
import {
  DEFAULT_PRICE_VALUES,
  PRICE_SLIDER,
  clampPriceSlider,
  type PriceSliderSide,
} from "~/models/home/price-range";
import { button, container, sectionTitle } from "~/styles/shared.css";
import { cx } from "../classNames";
import * as styles from "./PriceRange.css";

const SIDES = [
  { side: "min", label: "Min price" },
  { side: "max", label: "Max price" },
] as const;

/**
 * The home page's price range with its View button (vehicle-page §2; §5: step 500, 5000 to
 * 250000): a GET form to /price-range, which goes on to the search refined by the range.
 * Without JavaScript the amounts are typed into two boxes; with it two sliders show them as
 * they move and keep "min cannot exceed max minus 1 and vice versa" while dragging, and the
 * form goes through the router. The search page's URL is built on the server either way: its
 * builder's code (2 kB gzip) is more than the home page's JavaScript budget has room for.
 */
export function PriceRange({ stockNoun }: { stockNoun: string }) {
  const hydrated = useHydrated();
  const [values, setValues] = useState(DEFAULT_PRICE_VALUES);
  const slide = (side: PriceSliderSide) => (event: ChangeEvent<HTMLInputElement>) =>
    setValues(clampPriceSlider({ ...values, [side]: event.currentTarget.valueAsNumber }, side));
  // The top of the slider leaves the price open (priceSearchRange).
  const amount = (side: PriceSliderSide) =>
    `${formatAud(values[side])}${side === "max" && values.max >= PRICE_SLIDER.max ? "+" : ""}`;

  return (
    <section className={cx(container, styles.section)} aria-labelledby="price-range-heading">
      <h2 id="price-range-heading" className={sectionTitle}>
        Shop by price
      </h2>
      <Form method="get" action="/price-range" className={styles.form}>
        {SIDES.map(({ side, label }) => (
          <div key={side} className={styles.field}>
            <label htmlFor={`price-range-${side}`} className={styles.label}>
              {/* The box holds a bare number; the slider shows it as dollars beside the label. */}
              {hydrated ? label : `${label} ($)`}
            </label>
            {hydrated ? (
              <>
                <output htmlFor={`price-range-${side}`} className={styles.amount}>
                  {amount(side)}
                </output>
                <input
                  id={`price-range-${side}`}
                  type="range"
                  name={`price_${side}`}
                  min={PRICE_SLIDER.min}
                  max={PRICE_SLIDER.max}
                  step={PRICE_SLIDER.step}
                  value={values[side]}
                  aria-valuetext={amount(side)}
                  onChange={slide(side)}
                  className={styles.slider}
                />
              </>
            ) : (
              <input
                id={`price-range-${side}`}
                type="number"
                inputMode="numeric"
                name={`price_${side}`}
                min={PRICE_SLIDER.min}
                max={PRICE_SLIDER.max}
                step={PRICE_SLIDER.step}
                defaultValue={DEFAULT_PRICE_VALUES[side]}
                className={styles.box}
              />
            )}
          </div>
        ))}
        <button type="submit" className={cx(button.primary, styles.view)}>
          View<span className="visually-hidden"> {stockNoun} in this price range</span>
        </button>
      </Form>
    </section>
  );
}
