/**
 * The home page's price range slider with its View button (vehicle-page §2 "Other screens").
 * Its own constants (vehicle-page §5, §9), not the search screen's sliders (search/slider.ts):
 * "Price slider: min cannot exceed max minus 1 and vice versa; step 500; default range 5000
 * to 250000".
 *
 * The slider's rules only: the browser runs them while the handles move. The search it leads
 * to is price-range-search.ts's, kept apart so the search page's URL code stays out of the
 * home page's JavaScript.
 */
export const PRICE_SLIDER = { min: 5_000, max: 250_000, step: 500 } as const;

export interface PriceSliderValues {
  min: number;
  max: number;
}

export type PriceSliderSide = keyof PriceSliderValues;

/** Where the handles rest before the shopper moves them: the default range's ends. */
export const DEFAULT_PRICE_VALUES: PriceSliderValues = { min: PRICE_SLIDER.min, max: PRICE_SLIDER.max };

/** A value on the slider: a whole step from its start (§9 "slider step 500"), within its range. */
function onSlider(value: number): number {
  if (!Number.isFinite(value)) return PRICE_SLIDER.min;
  const steps = Math.round((value - PRICE_SLIDER.min) / PRICE_SLIDER.step);
  return Math.min(Math.max(PRICE_SLIDER.min + steps * PRICE_SLIDER.step, PRICE_SLIDER.min), PRICE_SLIDER.max);
}

/** The last step at or below `value`. */
function stepDown(value: number): number {
  return PRICE_SLIDER.min + Math.floor((value - PRICE_SLIDER.min) / PRICE_SLIDER.step) * PRICE_SLIDER.step;
}

/** The first step at or above `value`. */
function stepUp(value: number): number {
  return PRICE_SLIDER.min + Math.ceil((value - PRICE_SLIDER.min) / PRICE_SLIDER.step) * PRICE_SLIDER.step;
}

/**
 * vehicle-page §5: "min cannot exceed max minus 1 and vice versa". The handle the shopper
 * moved (`moved`) stops at the last step that keeps the rule, so on the 500 grid the two are
 * always at least one step apart (min ≤ max − 1 is min ≤ max − 500 there); at the end of the
 * range, where the moved handle has no room, the other one gives way. Values off the grid or
 * outside 5000 to 250000 are put on it first.
 */
export function clampPriceSlider(values: PriceSliderValues, moved: PriceSliderSide): PriceSliderValues {
  let min = onSlider(values.min);
  let max = onSlider(values.max);
  if (moved === "min" && min > max - 1) min = stepDown(max - 1);
  if (moved === "max" && max < min + 1) max = stepUp(min + 1);
  if (min < PRICE_SLIDER.min) [min, max] = [PRICE_SLIDER.min, stepUp(PRICE_SLIDER.min + 1)];
  if (max > PRICE_SLIDER.max) [min, max] = [stepDown(PRICE_SLIDER.max - 1), PRICE_SLIDER.max];
  return { min, max };
}

/**
 * What a submitted form chose (the form without JavaScript sends what was typed): a side not
 * given rests at its end of the range; two amounts in the wrong order are the shopper's
 * numbers, swapped; then the slider's own rule (clampPriceSlider) as if the min was moved.
 */
export function priceSliderValuesFrom(sent: { min?: number; max?: number }): PriceSliderValues {
  let min = sent.min ?? PRICE_SLIDER.min;
  let max = sent.max ?? PRICE_SLIDER.max;
  if (min > max) [min, max] = [max, min];
  return clampPriceSlider({ min, max }, "min");
}
