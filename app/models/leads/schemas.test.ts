import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { PROMOTION_TERMS_REQUIRED } from "./forms/journeys";
import {
  CAREER_SUBCATEGORY,
  CATEGORY_REQUIRED,
  DEALERSHIP_REQUIRED,
  ERROR_BANNER,
  FIRST_NAME_REQUIRED,
  FORM_EXPIRED,
  INVALID_BUDGET,
  INVALID_EMAIL,
  INVALID_ODOMETER,
  INVALID_PHONE,
  INVALID_POSTCODE,
  INVALID_REGO,
  INVALID_SLOT,
  INVALID_TRADE_IN_YEAR,
  LEAD_CATEGORIES,
  LEAD_FORMS,
  leadCategoryEvent,
  leadFormDefaults,
  leadFormSchema,
  LOCATION_REQUIRED,
  MESSAGE_REQUIRED,
  MESSAGE_TOO_LONG,
  offerBounds,
  normaliseAustralianPhone,
  OFFER_ACCEPTED_SUBCATEGORY,
  OFFER_REQUIRED,
  REGO_STATE_REQUIRED,
  REQUEST_PHOTOS_MESSAGE,
  rewriteCareers,
  TERMS_REQUIRED,
  TRADE_IN_ESTIMATE_LIMITS,
  TRADE_IN_ESTIMATE_MAX_AGE_YEARS,
  TRADE_IN_ESTIMATE_MAX_KM,
  tradeInAdjustmentsStepSchema,
  tradeInVehicleStepSchema,
  UNEXPECTED_ERROR,
  type LeadForm,
  type LeadFormOptions,
} from "./schemas";

const guard = {
  form_token: "8f0c2a52-5d1e-4c3b-9a7e-0b6f1d2c3e4f",
  form_stamp: "1750384800000.signature",
};
const shopper = {
  name: "Jane",
  last_name: "Citizen",
  postcode: "4305",
  phone: "0412 345 678",
  email: "jane@example.com",
  terms_agreed: "on",
};

function formData(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const entry of Array.isArray(value) ? value : [value]) data.append(name, entry);
  }
  return data;
}

/** Parses as the action does (conform's parseWithZod), so coercion is the real one. */
function parse(form: LeadForm, fields: Record<string, string | string[]>, options: LeadFormOptions = {}) {
  return parseWithZod(formData({ ...guard, ...fields }), { schema: leadFormSchema(form, options) });
}

function errors(form: LeadForm, fields: Record<string, string | string[]>, options: LeadFormOptions = {}) {
  const submission = parse(form, fields, options);
  return (submission.status === "error" && submission.error) || {};
}

function values(form: LeadForm, fields: Record<string, string | string[]>, options: LeadFormOptions = {}) {
  const submission = parse(form, fields, options);
  if (submission.status !== "success") throw new Error(`expected success, got ${JSON.stringify(submission.error)}`);
  return submission.value as Record<string, unknown>;
}

describe("spec texts (vehicle-page §4, §5, §8)", () => {
  it("keeps the spec's wording, spelling included", () => {
    expect(TERMS_REQUIRED).toBe("*You must agree to the terms of use before submitting.");
    expect(INVALID_POSTCODE).toBe("Invalid postcode. Please enter a 4-digit number.");
    expect(ERROR_BANNER).toBe("Please fix the following errors:");
    expect(UNEXPECTED_ERROR).toBe("An unexpected error occured");
  });

  it('states "not given for cars over 7 years old or over 100,000 km" with its numbers', () => {
    expect(TRADE_IN_ESTIMATE_MAX_AGE_YEARS).toBe(7);
    expect(TRADE_IN_ESTIMATE_MAX_KM).toBe(100_000);
    expect(TRADE_IN_ESTIMATE_LIMITS).toBe(
      "Online trade-in estimates are generally not given for cars over 7 years old or over 100,000 km.",
    );
  });
});

describe("customer contact fields (§3, §5)", () => {
  it("accepts a well-filled enquiry and keeps the values a dealer reads", () => {
    expect(values("enquiry", { ...shopper, car_id: "42", message: "Is it still available?" })).toMatchObject({
      name: "Jane",
      last_name: "Citizen",
      postcode: "4305",
      phone: "0412345678",
      email: "jane@example.com",
      terms_agreed: true,
      car_id: 42,
      message: "Is it still available?",
    });
  });

  it('requires the terms checkbox: "*You must agree to the terms of use before submitting."', () => {
    const { terms_agreed: _unticked, ...rest } = shopper;
    expect(errors("enquiry", { ...rest, car_id: "42", message: "Hi" }).terms_agreed).toEqual([TERMS_REQUIRED]);
  });

  it("requires the terms checkbox on every form that has contact fields", () => {
    const { terms_agreed: _unticked, ...rest } = shopper;
    for (const form of LEAD_FORMS.filter((kind) => kind !== "trade-in-offer")) {
      // A promotion entry's box agrees to the promotion's own terms, and says so.
      const required = form === "promotion-entry" ? PROMOTION_TERMS_REQUIRED : TERMS_REQUIRED;
      expect(errors(form, { ...rest }).terms_agreed, form).toEqual([required]);
    }
  });

  it.each([
    ["missing", ""],
    ["three digits", "430"],
    ["five digits", "43051"],
    ["letters", "4a05"],
    ["a space inside", "43 5"],
  ])('postcode %s: "Invalid postcode. Please enter a 4-digit number." (§5 exactly 4 digits)', (_case, postcode) => {
    expect(errors("enquiry", { ...shopper, postcode, car_id: "42", message: "Hi" }).postcode).toEqual([INVALID_POSTCODE]);
  });

  it("takes a 4-digit postcode with a leading zero as text (0800 Darwin)", () => {
    expect(values("enquiry", { ...shopper, postcode: "0800", car_id: "42", message: "Hi" }).postcode).toBe("0800");
  });

  it("requires the first name", () => {
    expect(errors("enquiry", { ...shopper, name: "  ", car_id: "42", message: "Hi" }).name).toEqual([FIRST_NAME_REQUIRED]);
  });

  it("leaves the last name optional", () => {
    const { last_name: _none, ...rest } = shopper;
    expect(values("enquiry", { ...rest, car_id: "42", message: "Hi" }).last_name).toBeUndefined();
  });

  it("requires a valid email address", () => {
    expect(errors("enquiry", { ...shopper, email: "jane@", car_id: "42", message: "Hi" }).email).toEqual([INVALID_EMAIL]);
    expect(errors("enquiry", { ...shopper, email: "", car_id: "42", message: "Hi" }).email).toEqual([INVALID_EMAIL]);
  });

  it.each([
    ["0412 345 678", "0412345678"],
    ["+61 412 345 678", "0412345678"],
    ["+61 (0) 412 345 678", "0412345678"],
    ["(07) 3555 0100", "0735550100"],
    ["02-9999-1234", "0299991234"],
    ["0061 8 9222 3333", "0892223333"],
  ])("takes the Australian number %s as %s", (typed, national) => {
    expect(normaliseAustralianPhone(typed)).toBe(national);
  });

  it.each(["1300 555 000", "3555 0100", "0612 345 678", "+1 415 555 0100", "041234567"])(
    "refuses %s: not an Australian mobile or landline with area code",
    (typed) => {
      expect(normaliseAustralianPhone(typed)).toBeNull();
      expect(errors("enquiry", { ...shopper, phone: typed, car_id: "42", message: "Hi" }).phone).toEqual([INVALID_PHONE]);
    },
  );

  it("defaults opt_in to true on the form (§5), and reads an unticked box as no", () => {
    expect(leadFormDefaults("enquiry")).toMatchObject({ opt_in: true });
    const posted = values("enquiry", { ...shopper, car_id: "42", message: "Hi" });
    expect(posted).toMatchObject({ opt_in: false, opt_in_finance: false, opt_in_trade: false });
    expect(values("enquiry", { ...shopper, car_id: "42", message: "Hi", opt_in: "on", opt_in_trade: "on" })).toMatchObject({
      opt_in: true,
      opt_in_finance: false,
      opt_in_trade: true,
    });
  });

  it("starts the customer feedback survey's keep-me-up-to-date box unticked: a complaint asks for a call back, not offers", () => {
    expect(leadFormDefaults("customer-feedback")).not.toHaveProperty("opt_in");
  });

  it("asks a form without its token or stamp to be reloaded", () => {
    const submission = parseWithZod(formData({ ...shopper, car_id: "42", message: "Hi" }), {
      schema: leadFormSchema("enquiry"),
    });
    expect(submission.status === "error" && submission.error).toMatchObject({
      form_token: [FORM_EXPIRED],
      form_stamp: [FORM_EXPIRED],
    });
  });
});

describe("enquiry message (§5 required unless a dealer flag disables it)", () => {
  it("requires the message by default", () => {
    expect(errors("enquiry", { ...shopper, car_id: "42" }).message).toEqual([MESSAGE_REQUIRED]);
    expect(errors("general-enquiry", { ...shopper, message: "   " }).message).toEqual([MESSAGE_REQUIRED]);
    expect(errors("contact", { ...shopper }).message).toEqual([MESSAGE_REQUIRED]);
  });

  it("lets the dealer flag turn it off", () => {
    expect(values("enquiry", { ...shopper, car_id: "42" }, { messageRequired: false }).message).toBeUndefined();
  });

  it("keeps the Rego optional (§5 Rego optional)", () => {
    expect(values("enquiry", { ...shopper, car_id: "42", message: "Hi" }).Rego).toBeUndefined();
    expect(values("enquiry", { ...shopper, car_id: "42", message: "Hi", Rego: "ABC123" }).Rego).toBe("ABC123");
  });
});

describe("category select (§5 shown only on the general enquiry form, default General Enquiry)", () => {
  it("defaults to General Enquiry when none is posted", () => {
    expect(values("general-enquiry", { ...shopper, message: "Hi" }).category).toBe("General Enquiry");
    expect(leadFormDefaults("general-enquiry")).toMatchObject({ category: "General Enquiry" });
  });

  it("accepts a listed category and refuses any other", () => {
    expect(values("general-enquiry", { ...shopper, message: "Hi", category: "Service Enquiry" }).category).toBe(
      "Service Enquiry",
    );
    expect(errors("general-enquiry", { ...shopper, message: "Hi", category: "Free Car" }).category).toEqual([
      CATEGORY_REQUIRED,
    ]);
  });

  it("is not part of the vehicle enquiry form", () => {
    expect(values("enquiry", { ...shopper, car_id: "42", message: "Hi", category: "Careers Enquiry" })).not.toHaveProperty(
      "category",
    );
  });
});

describe("location select (websiteLocationSelect, §5 required when shown, §4 auto-selected with one option)", () => {
  const twoLocations = { locationIds: [100, 200] };

  it("requires a choice when the select shows several locations", () => {
    expect(errors("enquiry", { ...shopper, car_id: "42", message: "Hi" }, twoLocations).location).toEqual([
      LOCATION_REQUIRED,
    ]);
    expect(values("enquiry", { ...shopper, car_id: "42", message: "Hi", location: "200" }, twoLocations).location).toBe(200);
  });

  it("refuses a location that is not one of the options", () => {
    expect(errors("enquiry", { ...shopper, car_id: "42", message: "Hi", location: "300" }, twoLocations).location).toEqual([
      LOCATION_REQUIRED,
    ]);
  });

  it("selects the only location when exactly one option exists", () => {
    expect(leadFormDefaults("enquiry", { locationIds: [100] })).toMatchObject({ location: 100 });
    expect(values("enquiry", { ...shopper, car_id: "42", message: "Hi" }, { locationIds: [100] }).location).toBe(100);
  });

  it("asks nothing when the select is not shown", () => {
    expect(values("enquiry", { ...shopper, car_id: "42", message: "Hi" }).location).toBeUndefined();
  });
});

describe("preferred dealership (§5 required when several dealerships exist and it is not removed)", () => {
  const group = { dealershipSlugs: ["meridian-kia", "meridian-mazda"] };

  it("requires one of the dealerships when there are several", () => {
    expect(errors("general-enquiry", { ...shopper, message: "Hi" }, group).dealership_slug).toEqual([DEALERSHIP_REQUIRED]);
    expect(
      errors("general-enquiry", { ...shopper, message: "Hi", dealership_slug: "elsewhere" }, group).dealership_slug,
    ).toEqual([DEALERSHIP_REQUIRED]);
    expect(values("general-enquiry", { ...shopper, message: "Hi", dealership_slug: "meridian-kia" }, group).dealership_slug).toBe(
      "meridian-kia",
    );
  });

  it("asks nothing with one dealership, or when the select is removed (no options given)", () => {
    expect(values("general-enquiry", { ...shopper, message: "Hi" }, { dealershipSlugs: ["solo"] }).dealership_slug).toBeUndefined();
    expect(values("general-enquiry", { ...shopper, message: "Hi" }).dealership_slug).toBeUndefined();
  });

  it("is the finance enquiry's preferredDealership (§2 query parameter)", () => {
    expect(errors("finance-enquiry", { ...shopper }, group).preferredDealership).toEqual([DEALERSHIP_REQUIRED]);
  });
});

describe("make an offer (§3 offer_from_client, currency; §5 offer amount required)", () => {
  it("requires the offer amount", () => {
    expect(errors("make-an-offer", { ...shopper, car_id: "42" }).offer_from_client).toEqual([OFFER_REQUIRED]);
    expect(errors("make-an-offer", { ...shopper, car_id: "42", offer_from_client: "" }).offer_from_client).toEqual([
      OFFER_REQUIRED,
    ]);
    expect(errors("make-an-offer", { ...shopper, car_id: "42", offer_from_client: "lots" }).offer_from_client).toEqual([
      OFFER_REQUIRED,
    ]);
  });

  it("takes offers a dealer would read as meant: half to one and a half times the price, from $500 without one", () => {
    expect(offerBounds(45_990)).toEqual({ min: 22_900, max: 69_000 });
    expect(offerBounds(0)).toEqual({ min: 500, max: 10_000_000 });
    expect(offerBounds(10)).toEqual({ min: 500, max: 10_000_000 });
    const offer = (amount: string) =>
      errors("make-an-offer", { ...shopper, car_id: "42", offer_from_client: amount }, { offer: offerBounds(45_990) })
        .offer_from_client;
    expect(offer("$1")).toEqual(["Please enter an offer of at least $22,900."]);
    expect(offer("999,999,999")).toEqual(["Please enter an offer of no more than $69,000."]);
    expect(offer("$42,500")).toBeUndefined();
    expect(errors("make-an-offer", { ...shopper, car_id: "42", offer_from_client: "0" }).offer_from_client).toEqual([
      "Please enter an offer of at least $500.",
    ]);
  });

  it("says in a sentence when a text is too long, never the library's words", () => {
    const long = errors("enquiry", { ...shopper, car_id: "42", message: "x".repeat(5001), last_name: "y".repeat(101) });
    expect(long.message).toEqual([MESSAGE_TOO_LONG]);
    expect(long.last_name).toEqual(["Please keep this to 100 characters or fewer."]);
  });

  it("reads dollars as typed: $25,000 is 25000", () => {
    expect(values("make-an-offer", { ...shopper, car_id: "42", offer_from_client: "$25,000" }).offer_from_client).toBe(25_000);
    expect(values("make-an-offer", { ...shopper, car_id: "42", offer_from_client: "24999.60" }).offer_from_client).toBe(25_000);
  });

  it("does not require a message with the offer", () => {
    expect(values("make-an-offer", { ...shopper, car_id: "42", offer_from_client: "25000" }).message).toBeUndefined();
  });
});

describe("request photos", () => {
  it("needs only where to send the photos and the consent, as the search card asks", () => {
    const card = values("request-photos", { email: "jane@example.com", terms_agreed: "on", car_id: "42" });
    expect(card).toMatchObject({ email: "jane@example.com", message: REQUEST_PHOTOS_MESSAGE });
    expect(Object.keys(errors("request-photos", { email: "jane@example.com", car_id: "42" }))).toEqual(["terms_agreed"]);
    expect(errors("request-photos", { terms_agreed: "on", car_id: "42" }).email).toEqual([INVALID_EMAIL]);
    expect(errors("request-photos", { ...shopper, car_id: "42", postcode: "12a" }).postcode).toEqual([INVALID_POSTCODE]);
  });

  it('sends the hidden message "Please send photos for this car" when nothing else is written', () => {
    expect(REQUEST_PHOTOS_MESSAGE).toBe("Please send photos for this car");
    expect(values("request-photos", { ...shopper, car_id: "42" }).message).toBe(REQUEST_PHOTOS_MESSAGE);
    expect(leadFormDefaults("request-photos")).toMatchObject({ message: REQUEST_PHOTOS_MESSAGE });
  });
});

describe("reservation (vehicle-page §2 reserve page, §9 reserve deposit)", () => {
  it("asks for the car and the shopper's contact fields, the note optional", () => {
    expect(values("reservation", { ...shopper, car_id: "42" })).toMatchObject({ car_id: 42, name: "Jane" });
    expect(values("reservation", { ...shopper, car_id: "42" }).message).toBeUndefined();
    expect(errors("reservation", { ...shopper }).car_id).toBeDefined();
  });

  it('is filed under the category "Reserve"', () => {
    expect(LEAD_CATEGORIES.reserve).toBe("Reserve");
  });
});

describe("test drive", () => {
  it("takes a car or a model, its time optional", () => {
    expect(values("test-drive", { ...shopper, car_id: "42" })).toMatchObject({ car_id: 42 });
    expect(values("test-drive", { ...shopper, vehicle_model: "RAV4", appointment: "2025-07-01T09:30" })).toMatchObject({
      vehicle_model: "RAV4",
      appointment: "2025-07-01T09:30",
    });
  });

  it("refuses a time that is not a day and a start", () => {
    expect(errors("test-drive", { ...shopper, appointment: "2025-13-01T09:30" }).appointment).toEqual([INVALID_SLOT]);
    expect(errors("test-drive", { ...shopper, appointment: "2025-07-01" }).appointment).toEqual([INVALID_SLOT]);
  });
});

describe("finance enquiry (§2: preferredDealership, vehiclePriceBudget, car_id, car_type)", () => {
  it("takes the budget in dollars and the car it is about", () => {
    expect(
      values("finance-enquiry", { ...shopper, vehiclePriceBudget: "$30,000", car_id: "42", car_type: "used" }),
    ).toMatchObject({ vehiclePriceBudget: 30_000, car_id: 42, car_type: "used" });
    expect(errors("finance-enquiry", { ...shopper, vehiclePriceBudget: "heaps" }).vehiclePriceBudget).toEqual([
      INVALID_BUDGET,
    ]);
  });
});

describe("trade-in steps (§3 rego and regoState; adjustmentAnswers with id; offer acceptance)", () => {
  it("reads the rego step, upper-cased and without spaces", () => {
    const submission = parseWithZod(formData({ rego: " abc 123 ", regoState: "QLD" }), {
      schema: tradeInVehicleStepSchema(),
    });
    expect(submission.status === "success" && submission.value).toEqual({ rego: "ABC123", regoState: "QLD" });
  });

  it("requires a rego and a state", () => {
    const submission = parseWithZod(formData({ rego: "", regoState: "XYZ" }), { schema: tradeInVehicleStepSchema() });
    expect(submission.status === "error" && submission.error).toMatchObject({
      rego: [INVALID_REGO],
      regoState: [REGO_STATE_REQUIRED],
    });
  });

  it("reads the adjustment answers with their ids", () => {
    const submission = parseWithZod(
      formData({
        "adjustmentAnswers[0].id": "accident-history",
        "adjustmentAnswers[0].answer": "no",
        "adjustmentAnswers[1].id": "service-history",
        "adjustmentAnswers[1].answer": "full",
      }),
      { schema: tradeInAdjustmentsStepSchema() },
    );
    expect(submission.status === "success" && submission.value).toEqual({
      adjustmentAnswers: [
        { id: "accident-history", answer: "no" },
        { id: "service-history", answer: "full" },
      ],
    });
  });

  it("submits the whole trade-in with the shopper's details at the last step", () => {
    expect(values("trade-in", { ...shopper, rego: "ABC123", regoState: "NSW" })).toMatchObject({
      rego: "ABC123",
      regoState: "NSW",
      adjustmentAnswers: [],
      name: "Jane",
    });
  });

  it("carries the traded car as the shopper states it (no rego lookup): year, make, model, odometer", () => {
    expect(
      values("trade-in", {
        ...shopper,
        rego: "ABC123",
        regoState: "NSW",
        tradeInYear: "2019",
        tradeInMake: " Toyota ",
        tradeInModel: "Corolla",
        tradeInKm: "85,000 km",
      }),
    ).toMatchObject({ tradeInYear: 2019, tradeInMake: "Toyota", tradeInModel: "Corolla", tradeInKm: 85_000 });
    expect(errors("trade-in", { ...shopper, rego: "ABC123", regoState: "NSW", tradeInYear: "19", tradeInKm: "lots" })).toMatchObject({
      tradeInYear: [INVALID_TRADE_IN_YEAR],
      tradeInKm: [INVALID_ODOMETER],
    });
  });

  it("reads the offer acceptance: lead_id, offer_accepted, form_completed", () => {
    expect(values("trade-in-offer", { lead_id: "7", offer_accepted: "on", form_completed: "on" })).toMatchObject({
      lead_id: 7,
      offer_accepted: true,
      form_completed: true,
    });
    expect(values("trade-in-offer", { lead_id: "7" })).toMatchObject({ offer_accepted: false });
  });
});

describe("rewriteCareers (§4)", () => {
  it("rewrites Careers Enquiry to General Enquiry with subcategory Career Enquiry", () => {
    expect(rewriteCareers("Careers Enquiry")).toEqual({ category: "General Enquiry", subcategory: "Career Enquiry" });
  });

  it("leaves every other category alone", () => {
    expect(rewriteCareers("Service Enquiry")).toEqual({ category: "Service Enquiry" });
  });
});

describe("leadCategoryEvent (§7 event ids)", () => {
  const newCar = { car_type: "new", tag: null };
  const demoCar = { car_type: "demo", tag: null };
  const usedCar = { car_type: "used", tag: null };

  it("14 new or demo enquiry, 15 used enquiry", () => {
    expect(leadCategoryEvent("Vehicle Enquiry", newCar)).toBe(14);
    expect(leadCategoryEvent("Vehicle Enquiry", demoCar)).toBe(14);
    expect(leadCategoryEvent("Vehicle Enquiry", usedCar)).toBe(15);
  });

  it("counts an offer or a photo request as an enquiry about the car", () => {
    expect(leadCategoryEvent("Make an Offer", usedCar)).toBe(15);
    expect(leadCategoryEvent("Request Photos", newCar)).toBe(14);
  });

  it("counts a reservation as an enquiry about the car: §7 gives Reserve no id of its own", () => {
    expect(leadCategoryEvent("Reserve", newCar)).toBe(14);
    expect(leadCategoryEvent("Reserve", usedCar)).toBe(15);
  });

  it("17 new test drive or Test Drive Only tag, 48 used test drive", () => {
    expect(leadCategoryEvent("Test Drive", newCar)).toBe(17);
    expect(leadCategoryEvent("Test Drive", usedCar)).toBe(48);
    expect(leadCategoryEvent("Test Drive", { car_type: "used", tag: "Test Drive Only" })).toBe(17);
    expect(leadCategoryEvent("Test Drive", null)).toBe(17);
  });

  it("22 default general enquiry", () => {
    expect(leadCategoryEvent("General Enquiry", null)).toBe(22);
    expect(leadCategoryEvent("Finance Enquiry", null)).toBe(22);
    expect(leadCategoryEvent("Vehicle Enquiry", null)).toBe(22);
  });

  it("51 careers, before and after the rewrite", () => {
    expect(leadCategoryEvent("Careers Enquiry", null)).toBe(51);
    expect(leadCategoryEvent("General Enquiry", null, CAREER_SUBCATEGORY)).toBe(51);
  });

  it("18 trade-in offer accepted", () => {
    expect(leadCategoryEvent("Trade In", null, OFFER_ACCEPTED_SUBCATEGORY)).toBe(18);
    expect(leadCategoryEvent("Trade In", null)).toBe(22);
  });
});

describe("one schema on both sides", () => {
  it("gives the browser the schema's rules as input constraints (required, 4-digit pattern)", () => {
    const constraint = getZodConstraint(leadFormSchema("enquiry", { locationIds: [100, 200] }));
    expect(constraint).toMatchObject({
      name: { required: true },
      postcode: { required: true },
      phone: { required: true },
      email: { required: true },
      terms_agreed: { required: true },
      message: { required: true },
      location: { required: true },
      opt_in: { required: false },
      Rego: { required: false },
    });
    expect(new RegExp(constraint.postcode!.pattern!).test("4305")).toBe(true);
    expect(new RegExp(constraint.postcode!.pattern!).test("43051")).toBe(false);
  });

  it("asks nothing of a select the form does not show, or of a lone location", () => {
    expect(getZodConstraint(leadFormSchema("enquiry", { messageRequired: false }))).toMatchObject({
      message: { required: false },
      location: { required: false },
      dealership_slug: { required: false },
    });
    expect(getZodConstraint(leadFormSchema("enquiry", { locationIds: [100] })).location).toMatchObject({ required: false });
  });
});
