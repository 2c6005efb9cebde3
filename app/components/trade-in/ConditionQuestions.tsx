import { getInputProps, useField } from "@conform-to/react";
import type { ReactNode } from "react";
import type { ConditionQuestion } from "~/models/trade-in/condition";
import * as styles from "./ConditionQuestions.css";

/**
 * One choice as a group of radio buttons, its error announced with the group (the
 * condition questions; the online purchase's trade-in, payment and handover choices).
 */
export function ChoiceField({
  name,
  legend,
  hint,
  options,
  children,
}: {
  name: string;
  legend: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
  /** Posted with the choice (the question's id). */
  children?: ReactNode;
}) {
  const [field] = useField<string>(name);
  const invalid = Boolean(field.errors?.length);
  const describedBy = [hint ? field.descriptionId : null, invalid ? field.errorId : null].filter(Boolean).join(" ");
  return (
    <fieldset
      className={styles.question}
      id={field.id}
      tabIndex={-1}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy || undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {hint ? (
        <p id={field.descriptionId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      <div className={styles.options}>
        {options.map((option) => {
          const { key, ...radio } = getInputProps(field, { type: "radio", value: option.value, ariaAttributes: false });
          return (
            <label key={key ?? option.value} className={styles.option}>
              <input {...radio} required className={styles.radio} />
              <span>{option.label}</span>
            </label>
          );
        })}
      </div>
      {invalid ? (
        <p id={field.errorId} className={styles.error}>
          {field.errors?.join(" ")}
        </p>
      ) : null}
    </fieldset>
  );
}

function Question({ question, index }: { question: ConditionQuestion; index: number }) {
  return (
    <ChoiceField name={`adjustmentAnswers[${index}].answer`} legend={question.question} hint={question.hint} options={question.options}>
      <input type="hidden" name={`adjustmentAnswers[${index}].id`} value={question.id} />
    </ChoiceField>
  );
}

/** The condition step's questions (vehicle-page §3 "adjustmentAnswers with id"). */
export function ConditionQuestions({ questions }: { questions: readonly ConditionQuestion[] }) {
  return (
    <div className={styles.questions}>
      {questions.map((question, index) => (
        <Question key={question.id} question={question} index={index} />
      ))}
    </div>
  );
}
