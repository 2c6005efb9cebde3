import { describe, expect, it } from "vitest";
import { CONDITION_QUESTIONS, conditionFactor, describeAnswers } from "./condition";

describe("CONDITION_QUESTIONS (vehicle-page §3 adjustmentAnswers with id)", () => {
  it("asks about accident damage, service history, mechanical problems, tyres, body, interior and keys", () => {
    expect(CONDITION_QUESTIONS.map((question) => question.id)).toEqual([
      "accident-damage",
      "service-history",
      "mechanical",
      "tyres",
      "body",
      "interior",
      "keys",
    ]);
  });

  it("starts every question with the answer that takes nothing off", () => {
    for (const question of CONDITION_QUESTIONS) expect(question.options[0]!.adjustment).toBe(0);
  });
});

describe("conditionFactor", () => {
  it("leaves the value whole for a car in good order", () => {
    const answers = CONDITION_QUESTIONS.map((question) => ({ id: question.id, answer: question.options[0]!.value }));
    expect(conditionFactor(answers)).toBe(1);
  });

  it("takes each answer's share off, one after the other", () => {
    expect(
      conditionFactor([
        { id: "service-history", answer: "none" },
        { id: "mechanical", answer: "some" },
      ]),
    ).toBeCloseTo(0.9 * 0.88);
  });

  it("ignores answers to questions it does not ask and answers it does not offer", () => {
    expect(conditionFactor([{ id: "colour", answer: "red" }, { id: "keys", answer: "seven" }])).toBe(1);
  });
});

describe("describeAnswers", () => {
  it("puts the answers in words, in the order the questions are asked", () => {
    expect(
      describeAnswers([
        { id: "keys", answer: "one" },
        { id: "accident-damage", answer: "none" },
      ]),
    ).toEqual([
      { question: "Has the car had accident damage?", answer: "No accident damage" },
      { question: "How many keys come with the car?", answer: "One" },
    ]);
  });
});
