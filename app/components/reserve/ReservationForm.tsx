import type { SubmissionResult } from "@conform-to/react";
import { CustomerFields } from "~/components/leads/CustomerFields";
import { LeadForm } from "~/components/leads/LeadForm";
import { RESERVATION_SUBMIT_LABEL } from "~/models/leads/reservation";
import type { LeadFormSetup } from "~/models/leads/setup";

/**
 * The reservation request (reservationSchema): the shopper's details, a note optional. The
 * car is the setup's (LeadForm posts its id); the action takes it from the address anyway.
 */
export function ReservationForm({
  setup,
  lastResult,
  action,
  submitLabel = RESERVATION_SUBMIT_LABEL,
}: {
  setup: LeadFormSetup;
  lastResult?: SubmissionResult<string[]> | null;
  action: string;
  /** "Pay $200 deposit" where the deposit is paid on the site. */
  submitLabel?: string;
}) {
  return (
    <LeadForm setup={setup} lastResult={lastResult} action={action} submitLabel={submitLabel}>
      <CustomerFields setup={setup} messageLabel="Anything the dealership should know?" />
    </LeadForm>
  );
}
