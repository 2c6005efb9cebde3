import type { ReactNode } from "react";
import { MAX_MESSAGE } from "~/models/leads/schemas";
import { dealershipFieldName, type LeadFormSetup } from "~/models/leads/setup";
import { ConsentText } from "./ConsentText";
import { CheckboxField, FieldGrid, HiddenField, SelectField, TextareaField, TextField } from "./fields";
import * as styles from "./CustomerFields.css";

/**
 * §3 "Customer contact fields: hidden field, name (First Name), last_name (Last Name),
 * postcode (Postcode), phone (Mobile Number), email (Email Address)": the spec's labels.
 */
export const CUSTOMER_FIELD_LABELS = {
  name: "First Name",
  last_name: "Last Name",
  email: "Email Address",
  phone: "Mobile Number",
  postcode: "Postcode",
  location: "Location",
  dealership: "Preferred dealership",
  message: "Message",
  opt_in: "Keep me up to date with news, offers and events.",
  opt_in_finance: "I'd like to talk about finance for this car.",
  opt_in_trade: "I have a car to trade in.",
} as const;

/** §5 postcode: "exactly 4 digits, max length 4" (§9 "postcode length 4"). */
export const POSTCODE_LENGTH = 4;

/** Who the shopper is and how to reach them: the contact fields every form starts with (a FieldGrid's cells). */
export function ContactDetailsFields() {
  return (
    <>
      <TextField name="name" label={CUSTOMER_FIELD_LABELS.name} autoComplete="given-name" half />
      <TextField name="last_name" label={CUSTOMER_FIELD_LABELS.last_name} autoComplete="family-name" half />
      <TextField name="email" label={CUSTOMER_FIELD_LABELS.email} type="email" autoComplete="email" half />
      <TextField name="phone" label={CUSTOMER_FIELD_LABELS.phone} type="tel" inputMode="tel" autoComplete="tel" half />
      <TextField
        name="postcode"
        label={CUSTOMER_FIELD_LABELS.postcode}
        inputMode="numeric"
        maxLength={POSTCODE_LENGTH}
        autoComplete="postal-code"
        half
      />
    </>
  );
}

export interface CustomerFieldsProps {
  setup: LeadFormSetup;
  /** Off for forms whose message is a hidden default (Request Photos). */
  showMessage?: boolean;
  messageLabel?: string;
  messagePlaceholder?: string;
  /** The terms box's words where a journey has terms of its own (a promotion's); the consent text by default. */
  termsLabel?: ReactNode;
  /**
   * The vehicle enquiry's two optional questions (vehicle-page §5 "opt_in_finance and
   * opt_in_trade optional"): a dealer follows such a lead up with finance or a valuation.
   */
  askFinanceAndTradeIn?: boolean;
}

/**
 * The shopper's part of every lead form, in the order a shopper expects: who, how to reach
 * them, where, what about, then consent. Whether a field is required comes from the form's
 * schema (LeadForm's constraint), so the asterisks match what the action checks.
 */
export function CustomerFields({
  setup,
  showMessage = true,
  messageLabel = CUSTOMER_FIELD_LABELS.message,
  messagePlaceholder,
  termsLabel,
  askFinanceAndTradeIn = false,
}: CustomerFieldsProps) {
  const [onlyLocation] = setup.locations;
  return (
    <FieldGrid>
      <ContactDetailsFields />
      {setup.locations.length > 1 ? (
        <SelectField
          name="location"
          label={CUSTOMER_FIELD_LABELS.location}
          options={setup.locations.map((location) => ({ value: String(location.id), label: location.name }))}
          half
        />
      ) : onlyLocation ? (
        // §4 "Location in a form is auto-selected when exactly one option exists."
        <HiddenField name="location" value={onlyLocation.id} />
      ) : null}
      {setup.dealerships.length > 1 ? (
        <SelectField
          name={dealershipFieldName(setup.form)}
          label={CUSTOMER_FIELD_LABELS.dealership}
          options={setup.dealerships.map((dealership) => ({ value: dealership.slug, label: dealership.name }))}
          half
        />
      ) : null}
      {showMessage ? (
        <TextareaField name="message" label={messageLabel} placeholder={messagePlaceholder} limit={MAX_MESSAGE} />
      ) : null}
      {askFinanceAndTradeIn ? (
        <div className={styles.consent}>
          <CheckboxField name="opt_in_finance" label={CUSTOMER_FIELD_LABELS.opt_in_finance} />
          <CheckboxField name="opt_in_trade" label={CUSTOMER_FIELD_LABELS.opt_in_trade} />
        </div>
      ) : null}
      <div className={styles.consent}>
        <CheckboxField name="terms_agreed" label={termsLabel ?? <ConsentText consent={setup.consent} />} />
        <CheckboxField name="opt_in" label={CUSTOMER_FIELD_LABELS.opt_in} />
      </div>
    </FieldGrid>
  );
}
