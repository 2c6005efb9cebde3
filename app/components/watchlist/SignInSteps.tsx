import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { AltchaField } from "~/components/leads/AltchaField";
import { codeStepPath, signInPath, type SignInTarget } from "~/models/auth/redirects";
import { CodeFormSchema, PhoneFormSchema, type SignInActionData } from "~/models/auth/sign-in-forms";
import { FORM_TOKEN_FIELD } from "~/models/leads/schemas";
import { button } from "~/styles/shared.css";
import * as styles from "./SignInPage.css";

/** Step 1 of signing in: the mobile number a code is texted to. */
export function PhoneStep({ target, captchaToken }: { target: SignInTarget; captchaToken: string | null }) {
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

/** Step 2: the code from the SMS, with a resend and a way back to step 1. */
export function CodeStep({ target, phone }: { target: SignInTarget; phone: string }) {
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
