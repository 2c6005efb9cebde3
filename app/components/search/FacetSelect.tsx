import type { FacetOption } from "~/models/search/facets";
import * as styles from "./MakeSelect.css";
import { visuallyHidden } from "./visuallyHidden.css";

/** A facet's values as a dropdown's options, each with its count: "SUV (200)". */
export function FacetOptions({ options }: { options: readonly FacetOption[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {`${option.label} (${option.count.toLocaleString("en-AU")})`}
    </option>
  ));
}

/**
 * A facet as a dropdown select (search-journey §2 "Dropdown selects for facets"): one value
 * or any, named after the URL parameter, so a plain GET form sends `body=SUV` and an empty
 * choice sends nothing the search reads. With JavaScript a change searches at once.
 */
export function FacetSelect({
  name,
  label,
  options,
  chosen,
}: {
  name: string;
  /** The filter's name: "Body type". */
  label: string;
  options: readonly FacetOption[];
  /** The value the dropdown holds; other refined values of the facet ride as hidden inputs. */
  chosen: string | undefined;
}) {
  return (
    <label className={styles.field}>
      <span className={visuallyHidden}>{label}</span>
      <select name={name} defaultValue={chosen ?? ""} className={styles.select}>
        <option value="">Any {label.toLowerCase()}</option>
        <FacetOptions options={options} />
      </select>
    </label>
  );
}
