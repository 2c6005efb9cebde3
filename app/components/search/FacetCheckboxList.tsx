import type { FacetOption } from "~/models/search/facets";
import { cx } from "../classNames";
import * as styles from "./FacetCheckboxList.css";

/** The class of an element whose children are FacetCheckboxes (a filter panel's body). */
export const facetListClass = styles.list;

/**
 * Checkboxes named after the URL parameter, so a plain GET form sends
 * `fuel=Diesel&fuel=Hybrid` (DESIGN.md's canonical form). The labels stack in a plain grid,
 * not list items: the panel's heading already groups them, and a search page shows a few
 * hundred of them.
 */
export function FacetCheckboxList({
  name,
  options,
  className,
}: {
  name: string;
  options: readonly FacetOption[];
  className?: string;
}) {
  return (
    <div className={cx(styles.list, className)}>
      <FacetCheckboxes name={name} options={options} />
    </div>
  );
}

/** The options alone, for a parent of class facetListClass. */
export function FacetCheckboxes({ name, options }: { name: string; options: readonly FacetOption[] }) {
  return options.map((option) => <FacetCheckbox key={option.value} name={name} option={option} />);
}

/** The label's text is a bare text node: one element fewer for each of a page's hundreds of options. */
function FacetCheckbox({ name, option }: { name: string; option: FacetOption }) {
  return (
    <label className={option.count === 0 ? styles.empty : undefined}>
      <input type="checkbox" name={name} value={option.value} defaultChecked={option.refined} />
      {option.label}
      <span>{option.count.toLocaleString("en-AU")}</span>
    </label>
  );
}
