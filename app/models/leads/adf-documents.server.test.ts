import { describe, expect, it, vi } from "vitest";
import { migratedDatabase, testBackends } from "~/db/testing/databases";
import { freeSlotDays } from "~/models/appointments/appointments.server";
import { buildCar, insertCars } from "~/models/stock/testing/car-rows";
import { CONDITION_QUESTIONS } from "~/models/trade-in/condition";
import type { Tenant } from "~/tenants/schema";
import { receiveLeadForm } from "./leads.server";
import { LEAD_FORMS, type LeadForm, type LeadFormOptions } from "./schemas";
import { checkAdf10 } from "./testing/adf";
import { leadFormData, shopper } from "./testing/forms";
import { soloTenant } from "./testing/tenants";
import { xmlAll, xmlText, type XmlElement } from "./testing/xml";

vi.hoisted(() => {
  process.env.LOG_LEVEL ??= "silent";
});

type Fields = Record<string, string>;

/** A shopper's filled-in form of each kind, about the car in stock where the form names one. */
function formFields(form: LeadForm, carId: number, slot: string): Fields | null {
  const car = { car_id: String(carId) };
  const tradeIn = { rego: "XYZ789", regoState: "QLD", tradeInYear: "2019", tradeInMake: "Mazda", tradeInModel: "CX-5", tradeInKm: "65000" };
  switch (form) {
    case "enquiry":
      return { ...shopper, ...car, message: "Is it still available?" };
    case "test-drive":
      return { ...shopper, ...car, appointment: slot };
    case "quote-request":
      return { ...shopper, vehicle_model: "RAV4", vehicle_make: "Toyota", grade: "GX" };
    case "make-an-offer":
      return { ...shopper, ...car, offer_from_client: "25000" };
    case "request-photos":
      return { email: shopper.email, terms_agreed: "on", ...car };
    case "finance-enquiry":
      return { ...shopper, ...car, vehiclePriceBudget: "30000" };
    case "trade-in":
      return { ...shopper, ...car, ...tradeIn };
    case "reservation":
      return { ...shopper, ...car };
    case "service-booking":
      return { ...shopper, appointment: slot, service_type: "Logbook service", Rego: "ABC123", vehicle_make: "Toyota", vehicle_model: "Corolla" };
    case "personalised-finance":
      return { ...shopper, ...car, netMonthlyIncome: "6000", monthlyExpenses: "2500", employment: "Full time", termYears: "5" };
    case "online-purchase":
      return {
        ...shopper,
        ...car,
        hasTradeIn: "yes",
        ...tradeIn,
        ...Object.fromEntries(
          CONDITION_QUESTIONS.flatMap((question, index) => [
            [`adjustmentAnswers[${index}].id`, question.id],
            [`adjustmentAnswers[${index}].answer`, question.options[0]!.value],
          ]),
        ),
        paymentMethod: "finance",
        financeDeposit: "5000",
        financeTermMonths: "60",
        handover: "delivery",
        deliveryAddress: "12 Brisbane Street",
        deliveryPostcode: "4305",
      };
    // These name no vehicle, so they carry no ADF (decision 007).
    case "general-enquiry":
    case "contact":
    case "customer-feedback":
    case "online-payment":
    case "promotion-entry":
    // Answers a trade-in lead: tested below with the lead it answers.
    case "trade-in-offer":
      return null;
  }
}

describe.each(testBackends())("ADF documents on $kind", (backend) => {
  const database = migratedDatabase(backend);
  let nextTenantId = 900;

  async function dealerWithCar() {
    nextTenantId += 1;
    const slug = `solo-motors-${nextTenantId}`;
    const tenant = soloTenant(nextTenantId, {
      // A workshop open every day, so a service booking always finds a free slot.
      locations: [
        {
          id: nextTenantId * 100,
          slug: `${slug}-sales`,
          name: "Test Motors Sales",
          dealershipSlug: slug,
          address: { street: "1 Test Street", city: "Ipswich", state: "QLD", postcode: "4305", lat: -27.6, lng: 152.7 },
          openingHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: "07:00", close: "17:00", department: "service" as const })),
        },
      ],
      leadMail: { acknowledgeShopper: false, routes: [{ recipients: ["crm@dealer.example"], format: "adf-body" }] },
    });
    const [car] = await insertCars(database.db, [
      buildCar({
        website_id: tenant.id,
        dealership_id: tenant.dealerships[0]!.id,
        dealership_slug: tenant.dealerships[0]!.slug,
        location_id: tenant.locations[0]!.id,
        make: "Toyota",
        model: "Corolla",
        car_type: "used",
        price: 27_990,
        stocknum: `U${nextTenantId}`,
      }),
    ]);
    return { tenant, car: car! };
  }

  async function send(tenant: Tenant, form: LeadForm, fields: Fields, options: LeadFormOptions = {}): Promise<number> {
    const received = await receiveLeadForm(database.db, {
      tenant,
      form,
      formData: leadFormData(fields),
      options,
      request: { url: `https://${tenant.domains[0]}/`, remoteAddress: null },
    });
    if (received.status !== "stored") throw new Error(`${form} not stored: ${JSON.stringify(received)}`);
    return received.leadId;
  }

  /** The CRM's copy of a lead: its ADF document, checked against the DTD. */
  async function crmDocument(leadId: number): Promise<XmlElement> {
    const message = await database.db
      .selectFrom("outbox")
      .select("body")
      .where("lead_id", "=", leadId)
      .where("recipient", "=", "crm@dealer.example")
      .executeTakeFirstOrThrow();
    return checkAdf10(message.body);
  }

  async function serviceSlot(tenant: Tenant): Promise<string> {
    const [day] = await freeSlotDays(database.db, tenant, tenant.locations[0]!, "service", 14, new Date());
    return day!.slots[0]!.value;
  }

  it("sends every lead type that names a vehicle as valid ADF 1.0 with no empty element", async () => {
    const { tenant, car } = await dealerWithCar();
    const slot = await serviceSlot(tenant);
    const checked: LeadForm[] = [];
    for (const form of LEAD_FORMS) {
      const fields = formFields(form, car.id, slot);
      if (!fields) continue;
      // A test drive's slot is its own kind's: the form's time is optional, so it goes without one.
      const sent = form === "test-drive" ? { ...fields, appointment: "" } : fields;
      const options = form === "make-an-offer" ? { offer: { min: 1, max: 1_000_000 } } : {};
      const root = await crmDocument(await send(tenant, form, sent, options));
      expect(xmlAll(root, "prospect/vehicle").length, form).toBeGreaterThan(0);
      checked.push(form);
    }
    expect(checked).toHaveLength(11);
  });

  it("dates a model asked about by name: a new model is the range on sale at the request", async () => {
    const { tenant } = await dealerWithCar();
    const requested = await send(tenant, "quote-request", formFields("quote-request", 1, "")!);
    const testDrive = await send(tenant, "test-drive", { ...shopper, vehicle_model: "RAV4", vehicle_make: "Toyota" });
    for (const leadId of [requested, testDrive]) {
      const [vehicle] = xmlAll(await crmDocument(leadId), "prospect/vehicle");
      expect(xmlText(vehicle!, "year")).toBe(String(new Date().getFullYear()));
      expect(xmlText(vehicle!, "model")).toBe("RAV4");
    }
  });

  it("names the shopper's postcode without an empty street, and a delivery address as the shopper gave it", async () => {
    const { tenant, car } = await dealerWithCar();
    const enquiry = await crmDocument(await send(tenant, "enquiry", formFields("enquiry", car.id, "")!));
    expect(xmlAll(enquiry, "prospect/customer/contact/address")).toEqual([]);
    expect(xmlText(enquiry, "prospect/customer/comments")).toContain("Postcode: 4305");
    expect(xmlText(enquiry, "prospect/vendor/contact/address/street")).toBe(tenant.locations[0]!.address.street);

    const purchase = await crmDocument(await send(tenant, "online-purchase", formFields("online-purchase", car.id, "")!));
    const [address] = xmlAll(purchase, "prospect/customer/contact/address");
    expect(address!.attributes.type).toBe("delivery");
    expect(xmlText(address!, "street")).toBe("12 Brisbane Street");
    expect(xmlText(address!, "postalcode")).toBe("4305");
  });

  it("carries the car being bought beside the trade-in when the shopper accepts the estimate", async () => {
    const { tenant, car } = await dealerWithCar();
    const tradeIn = await send(tenant, "trade-in", formFields("trade-in", car.id, "")!);
    const answer = await send(tenant, "trade-in-offer", { lead_id: String(tradeIn), offer_accepted: "on", form_completed: "on" });
    const vehicles = xmlAll(await crmDocument(answer), "prospect/vehicle");
    expect(vehicles.map((vehicle) => [vehicle.attributes.interest, xmlText(vehicle, "model")])).toEqual([
      ["buy", "Corolla"],
      ["trade-in", "CX-5"],
    ]);
    expect(xmlText(vehicles[0]!, "stock")).toBe(car.stocknum);
  });
});
