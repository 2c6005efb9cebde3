import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import {
  DELIVERY_ADDRESS_REQUIRED,
  FINANCE_TERM_REQUIRED,
  HANDOVER_REQUIRED,
  INVALID_POSTCODE,
  TRADE_IN_CHOICE_REQUIRED,
} from "~/models/leads/schemas";
import { answerRequired } from "~/models/leads/schemas";
import { CONDITION_QUESTIONS } from "~/models/trade-in/condition";
import { reviewSections } from "./review";
import { describedTradeIn, purchaseDetails } from "./testing/answers";
import {
  answersAsFormFields,
  autoSelectedLocation,
  checkoutStepPath,
  firstOpenStep,
  isComplete,
  reachableStep,
  stepDefaultValue,
  stepSchema,
  tradeInEstimatePath,
  type CheckoutAnswers,
  type CheckoutTradeIn,
} from "./steps";

const details = purchaseDetails;
const answered: Required<CheckoutAnswers> = {
  details,
  "trade-in": { hasTradeIn: "no" },
  payment: { paymentMethod: "finance", financeDeposit: 5000, financeTermMonths: 60 },
  handover: { handover: "delivery", location: 7, deliveryAddress: "1 Main St, Moorabbin", deliveryPostcode: "3189" },
};

const tradeIn: CheckoutTradeIn = describedTradeIn;

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("the online purchase's steps", () => {
  it("starts at the details and goes on to the first step not yet answered", () => {
    expect(firstOpenStep({})).toBe("details");
    expect(firstOpenStep({ details })).toBe("trade-in");
    expect(firstOpenStep({ details, "trade-in": answered["trade-in"] })).toBe("payment");
    expect(firstOpenStep({ ...answered, handover: undefined })).toBe("handover");
    expect(firstOpenStep(answered)).toBe("review");
  });

  it("is complete only when every answer step is answered", () => {
    expect(isComplete({ ...answered, payment: undefined })).toBe(false);
    expect(isComplete(answered)).toBe(true);
  });

  it("lets the shopper go back to any answered step, never past the first open one", () => {
    expect(reachableStep("details", answered)).toBe("details");
    expect(reachableStep("review", { details })).toBe("trade-in");
    expect(reachableStep("trade-in", { details })).toBe("trade-in");
    expect(reachableStep(null, { details })).toBe("trade-in");
  });

  it("addresses each step on the journey's one page by the car's slug", () => {
    expect(checkoutStepPath("2021-mazda-cx-5-a1", "payment")).toBe("/checkout-journey?car_id=2021-mazda-cx-5-a1&step=payment");
    expect(checkoutStepPath("2021-mazda-cx-5-a1")).toBe("/checkout-journey?car_id=2021-mazda-cx-5-a1");
    expect(tradeInEstimatePath("2021-mazda-cx-5-a1")).toBe("/checkout-journey?car_id=2021-mazda-cx-5-a1&step=trade-in&view=estimate");
  });

  it("auto-selects the location when exactly one is offered (vehicle-page §4)", () => {
    expect(autoSelectedLocation([{ id: 7, name: "Moorabbin" }])).toEqual({ id: 7, name: "Moorabbin" });
    expect(autoSelectedLocation([{ id: 7, name: "Moorabbin" }, { id: 8, name: "Thomastown" }])).toBeNull();
    expect(autoSelectedLocation([])).toBeNull();
  });
});

describe("each step's schema", () => {
  it("skips the trade-in with no, and asks for the car as the estimate journey does with yes", () => {
    expect(parseWithZod(form({ hasTradeIn: "no", rego: "ignored" }), { schema: stepSchema("trade-in") }).status).toBe("success");
    const yes = parseWithZod(form({ hasTradeIn: "yes", rego: "abc 123", regoState: "VIC" }), { schema: stepSchema("trade-in") });
    expect(yes.status).toBe("error");
    expect(Object.keys(yes.reply().error ?? {})).toEqual(expect.arrayContaining(["tradeInYear", "tradeInMake", "tradeInModel", "tradeInKm"]));
    expect(yes.reply().error?.["adjustmentAnswers[6].answer"]).toEqual([answerRequired(CONDITION_QUESTIONS[6]!)]);
    const none = parseWithZod(form({}), { schema: stepSchema("trade-in") });
    expect(none.reply().error?.hasTradeIn).toEqual([TRADE_IN_CHOICE_REQUIRED]);
  });

  it("asks the finance questions only when paying with finance", () => {
    expect(parseWithZod(form({ paymentMethod: "cash" }), { schema: stepSchema("payment") }).status).toBe("success");
    const finance = parseWithZod(form({ paymentMethod: "finance", financeDeposit: "$5,000" }), { schema: stepSchema("payment") });
    expect(finance.reply().error?.financeTermMonths).toEqual([FINANCE_TERM_REQUIRED]);
    const termed = parseWithZod(form({ paymentMethod: "finance", financeDeposit: "$5,000", financeTermMonths: "60" }), {
      schema: stepSchema("payment"),
    });
    expect(termed.status === "success" && termed.value).toEqual({ paymentMethod: "finance", financeDeposit: 5000, financeTermMonths: 60 });
    expect(parseWithZod(form({ paymentMethod: "finance", financeTermMonths: "61" }), { schema: stepSchema("payment") }).status).toBe("error");
  });

  it("takes the one location for the shopper, and asks delivery for the address and a 4-digit postcode", () => {
    const oneLocation = { locationIds: [7] };
    const pickUp = parseWithZod(form({ handover: "pick-up" }), { schema: stepSchema("handover", oneLocation) });
    expect(pickUp.status === "success" && pickUp.value).toEqual({ handover: "pick-up", location: 7 });
    const delivery = parseWithZod(form({ handover: "delivery", deliveryPostcode: "31" }), { schema: stepSchema("handover", oneLocation) });
    expect(delivery.reply().error).toMatchObject({ deliveryAddress: [DELIVERY_ADDRESS_REQUIRED], deliveryPostcode: [INVALID_POSTCODE] });
    expect(parseWithZod(form({}), { schema: stepSchema("handover", oneLocation) }).reply().error?.handover).toEqual([HANDOVER_REQUIRED]);
    const twoLocations = parseWithZod(form({ handover: "pick-up", location: "9" }), { schema: stepSchema("handover", { locationIds: [7, 8] }) });
    expect(twoLocations.reply().error?.location).toBeDefined();
  });
});

describe("the review", () => {
  it("posts the saved answers as the lead form's fields", () => {
    expect(answersAsFormFields(answered)).toEqual({
      ...details,
      hasTradeIn: "no",
      paymentMethod: "finance",
      financeDeposit: "5000",
      financeTermMonths: "60",
      handover: "delivery",
      location: "7",
      deliveryAddress: "1 Main St, Moorabbin",
      deliveryPostcode: "3189",
      tradeInEstimateLow: "",
      tradeInEstimateHigh: "",
      tradeInNoEstimateReason: "",
    });
  });

  it("posts a trade-in with its condition answers as conform names them, and the estimate the step showed", () => {
    const fields = answersAsFormFields({ ...answered, "trade-in": tradeIn });
    expect(fields).toMatchObject({
      hasTradeIn: "yes",
      tradeInKm: "60000",
      "adjustmentAnswers[0].id": "accident-damage",
      "adjustmentAnswers[0].answer": "none",
      tradeInEstimateLow: "18400",
      tradeInEstimateHigh: "20300",
      tradeInNoEstimateReason: "",
    });
    expect(fields).not.toHaveProperty("valuation");
    const noEstimate = { ...tradeIn, valuation: { kind: "no-estimate" as const, reason: "too-few-comparables" as const } };
    expect(answersAsFormFields({ ...answered, "trade-in": noEstimate })).toMatchObject({
      tradeInEstimateLow: "",
      tradeInEstimateHigh: "",
      tradeInNoEstimateReason: "too-few-comparables",
    });
  });

  it("starts the trade-in form again with the shopper's answers, never the server's estimate", () => {
    const { valuation: _, ...asked } = tradeIn;
    expect(stepDefaultValue({ "trade-in": tradeIn }, "trade-in")).toEqual(asked);
  });

  it("lists every answered step with a link to change it", () => {
    const sections = reviewSections(answered, "2021-mazda-cx-5-a1", [{ id: 7, name: "Brightlane Cars Moorabbin" }]);
    expect(sections.map((section) => [section.title, section.editHref])).toEqual([
      ["Your details", "/checkout-journey?car_id=2021-mazda-cx-5-a1&step=details"],
      ["Trade-in", "/checkout-journey?car_id=2021-mazda-cx-5-a1&step=trade-in"],
      ["Cash or finance", "/checkout-journey?car_id=2021-mazda-cx-5-a1&step=payment"],
      ["Delivery or pick-up", "/checkout-journey?car_id=2021-mazda-cx-5-a1&step=handover"],
    ]);
    const withTradeIn = reviewSections({ ...answered, "trade-in": tradeIn }, "2021-mazda-cx-5-a1", []);
    expect(withTradeIn[1]!.rows).toContainEqual({ label: "Online estimate", value: "$18,400 – $20,300" });
    const unknownMake = reviewSections(
      { ...answered, "trade-in": { ...tradeIn, valuation: { kind: "no-estimate", reason: "too-few-comparables" } } },
      "2021-mazda-cx-5-a1",
      [],
    );
    expect(unknownMake[1]!.rows).toContainEqual({
      label: "Online estimate",
      value: "We don't have enough cars like yours listed to estimate its value online. The dealer will contact you with a valuation.",
    });
    expect(sections[2]!.rows).toEqual([
      { label: "Paying", value: "Finance" },
      { label: "Deposit", value: "$5,000" },
      { label: "Loan term", value: "60 months" },
    ]);
    expect(sections[3]!.rows).toEqual([
      { label: "Delivery to", value: "1 Main St, Moorabbin 3189" },
      { label: "Delivered from", value: "Brightlane Cars Moorabbin" },
    ]);
  });
});
