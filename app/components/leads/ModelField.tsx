import { SelectField, TextField } from "./fields";

/** The model a form asks about: a select of the dealer's model range, else typed in. */
export function ModelField({ models }: { models: readonly string[] }) {
  return models.length > 0 ? (
    <SelectField name="vehicle_model" label="Vehicle model" options={models.map((name) => ({ value: name, label: name }))} half />
  ) : (
    <TextField name="vehicle_model" label="Vehicle model" placeholder="e.g. Corolla Hybrid" half />
  );
}
