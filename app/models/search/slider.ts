import type { FacetStats } from "~/adapters/search/port";
import type { Range, RangeKey } from "./ranges";

/**
 * The range slider rules of the search screen (search-journey §4, §5, §8, §9) for price, km
 * and year. These are the search filters' rules; the vehicle page's price slider (vehicle-page
 * §5: step 500, default range 5000 to 250000) is a different widget with its own constants.
 *
 * How "clamped" and "ignored" (§5) combine is appliedRange's to say: one rule for the URL,
 * the results and the boxes.
 */

export interface SliderBounds {
  min: number;
  max: number;
}

/** §9: "Slider fallback range 0 to 100000", used when the facet has no stats (no hits). */
export const FALLBACK_BOUNDS: SliderBounds = { min: 0, max: 100_000 };

/** §5 and §9: "Price and km values snap to multiples of 1000"; year is not snapped. */
export const SNAP_UNITS: Partial<Record<RangeKey, number>> = { price: 1000, km: 1000 };

export function sliderBounds(stats: Pick<FacetStats, "min" | "max"> | undefined): SliderBounds {
  if (!stats || !Number.isFinite(stats.min) || !Number.isFinite(stats.max) || stats.min > stats.max) {
    return FALLBACK_BOUNDS;
  }
  return { min: stats.min, max: stats.max };
}

/** §9: "step = range / 100". A facet with a single value has no range; any step then fits. */
export function sliderStep(min: number, max: number): number {
  const range = max - min;
  return range > 0 ? range / 100 : 1;
}

/**
 * The increment a typed value moves by: the snap unit for price and km, 1 for year. A number
 * input whose step were range / 100 (say 837) would refuse a round 20000 with JavaScript off.
 */
export function inputStep(attribute: RangeKey): number {
  return SNAP_UNITS[attribute] ?? 1;
}

export type SnapDirection = "nearest" | "down" | "up";

export function snap(value: number, attribute: RangeKey, direction: SnapDirection = "nearest"): number {
  const unit = SNAP_UNITS[attribute];
  if (!unit) return value;
  const round = direction === "down" ? Math.floor : direction === "up" ? Math.ceil : Math.round;
  return round(value / unit) * unit;
}

/** The bounds widened to whole snap units, so a snapped value is never outside them. */
export function snapBounds(bounds: SliderBounds, attribute: RangeKey): SliderBounds {
  return { min: snap(bounds.min, attribute, "down"), max: snap(bounds.max, attribute, "up") };
}

/**
 * The range rule of search-journey §5, the one rule for a range wherever it is read (issue
 * 14): the URL parser on the server, the loader once the slider's bounds are known, the
 * min and max boxes and the slider in the browser, so the results, the URL and the boxes
 * always say the same range.
 * - "Min cannot exceed max": a min typed above the max swaps with it; both numbers are the
 *   shopper's, only their order was wrong.
 * - "Price and km values snap to multiples of 1000" (year is not snapped).
 * - "the chosen min and max are clamped to the range bounds" and "A value below the range
 *   minimum or above the maximum is ignored" (§8: "logged and ignored"): with the bounds
 *   known, a side outside them (widened to whole snap units, snapBounds) is dropped, and
 *   its handle rests on its bound. A min above the facet max is dropped rather than pinned
 *   to the far end, so an impossible value never empties the results.
 * Without bounds (the URL parser, before any search) only the first two apply. Snapping comes
 * before the bounds check, so the rule gives the same answer in one step or in two.
 * A side is undefined when it was not chosen or was ignored; the form shows these values, so
 * a kept side is submitted again and a dropped one is not.
 */
export function appliedRange(range: Range | undefined, attribute: RangeKey, bounds?: SliderBounds): Range {
  let min = range?.min;
  let max = range?.max;
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  const ends = bounds ? snapBounds(bounds, attribute) : undefined;
  const keep = (value: number | undefined) => {
    if (value === undefined) return undefined;
    const snapped = snap(value, attribute);
    return ends && (snapped < ends.min || snapped > ends.max) ? undefined : snapped;
  };
  min = keep(min);
  max = keep(max);
  return { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
}

/**
 * The two-thumb slider shown with JavaScript: its ends, and the distance one stop (a drag
 * notch, an arrow key) moves a thumb.
 */
export interface SliderScale {
  min: number;
  max: number;
  step: number;
}

/**
 * §9 "step = range / 100" and "values snap to 1000": the step is range / 100 rounded to whole
 * snap units (at least one), so every stop is already a snapped value and an arrow key always
 * moves the thumb (a 810 step would snap back to where it started). Years step by whole
 * years. The top end is stretched to the last whole step, so the thumb can reach the bound.
 */
export function sliderScale(bounds: SliderBounds, attribute: RangeKey): SliderScale {
  const { min, max } = snapBounds(bounds, attribute);
  const unit = inputStep(attribute);
  const step = Math.max(unit, Math.round(sliderStep(min, max) / unit) * unit);
  return { min, max: min + Math.ceil((max - min) / step) * step, step };
}

export interface Thumbs {
  low: number;
  high: number;
}

/**
 * Where the thumbs sit for a range: on the chosen values, or at the scale's ends for a side
 * that is not chosen (§4: "reset to the facet min and max when the parameter is cleared").
 */
export function thumbPositions(range: Range | undefined, bounds: SliderBounds, attribute: RangeKey): Thumbs {
  const scale = sliderScale(bounds, attribute);
  const chosen = appliedRange(range, attribute, bounds);
  return { low: chosen.min ?? scale.min, high: chosen.max ?? scale.max };
}

/**
 * One thumb dragged to `value`: snapped (§5: "Price and km values snap to multiples of
 * 1000"), kept on the scale (clamped), and never past the other thumb (§5: "Min cannot
 * exceed max").
 */
export function moveThumb(
  thumbs: Thumbs,
  side: keyof Thumbs,
  value: number,
  scale: SliderScale,
  attribute: RangeKey,
): Thumbs {
  const clamped = Math.min(Math.max(snap(value, attribute), scale.min), scale.max);
  return side === "low"
    ? { low: Math.min(clamped, thumbs.high), high: thumbs.high }
    : { low: thumbs.low, high: Math.max(clamped, thumbs.low) };
}

/**
 * The range the thumbs choose: a thumb at its own end of the scale leaves that side open,
 * so dragging a thumb back to the end clears the parameter rather than pinning the bound.
 */
export function rangeFromThumbs(thumbs: Thumbs, bounds: SliderBounds, attribute: RangeKey): Range {
  const ends = snapBounds(bounds, attribute);
  const min = thumbs.low <= ends.min ? undefined : thumbs.low;
  const max = thumbs.high >= ends.max ? undefined : thumbs.high;
  return { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
}
