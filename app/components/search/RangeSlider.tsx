import type { ChangeEvent } from "react";
import { formatRangeValue } from "~/models/search/facets";
import {
  moveThumb,
  rangeFromThumbs,
  sliderScale,
  thumbPositions,
  type SliderBounds,
  type Thumbs,
} from "~/models/search/slider";
import type { Range, RangeKey } from "~/models/search/state";
import { cx } from "../classNames";
import * as styles from "./RangeSlider.css";

/**
 * The two-thumb range slider for price, km or year (search-journey §2 "Range sliders"), shown
 * only with JavaScript above the min and max boxes, which stay the form's fields. Two
 * overlaid <input type="range">, unnamed, so only the boxes are submitted; the rules
 * (step, snapping, clamping, min never above max) are slider.ts's.
 */
export function RangeSlider({
  attribute,
  label,
  bounds,
  range,
  onChange,
}: {
  attribute: RangeKey;
  /** The panel's header: "Price" makes "Minimum price" and "Maximum price". */
  label: string;
  bounds: SliderBounds;
  range: Range;
  onChange: (range: Range) => void;
}) {
  const scale = sliderScale(bounds, attribute);
  if (scale.max <= scale.min) return null;
  const thumbs = thumbPositions(range, bounds, attribute);
  const share = (value: number) => ((value - scale.min) / (scale.max - scale.min)) * 100;
  const move = (side: keyof Thumbs) => (event: ChangeEvent<HTMLInputElement>) => {
    const moved = moveThumb(thumbs, side, Number(event.currentTarget.value), scale, attribute);
    onChange(rangeFromThumbs(moved, bounds, attribute));
  };
  // Thumbs on top of each other: the one that can still move away from its end is on top.
  const lowOnTop = thumbs.low > (scale.min + scale.max) / 2;
  const thumb = (side: keyof Thumbs) => {
    const value = thumbs[side];
    const name = `${side === "low" ? "Minimum" : "Maximum"} ${label.toLowerCase()}`;
    return (
      <input
        type="range"
        data-filter={attribute}
        aria-label={name}
        aria-valuetext={formatRangeValue(attribute, value)}
        className={cx(styles.thumb, (side === "low") === lowOnTop && styles.onTop)}
        min={scale.min}
        max={scale.max}
        step={scale.step}
        value={value}
        onChange={move(side)}
      />
    );
  };
  return (
    <div className={styles.slider}>
      <div className={styles.track} aria-hidden="true">
        <div className={styles.fill} style={{ left: `${share(thumbs.low)}%`, right: `${100 - share(thumbs.high)}%` }} />
      </div>
      {thumb("low")}
      {thumb("high")}
    </div>
  );
}
