import { facetOptions, modelsForMake, splitPopularMakes } from "~/models/search/facets";
import { MODEL_FOR_PARAM } from "~/models/search/state";
import { FacetOptions } from "./FacetSelect";
import * as styles from "./MakeSelect.css";

/**
 * The make dropdown (search-journey §4): Popular Makes, then All Makes from item 20. Once one
 * make is chosen, a model dropdown lists its models (at most 30). Without JavaScript the
 * model list appears after the form is applied.
 */
export function MakeSelect({
  makeCounts,
  makeModelCounts,
  refinedMakes,
  refinedModels,
}: {
  makeCounts: Record<string, number> | undefined;
  makeModelCounts: Record<string, number> | undefined;
  refinedMakes: readonly string[];
  refinedModels: readonly string[];
}) {
  const make = refinedMakes[0];
  const { popular, all } = splitPopularMakes(facetOptions(makeCounts, make ? [make] : []));
  const models = make && refinedMakes.length === 1 ? modelsForMake(makeModelCounts, make, refinedModels) : [];
  const model = refinedModels.find((value) => models.some((option) => option.value === value));
  return (
    <div className={styles.fields}>
      <label className={styles.field}>
        Make
        <select name="make" defaultValue={make ?? ""} className={styles.select} onChange={clearModelChoice}>
          <option value="">Any make</option>
          <optgroup label="Popular Makes">
            <FacetOptions options={popular} />
          </optgroup>
          {all.length > 0 && (
            <optgroup label="All Makes">
              <FacetOptions options={all} />
            </optgroup>
          )}
        </select>
      </label>
      {models.length > 0 && (
        <label className={styles.field}>
          Model
          <input type="hidden" name={MODEL_FOR_PARAM} value={make} />
          <select name="model" defaultValue={model ?? ""} className={styles.select}>
            <option value="">Any model</option>
            <FacetOptions options={models} />
          </select>
        </label>
      )}
    </div>
  );
}

/**
 * A new make makes the chosen model meaningless (Mazda with a Corolla finds nothing): with
 * JavaScript the model choice is cleared before the live search reads the form. Without it
 * the server shows the new make's models once the form is applied.
 */
function clearModelChoice(event: React.ChangeEvent<HTMLSelectElement>) {
  const model = event.currentTarget.form?.elements.namedItem("model");
  if (model instanceof HTMLSelectElement) model.value = "";
}

/** What the dropdowns hold of the refinements: the first make, and one of its models. */
export function selectedByMakeSelect(
  makeModelCounts: Record<string, number> | undefined,
  refinedMakes: readonly string[],
  refinedModels: readonly string[],
): { makes: Set<string>; models: Set<string> } {
  const make = refinedMakes[0];
  const models = make && refinedMakes.length === 1 ? modelsForMake(makeModelCounts, make, refinedModels) : [];
  const model = refinedModels.find((value) => models.some((option) => option.value === value));
  return { makes: new Set(make ? [make] : []), models: new Set(model ? [model] : []) };
}
