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
