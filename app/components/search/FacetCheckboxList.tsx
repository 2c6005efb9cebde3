import type { FacetOption } from "~/models/search/facets";
import { cx } from "../classNames";
import * as styles from "./FacetCheckboxList.css";

/**
 * Checkboxes named after the URL parameter, so a plain GET form sends
 * `fuel=Diesel&fuel=Hybrid` (DESIGN.md's canonical form).
 */
export function FacetCheckboxList({ name, options }: { name: string; options: readonly FacetOption[] }) {
  return (
    <ul className={styles.list}>
      {options.map((option) => (
        <li key={option.value}>
          <FacetCheckbox name={name} option={option} />
        </li>
      ))}
    </ul>
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
