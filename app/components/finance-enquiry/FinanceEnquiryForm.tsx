import type { SubmissionResult } from "@conform-to/react";
import { CustomerFields } from "~/components/leads/CustomerFields";
import { FieldGrid, SelectField, TextField } from "~/components/leads/fields";
import { LeadForm } from "~/components/leads/LeadForm";
import { CAR_TYPE_OPTIONS } from "~/models/finance/enquiry";
import type { LeadFormSetup } from "~/models/leads/setup";

export const FINANCE_SUBMIT_LABEL = "Send finance enquiry";

/**
 * The finance enquiry (financeEnquirySchema): what the shopper wants to finance, then who
 * they are. About a chosen car, the car's id and type ride along hidden.
 */
export function FinanceEnquiryForm({
  setup,
  lastResult,
  action,
  car,
}: {
  setup: LeadFormSetup;
  lastResult?: SubmissionResult<string[]> | null;
  action: string;
  car: { id: number; carType: string } | null;
}) {
  return (
    <LeadForm
      setup={setup}
      lastResult={lastResult}
      action={action}
      submitLabel={FINANCE_SUBMIT_LABEL}
      hidden={car ? { car_id: car.id, car_type: car.carType } : {}}
    >
      <FieldGrid>
        {car ? null : (
          <SelectField name="car_type" label="New, used or demo?" options={CAR_TYPE_OPTIONS} placeholder="Any" half />
        )}
        <TextField
          name="vehiclePriceBudget"
          label="Vehicle budget"
          hint="The price of the car you'd like to finance, in dollars."
          inputMode="numeric"
          placeholder="$"
          half
        />
      </FieldGrid>
      <CustomerFields setup={setup} messageLabel="Anything else we should know?" />
    </LeadForm>
  );
}
