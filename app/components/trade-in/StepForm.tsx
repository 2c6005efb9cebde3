import { FormProvider, getFormProps, useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import type { z, ZodTypeAny } from "zod";
import { spinner } from "~/components/leads/fields.css";
import * as leadStyles from "~/components/leads/LeadForm.css";
import { ERROR_BANNER } from "~/models/leads/schemas";
import type { CheckoutStep } from "~/models/checkout/steps";
import { STEP_FIELD, type TradeInStep } from "~/models/trade-in/steps";

/**
 * One step of a journey before its lead form (the trade-in's, the online purchase's): a
 * plain POST that works without JavaScript, validated in the browser by the same schema as
 * in the action, with the answers of the steps before riding along hidden where the journey
 * keeps them in the page.
 */
export function StepForm<Schema extends ZodTypeAny>({
  step,
  journey = "trade-in",
  schema,
  lastResult,
  defaultValue,
  carried = {},
  action,
  submitLabel,
  children,
}: {
  step: TradeInStep | CheckoutStep;
  /** The form ids' prefix: one journey's step forms never share an id with another's. */
  journey?: string;
  schema: Schema;
  lastResult?: SubmissionResult<string[]> | null;
  /** What the fields start with: the shopper's earlier answers when they came back a step. */
  defaultValue?: DefaultValue<z.input<Schema>>;
  /** The answers of the steps before, posted again with this one. */
  carried?: Readonly<Record<string, string>>;
  action: string;
  submitLabel: string;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const [form] = useForm<z.input<Schema>>({
    id: `${journey}-${step}`,
    lastResult: lastResult ?? undefined,
    defaultValue,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const submitting = navigation.state !== "idle" && navigation.formData?.get(STEP_FIELD) === step;
  const fieldErrors = Object.entries(form.allErrors).filter(
    ([name, messages]) => name !== "" && name !== form.id && messages.length > 0,
  );

  return (
    <FormProvider context={form.context}>
      <Form method="post" action={action} {...getFormProps(form)} className={leadStyles.form}>
        {form.status === "error" && fieldErrors.length > 0 ? (
          <div role="alert" className={leadStyles.banner}>
            <p className={leadStyles.bannerTitle}>{ERROR_BANNER}</p>
            <ul className={leadStyles.bannerList}>
              {fieldErrors.map(([name, messages]) => (
                <li key={name}>
                  {/* conform's field ids are the form's id and the field's name, nested names included. */}
                  <a href={`#${form.id}-${name}`}>{messages.join(" ")}</a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <input type="hidden" name={STEP_FIELD} value={step} />
        {Object.entries(carried).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {children}
        <button type="submit" className={leadStyles.submit} disabled={submitting} aria-disabled={submitting || undefined}>
          {submitting ? (
            <>
              <span className={spinner} aria-hidden="true" />
              Checking…
            </>
          ) : (
            submitLabel
          )}
        </button>
      </Form>
    </FormProvider>
  );
}
