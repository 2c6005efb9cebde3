import { getInputProps, useField } from "@conform-to/react";
import type { ConditionQuestion } from "~/models/trade-in/condition";
import * as styles from "./ConditionQuestions.css";

/** One question as a group of radio buttons, its error announced with the group. */
function Question({ question, index }: { question: ConditionQuestion; index: number }) {
  const [field] = useField<string>(`adjustmentAnswers[${index}].answer`);
  const invalid = Boolean(field.errors?.length);
  const describedBy = [question.hint ? field.descriptionId : null, invalid ? field.errorId : null].filter(Boolean).join(" ");
  return (
    <fieldset
      className={styles.question}
      id={field.id}
      tabIndex={-1}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy || undefined}
    >
      <legend className={styles.legend}>{question.question}</legend>
      {question.hint ? (
        <p id={field.descriptionId} className={styles.hint}>
          {question.hint}
        </p>
      ) : null}
      <input type="hidden" name={`adjustmentAnswers[${index}].id`} value={question.id} />
      <div className={styles.options}>
        {question.options.map((option) => {
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
