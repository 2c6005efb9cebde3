import type { FacetOption } from "~/models/search/facets";
import { cx } from "../classNames";
import * as styles from "./FacetCheckboxList.css";

/**
 * Checkboxes named after the URL parameter, so a plain GET form sends
 * `fuel=Diesel&fuel=Hybrid` (DESIGN.md's canonical form). The labels stack in a plain grid,
 * not list items: the panel's heading already groups them, and a search page shows a few
 * hundred of them (issue 16).
 */
export function FacetCheckboxList({ name, options }: { name: string; options: readonly FacetOption[] }) {
  return (
    <div className={styles.list}>
      {options.map((option) => (
        <FacetCheckbox key={option.value} name={name} option={option} />
      ))}
    </div>
  );
}

/** The label's text is a bare text node: one element fewer for each of a page's hundreds of options. */
export function FacetCheckbox({ name, option }: { name: string; option: FacetOption }) {
  return (
    <label className={cx(styles.option, option.count === 0 && styles.empty)}>
      <input
        type="checkbox"
        className={styles.checkbox}
        name={name}
        value={option.value}
        defaultChecked={option.refined}
      />
      {option.label}
      <span className={styles.count}>{option.count.toLocaleString("en-AU")}</span>
    </label>
  );
}
