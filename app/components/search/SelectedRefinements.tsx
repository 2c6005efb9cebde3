import { Link } from "@remix-run/react";
import { refinementChips } from "~/models/search/facets";
import type { SearchState } from "~/models/search/state";
import type { PublicTenant } from "~/tenants/public";
import * as styles from "./SelectedRefinements.css";
import { visuallyHidden } from "./visuallyHidden.css";

/** The chosen filters as chips; each is a link to the same search without it. */
export function SelectedRefinements({
  tenant,
  state,
  action,
}: {
  tenant: PublicTenant;
  state: SearchState;
  action: string;
}) {
  const chips = refinementChips(state, tenant, action);
  if (chips.length === 0) return null;
  return (
    <section className={styles.bar} aria-labelledby="selected-refinements-heading">
      <h2 id="selected-refinements-heading" className={styles.heading}>
        Selected:
      </h2>
      <ul className={styles.list}>
        {chips.map((chip) => (
          <li key={chip.href}>
            <Link discover="none" to={chip.href} className={styles.chip}>
              <span className={visuallyHidden}>Remove </span>
              {chip.label}
              <span className={styles.remove} aria-hidden="true">
                ×
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
