import { Form, Link } from "@remix-run/react";
import type { FacetOption } from "~/models/search/facets";
import { button } from "~/styles/shared.css";
import { cx } from "../classNames";
import * as styles from "./DirectoryFilters.css";

export type DirectoryField =
  | { kind: "text"; name: string; label: string; value: string; placeholder?: string }
  | { kind: "select"; name: string; label: string; value: string; anyLabel: string; options: readonly FacetOption[] };

/**
 * A directory's filters as one GET form (search-journey §7), so a filtered directory is a
 * plain URL and works without JavaScript. Filtering starts again from page 1.
 */
export function DirectoryFilters({
  action,
  fields,
  clearHref,
  label,
}: {
  action: string;
  fields: readonly DirectoryField[];
  /** The unfiltered directory; shown while a filter is chosen. */
  clearHref: string | null;
  label: string;
}) {
  return (
    <Form method="get" action={action} className={styles.form} aria-label={label}>
      {fields.map((field) => (
        <label key={field.name} className={styles.field}>
          <span>{field.label}</span>
          {field.kind === "text" ? (
            <input
              type="search"
              name={field.name}
              defaultValue={field.value}
              placeholder={field.placeholder}
              className={styles.control}
              maxLength={100}
            />
          ) : (
            <select name={field.name} defaultValue={field.value} className={styles.control}>
              <option value="">{field.anyLabel}</option>
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label} ({option.count.toLocaleString("en-AU")})
                </option>
              ))}
            </select>
          )}
        </label>
      ))}
      <div className={styles.actions}>
        <button type="submit" className={button.primary}>
          Filter
        </button>
        {clearHref ? (
          <Link to={clearHref} className={cx(button.outline, styles.clear)}>
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
