import type { PhoneSource } from "~/models/phone-reveal/reveal";
import type { CertifiedProgram } from "~/tenants/certified-programs";
import type { ServicePageTitles } from "~/tenants/fields/service-programs";
import type { ServiceProgram, Tenant, TenantDealership } from "~/tenants/schema";

/*
 * The service and parts pages (vehicle-page §2 routes: /service, /genuine-service,
 * /roadside-assist, /warranty, /vehicle-parts-and-accessories, /fleet) and the copy §9 fixes:
 * the parts warranty, the certified program, the finance block.
 */

export const SERVICE_PAGE_PATHS = [
  "service",
  "genuine-service",
  "roadside-assist",
  "warranty",
  "vehicle-parts-and-accessories",
  "fleet",
] as const;
export type ServicePageKind = (typeof SERVICE_PAGE_PATHS)[number];

export interface ServicePageSection {
  heading: string;
  paragraphs: string[];
  points?: string[];
}

export interface ServicePage {
  /** One of the fixed pages, or a franchise's manufacturer service program (its tenant file's words). */
  kind: ServicePageKind | "service-program";
  title: string;
  intro: string;
  sections: ServicePageSection[];
  /** The manufacturer's capped-price servicing table (§9), where the tenant's content has one. */
  cappedPriceServicing: boolean;
  /** The red finance block (§2 Other screens). */
  financeBlock: boolean;
  /** The number the page's call to action rings. */
  phone: string;
  /** Which of the tenant's numbers it is, for its Show number on a tenant that masks numbers. */
  phoneSource: PhoneSource;
  phoneLabel: string;
}

/** §9 "Parts warranty". */
export const PARTS_WARRANTY: ServicePageSection = {
  heading: "Genuine parts warranty",
  paragraphs: [
    "Genuine parts fitted by us are covered for the rest of your vehicle's warranty, or for 2 years if that is greater.",
    "Genuine parts bought over the counter and not fitted by us are covered for 2 years.",
    "Applies to vehicles bought on or after 01/01/2019.",
  ],
};

/** §9 "Certified program": the section of the tenant's program on the warranty page. */
export function certifiedProgramSection(program: CertifiedProgram): ServicePageSection {
  return {
    heading: program.name,
    paragraphs: [`Every ${program.name} vehicle comes with:`],
    points: program.servicePagePoints ?? program.benefits,
  };
}

/** §2 "red finance block Get started with your personalised repayment ... Get Your Repayments". */
export const FINANCE_BLOCK = {
  heading: "Get started with your personalised repayment",
  text: "Repayments in as little as 3 minutes.",
  buttonText: "Get Your Repayments",
} as const;

/** What the tenant's content says of its service pages: titles in its manufacturer's words, and capped-price servicing or none. */
export interface ServicePagePrograms {
  titles: ServicePageTitles;
  cappedPriceServicing: boolean;
}

/**
 * The manufacturer service program whose page is at this path, with the franchise offering
 * it (vehicle-page §2 "/diamond-advantage"), or null.
 */
export function serviceProgramAt(
  tenant: Pick<Tenant, "dealerships">,
  pathname: string,
): { program: ServiceProgram; dealership: TenantDealership } | null {
  const path = pathname.replace(/\/+$/, "").toLowerCase();
  for (const dealership of tenant.dealerships) {
    if (dealership.serviceProgram?.path === path) return { program: dealership.serviceProgram, dealership };
  }
  return null;
}

/**
 * A program's page: its words, the franchise's service line to call, and the service
 * booking beside it, as the service pages have.
 */
export function serviceProgramPage(program: ServiceProgram, tenant: Pick<Tenant, "phones">): ServicePage {
  return {
    kind: "service-program",
    title: program.name,
    intro: program.intro,
    sections: program.sections,
    cappedPriceServicing: false,
    financeBlock: false,
    ...firstPhone(tenant.phones, ["service"]),
    phoneLabel: "Call our service team",
  };
}

/** The first of the tenant's numbers it has of these kinds, else its main number, and which it is. */
function firstPhone(
  phones: Tenant["phones"],
  kinds: readonly ("service" | "parts" | "new")[],
): { phone: string; phoneSource: PhoneSource } {
  const kind = kinds.find((candidate) => phones[candidate] !== undefined) ?? "main";
  // Written out, not tenantPhoneSource: this module is in the browser's bundle (FinanceBlock),
  // and importing the reveal's module split it into a chunk of its own on every page.
  return { phone: phones[kind] ?? phones.main, phoneSource: `phones:${kind}` };
}

export function servicePage(
  kind: ServicePageKind,
  tenant: Tenant,
  programs: ServicePagePrograms,
): ServicePage {
  const { titles, cappedPriceServicing } = programs;
  const service = { ...firstPhone(tenant.phones, ["service"]), phoneLabel: "Call our service team" };
  const parts = { ...firstPhone(tenant.phones, ["parts", "service"]), phoneLabel: "Call our parts team" };
  const sales = { ...firstPhone(tenant.phones, ["new"]), phoneLabel: "Call our fleet team" };
  const base = { kind, cappedPriceServicing: false, financeBlock: false };
  switch (kind) {
    case "service":
      return {
        ...base,
        ...service,
        title: titles.service ?? "Book a Service",
        intro: `Factory-trained technicians, genuine parts and a clear price before we start. Book your next service with ${tenant.name}.`,
        cappedPriceServicing,
        sections: [
          {
            heading: "What every service includes",
            paragraphs: ["We follow the manufacturer's logbook schedule, so your warranty stays intact."],
            points: ["Logbook service to the manufacturer's schedule", "Multi-point safety inspection", "Complimentary wash and vacuum"],
          },
        ],
      };
    case "genuine-service":
      return {
        ...base,
        ...service,
        title: titles["genuine-service"] ?? "Genuine Service",
        intro: "Serviced by the people who know your car best, with the parts it was built with.",
        cappedPriceServicing,
        sections: [
          {
            heading: "Why genuine service",
            paragraphs: ["Genuine service keeps your vehicle's warranty, safety and resale value where they should be."],
            points: ["Technicians trained on your model", "Genuine parts and fluids", "Software updates applied at every visit"],
          },
          PARTS_WARRANTY,
        ],
      };
    case "roadside-assist":
      return {
        ...base,
        ...service,
        title: "Roadside Assist",
        intro: "Flat battery, flat tyre or locked out? Help is a phone call away, 24 hours a day, anywhere in Australia.",
        sections: [
          {
            heading: "What's covered",
            paragraphs: ["Roadside assistance is included with eligible new and certified vehicles, and renews with each genuine service."],
            points: ["Battery jump-starts", "Flat tyre changes", "Lockout help", "Emergency fuel", "Towing to the nearest dealer"],
          },
        ],
      };
    case "warranty":
      return {
        ...base,
        ...service,
        title: titles.warranty ?? "Warranty",
        intro: "Know what is covered and for how long, from your new vehicle warranty to the parts we fit.",
        cappedPriceServicing,
        sections: [
          {
            heading: "New vehicle warranty",
            paragraphs: ["Every new vehicle carries the manufacturer's warranty. Servicing on time, to the logbook, keeps it in place."],
          },
          PARTS_WARRANTY,
          ...tenant.certifiedPrograms.map(certifiedProgramSection),
        ],
      };
    case "vehicle-parts-and-accessories":
      return {
        ...base,
        ...parts,
        title: "Parts & Accessories",
        intro: "Genuine parts, made for your vehicle and backed by a genuine warranty. Our parts team will find the right part first time.",
        sections: [
          {
            heading: "Genuine parts",
            paragraphs: ["From filters and brake pads to tow bars and roof racks, we stock or order the parts your vehicle was designed with."],
          },
          PARTS_WARRANTY,
        ],
      };
    case "fleet":
      return {
        ...base,
        ...sales,
        title: "Business Fleet",
        intro: `Vehicles for your business, from one ute to a whole fleet, with a dedicated fleet manager at ${tenant.name}.`,
        financeBlock: true,
        sections: [
          {
            heading: "Fit for business",
            paragraphs: ["We look after fleet buyers from quote to delivery, and keep the fleet on the road after it."],
            points: ["Fleet pricing and volume quotes", "Priority servicing and loan vehicles", "Finance and leasing arranged in house"],
          },
        ],
      };
  }
}
