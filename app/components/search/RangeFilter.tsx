import type { FacetStats } from "~/models/search/engine/index";
import { formatRangeValue } from "~/models/search/facets";
import { chosenRange, inputStep, sliderBounds, snapBounds } from "~/models/search/slider";
import type { Range, RangeKey } from "~/models/search/state";
import * as styles from "./RangeFilter.css";
import { visuallyHidden } from "./visuallyHidden.css";

/**
 * Min and max for price, km or year (search-journey §5) as two number inputs, `price_min`
 * and `price_max`: a form without JavaScript cannot join them into `price=min:max`, so the
 * URL parser takes both forms. The bounds are the facet's, snapped to whole thousands for
 * price and km; an empty side is open and placeholders show the facet's min and max.
 */
export function RangeFilter({
  attribute,
  label,
  stats,
  range,
}: {
  attribute: RangeKey;
  label: string;
  stats: Pick<FacetStats, "min" | "max"> | undefined;
  range: Range | undefined;
}) {
  const facetBounds = sliderBounds(stats);
  const bounds = snapBounds(facetBounds, attribute);
  const chosen = chosenRange(range, facetBounds, attribute);
  const input = (side: "min" | "max") => (
    <label className={styles.field}>
      {side === "min" ? "Min" : "Max"}
      <span className={visuallyHidden}>{` ${label.toLowerCase()}`}</span>
      <input
        type="number"
        inputMode="numeric"
        name={`${attribute}_${side}`}
        className={styles.input}
        min={bounds.min}
        max={bounds.max}
        step={inputStep(attribute)}
        placeholder={formatRangeValue(attribute, bounds[side])}
        defaultValue={chosen[side]}
      />
    </label>
  );
  return (
    <fieldset className={styles.fieldset}>
      <legend className={visuallyHidden}>{label}</legend>
      {input("min")}
      <span className={styles.dash} aria-hidden="true">
        –
      </span>
      {input("max")}
    </fieldset>
  );
}
