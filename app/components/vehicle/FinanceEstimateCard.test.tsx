import "~/components/search/testing/fileScope";
import { describe, expect, it } from "vitest";
import { renderAt } from "~/components/search/testing/render";
import { DEFAULT_FINANCE_DISCLAIMER, type FinanceEstimate } from "~/models/finance/eligibility";
import { FinanceEstimateCard } from "./FinanceEstimateCard";

function estimateWith(change: Partial<FinanceEstimate> = {}): FinanceEstimate {
  return {
    provider: "angle",
    providerName: "Angle Finance",
    quote: {},
    weekly: 141.73,
    monthly: 615.5,
    interestRate: 8.5,
    comparisonRate: 9.34,
    termMonths: 60,
    deposit: 0,
    balloon: 0,
    disclaimer: DEFAULT_FINANCE_DISCLAIMER,
    validUntil: null,
    ...change,
  };
}

const FINANCE_HREF = "/finance-enquiry?car_id=4821&car_type=used#finance-form";

const renderCard = (estimate = estimateWith(), financeText?: string) =>
  renderAt(
    "/cars/2021-mazda-cx-5",
    <FinanceEstimateCard estimate={estimate} priceText="$30,000" financeHref={FINANCE_HREF} financeText={financeText} />
  );

/** The text of the page with tags dropped, as a shopper reads it. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("FinanceEstimateCard", () => {
  it("leads with the weekly estimate, then the monthly", async () => {
    const text = textOf(await renderCard());
    expect(text).toContain("$141.73 per week");
    expect(text).toContain("$615.50 per month");
    expect(text.indexOf("per week")).toBeLessThan(text.indexOf("per month"));
  });

  it("lists the price, interest and comparison rate, term and deposit the estimate rests on", async () => {
    const text = textOf(await renderCard());
    expect(text).toContain("Vehicle price $30,000");
    expect(text).toContain("Interest rate 8.50% p.a.");
    expect(text).toContain("Comparison rate 9.34% p.a.");
    expect(text).toContain("Term 5 years");
    expect(text).toContain("Deposit No deposit");
    expect(text).not.toContain("Balloon");
  });

  it("shows a deposit and a balloon in dollars when the lender has them", async () => {
    const text = textOf(await renderCard(estimateWith({ deposit: 3_000, balloon: 7_500, termMonths: 48 })));
    expect(text).toContain("Deposit $3,000");
    expect(text).toContain("Balloon $7,500");
    expect(text).toContain("Term 4 years");
  });

  it("says until when an offer that expires holds, before the disclaimer", async () => {
    const text = textOf(await renderCard(estimateWith({ provider: "taurus", validUntil: "26 December 2026" })));
    expect(text).toContain(`Offer valid until 26 December 2026. ${DEFAULT_FINANCE_DISCLAIMER}`);
    expect(textOf(await renderCard())).not.toContain("valid until");
  });

  it("links Get Finance to the finance page it is given", async () => {
    const html = await renderCard();
    expect(html).toMatch(
      /<a [^>]*href="\/finance-enquiry\?car_id=4821&amp;car_type=used#finance-form"[^>]*>Get Finance<\/a>/
    );
  });

  it("uses the tenant's own finance button text where it has one", async () => {
    expect(await renderCard(estimateWith(), "Apply for Finance")).toContain(">Apply for Finance</a>");
  });

  it("ends with the disclaimer: indicative only, not a binding quote, subject to approval, $30,000 over 5 years", async () => {
    const text = textOf(await renderCard());
    expect(text.trim().endsWith(DEFAULT_FINANCE_DISCLAIMER)).toBe(true);
    expect(text).toContain("Comparison rates are based on a $30,000 loan over 5 years.");
  });

  it("shows the lender's own disclaimer instead when it has one", async () => {
    const text = textOf(await renderCard(estimateWith({ disclaimer: "Offer valid until 31/07/2025." })));
    expect(text).toContain("Offer valid until 31/07/2025.");
    expect(text).not.toContain(DEFAULT_FINANCE_DISCLAIMER);
  });

  it("shows the rates without a repayment when neither the lender nor the price gives one", async () => {
    const text = textOf(await renderCard(estimateWith({ weekly: null, monthly: null })));
    expect(text).not.toContain("per week");
    expect(text).toContain("Interest rate 8.50% p.a.");
  });

  it("is a section named by its Finance estimate heading, with the provider above it", async () => {
    const html = await renderCard();
    const labelledBy = html.match(/<section[^>]*aria-labelledby="([^"]+)"/)?.[1];
    expect(labelledBy).toBeTruthy();
    expect(html).toContain(`<h2 id="${labelledBy}"`);
    expect(textOf(html)).toContain("Angle Finance Finance estimate");
  });
});
