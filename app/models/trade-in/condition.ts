/*
 * The condition questions of a trade-in valuation (vehicle-page §3 "adjustmentAnswers with
 * id"). Each answer moves the estimate by a share of the car's value, the way a dealer's
 * appraiser prices what the car needs before it can go on the yard.
 */

export interface ConditionOption {
  /** What is posted as the answer. */
  value: string;
  label: string;
  /** The share of the value this answer takes off (negative) or leaves (0). */
  adjustment: number;
}

export interface ConditionQuestion {
  /** What is posted as the answer's id. */
  id: string;
  question: string;
  hint?: string;
  options: readonly ConditionOption[];
}

export const CONDITION_QUESTIONS: readonly ConditionQuestion[] = [
  {
    id: "accident-damage",
    question: "Has the car had accident damage?",
    options: [
      { value: "none", label: "No accident damage", adjustment: 0 },
      { value: "repaired", label: "Yes, professionally repaired", adjustment: -0.08 },
      { value: "not-repaired", label: "Yes, not yet repaired", adjustment: -0.2 },
    ],
  },
  {
    id: "service-history",
    question: "Does the car have a service history?",
    hint: "Logbook stamps or invoices from a workshop.",
    options: [
      { value: "full", label: "Full service history", adjustment: 0 },
      { value: "partial", label: "Partial service history", adjustment: -0.05 },
      { value: "none", label: "No service history", adjustment: -0.1 },
    ],
  },
  {
    id: "mechanical",
    question: "Are there warning lights or mechanical problems?",
    options: [
      { value: "none", label: "No, it runs well", adjustment: 0 },
      { value: "some", label: "Yes, it needs mechanical work", adjustment: -0.12 },
    ],
  },
  {
    id: "tyres",
    question: "What condition are the tyres in?",
    options: [
      { value: "good", label: "Good tread left", adjustment: 0 },
      { value: "worn", label: "Worn, need replacing soon", adjustment: -0.03 },
    ],
  },
  {
    id: "body",
    question: "What condition are the body and paint in?",
    options: [
      { value: "excellent", label: "No marks", adjustment: 0 },
      { value: "minor", label: "Minor scratches or stone chips", adjustment: -0.02 },
      { value: "damaged", label: "Dents, rust or faded paint", adjustment: -0.07 },
    ],
  },
  {
    id: "interior",
    question: "What condition is the interior in?",
    options: [
      { value: "excellent", label: "Clean, no wear", adjustment: 0 },
      { value: "worn", label: "Normal wear for its age", adjustment: -0.02 },
      { value: "damaged", label: "Stains, tears or odours", adjustment: -0.06 },
    ],
  },
  {
    id: "keys",
    question: "How many keys come with the car?",
    options: [
      { value: "two-or-more", label: "Two or more", adjustment: 0 },
      { value: "one", label: "One", adjustment: -0.02 },
    ],
  },
];

export interface ConditionAnswer {
  id: string;
  answer: string;
}

/** The option chosen for a question, when the answers hold a known one. */
export function chosenOption(question: ConditionQuestion, answers: readonly ConditionAnswer[]): ConditionOption | null {
  const given = answers.find((answer) => answer.id === question.id);
  return question.options.find((option) => option.value === given?.answer) ?? null;
}

/**
 * What the condition leaves of the car's value: each answer's share off, one after the
 * other (two faults cost less together than their sum, as on an appraiser's sheet).
 * Unanswered or unknown answers change nothing.
 */
export function conditionFactor(answers: readonly ConditionAnswer[]): number {
  return CONDITION_QUESTIONS.reduce((factor, question) => {
    const option = chosenOption(question, answers);
    return factor * (1 + (option?.adjustment ?? 0));
  }, 1);
}

/** The answers in words, for the shopper's summary: "Has the car had accident damage?: No accident damage". */
export function describeAnswers(answers: readonly ConditionAnswer[]): { question: string; answer: string }[] {
  return CONDITION_QUESTIONS.flatMap((question) => {
    const option = chosenOption(question, answers);
    return option ? [{ question: question.question, answer: option.label }] : [];
  });
}
