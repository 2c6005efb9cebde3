import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useSubmit } from "@remix-run/react";
import { useEffect, useState } from "react";
import { CustomerFields } from "~/components/leads/CustomerFields";
import { FieldGrid, SelectField, TextField } from "~/components/leads/fields";
import { LeadForm } from "~/components/leads/LeadForm";
import { LeadFormPage } from "~/components/leads/LeadFormPage";
import type { ServiceBookingPage } from "~/pages/appointments/service-booking.server";
import { isBookableDay } from "~/models/hours/appointment-slots";
import { button } from "~/styles/shared.css";
import * as styles from "./ServiceBookingView.css";

export const SERVICE_BOOKING_PATH = "/service/booking";
export const BOOK_SERVICE = "Book Service";
export const SHOW_TIMES = "Show available times";

/**
 * The service booking page: the brand's own booking site where there is one, then where and
 * when (a GET form: without JavaScript its button reloads the page with that day's times;
 * with it, changing the location or day does), then the booking itself.
 */
export function ServiceBookingView({ page, lastResult }: { page: ServiceBookingPage; lastResult?: SubmissionResult<string[]> }) {
  const submit = useSubmit();
  // The day follows the page's: a free-day link changes it as much as typing does.
  const [day, setDay] = useState(page.date ?? "");
  useEffect(() => setDay(page.date ?? ""), [page.date]);
  const [onlyLocation] = page.locations;
  const picking = page.locationId !== null;
  return (
    <LeadFormPage
      title={page.title}
      // Where no location takes bookings online, the page does not promise what it cannot do.
      intro={
        page.locations.length === 0
          ? undefined
          : `Choose a location and a day, then one of the free times, and tell us about your car. ${page.dealerName} will confirm by email.`
      }
    >
      {page.external ? (
        <div className={styles.external}>
          <a className={button.primary} href={page.external.url} rel="noopener">
            {page.external.label}
          </a>
          <p className={styles.note}>Or book with us directly below.</p>
        </div>
      ) : null}
      {page.locations.length === 0 ? (
        <p className={styles.note}>
          Online booking is not open here yet. Please call our service team on <a href={`tel:${page.phone.replace(/\s/g, "")}`}>{page.phone}</a>.
        </p>
      ) : (
        <>
          <section className={styles.step} aria-labelledby="booking-when">
            <h2 id="booking-when" className={styles.stepTitle}>
              Where and when
            </h2>
            <Form
              method="get"
              action={SERVICE_BOOKING_PATH}
              className={styles.picker}
              preventScrollReset
              onChange={(event) => {
                // Typing a day passes through dates like 0002-05-14 on the way to 2026: only a day
                // that can be booked asks for its times, once, instead of one load per keystroke.
                const changed = event.target as HTMLInputElement;
                if (changed.name === "date" && !isBookableDay(changed.value, page.minDate, page.maxDate)) return;
                submit(event.currentTarget, { replace: true, preventScrollReset: true });
              }}
            >
              {page.locations.length > 1 ? (
                <label className={styles.pickerField}>
                  Location
                  <select name="location" defaultValue={page.locationId ?? ""} className={styles.pickerControl}>
                    <option value="">Please select</option>
                    {page.locations.map((location) => (
                      <option key={location.id} value={location.id}>
                        {location.name}
                      </option>
                    ))}
                  </select>
                </label>
              ) : onlyLocation ? (
                // §4 "Location in a form is auto-selected when exactly one option exists."
                <p className={styles.note}>
                  <input type="hidden" name="location" value={onlyLocation.id} />
                  Location: <strong>{onlyLocation.name}</strong>
                </p>
              ) : null}
              <label className={styles.pickerField}>
                Day
                <input
                  type="date"
                  name="date"
                  value={day}
                  onChange={(event) => setDay(event.currentTarget.value)}
                  min={page.minDate}
                  max={page.maxDate}
                  className={styles.pickerControl}
                />
              </label>
              <button type="submit" className={button.outline}>
                {SHOW_TIMES}
              </button>
            </Form>
          </section>
          <section className={styles.step} aria-labelledby="booking-details" aria-live="polite">
            <h2 id="booking-details" className={styles.stepTitle}>
              Your booking
            </h2>
            {!picking ? (
              <p className={styles.note}>Please choose a location to see its free times.</p>
            ) : page.times.length === 0 ? (
              <>
                <p className={styles.note}>
                  No times are free on {page.dateLabel} at {page.locationName}.
                  {page.nextFreeDays.length > 0 ? " These days have free times:" : " Please choose another day, or call us."}
                </p>
                {page.nextFreeDays.length > 0 ? (
                  <ul className={styles.freeDays}>
                    {page.nextFreeDays.map((free) => (
                      <li key={free.date}>
                        <Link
                          className={button.outline}
                          to={`${SERVICE_BOOKING_PATH}?location=${page.locationId}&date=${free.date}`}
                          preventScrollReset
                        >
                          {free.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </>
            ) : (
              // Posted with the location and day, so an answer with an error shows the same times.
              <LeadForm
                setup={page.setup}
                lastResult={lastResult}
                action={`${SERVICE_BOOKING_PATH}?location=${page.locationId}&date=${page.date}`}
                submitLabel={BOOK_SERVICE}
              >
                <FieldGrid>
                  <SelectField
                    name="appointment"
                    label={`Time at ${page.locationName}`}
                    groups={[{ label: page.dateLabel ?? "", options: page.times }]}
                    placeholder="Please select a time"
                    half
                  />
                  <SelectField
                    name="service_type"
                    label="Service"
                    options={page.serviceTypes.map((type) => ({ value: type, label: type }))}
                    half
                  />
                  <TextField name="Rego" label="Registration" autoComplete="off" maxLength={10} half />
                  <TextField name="service_km" label="Odometer (km)" inputMode="numeric" hint="Optional" half />
                  <TextField name="vehicle_make" label="Make" half />
                  <TextField name="vehicle_model" label="Model" half />
                </FieldGrid>
                <CustomerFields setup={page.setup} messageLabel="Anything we should know?" />
              </LeadForm>
            )}
          </section>
        </>
      )}
    </LeadFormPage>
  );
}
