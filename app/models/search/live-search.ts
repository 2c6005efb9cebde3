/**
 * Live results (search-journey §4, §9): with JavaScript, changing a filter searches without
 * pressing Apply. How long each kind of control waits after the last change before it does.
 */

/** §9: "Debounce 300 ms (text)". */
export const SEARCH_TEXT_DEBOUNCE_MS = 300;

/** §9: "400 ms (sliders)"; the min and max boxes beside a slider are the same control. */
export const RANGE_DEBOUNCE_MS = 400;

/** What a changed form control is, as far as live results care. */
export interface ChangedControl {
  type: string;
  name: string;
  /** The filter a range's slider and boxes belong to (their `data-filter`): one control to the shopper. */
  filter?: string;
}

/**
 * Milliseconds to wait before searching after `control` changed: the text box and the
 * ranges wait for a pause, ticks and dropdowns search at once (0). Null for a control that
 * is not a filter.
 */
export function liveSearchDelay(control: ChangedControl): number | null {
  switch (control.type) {
    case "search":
    case "text":
      return control.name === "query" ? SEARCH_TEXT_DEBOUNCE_MS : null;
    case "number":
    case "range":
      return RANGE_DEBOUNCE_MS;
    case "checkbox":
    case "radio":
    case "select-one":
    case "select-multiple":
      return 0;
    default:
      return null;
  }
}

/**
 * Back returns to the previous search, so a live search adds a history entry;
 * but typing a word or dragging a slider is one change to the shopper, not one per pause.
 * A search of the same text box or range replaces the last one's entry while that control
 * has kept the focus (the shopper is still at it, however slowly the page answers), or
 * within this long of the last search when it has not.
 */
export const HISTORY_COALESCE_MS = 2_000;

/** A live search sent: what changed, and when. */
export interface SentLiveSearch {
  gesture: string | null;
  at: number;
  /** The changed control has kept the focus since this search was sent. */
  focusKept: boolean;
}

/** The gesture a change belongs to: a text box or a range; ticks and dropdowns are each their own. */
export function liveSearchGesture(control: ChangedControl): string | null {
  switch (control.type) {
    case "search":
    case "text":
      return `text:${control.name}`;
    case "number":
    case "range":
      return `range:${control.filter ?? control.name}`;
    default:
      return null;
  }
}

/** Whether a search replaces the last one's history entry: the same gesture, still going. */
export function replacesLastEntry(gesture: string | null, last: SentLiveSearch | null, now: number): boolean {
  if (gesture === null || last === null || last.gesture !== gesture) return false;
  return last.focusKept || now - last.at <= HISTORY_COALESCE_MS;
}
