import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod, type SubmissionResult } from "@conform-to/zod";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AltchaField } from "~/components/leads/AltchaField";
import * as styles from "~/components/watchlist/SignInPage.css";
import { getDatabase } from "~/db/client.server";
import { env } from "~/env.server";
import { logger } from "~/logger.server";
import { formatMobile } from "~/models/auth/phone";
import { readSignInTarget, signInPath, signInReason, type SignInTarget } from "~/models/auth/redirects";
import { CodeFormSchema, PhoneFormSchema } from "~/models/auth/sign-in-forms";
import { sendSignInCode, verifySignInCode } from "~/models/auth/sign-in-codes.server";
import {
  commitHeaders,
  getSession,
  getUser,
  PRIVATE_PAGE_HEADERS,
  signIn,
  type ShopperSession,
} from "~/models/auth/session.server";
import { smsSender } from "~/adapters/sms/index.server";
import { leadRequestMeta, type LeadActionContext } from "~/models/leads/lead-action.server";
import { FORM_TOKEN_FIELD } from "~/models/leads/schemas";
import { normaliseRemoteAddress, verifyAltchaSolution } from "~/models/leads/spam.server";
import { watchlistErrorToast, watchlistToast } from "~/models/watchlist/watchlist";
import { saveToWatchlist } from "~/models/watchlist/watchlist.server";
import { button } from "~/styles/shared.css";
import type { Tenant } from "~/tenants/schema";
import { requireTenant } from "~/tenants/tenant.server";
import { readForm } from "~/server/form-body";

export const meta: MetaFunction = () => [{ title: "Sign in" }, { name: "robots", content: "noindex" }];

const SEND_FAILED_MESSAGE = "We couldn't send the code just now. Please try again in a moment.";

/** What a step's form gets back when it must be shown again: conform's reply for that form. */
interface SignInActionData {
  step: "phone" | "code";
  result: SubmissionResult<string[]>;
}

const again = (answer: SignInActionData, status: number) => data(answer, { status, headers: PRIVATE_PAGE_HEADERS });

/** The number typed and the code step are the shopper's own: never kept by a shared cache. */
export const headers: HeadersFunction = () => PRIVATE_PAGE_HEADERS;

/** The code step's own address: the same type, redirect and back, with step=code. */
const codeStepPath = (target: SignInTarget) => signInPath(target, { step: "code" });

export async function loader({ request }: LoaderFunctionArgs) {
  const tenant = requireTenant(request);
  const url = new URL(request.url);
  const target = readSignInTarget(url);
  // Signed in already: nothing to ask, straight on.
  if (await getUser(request, tenant)) throw redirect(target.redirect);
  const phone = (await getSession(request)).get("signInPhone");
  const step = url.searchParams.get("step") === "code" ? "code" : "phone";
  if (step === "code" && !phone) throw redirect(signInPath(target));
  return {
    target,
    step,
    phone: phone ? formatMobile(phone) : null,
    reason: signInReason(target.type),
    // The captcha's solution is good for this one form (spam.server.ts: createAltchaChallenge).
    captchaToken: tenant.features.captcha && step === "phone" ? crypto.randomUUID() : null,
  } as const;
}

/**
 * Step 1 sends a code and moves on to step 2 (PRG); step 2 checks it, signs the shopper in
 * with the session cookie and goes on to `redirect` (a path on this site only).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const tenant = requireTenant(request);
  const url = new URL(request.url);
  const target = readSignInTarget(url);
  const formData = await readForm(request);
  const session = await getSession(request);
  const client = normaliseRemoteAddress(leadRequestMeta(request, context as LeadActionContext).remoteAddress);

  if (url.searchParams.get("step") !== "code") {
    const submission = parseWithZod(formData, { schema: PhoneFormSchema });
    if (submission.status !== "success") return again({ step: "phone", result: submission.reply() }, 400);
    const { phone_number: phone, form_token: formToken, altcha } = submission.value;
    const solved = tenant.features.captcha && formToken && altcha && verifyAltchaSolution(altcha, formToken);
    const problem = await sendCode(tenant, phone, { client, captchaSolvedFor: solved ? formToken : null });
    if (problem) return again({ step: "phone", result: submission.reply({ formErrors: [problem] }) }, 429);
    session.set("signInPhone", phone);
    throw redirect(codeStepPath(target), { status: 303, headers: await commitHeaders(session) });
  }

  const phone = session.get("signInPhone");
  if (!phone) throw redirect(signInPath(target), 303);

  if (formData.get("intent") === "resend") {
    // The resend button has no captcha: it counts in the captcha-less lane.
    const problem = await sendCode(tenant, phone, { client, captchaSolvedFor: null });
    session.flash(
      "toast",
      problem
        ? { id: crypto.randomUUID(), tone: "error", title: "Code not sent", body: problem }
        : { id: crypto.randomUUID(), tone: "success", title: "New code sent", body: `We sent a new code to ${formatMobile(phone)}.` },
    );
    throw redirect(codeStepPath(target), { status: 303, headers: await commitHeaders(session) });
  }

  const submission = parseWithZod(formData, { schema: CodeFormSchema });
  if (submission.status !== "success") return again({ step: "code", result: submission.reply() }, 400);
  const db = await getDatabase();
  const verified = await verifySignInCode(db, {
    websiteId: tenant.id,
    phone,
    code: submission.value.code,
    secret: env.SESSION_SECRET,
  });
  if (!verified.ok) {
    return again({ step: "code", result: submission.reply({ fieldErrors: { code: [verified.message] } }) }, 400);
  }
  signIn(session, tenant, verified.user.id);
  await completePendingSave(session, tenant, verified.user.id);
  throw redirect(target.redirect, { status: 303, headers: await commitHeaders(session) });
}

/**
 * Sends a code to the phone; the message to show when it could not be sent (a send limit, or
 * the SMS provider failing), never an error page.
 */
async function sendCode(
  tenant: Tenant,
  phone: string,
  asker: { client: string | null; captchaSolvedFor: string | null },
): Promise<string | null> {
  try {
    const sent = await sendSignInCode(await getDatabase(), smsSender(), {
      websiteId: tenant.id,
      phone,
      siteName: tenant.name,
      secret: env.SESSION_SECRET,
      remoteAddress: asker.client,
      captcha: { required: tenant.features.captcha, solvedFor: asker.captchaSolvedFor },
    });
    return sent.ok ? null : sent.message;
  } catch (error) {
    logger.error({ err: error, websiteId: tenant.id }, "sign-in code could not be sent");
    return SEND_FAILED_MESSAGE;
  }
}

/** The Save pressed before signing in (search-journey §4) is done now, with its toast. */
async function completePendingSave(session: ShopperSession, tenant: Tenant, userId: number): Promise<void> {
  const carId = session.get("pendingWatchlistCarId");
  if (carId === undefined) return;
  session.unset("pendingWatchlistCarId");
  const outcome = await saveToWatchlist(await getDatabase(), tenant, userId, carId);
  session.flash(
    "toast",
    outcome.ok
      ? watchlistToast("saved", outcome.car.name, crypto.randomUUID())
      : watchlistErrorToast(outcome.message, crypto.randomUUID()),
  );
}

export default function SignInPage() {
  const { target, step, phone, reason, captchaToken } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <div className={styles.panel}>
        <h1 className={styles.heading}>{reason}</h1>
        {step === "code" && phone ? <CodeStep target={target} phone={phone} /> : <PhoneStep target={target} captchaToken={captchaToken} />}
        <p className={styles.back}>
          <Link to={target.back}>Back</Link>
        </p>
      </div>
    </div>
  );
}

function PhoneStep({ target, captchaToken }: { target: SignInTarget; captchaToken: string | null }) {
  const actionData = useActionData<SignInActionData>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "sign-in-phone",
    lastResult: actionData?.step === "phone" ? actionData.result : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PhoneFormSchema }),
  });
  return (
    <Form method="post" action={signInPath(target)} className={styles.form} {...getFormProps(form)}>
      <p className={styles.intro}>We&apos;ll text a 6-digit code to your mobile. No password needed.</p>
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className={styles.field}>
        <label htmlFor={fields.phone_number.id} className={styles.label}>
          Mobile number
        </label>
        <input
          {...getInputProps(fields.phone_number, { type: "tel" })}
          className={styles.input}
          autoComplete="tel"
          inputMode="tel"
          placeholder="04xx xxx xxx"
          required
        />
        <FieldErrors id={fields.phone_number.errorId} errors={fields.phone_number.errors} />
      </div>
      {captchaToken ? (
        <>
          <input type="hidden" name={FORM_TOKEN_FIELD} value={captchaToken} />
          <AltchaField />
        </>
      ) : null}
      <button type="submit" className={button.primary} disabled={navigation.state === "submitting"}>
        Send code
      </button>
    </Form>
  );
}

function CodeStep({ target, phone }: { target: SignInTarget; phone: string }) {
  const actionData = useActionData<SignInActionData>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "sign-in-code",
    lastResult: actionData?.step === "code" ? actionData.result : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CodeFormSchema }),
  });
  return (
    <>
      <Form method="post" action={codeStepPath(target)} className={styles.form} {...getFormProps(form)}>
        <p className={styles.intro}>
          Enter the code we sent to <strong>{phone}</strong>. It expires in 10 minutes.
        </p>
        <FormErrors id={form.errorId} errors={form.errors} />
        <div className={styles.field}>
          <label htmlFor={fields.code.id} className={styles.label}>
            6-digit code
          </label>
          <input
            {...getInputProps(fields.code, { type: "text" })}
            className={styles.input}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            required
          />
          <FieldErrors id={fields.code.errorId} errors={fields.code.errors} />
        </div>
        <button type="submit" className={button.primary} disabled={navigation.state === "submitting"}>
          Sign in
        </button>
      </Form>
      <div className={styles.secondary}>
        <Form method="post" action={codeStepPath(target)}>
          <input type="hidden" name="intent" value="resend" />
          <button type="submit" className={styles.linkButton}>
            Send a new code
          </button>
        </Form>
        <Link to={signInPath(target)}>Use a different number</Link>
      </div>
    </>
  );
}

function FieldErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  return (
    <p id={id} className={styles.error} hidden={!errors?.length}>
      {errors?.join(" ")}
    </p>
  );
}

function FormErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  return (
    <p id={id} className={styles.formError} role="alert" hidden={!errors?.length}>
      {errors?.join(" ")}
    </p>
  );
}
