import { FieldGrid, SelectField, TextField } from "~/components/leads/fields";
import { AUSTRALIAN_STATES } from "~/tenants/schema";

const STATE_OPTIONS = AUSTRALIAN_STATES.map((state) => ({ value: state, label: state }));

/** Step 1: the registration (§3 "rego and regoState") and the car as the shopper states it. */
export function CarStepFields() {
  return (
    <FieldGrid>
      <TextField name="rego" label="Registration number" autoComplete="off" maxLength={10} half />
      <SelectField name="regoState" label="State registered in" options={STATE_OPTIONS} placeholder="" half />
      <TextField name="tradeInYear" label="Year built" inputMode="numeric" maxLength={4} placeholder="e.g. 2019" half />
      <TextField name="tradeInKm" label="Odometer (km)" inputMode="numeric" placeholder="e.g. 85,000" half />
      <TextField name="tradeInMake" label="Make" placeholder="e.g. Toyota" autoComplete="off" half />
      <TextField name="tradeInModel" label="Model" placeholder="e.g. Corolla" autoComplete="off" half />
    </FieldGrid>
  );
}
