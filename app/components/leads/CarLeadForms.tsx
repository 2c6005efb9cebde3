import type { SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { REQUEST_PHOTOS_MESSAGE } from "~/models/leads/schemas";
import type { LeadFormSetup } from "~/models/leads/setup";
import { carFormPath, MAKE_AN_OFFER, REQUEST_PHOTOS } from "./car-form-paths";
import { CustomerFields } from "./CustomerFields";
import { FieldGrid, HiddenField, SelectField, TextField } from "./fields";
import { LeadForm } from "./LeadForm";
import { TIMES_UNAVAILABLE, TestDriveTimesUnavailable } from "./TestDriveTimesUnavailable";

/*
 * The lead forms of one car: each posts to its own page under /cars/{slug}, so
 * it works without JavaScript; on the vehicle page they stay on the page with it.
 */

interface CarFormProps {
  setup: LeadFormSetup;
  carSlug: string;
  lastResult?: SubmissionResult<string[]> | null;
  stayOnPage?: boolean;
  id?: string;
}

/** One car's form, posting to that form's own page under /cars/{slug} (carFormPath). */
function CarLeadForm({
  form,
  carSlug,
  ...leadForm
}: CarFormProps & { form: keyof typeof carFormPath; submitLabel: string; children: ReactNode }) {
  return <LeadForm {...leadForm} action={carFormPath[form](carSlug)} />;
}

/** vehicle-page §9 "Enquire submit text Enquire Now (Message Now for some dealers)": the tenant's label. */
export function EnquiryForm({ submitLabel, ...props }: CarFormProps & { submitLabel: string }) {
  return (
    <CarLeadForm {...props} form="enquiry" submitLabel={submitLabel}>
      <CustomerFields setup={props.setup} askFinanceAndTradeIn />
    </CarLeadForm>
  );
}

/**
 * The test drive's time: one of the free half hours of the coming days at the
 * form's location, grouped by day; optional, as it was before times were offered.
 */
export function TestDriveFields({ setup }: { setup: LeadFormSetup }) {
  if (!setup.slotDays) return null;
  return (
    <FieldGrid>
      {setup.slotDays.length > 0 ? (
        <SelectField
          name="appointment"
          label="Preferred time"
          hint={`Optional. The free times at ${setup.locations[0]?.name ?? "this location"} over the coming week.`}
          groups={setup.slotDays.map((day) => ({ label: day.label, options: day.slots }))}
          placeholder="No preference: please call me"
        />
      ) : (
        <p>No test-drive times are free this week online: tell us what suits you and we will call.</p>
      )}
    </FieldGrid>
  );
}

export function TestDriveForm({ submitLabel, ...props }: CarFormProps & { submitLabel: string }) {
  return (
    <CarLeadForm {...props} form="testDrive" submitLabel={submitLabel}>
      <TestDriveFields setup={props.setup} />
      <CustomerFields setup={props.setup} messageLabel="Anything we should know?" />
    </CarLeadForm>
  );
}

/**
 * The vehicle page's test drive dialog (decision 040): the form asks its own page's loader for
 * the location's free times when the dialog first renders, so a page view does not read the
 * week's bookings for the few who book. Without JavaScript the dialog's trigger is a link to
 * that page instead.
 */
export function TestDriveDialogForm({ carSlug, submitLabel }: { carSlug: string; submitLabel: string }) {
  const times = useFetcher<{ setup: LeadFormSetup } | typeof TIMES_UNAVAILABLE>();
  const formPage = carFormPath.testDrive(carSlug);
  useEffect(() => {
    times.load(formPage);
  }, [formPage]);
  if (!times.data) {
    return (
      <p role="status" aria-busy="true">
        Finding the free times…
      </p>
    );
  }
  if ("unavailable" in times.data) return <TestDriveTimesUnavailable href={formPage} />;
  return <TestDriveForm setup={times.data.setup} carSlug={carSlug} submitLabel={submitLabel} stayOnPage />;
}

/** §3 "Make an Offer adds offer_from_client (currency)"; §5 "placeholder shows the vehicle price". */
export function MakeAnOfferForm({ offerPlaceholder, ...props }: CarFormProps & { offerPlaceholder?: string }) {
  return (
    <CarLeadForm {...props} form="makeAnOffer" submitLabel={MAKE_AN_OFFER}>
      <FieldGrid>
        <TextField
          name="offer_from_client"
          label="Your offer (AUD)"
          inputMode="numeric"
          placeholder={offerPlaceholder}
          hint="The amount in dollars you would like to pay."
          half
        />
      </FieldGrid>
      <CustomerFields setup={props.setup} messageLabel="Anything else?" />
    </CarLeadForm>
  );
}

/** Photos of a car without any yet: the message is the hidden default "Please send photos for this car". */
export function RequestPhotosForm(props: CarFormProps) {
  return (
    <CarLeadForm {...props} form="requestPhotos" submitLabel={REQUEST_PHOTOS}>
      <HiddenField name="message" value={REQUEST_PHOTOS_MESSAGE} />
      <CustomerFields setup={props.setup} showMessage={false} />
    </CarLeadForm>
  );
}
