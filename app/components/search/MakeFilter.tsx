import { Link } from "@remix-run/react";
import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { listsModels, makeList, makeModelsId, modelsForMake, type FacetOption } from "~/models/search/facets";
import { makeMatches, showsMakeFinder } from "~/models/search/make-finder";
import { makeLogoUrl } from "~/models/search/make-logos";
import { cx } from "../classNames";
import { FacetCheckboxList } from "./FacetCheckboxList";
import * as checkboxStyles from "./FacetCheckboxList.css";
import * as styles from "./MakeFilter.css";
import { visuallyHidden } from "./visuallyHidden.css";

/**
 * The make list (search-journey §4, §9): 7 makes, then the rest behind Show all makes /
 * Hide extra makes; each make with a Select models sub-list of at most 30 models, in the page
 * for a chosen make and a link to the search with the make chosen for the others (listsModels).
 */
export function MakeFilter({
  makeCounts,
  makeModelCounts,
  refinedMakes,
  refinedModels,
  selectModelsHref,
}: {
  makeCounts: Record<string, number> | undefined;
  makeModelCounts: Record<string, number> | undefined;
  refinedMakes: readonly string[];
  refinedModels: readonly string[];
  /** The search with this make chosen too. */
  selectModelsHref: (make: string) => string;
}) {
  const { shown, extra, extraOpen } = makeList(makeCounts, { refined: refinedMakes });
  const hydrated = useHydrated();
  const [finding, setFinding] = useState("");
  const finder = hydrated && showsMakeFinder(shown.length + extra.length);
  const filtering = finder && finding.trim() !== "";
  // Makes the box does not match are hidden, not left out: a ticked one stays in the form.
  const hides = (make: FacetOption) => filtering && !makeMatches(make.label, finding);
  const matches = filtering ? [...shown, ...extra].filter((make) => !hides(make)).length : 0;
  const item = (make: FacetOption) => (
    <MakeItem
      key={make.value}
      make={make}
      models={modelsForMake(makeModelCounts, make.value, refinedModels)}
      href={selectModelsHref(make.value)}
      hidden={hides(make)}
    />
  );
  return (
    <>
      {finder && (
        <div className={styles.finder}>
          <label htmlFor="find-a-make" className={visuallyHidden}>
            Find a make
          </label>
          <input
            id="find-a-make"
            type="search"
            placeholder="Find a make"
            autoComplete="off"
            className={styles.finderInput}
            value={finding}
            onChange={(event) => setFinding(event.currentTarget.value)}
            // Enter here finds; it does not send the form.
            onKeyDown={(event) => event.key === "Enter" && event.preventDefault()}
          />
          <p role="status" className={filtering && matches === 0 ? styles.finderNote : visuallyHidden}>
            {filtering ? (matches === 0 ? "No make matches." : matches === 1 ? "1 make" : `${matches} makes`) : ""}
          </p>
        </div>
      )}
      <ul className={styles.list}>{shown.map(item)}</ul>
      {extra.length > 0 && (
        // While finding, the makes behind Show all makes are searched too, so it opens.
        <details className={styles.showAll} open={extraOpen || filtering}>
          <summary className={styles.showAllToggle} hidden={filtering}>
            <span className={styles.showText}>Show all makes</span>
            <span className={styles.hideText}>Hide extra makes</span>
          </summary>
          <ul className={cx(styles.list, styles.showAllBody)}>{extra.map(item)}</ul>
        </details>
      )}
    </>
  );
}

function MakeItem({
  make,
  models,
  href,
  hidden,
}: {
  make: FacetOption;
  models: FacetOption[];
  href: string;
  hidden: boolean;
}) {
  const label = (
    <>
      Select models<span className={visuallyHidden}>{` of ${make.label}`}</span>
    </>
  );
  const listed = models.length > 0 && listsModels(make, models);
  return (
    // A listing make is its Select models link's target: the make and its models in view.
    <li id={listed ? makeModelsId(make.value) : undefined} hidden={hidden || undefined}>
      <MakeCheckbox make={make} />
      {models.length === 0 ? null : listed ? (
        // Open: the make was chosen, often by its Select models link, to pick among its models.
        <details className={styles.models} open>
          <summary className={styles.modelsToggle}>{label}</summary>
          <FacetCheckboxList name="model" options={models} className={styles.modelList} />
        </details>
      ) : (
        // Named by aria-label rather than a hidden span: one element fewer for each make.
        <Link
          to={href}
          discover="none"
          className={cx(styles.models, styles.modelsLink)}
          aria-label={`Select models of ${make.label}`}
          preventScrollReset
        >
          Select models
        </Link>
      )}
    </li>
  );
}

/** A make's checkbox with its badge (search-journey §2 "Make list with logos"). */
function MakeCheckbox({ make }: { make: FacetOption }) {
  const logo = makeLogoUrl(make.value);
  return (
    <label className={cx(checkboxStyles.option, make.count === 0 && checkboxStyles.empty)}>
      <input
        type="checkbox"
        className={checkboxStyles.checkbox}
        name="make"
        value={make.value}
        defaultChecked={make.refined}
      />
      {/* The name is beside it, so the badge says nothing more: alt="". */}
      {logo ? (
        <img src={logo} alt="" width={24} height={24} loading="lazy" className={styles.logo} />
      ) : (
        <span className={styles.logo} />
      )}
      {make.label}
      <span className={checkboxStyles.count}>{make.count.toLocaleString("en-AU")}</span>
    </label>
  );
}

/** The models every make above lists, so the form knows which ticked models it already holds. */
export function listedModels(
  makeCounts: Record<string, number> | undefined,
  makeModelCounts: Record<string, number> | undefined,
  refinedMakes: readonly string[],
  refinedModels: readonly string[],
): Set<string> {
  const { shown, extra } = makeList(makeCounts, { refined: refinedMakes });
  return new Set(
    [...shown, ...extra].flatMap((make) => {
      const models = modelsForMake(makeModelCounts, make.value, refinedModels);
      return listsModels(make, models) ? models.map((model) => model.value) : [];
    }),
  );
}
