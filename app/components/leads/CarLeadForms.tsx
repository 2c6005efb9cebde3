import type { SubmissionResult } from "@conform-to/react";
import { REQUEST_PHOTOS_MESSAGE } from "~/models/leads/schemas";
import type { LeadFormSetup } from "~/models/leads/setup";
import { carFormPath, MAKE_AN_OFFER, REQUEST_PHOTOS } from "./car-form-paths";
import { CustomerFields } from "./CustomerFields";
import { FieldGrid, HiddenField, SelectField, TextField } from "./fields";
import { LeadForm } from "./LeadForm";

/*
 * The lead forms of one car (issue 6): each posts to its own page under /cars/{slug}, so
 * it works without JavaScript; on the vehicle page they stay on the page with it.
 */

interface CarFormProps {
  setup: LeadFormSetup;
  carSlug: string;
  lastResult?: SubmissionResult<string[]> | null;
  stayOnPage?: boolean;
  id?: string;
}

/** vehicle-page §9 "Enquire submit text Enquire Now (Message Now for some dealers)": the tenant's label. */
export function EnquiryForm({ submitLabel, ...props }: CarFormProps & { submitLabel: string }) {
  return (
    <LeadForm
      setup={props.setup}
      lastResult={props.lastResult}
      action={carFormPath.enquiry(props.carSlug)}
      stayOnPage={props.stayOnPage}
      id={props.id}
      submitLabel={submitLabel}
    >
      <CustomerFields setup={props.setup} askFinanceAndTradeIn />
    </LeadForm>
  );
}

/**
 * The test drive's time (issue 15): one of the free half hours of the coming days at the
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
    <LeadForm
      setup={props.setup}
      lastResult={props.lastResult}
      action={carFormPath.testDrive(props.carSlug)}
      stayOnPage={props.stayOnPage}
      id={props.id}
      submitLabel={submitLabel}
    >
      <TestDriveFields setup={props.setup} />
      <CustomerFields setup={props.setup} messageLabel="Anything we should know?" />
    </LeadForm>
  );
}

/** §3 "Make an Offer adds offer_from_client (currency)"; §5 "placeholder shows the vehicle price". */
export function MakeAnOfferForm({ offerPlaceholder, ...props }: CarFormProps & { offerPlaceholder?: string }) {
  return (
    <LeadForm
      setup={props.setup}
      lastResult={props.lastResult}
      action={carFormPath.makeAnOffer(props.carSlug)}
      stayOnPage={props.stayOnPage}
      id={props.id}
      submitLabel={MAKE_AN_OFFER}
    >
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
    </LeadForm>
  );
}

/** Photos of a car without any yet: the message is the hidden default "Please send photos for this car". */
export function RequestPhotosForm(props: CarFormProps) {
  return (
    <LeadForm
      setup={props.setup}
      lastResult={props.lastResult}
      action={carFormPath.requestPhotos(props.carSlug)}
      stayOnPage={props.stayOnPage}
      id={props.id}
      submitLabel={REQUEST_PHOTOS}
    >
      <HiddenField name="message" value={REQUEST_PHOTOS_MESSAGE} />
      <CustomerFields setup={props.setup} showMessage={false} />
    </LeadForm>
  );
}
