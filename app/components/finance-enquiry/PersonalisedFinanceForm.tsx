import type { SubmissionResult } from "@conform-to/react";
import { CustomerFields } from "~/components/leads/CustomerFields";
import { FieldGrid, SelectField, TextField } from "~/components/leads/fields";
import { LeadForm } from "~/components/leads/LeadForm";
import { DEFAULT_FINANCE_DISCLAIMER } from "~/models/finance/eligibility";
import { formatRate } from "~/models/finance/repayment";
import { EMPLOYMENT_TYPES, LOAN_TERM_YEARS } from "~/models/leads/forms/journeys";
import type { LeadFormSetup } from "~/models/leads/setup";
import { FINANCE_BLOCK } from "~/models/service/service-pages";
import * as styles from "./FinanceEnquiryPage.css";

const TERM_OPTIONS = LOAN_TERM_YEARS.map((years) => ({ value: String(years), label: years === 1 ? "1 year" : `${years} years` }));
const EMPLOYMENT_OPTIONS = EMPLOYMENT_TYPES.map((type) => ({ value: type, label: type }));

/** The pre-qualification (personalisedFinanceSchema): the shopper's money and loan, then who they are. */
export function PersonalisedFinanceForm({
  setup,
  lastResult,
  action,
  ratePercent,
}: {
  setup: LeadFormSetup;
  lastResult?: SubmissionResult<string[]> | null;
  action: string;
  ratePercent: number;
}) {
  return (
    <LeadForm setup={setup} lastResult={lastResult} action={action} submitLabel={FINANCE_BLOCK.buttonText}>
      <FieldGrid>
        <TextField name="netMonthlyIncome" label="Take-home pay a month" hint="After tax, in dollars." inputMode="numeric" placeholder="$" half />
        <TextField
          name="monthlyExpenses"
          label="Expenses a month"
          hint="Rent or mortgage, bills, other loans and cards."
          inputMode="numeric"
          placeholder="$"
          half
        />
        <SelectField name="employment" label="Employment" options={EMPLOYMENT_OPTIONS} half />
        <TextField name="deposit" label="Deposit" hint="Cash or trade-in towards the car." inputMode="numeric" placeholder="$" half />
        <SelectField name="termYears" label="Loan term" options={TERM_OPTIONS} placeholder="" half />
      </FieldGrid>
      <p className={styles.disclaimer}>
        Worked out at {formatRate(ratePercent)} {DEFAULT_FINANCE_DISCLAIMER}
      </p>
      <CustomerFields setup={setup} messageLabel="Anything else we should know?" />
    </LeadForm>
  );
}
