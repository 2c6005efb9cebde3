import "~/components/search/testing/fileScope";
import { describe, expect, it } from "vitest";
import { renderAt } from "~/components/search/testing/render";
import { leadFormSetupFor } from "~/models/leads/setup";
import { soloTenant } from "~/models/leads/testing/tenants";
import { answerRequired, ERROR_BANNER, TRADE_IN_ESTIMATE_LIMITS } from "~/models/leads/schemas";
import { CONDITION_QUESTIONS } from "~/models/trade-in/condition";
import type { TradeInCarStep } from "~/models/trade-in/steps";
import { TradeInJourney } from "./TradeInJourney";
import { TradeInOffer } from "./TradeInOffer";

const guard = { formToken: "8f0c2a52-5d1e-4c3b-9a7e-0b6f1d2c3e4f", formStamp: "1750000000000.signature" };
const tenant = soloTenant();
const contactSetup = leadFormSetupFor(tenant, "trade-in", guard);
const offerSetup = leadFormSetupFor(tenant, "trade-in-offer", guard);
const ACTION = "/cars/trade-in?car_id=42";

const car: TradeInCarStep = {
  rego: "ABC123",
  regoState: "NSW",
  tradeInYear: 2021,
  tradeInMake: "Toyota",
  tradeInModel: "Corolla",
  tradeInKm: 40_000,
};
const answers = CONDITION_QUESTIONS.map((question) => ({ id: question.id, answer: question.options[0]!.value }));

const tag = (html: string, pattern: RegExp) => html.match(pattern)?.[0] ?? "";
const forms = (html: string) => html.match(/<form[\s\S]*?<\/form>/g) ?? [];
const hiddenValue = (html: string, name: string) =>
  /value="([^"]*)"/.exec(tag(html, new RegExp(`<input[^>]*type="hidden"[^>]*name="${name.replace(/[[\].]/g, "\\$&")}"[^>]*>`)))?.[1];
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

const renderJourney = (state: Parameters<typeof TradeInJourney>[0]["state"]) =>
  renderAt(
    ACTION,
    <TradeInJourney action={ACTION} state={state} contactSetup={contactSetup} carBeingBoughtId={42} defaultRegoState="QLD" />,
  );

describe("TradeInJourney", () => {
  it("starts with the car step: says honestly that no rego lookup exists, posts step=car to its own address", async () => {
    const html = await renderJourney(null);
    expect(textOf(html)).toContain("Tell us about your car");
    expect(textOf(html)).toContain("We don't look registrations up online");
    const [form] = forms(html);
    expect(tag(form!, /<form[^>]*>/)).toContain(`action="${ACTION}"`);
    expect(hiddenValue(form!, "step")).toBe("car");
    // vehicle-page §9 "Default form state qld".
    expect(tag(form!, /<option[^>]*selected[^>]*>[^<]*/)).toContain("QLD");
    for (const name of ["rego", "regoState", "tradeInYear", "tradeInKm", "tradeInMake", "tradeInModel"]) {
      expect(form).toContain(`name="${name}"`);
    }
  });

  it("asks each condition question as a radio group, the car riding along hidden", async () => {
    const html = await renderJourney({ step: "condition", car, answers: [], result: null });
    const [form, back] = forms(html);
    expect(hiddenValue(form!, "step")).toBe("condition");
    expect(hiddenValue(form!, "rego")).toBe("ABC123");
    expect(hiddenValue(form!, "tradeInKm")).toBe("40000");
    CONDITION_QUESTIONS.forEach((question, index) => {
      expect(hiddenValue(form!, `adjustmentAnswers[${index}].id`)).toBe(question.id);
      expect(textOf(form!)).toContain(question.question);
    });
    expect(form!.match(/type="radio"/g)).toHaveLength(CONDITION_QUESTIONS.reduce((sum, q) => sum + q.options.length, 0));
    expect(textOf(back!)).toContain("Back to your car");
    expect(back).toContain('name="back"');
  });

  it("links the banner's message to the unanswered question's group", async () => {
    const result = { status: "error" as const, initialValue: {}, error: { "adjustmentAnswers[6].answer": [answerRequired(CONDITION_QUESTIONS[6]!)] } };
    const html = await renderJourney({ step: "condition", car, answers: [], result });
    expect(textOf(html)).toContain(ERROR_BANNER);
    expect(textOf(html)).toContain("Please answer: How many keys come with the car?");
    const id = "trade-in-condition-adjustmentAnswers[6].answer";
    expect(html).toContain(`href="#${id}"`);
    expect(tag(html, new RegExp(`<fieldset[^>]*id="${id.replace(/[[\].]/g, "\\$&")}"[^>]*>`))).toContain('aria-invalid="true"');
  });

  it("ends with the lead form: the answers and the car being bought hidden, the estimate promised", async () => {
    const html = await renderJourney({ step: "contact", car, answers, noEstimate: null, result: null });
    const [form] = forms(html);
    expect(hiddenValue(form!, "step")).toBe("contact");
    expect(hiddenValue(form!, "car_id")).toBe("42");
    expect(hiddenValue(form!, "adjustmentAnswers[0].answer")).toBe("none");
    expect(textOf(html)).toContain("Your estimate is ready");
    expect(textOf(form!)).toContain("See my estimate");
  });

  it("says ahead when no online estimate will be given (vehicle-page §5), and sends to the dealer instead", async () => {
    const html = await renderJourney({ step: "contact", car: { ...car, tradeInYear: 2015 }, answers, noEstimate: "too-old", result: null });
    expect(textOf(html)).toContain(`${TRADE_IN_ESTIMATE_LIMITS} The dealer will contact you with a valuation.`);
    expect(textOf(html)).toContain("Send to the dealer");
  });
});

describe("TradeInOffer", () => {
  const renderOffer = (answer: "accepted" | "declined" | null = null) =>
    renderAt(
      ACTION,
      <TradeInOffer
        estimate={{ low: 19_000, high: 21_000, comparables: 3, basis: "model" }}
        carName="2021 Toyota Corolla"
        dealerName="Solo Motors"
        answer={answer}
        lead={{ id: 7, key: guard.formToken }}
        action={ACTION}
        acceptSetup={offerSetup}
        declineSetup={{ ...offerSetup, captcha: false }}
        lastAnswer={null}
      />,
    );

  it("shows the range rounded to $100 with Accept and No thanks, each posting the lead's answer (§3)", async () => {
    const html = await renderOffer();
    expect(textOf(html)).toContain("$19,000 – $21,000");
    const [accept, decline] = forms(html);
    for (const form of [accept!, decline!]) {
      expect(hiddenValue(form, "step")).toBe("offer");
      expect(hiddenValue(form, "lead_id")).toBe("7");
      expect(hiddenValue(form, "offer_key")).toBe(guard.formToken);
      expect(hiddenValue(form, "form_completed")).toBe("on");
    }
    expect(hiddenValue(accept!, "offer_accepted")).toBe("on");
    expect(hiddenValue(decline!, "offer_accepted")).toBeUndefined();
    expect(textOf(accept!)).toContain("Accept estimate");
    expect(textOf(decline!)).toContain("No thanks");
  });

  it("says how the shopper answered instead of asking again", async () => {
    const html = await renderOffer("accepted");
    expect(forms(html)).toHaveLength(0);
    expect(textOf(html)).toContain("You accepted this estimate. Solo Motors will contact you to arrange an inspection.");
  });
});
