import type { SubmissionResult } from "@conform-to/react";
import { REQUEST_PHOTOS_MESSAGE } from "~/models/leads/schemas";
import type { LeadFormSetup } from "~/models/leads/setup";
import { CustomerFields } from "./CustomerFields";
import { FieldGrid, HiddenField, TextField } from "./fields";
import { LeadForm } from "./LeadForm";

/*
 * The lead forms of one car (issue 6): each posts to its own page under /cars/{slug}, so
 * it works without JavaScript; on the vehicle page they stay on the page with it.
 */

export const carFormPath = {
  enquiry: (slug: string) => `/cars/${slug}/enquire`,
  testDrive: (slug: string) => `/cars/${slug}/test-drive`,
  makeAnOffer: (slug: string) => `/cars/${slug}/make-an-offer`,
  requestPhotos: (slug: string) => `/cars/${slug}/request-photos`,
} as const;

export const MAKE_AN_OFFER = "Make an Offer";
export const REQUEST_PHOTOS = "Request Photos";

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
      <CustomerFields setup={props.setup} />
    </LeadForm>
  );
}

/** The test drive's "date/time optional" (issue 6): a day and a time the shopper would like. */
export function TestDriveFields() {
  return (
    <FieldGrid>
      <TextField name="preferred_date" label="Preferred date" type="date" hint="Optional" half />
      <TextField name="preferred_time" label="Preferred time" type="time" hint="Optional" half />
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
      <TestDriveFields />
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
