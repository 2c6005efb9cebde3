import "~/components/search/testing/fileScope";
import { describe, expect, it } from "vitest";
import { renderAt } from "~/components/search/testing/render";
import { calculatorRepayments, parseCalculatorParams } from "~/models/finance/repayment";
import { RepaymentCalculator } from "./RepaymentCalculator";

const PAGE = "/cars/2021-mazda-cx-5-maxx-sport-u10310";
/** vehicle-page §9: "default calculator rate 8.5 on one group". */
const DEFAULTS = { price: 30_000, ratePercent: 8.5 };

/** What the vehicle page's loader does with the URL, then the render. */
async function renderCalculator(query = "", hiddenParams?: Record<string, string>) {
  const { values, errors } = parseCalculatorParams(new URLSearchParams(query), DEFAULTS);
  return renderAt(
    `${PAGE}?${query}`,
    <RepaymentCalculator
      action={PAGE}
      values={values}
      errors={errors}
      result={calculatorRepayments(values)}
      hiddenParams={hiddenParams}
      defaults={DEFAULTS}
    />
  );
}

const tag = (html: string, pattern: RegExp) => html.match(pattern)?.[0] ?? "";
const inputNamed = (html: string, name: string) => tag(html, new RegExp(`<(input|select)[^>]*name="${name}"[^>]*>`));
const textOf = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("RepaymentCalculator", () => {
  it("is a plain GET form back to the page's #finance-calculator section, so it works with JavaScript off", async () => {
    const html = await renderCalculator();
    expect(html).toMatch(/<section[^>]*id="finance-calculator"/);
    const form = tag(html, /<form[^>]*>/);
    expect(form).toContain('method="get"');
    expect(form).toContain(`action="${PAGE}#finance-calculator"`);
    expect(html).toMatch(/<button type="submit"[^>]*>Calculate<\/button>/);
  });

  it("labels every field: price, deposit, balloon, term and rate", async () => {
    const html = await renderCalculator();
    for (const [name, label] of [
      ["price", "Vehicle price ($)"],
      ["deposit", "Deposit ($)"],
      ["balloon", "Balloon ($)"],
      ["term", "Loan term"],
      ["rate", "Interest rate (% p.a.)"],
    ] as const) {
      const id = inputNamed(html, name).match(/id="([^"]+)"/)?.[1];
      expect(id, name).toBeTruthy();
      expect(html).toContain(`<label for="${id}"`);
      expect(html).toMatch(new RegExp(`<label for="${id}"[^>]*>${label.replace(/[()$.]/g, "\\$&")}</label>`));
    }
  });

  it("starts from the car's price, no deposit, 5 years and the tenant's default rate", async () => {
    const html = await renderCalculator();
    expect(inputNamed(html, "price")).toContain('value="30000"');
    expect(inputNamed(html, "deposit")).toContain('value="0"');
    expect(inputNamed(html, "balloon")).toContain('value="0"');
    expect(inputNamed(html, "rate")).toContain('value="8.5"');
    expect(html).toContain('<option value="5" selected="">5 years</option>');
  });

  it("offers terms of 1 to 7 years", async () => {
    const html = await renderCalculator();
    const terms = [...html.matchAll(/<option value="(\d+)"[^>]*>([^<]+)<\/option>/g)].map((match) => match[2]);
    expect(terms).toEqual(["1 year", "2 years", "3 years", "4 years", "5 years", "6 years", "7 years"]);
  });

  it("announces the weekly and monthly results politely: $30,000 over 5 years at 8.5% is $615.50 a month", async () => {
    const html = await renderCalculator();
    const results = html.slice(html.indexOf('aria-live="polite"'));
    expect(html).toContain('aria-live="polite"');
    expect(textOf(results)).toContain("Weekly repayment $141.73");
    expect(textOf(results)).toContain("Monthly repayment $615.50");
    expect(textOf(results)).toContain("Amount financed: $30,000");
    expect(textOf(results)).toContain("Repayment is indicative only, not a binding quote and subject to approval.");
  });

  it("computes from what the URL sent: $20,000 with $5,000 down over 3 years at 6.29%", async () => {
    const html = await renderCalculator("price=20000&deposit=5000&term=3&rate=6.29");
    const expected = calculatorRepayments({ price: 20_000, deposit: 5_000, balloon: 0, term: 3, rate: 6.29 });
    expect(textOf(html)).toContain(`Monthly repayment $${expected.monthly.toFixed(2)}`);
    expect(html).toContain('<option value="3" selected="">3 years</option>');
    expect(inputNamed(html, "rate")).toContain('value="6.29"');
  });

  it("ties a field's error to it, e.g. Deposit must be less than the price.", async () => {
    const html = await renderCalculator("price=20000&deposit=25000");
    const deposit = inputNamed(html, "deposit");
    expect(deposit).toContain('aria-invalid="true"');
    const describedBy = deposit.match(/aria-describedby="([^"]+)"/)?.[1];
    expect(html).toContain(`<p id="${describedBy}"`);
    expect(html).toMatch(new RegExp(`<p id="${describedBy}"[^>]*>Deposit must be less than the price.</p>`));
    expect(deposit).toContain('value="0"');
    expect(inputNamed(html, "price")).not.toContain("aria-invalid");
    expect(inputNamed(html, "price")).not.toContain("aria-describedby");
  });

  it("ties the term's error to the select", async () => {
    const html = await renderCalculator("term=9");
    expect(inputNamed(html, "term")).toContain('aria-describedby="finance-calculator-term-error"');
    expect(html).toContain("Choose a term of 1 to 7 years.");
  });

  it("keeps the page's own query parameters as hidden fields", async () => {
    const html = await renderCalculator("", { tenant: "meridian-motor-group" });
    expect(html).toContain('<input type="hidden" name="tenant" value="meridian-motor-group"/>');
  });
});
