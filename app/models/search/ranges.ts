/**
 * The numeric filters (search-journey §5): their names and a range's shape, apart from the
 * search state so the slider rules (slider.ts) and the state (state.ts) both read them
 * without importing each other.
 */
export const RANGE_ATTRIBUTES = ["price", "km", "year", "subscription_price"] as const;
export type RangeKey = (typeof RANGE_ATTRIBUTES)[number];

export interface Range {
  min?: number;
  max?: number;
}
