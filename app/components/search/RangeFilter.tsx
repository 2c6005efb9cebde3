import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { FacetStats } from "~/adapters/search/port";
import { formatRangeValue } from "~/models/search/facets";
import { appliedRange, inputStep, sliderBounds, snapBounds } from "~/models/search/slider";
import type { Range, RangeKey } from "~/models/search/state";
import * as styles from "./RangeFilter.css";
import { RangeSlider } from "./RangeSlider";
import { visuallyHidden } from "./visuallyHidden.css";

type Side = "min" | "max";

const boxValue = (box: HTMLInputElement | null): number | undefined =>
  box && box.value.trim() !== "" && Number.isFinite(box.valueAsNumber) ? box.valueAsNumber : undefined;

/**
 * Min and max for price, km or year (search-journey §5) as two number inputs, `price_min`
 * and `price_max`: a form without JavaScript cannot join them into `price=min:max`, so the
 * URL parser takes both forms. The bounds are the facet's, snapped to whole thousands for
 * price and km; an empty side is open and placeholders show the facet's min and max. With
 * JavaScript a two-thumb slider above the boxes moves with them.
 */
export function RangeFilter({
  attribute,
  label,
  stats,
  range,
  answer,
  changeUnanswered = () => false,
}: {
  attribute: RangeKey;
  label: string;
  stats: Pick<FacetStats, "min" | "max"> | undefined;
  /** The range the search on screen applied. */
  range: Range | undefined;
  /** The search answer on screen: a new one (even of the same range) brings the boxes to what it applied. */
  answer: object;
  /** The answer on screen is older than the shopper's last change (useLiveSearch). */
  changeUnanswered?: () => boolean;
}) {
  const hydrated = useHydrated();
  const facetBounds = sliderBounds(stats);
  const bounds = snapBounds(facetBounds, attribute);
  const chosen = appliedRange(range, attribute, facetBounds);
  // What the boxes hold; the boxes stay uncontrolled, so the markup is the same without JavaScript.
  const [boxes, setBoxes] = useState<Range>(chosen);
  const boxRefs = { min: useRef<HTMLInputElement>(null), max: useRef<HTMLInputElement>(null) };

  const readBoxes = () => {
    const min = boxValue(boxRefs.min.current);
    const max = boxValue(boxRefs.max.current);
    setBoxes({ ...(min !== undefined && { min }), ...(max !== undefined && { max }) });
  };
  // A thumb back at its end clears its box: the parameter goes and the thumb rests on the bound.
  const slide = (next: Range) => {
    for (const side of ["min", "max"] as const) {
      const box = boxRefs[side].current;
      if (box) box.value = next[side] === undefined ? "" : String(next[side]);
    }
    setBoxes(next);
  };
  // Once the shopper leaves a box (or presses Enter in it), both boxes show what the
  // search applies: snapped, swapped, an ignored side emptied. Not on every keystroke: 2 on
  // its way to 20000 must not turn into 0 under the shopper's fingers.
  const showApplied = () => {
    const typed = { min: boxValue(boxRefs.min.current), max: boxValue(boxRefs.max.current) };
    const applied = appliedRange(
      { ...(typed.min !== undefined && { min: typed.min }), ...(typed.max !== undefined && { max: typed.max }) },
      attribute,
      facetBounds,
    );
    if (applied.min !== typed.min || applied.max !== typed.max) slide(applied);
  };
  // The boxes show what the search on screen applied (swapped, snapped, a side below the
  // range emptied), also while the shopper's cursor is still in one: the live search left
  // after a pause in typing. Unless the answer is older than the shopper's last change: the
  // change still waits for its pause, or its search is on its way. (A clock since the last
  // keystroke cannot tell: on a slow phone the pause's timer fires late, and answers render late.)
  useEffect(() => {
    if (changeUnanswered()) return;
    const shown = { min: boxValue(boxRefs.min.current), max: boxValue(boxRefs.max.current) };
    if (shown.min !== chosen.min || shown.max !== chosen.max) slide(chosen);
  }, [answer]); // Each answer once, with the range it applied (this render's).
  const showAppliedOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") showApplied();
  };

  const input = (side: Side) => (
    <label className={styles.field}>
      {side === "min" ? "Min" : "Max"}
      <input
        // "Min price": the word on screen and the panel's title (no hidden span of its own).
        aria-label={`${side === "min" ? "Min" : "Max"} ${label.toLowerCase()}`}
        ref={boxRefs[side]}
        type="number"
        inputMode="numeric"
        name={`${attribute}_${side}`}
        data-filter={attribute}
        className={styles.input}
        min={bounds.min}
        max={bounds.max}
        step={inputStep(attribute)}
        placeholder={formatRangeValue(attribute, bounds[side])}
        defaultValue={chosen[side]}
        onChange={readBoxes}
        onBlur={showApplied}
        onKeyDown={showAppliedOnEnter}
      />
    </label>
  );
  return (
    <>
      {hydrated ? (
        <RangeSlider attribute={attribute} label={label} bounds={facetBounds} range={boxes} onChange={slide} />
      ) : null}
      <fieldset className={styles.fieldset}>
        <legend className={visuallyHidden}>{label}</legend>
        {input("min")}
        <span className={styles.dash} aria-hidden="true">
          –
        </span>
        {input("max")}
      </fieldset>
    </>
  );
}
