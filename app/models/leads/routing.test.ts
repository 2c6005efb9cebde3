import { describe, expect, it } from "vitest";
import { tenants } from "~/tenants";
import { TenantSchema, type Tenant } from "~/tenants/schema";
import { buildLeadPayload, leadCategory, leadDealer, type LeadCar } from "./payload";
import { leadDepartment, leadDestinations } from "./routing";
import type { LeadSubmission } from "./schemas";
import { parsedLead, shopper } from "./testing/forms";
import { groupTenant, leadCar } from "./testing/tenants";

const meridian = tenants.find((tenant) => tenant.slug === "meridian-motor-group")!;
const wattleRidge = tenants.find((tenant) => tenant.slug === "wattle-ridge-toyota")!;

function routeOf(tenant: Tenant, submission: LeadSubmission, car: LeadCar | null = null) {
  const dealer = leadDealer(tenant, submission, car);
  const payload = buildLeadPayload(submission, { car, dealer, ...leadCategory(submission) });
  const department = leadDepartment(payload, dealer);
  return { department, destinations: leadDestinations(tenant, dealer, department) };
}

const general = (category: string, extra: Record<string, string> = {}) =>
  parsedLead("general-enquiry", { ...shopper, message: "Hello", category, ...extra });

describe("leadDepartment", () => {
  it("follows the category the shopper chose, careers however it was filed", () => {
    expect(routeOf(wattleRidge, general("Service Enquiry")).department).toBe("service");
    expect(routeOf(wattleRidge, general("Parts Enquiry")).department).toBe("parts");
    expect(routeOf(wattleRidge, general("Finance Enquiry")).department).toBe("finance");
    expect(routeOf(wattleRidge, general("Careers Enquiry")).department).toBe("careers");
    expect(routeOf(wattleRidge, general("Sales Enquiry")).department).toBe("sales");
    expect(routeOf(wattleRidge, general("General Enquiry")).department).toBe("sales");
  });

  it("sends customer feedback about service, parts or finance to that desk, and the rest to sales", () => {
    const feedback = (subcategory?: string) =>
      parsedLead("customer-feedback", { ...shopper, rating: "2", message: "Not ready on time", ...(subcategory ? { subcategory } : {}) });
    expect(routeOf(wattleRidge, feedback("Service"))).toMatchObject({
      department: "service",
      destinations: [{ recipient: "service.desk@wattleridgetoyota.com.au", format: "plain" }],
    });
    expect(routeOf(wattleRidge, feedback("Parts")).department).toBe("parts");
    expect(routeOf(wattleRidge, feedback("Sales")).department).toBe("sales");
    expect(routeOf(wattleRidge, feedback()).department).toBe("sales");
  });

  it("files a contact form sent to a service centre as service, and every car lead as sales", () => {
    const serviceCentre = wattleRidge.locations.find((location) => location.slug === "wattle-ridge-service")!;
    const contact = parsedLead("contact", { ...shopper, message: "Brakes squeal", location: String(serviceCentre.id) }, {
      locationIds: [serviceCentre.id],
    });
    expect(routeOf(wattleRidge, contact).department).toBe("service");
    const car = leadCar({ dealership_id: wattleRidge.dealerships[0]!.id, location_id: serviceCentre.id });
    expect(routeOf(wattleRidge, parsedLead("test-drive", { ...shopper, car_id: "42" }), car).department).toBe("sales");
    expect(routeOf(wattleRidge, parsedLead("finance-enquiry", { ...shopper })).department).toBe("finance");
  });
});

describe("the demo tenants' routes", () => {
  const franchiseCar = (slug: string) => {
    const dealership = meridian.dealerships.find((candidate) => candidate.slug === slug)!;
    const location = meridian.locations.find((candidate) => candidate.dealershipSlug === slug)!;
    return leadCar({ dealership_id: dealership.id, dealership_slug: slug, location_id: location.id });
  };
  const enquiry = parsedLead("enquiry", { ...shopper, car_id: "42", message: "Still there?" });

  it("sends each Meridian franchise's leads to its own inbox, in its own format", () => {
    expect(routeOf(meridian, enquiry, franchiseCar("meridian-mazda")).destinations).toEqual([
      { recipient: "mazda.crm@meridianmotorgroup.com.au", format: "adf-body" },
    ]);
    expect(routeOf(meridian, enquiry, franchiseCar("meridian-hyundai")).destinations).toEqual([
      { recipient: "hyundai.crm@meridianmotorgroup.com.au", format: "adf-body" },
    ]);
    expect(routeOf(meridian, enquiry, franchiseCar("meridian-kia")).destinations).toEqual([
      { recipient: "kia.sales@meridianmotorgroup.com.au", format: "adf-attachment" },
    ]);
    expect(routeOf(meridian, enquiry, franchiseCar("meridian-volkswagen")).destinations).toEqual([
      { recipient: "vw.sales@meridianmotorgroup.com.au", format: "adf-attachment" },
    ]);
  });

  it("sends Meridian's service and careers enquiries to their desks, whichever franchise, never to a CRM", () => {
    const options = { dealershipSlugs: meridian.dealerships.map((dealership) => dealership.slug) };
    const service = parsedLead("general-enquiry", { ...shopper, message: "Service", category: "Service Enquiry", dealership_slug: "meridian-mazda" }, options);
    expect(routeOf(meridian, service).destinations).toEqual([{ recipient: "service@meridianmotorgroup.com.au", format: "plain" }]);
    const careers = parsedLead("general-enquiry", { ...shopper, message: "CV", category: "Careers Enquiry", dealership_slug: "meridian-kia" }, options);
    expect(routeOf(meridian, careers).destinations).toEqual([{ recipient: "careers@meridianmotorgroup.com.au", format: "plain" }]);
  });

  it("sends Wattle Ridge's service enquiries to its service desk and its sales leads to sales", () => {
    expect(routeOf(wattleRidge, general("Service Enquiry")).destinations).toEqual([
      { recipient: "service.desk@wattleridgetoyota.com.au", format: "plain" },
    ]);
    expect(routeOf(wattleRidge, general("Sales Enquiry")).destinations).toEqual([
      { recipient: "sales@wattleridgetoyota.com.au", format: "adf-attachment" },
    ]);
  });
});

describe("leadDestinations", () => {
  const base = groupTenant();
  const routed = (routes: unknown[]) => TenantSchema.parse({ ...base, leadMail: { routes } });
  const kia = base.dealerships[0]!;
  const [kiaSales, , mazdaService] = base.locations;
  const kiaLead = { dealership: kia, location: kiaSales!, chosenLocationId: null };

  it("takes the most specific match: department over location over dealership", () => {
    const tenant = routed([
      { recipients: ["all@x.example"] },
      { dealership: "meridian-kia", recipients: ["kia@x.example"] },
      { location: "kia-sales", recipients: ["kia-sales@x.example"] },
      { department: "finance", recipients: ["finance@x.example"] },
      { department: "finance", dealership: "meridian-kia", recipients: ["kia-finance@x.example"], format: "plain" },
    ]);
    expect(leadDestinations(tenant, kiaLead, "sales")).toEqual([{ recipient: "kia-sales@x.example", format: "adf-attachment" }]);
    expect(leadDestinations(tenant, kiaLead, "finance")).toEqual([{ recipient: "kia-finance@x.example", format: "plain" }]);
    const mazdaLead = { dealership: base.dealerships[1]!, location: mazdaService!, chosenLocationId: null };
    expect(leadDestinations(tenant, mazdaLead, "finance")).toEqual([{ recipient: "finance@x.example", format: "adf-attachment" }]);
    expect(leadDestinations(tenant, mazdaLead, "parts")).toEqual([{ recipient: "all@x.example", format: "adf-attachment" }]);
  });

  it("sends to every route of the best match: a CRM and a person, each in its format", () => {
    const tenant = routed([
      { dealership: "meridian-kia", recipients: ["crm@x.example"], format: "adf-body" },
      { dealership: "meridian-kia", recipients: ["manager@x.example"], format: "plain" },
    ]);
    expect(leadDestinations(tenant, kiaLead, "sales")).toEqual([
      { recipient: "crm@x.example", format: "adf-body" },
      { recipient: "manager@x.example", format: "plain" },
    ]);
  });

  it("keeps careers out of routes that do not name it: the default address, as plain mail", () => {
    const tenant = routed([{ recipients: ["crm@x.example"], format: "adf-body" }]);
    expect(leadDestinations(tenant, kiaLead, "careers")).toEqual([{ recipient: "kia.sales@meridian.com.au", format: "plain" }]);
  });

  it("falls back, without routes, to the location's address, then its dealership's, then leads@ the domain", () => {
    expect(leadDestinations(base, kiaLead, "sales")).toEqual([{ recipient: "kia.sales@meridian.com.au", format: "adf-attachment" }]);
    const mazdaSales = { dealership: base.dealerships[1]!, location: base.locations[1]!, chosenLocationId: null };
    expect(leadDestinations(base, mazdaSales, "sales")[0]!.recipient).toBe("mazda.service@meridian.com.au");
    const bare = TenantSchema.parse({ ...base, locations: base.locations.map(({ email: _email, ...location }) => location) });
    expect(leadDestinations(bare, { ...kiaLead, location: bare.locations[0]! }, "sales")[0]!.recipient).toBe(
      "leads@meridian-test-5.com.au",
    );
  });

  it("is refused in the tenant file when a route names another tenant's dealership or location, or mails one address twice", () => {
    const problems = (routes: unknown[]) =>
      TenantSchema.safeParse({ ...base, leadMail: { routes } }).error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(problems([{ dealership: "elsewhere", recipients: ["a@x.example"] }])).toEqual([
      ["leadMail.routes.0.dealership", '"elsewhere" is not one of this tenant\'s dealerships'],
    ]);
    expect(problems([{ location: "kia-sales", dealership: "meridian-mazda", recipients: ["a@x.example"] }])).toEqual([
      ["leadMail.routes.0.location", '"kia-sales" is a location of meridian-kia, not of meridian-mazda'],
    ]);
    expect(problems([{ recipients: ["a@x.example"] }, { recipients: ["A@x.example"], format: "plain" }])).toEqual([
      ["leadMail.routes.1.recipients.0", '"A@x.example" already gets these leads (route 0)'],
    ]);
    expect(problems([{ recipients: ["not an address"] }])?.[0]?.[0]).toBe("leadMail.routes.0.recipients.0");
  });
});
