import { Link } from "@remix-run/react";
import { refinementChips } from "~/models/search/facets";
import type { SearchState } from "~/models/search/state";
import { UNDERSTOOD_PARAM } from "~/models/search/understand-params";
import type { UnderstoodChip } from "~/models/search/understand-query";
import type { PublicTenant } from "~/tenants/public";
import * as styles from "./SelectedRefinements.css";
import { visuallyHidden } from "./visuallyHidden.css";

/** What the search box understood of the shopper's words (decision 055): its chips and its URL entries. */
export interface UnderstoodSearch {
  chips: readonly UnderstoodChip[];
  /** The `understood` parameters of the page's URL, kept by its other links and its form. */
  params: readonly string[];
}

/** A link of the page that keeps the understood chips: the loader drops any whose filter it removed. */
function keepingUnderstood(href: string, params: readonly string[]): string {
  if (params.length === 0) return href;
  const extra = new URLSearchParams(params.map((param) => [UNDERSTOOD_PARAM, param])).toString();
  return `${href}${href.includes("?") ? "&" : "?"}${extra}`;
}

/**
 * The filters the search box understood, then the other chosen filters, as chips; each is a
 * link to the same search without it. A filter understood from the words has its chip under
 * "Understood:" only.
 */
export function SelectedRefinements({
  tenant,
  state,
  action,
  understood,
}: {
  tenant: PublicTenant;
  state: SearchState;
  action: string;
  understood?: UnderstoodSearch;
}) {
  const params = understood?.params ?? [];
  const chips = refinementChips(state, tenant, action).filter((chip) => !chip.filter || !params.includes(chip.filter));
  const understoodChips = understood?.chips ?? [];
  if (chips.length === 0 && understoodChips.length === 0) return null;
  return (
    <>
      {understoodChips.length > 0 && (
        <section className={styles.bar} aria-labelledby="understood-refinements-heading">
          <h2 id="understood-refinements-heading" className={styles.heading}>
            Understood:
          </h2>
          <ul className={styles.list}>
            {understoodChips.map((chip) => (
              <li key={chip.href}>
                <Link discover="none" to={chip.href} className={styles.chip} aria-label={chip.removeLabel}>
                  {chip.label}
                  <span className={styles.remove} aria-hidden="true">
                    ×
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {chips.length > 0 && (
        <section className={styles.bar} aria-labelledby="selected-refinements-heading">
          <h2 id="selected-refinements-heading" className={styles.heading}>
            Selected:
          </h2>
          <ul className={styles.list}>
            {chips.map((chip) => (
              <li key={chip.href}>
                <Link discover="none" to={keepingUnderstood(chip.href, params)} className={styles.chip}>
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
      )}
    </>
  );
}
