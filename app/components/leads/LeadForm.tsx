import { FormProvider, getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useFetcher, useNavigation } from "@remix-run/react";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import type { ZodTypeAny } from "zod";
import { cx } from "~/components/classNames";
import {
  ERROR_BANNER,
  FORM_STAMP_FIELD,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  LEAD_CONFIRM_FIELD,
  leadFormSchema,
} from "~/models/leads/schemas";
import type { LeadFormSetup } from "~/models/leads/setup";
import { VISITOR_DETAIL_FIELDS } from "~/models/leads/visitor-details";
import { AltchaField } from "./AltchaField";
import { spinner } from "./fields.css";
import * as styles from "./LeadForm.css";
import { holdVisitorDetails, rememberedVisitorDetails } from "./visitorDetails";

/** The submit button's text while the form is on its way (vehicle-page §4 "submitting (button disabled with spinner)"). */
export const SENDING_TEXT = "Sending…";

export interface LeadFormProps {
  setup: LeadFormSetup;
  /** The action's answer to the last post (conform's reply): field errors, or the form's own error. */
  lastResult?: SubmissionResult<string[]> | null;
  /** Where the form posts: a page of its own, so it works as a plain HTML form without JavaScript. */
  action: string;
  submitLabel: string;
  /** Values the form posts without showing them, such as the car's id. */
  hidden?: Readonly<Record<string, string | number>>;
  /**
   * With JavaScript, post in the background and stay on this page when the action answers
   * with errors (it still goes to /success when the lead is stored). Without JavaScript the
   * post shows the action's own page either way.
   */
  stayOnPage?: boolean;
  /** The form's element id; by default the form's kind ("enquiry-form"). Unique on the page. */
  id?: string;
  className?: string;
  children: ReactNode;
}

/** Defaults as a form posts them: a ticked box is "on", a number its digits. */
function formDefaults(values: Record<string, unknown>): Record<string, string> {
  const posted: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === true) posted[name] = "on";
    else if (typeof value === "string" || typeof value === "number") posted[name] = String(value);
  }
  return posted;
}

/**
 * The banner lists errors in the order the shopper meets the fields (the schema's order
 * differs); fields of other forms follow in the schema's order.
 */
const FIELD_ORDER = [
  "appointment",
  "service_type",
  "Rego",
  "vehicle_make",
  "vehicle_model",
  "service_km",
  "offer_from_client",
  "name",
  "last_name",
  "email",
  "phone",
  "postcode",
  "location",
  "dealership_slug",
  "preferredDealership",
  "message",
  "terms_agreed",
];

function onPage(name: string): number {
  const index = FIELD_ORDER.indexOf(name);
  return index === -1 ? FIELD_ORDER.length : index;
}

/** The guard an error reply hands back (lead-action.server.ts withShownGuard), if any. */
function guardOf(reply: SubmissionResult<string[]> | null | undefined): LeadFormSetup["guard"] | null {
  const token = reply?.initialValue?.[FORM_TOKEN_FIELD];
  const stamp = reply?.initialValue?.[FORM_STAMP_FIELD];
  const confirmation = reply?.initialValue?.[LEAD_CONFIRM_FIELD];
  if (typeof token !== "string" || typeof stamp !== "string") return null;
  return typeof confirmation === "string" ? { formToken: token, formStamp: stamp, confirmation } : { formToken: token, formStamp: stamp };
}

/** §3 "Lead submission adds ... car_id": a form about a car posts its id (the action may decide it again). */
function carOf(setup: LeadFormSetup): { car_id?: number } {
  const carId = setup.defaultValue.car_id;
  return typeof carId === "number" ? { car_id: carId } : {};
}

/** Each schema's HTML constraints, worked out once: schemas are shared (leadFormSchema). */
const constraints = new WeakMap<ZodTypeAny, ReturnType<typeof getZodConstraint>>();
function constraintOf(schema: ZodTypeAny) {
  let constraint = constraints.get(schema);
  if (!constraint) {
    constraint = getZodConstraint(schema);
    constraints.set(schema, constraint);
  }
  return constraint;
}

/**
 * A lead form (vehicle-page §3 to §5): the same zod schema validates in the browser
 * (on blur, then as the shopper corrects) and in the action, so the messages are the same
 * with or without JavaScript. Spam guards ride along hidden: the one-time token and
 * signed stamp, a honeypot people never see, and the proof-of-work captcha with JavaScript.
 */
export function LeadForm({
  setup,
  lastResult,
  action,
  submitLabel,
  hidden = {},
  stayOnPage = false,
  id = `${setup.form}-form`,
  className,
  children,
}: LeadFormProps) {
  const fetcher = useFetcher<SubmissionResult<string[]>>({ key: id });
  const navigation = useNavigation();
  const result = (stayOnPage ? fetcher.data : undefined) ?? lastResult ?? undefined;
  // The guard of the first render stays: a page whose data reloads (after an error) keeps
  // the stamp the shopper started filling in under, so a quick correction is not "too fast".
  // Without JavaScript an error answer is a new page: its reply carries a guard already shown.
  const [firstGuard] = useState(() => guardOf(lastResult) ?? setup.guard);
  // Asked to send the form again (past the quiet limit), the form takes the reply's guard:
  // its confirmation is signed for that guard's token.
  const askedGuard = guardOf(result);
  const guard = askedGuard?.confirmation ? askedGuard : firstGuard;
  // The captcha's proof of work starts when the shopper starts typing in this form, not for
  // every form a page shows: a vehicle page has three, and most visits fill none.
  const [engaged, setEngaged] = useState(false);
  const schema = useMemo(() => leadFormSchema(setup.form, setup.options), [setup.form, setup.options]);
  const [form, fields] = useForm<Record<string, unknown>>({
    id,
    lastResult: result,
    defaultValue: formDefaults(setup.defaultValue),
    constraint: constraintOf(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit: (_event, { formData }) => holdVisitorDetails(formData),
  });

  // §7: the visitor's remembered name, email and phone fill a fresh form's empty fields.
  useEffect(() => {
    if (result) return;
    const remembered = rememberedVisitorDetails();
    if (!remembered) return;
    for (const name of VISITOR_DETAIL_FIELDS) {
      if (!fields[name]?.value) form.update({ name, value: remembered[name] });
    }
    // Once, when the form first shows: later renders must not refill what the shopper cleared.
  }, []);

  const submitting = stayOnPage
    ? fetcher.state !== "idle"
    : // A form may post back to its own address with its query (the car survives an error without JavaScript).
      navigation.state !== "idle" && navigation.formAction?.split("?")[0] === action.split("?")[0];

  const fieldErrors = Object.entries(form.allErrors)
    .filter(([name, messages]) => name !== "" && name !== form.id && messages.length > 0)
    .sort(([a], [b]) => onPage(a) - onPage(b));
  const formErrors = form.errors ?? [];
  // A refused post's answer brings the shopper to what went wrong: without JavaScript it is a
  // new page that would open at its top, the summary off-screen on a phone. The summary takes
  // the focus (autofocus also scrolls it into view, no script needed); a failed client-side
  // check before a post (JavaScript) leaves the focus on the first field conform marks.
  const focusSummary = result !== undefined;

  return (
    <FormProvider context={form.context}>
      <Form
        method="post"
        action={action}
        {...getFormProps(form)}
        navigate={!stayOnPage}
        fetcherKey={stayOnPage ? id : undefined}
        className={cx(styles.form, className)}
        onInput={() => setEngaged(true)}
      >
        {formErrors.length > 0 ? (
          <div id={form.errorId} role="alert" className={styles.formError} tabIndex={-1} autoFocus={focusSummary}>
            {formErrors.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        ) : null}
        {form.status === "error" && fieldErrors.length > 0 ? (
          <div role="alert" className={styles.banner} tabIndex={-1} autoFocus={focusSummary}>
            <p className={styles.bannerTitle}>{ERROR_BANNER}</p>
            <ul className={styles.bannerList}>
              {fieldErrors.map(([name, messages]) => (
                <li key={name}>
                  <a href={`#${fields[name]?.id ?? ""}`}>{messages.join(" ")}</a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <input type="hidden" name={FORM_TOKEN_FIELD} value={guard.formToken} />
        <input type="hidden" name={FORM_STAMP_FIELD} value={guard.formStamp} />
        {guard.confirmation ? <input type="hidden" name={LEAD_CONFIRM_FIELD} value={guard.confirmation} /> : null}
        {Object.entries({ ...carOf(setup), ...hidden }).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {/* Left empty by people, who never see it; a bot filling every input fills it too. */}
        <div aria-hidden="true" className={styles.honeypot}>
          <label>
            Leave this field empty
            <input type="text" name={HONEYPOT_FIELD} defaultValue="" tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        {children}
        <button type="submit" className={styles.submit} disabled={submitting} aria-disabled={submitting || undefined}>
          {submitting ? (
            <>
              <span className={spinner} aria-hidden="true" />
              {SENDING_TEXT}
            </>
          ) : (
            submitLabel
          )}
        </button>
        {/* Below the button, so its status appearing never moves the button under a pointer. */}
        {setup.captcha && engaged ? <AltchaField /> : null}
      </Form>
    </FormProvider>
  );
}
