import "~/components/search/testing/fileScope";
import { describe, expect, it } from "vitest";
import { renderAt } from "~/components/search/testing/render";
import { DEFAULT_FINANCE_DISCLAIMER } from "~/models/finance/eligibility";
import { leadFormSetupFor, type LeadFormSetup } from "~/models/leads/setup";
import { groupTenant } from "~/models/leads/testing/tenants";
import { FinanceEnquiryForm } from "./FinanceEnquiryForm";
import { FinanceEnquiryPage } from "./FinanceEnquiryPage";

const guard = { formToken: "8f0c2a52-5d1e-4c3b-9a7e-0b6f1d2c3e4f", formStamp: "1750000000000.signature" };
const tenant = groupTenant();
const PAGE = "/finance-enquiry?car_id=42&car_type=used&vehiclePriceBudget=27990";
const carSummary = { name: "2021 Mazda CX-5 Maxx", href: "/cars/2021-mazda-cx-5-maxx", eyebrow: "Used", priceText: "$27,990", image: null };

const tag = (html: string, pattern: RegExp) => html.match(pattern)?.[0] ?? "";
const inputNamed = (html: string, name: string) => tag(html, new RegExp(`<(input|select)(?=[^>]*name="${name}")[^>]*>`));
const textOf = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/\s+/g, " ");

function renderPage(setup: LeadFormSetup, car: { id: number; carType: string } | null) {
  return renderAt(
    PAGE,
    <FinanceEnquiryPage
      car={car ? carSummary : null}
      estimate={null}
      disclaimer={DEFAULT_FINANCE_DISCLAIMER}
      form={<FinanceEnquiryForm setup={setup} action={PAGE} car={car} />}
    />,
  );
}

describe("FinanceEnquiryPage", () => {
  it("puts the form at #finance-form, where the vehicle page's Get Finance link lands (vehicle-page §2)", async () => {
    const html = await renderPage(leadFormSetupFor(tenant, "finance-enquiry", guard), null);
    expect(html).toMatch(/<section[^>]*id="finance-form"/);
    expect(tag(html, /<form[^>]*>/)).toContain(`action="${PAGE.replace(/&/g, "&amp;")}"`);
  });

  it("starts the budget and the preferred dealership from the link's query", async () => {
    const setup = leadFormSetupFor(tenant, "finance-enquiry", guard);
    const html = await renderPage(
      { ...setup, defaultValue: { ...setup.defaultValue, vehiclePriceBudget: 30_000, preferredDealership: "meridian-mazda", car_type: "new" } },
      null,
    );
    expect(inputNamed(html, "vehiclePriceBudget")).toContain('value="30000"');
    // A text field (with a numeric keypad): min and max are not its attributes (HTML).
    expect(inputNamed(html, "vehiclePriceBudget")).toContain('type="text"');
    expect(inputNamed(html, "vehiclePriceBudget")).not.toMatch(/ (min|max)="/);
    expect(inputNamed(html, "preferredDealership")).not.toBe("");
    expect(html).toMatch(/<option[^>]*value="meridian-mazda"[^>]*selected/);
    expect(html).toMatch(/<option[^>]*value="new"[^>]*selected/);
  });

  it("about a chosen car: shows it, posts its id and type hidden, and asks no dealership", async () => {
    const setup = leadFormSetupFor(tenant, "finance-enquiry", guard, {
      car: { id: 42, location_id: 502, dealership_slug: "meridian-mazda" },
    });
    const html = await renderPage(setup, { id: 42, carType: "used" });
    expect(textOf(html)).toContain("The car you're financing");
    expect(textOf(html)).toContain("2021 Mazda CX-5 Maxx");
    expect(inputNamed(html, "car_id")).toContain('value="42"');
    expect(inputNamed(html, "car_type")).toContain('type="hidden"');
    expect(inputNamed(html, "preferredDealership")).toBe("");
  });

  it("without an estimate card, says how it works and the finance disclaimer (vehicle-page §9)", async () => {
    const html = await renderPage(leadFormSetupFor(tenant, "finance-enquiry", guard), null);
    expect(textOf(html)).toContain("How it works");
    // A named complementary landmark (axe: landmarks alike need names to tell them apart).
    expect(html).toMatch(/<aside[^>]*aria-label="About your finance"/);
    expect(textOf(html)).toContain("Repayment is indicative only, not a binding quote and subject to approval.");
  });
});
