import type { LeadPayload } from "~/db/schema";
import { formatAud, formatKm, REAL_PRICE_ABOVE } from "~/models/car/display";
import type { Tenant, TenantLocation } from "~/tenants/schema";
import { ADF_PROVIDER_NAME, leadAdf, type AdfLead, type AdfVehicle } from "./adf";
import type { LeadCar, LeadDealer } from "./payload";
import { LEAD_CATEGORIES } from "./schemas";

/** The dealer's copy of a lead, as the outbox keeps it until a mail server takes it. */
export interface LeadMessage {
  messageId: string;
  sender: string;
  recipient: string;
  replyTo: string | null;
  subject: string;
  body: string;
  attachmentName: string;
  /** The lead as ADF/XML, for the dealer's CRM. */
  attachment: string;
}

export interface LeadMessageInput {
  leadId: number;
  createdAt: Date;
  tenant: Tenant;
  payload: LeadPayload;
  car: LeadCar | null;
  dealer: LeadDealer;
  /** The page the lead was sent from. */
  url: string | null;
  /** MAIL_FROM when set; else a no-reply address at the tenant's domain. */
  mailFrom?: string;
}

const MAX_SUBJECT = 200;

/** The tenant's own domain without "www.", for its addresses. */
function mailDomain(tenant: Pick<Tenant, "domains">): string {
  return tenant.domains[0]!.replace(/^www\./, "");
}

/**
 * Where the lead goes: the lead's location's address, else another location of the same
 * dealership, else any of the tenant's, else leads@ the tenant's domain (tenants name
 * lead addresses only per location).
 */
export function leadRecipient(tenant: Tenant, dealer: Pick<LeadDealer, "dealership" | "location">): string {
  const ofDealership = tenant.locations.filter((location) => location.dealershipSlug === dealer.dealership.slug);
  const withEmail = (locations: TenantLocation[]) =>
    locations.find((location) => location.primary && location.email)?.email ??
    locations.find((location) => location.email)?.email;
  return dealer.location.email ?? withEmail(ofDealership) ?? withEmail(tenant.locations) ?? `leads@${mailDomain(tenant)}`;
}

function customerName(payload: LeadPayload): string {
  return [payload.name, payload.last_name].filter(Boolean).join(" ") || "a shopper";
}

function carTitle(car: LeadCar): string {
  return car.stocknum ? `${car.name} (stock ${car.stocknum})` : car.name;
}

function yesNo(value: boolean): string {
  return value ? "Yes" : "No";
}

/** The traded car as the shopper stated it: "2019 Toyota Corolla, 85,000 km". */
function tradeInVehicleText(payload: LeadPayload): string | undefined {
  const name = [payload.tradeInYear, payload.tradeInMake, payload.tradeInModel].filter(Boolean).join(" ");
  if (!name) return undefined;
  return payload.tradeInKm !== undefined ? `${name}, ${formatKm(payload.tradeInKm)}` : name;
}

/** The lead's particulars beyond the contact details, one "Label: value" a line. */
function detailLines(payload: LeadPayload, dealer: LeadDealer): string[] {
  const details: [string, string | number | null | undefined][] = [
    ["Offer", payload.offer_from_client !== undefined ? formatAud(payload.offer_from_client) : undefined],
    ["Model", payload.car_id === null ? payload.vehicle_model : undefined],
    ["Preferred date", payload.preferred_date],
    ["Preferred time", payload.preferred_time],
    ["Vehicle budget", payload.vehiclePriceBudget !== undefined ? formatAud(payload.vehiclePriceBudget) : undefined],
    ["Car type", payload.car_id === null ? payload.car_type : undefined],
    ["Registration", payload.Rego],
    ["Trade-in registration", payload.rego ? `${payload.rego} (${payload.regoState ?? "state not given"})` : undefined],
    ["Trade-in vehicle", tradeInVehicleText(payload)],
    ["Answers to the trade-in lead", payload.lead_id],
    ["Additional services", payload.additional_services.join(", ") || undefined],
    ["Dealership", dealer.dealership.name],
    ["Location", dealer.chosenLocationId !== null ? dealer.location.name : undefined],
  ];
  const answers = (payload.adjustmentAnswers ?? []).map(({ id, answer }) => `Condition ${id}: ${answer}`);
  return [
    ...details.filter(([, value]) => value !== undefined && value !== null && value !== "").map(([label, value]) => `${label}: ${value}`),
    ...answers,
  ];
}

function vehicleLines(car: LeadCar): string[] {
  const lines = [`Vehicle: ${car.name}`];
  if (car.stocknum) lines.push(`Stock number: ${car.stocknum}`);
  if (car.vin) lines.push(`VIN: ${car.vin}`);
  if (car.price !== null && car.price > REAL_PRICE_ABOVE) lines.push(`Advertised price: ${formatAud(car.price)}`);
  if (car.km !== null) lines.push(`Odometer: ${formatKm(car.km)}`);
  lines.push(`Car type: ${car.car_type}, status: ${car.status}`);
  return lines;
}

function adfVehicles(input: LeadMessageInput): AdfVehicle[] {
  const { car, payload, tenant } = input;
  const interest = payload.category === LEAD_CATEGORIES.testDrive ? "test-drive" : "buy";
  const vehicles: AdfVehicle[] = [];
  if (car) {
    vehicles.push({
      interest,
      // §7 groups demo with new (event 14); ADF knows only new and used.
      status: car.car_type === "used" ? "used" : "new",
      year: car.year,
      make: car.make,
      model: car.model,
      vin: car.vin,
      stock: car.stocknum,
      trim: car.badge,
      odometerKm: car.km,
      colour: car.colour,
      askingPrice: car.price !== null && car.price > REAL_PRICE_ABOVE ? car.price : null,
      offerPrice: payload.offer_from_client ?? null,
    });
  } else if (payload.vehicle_model) {
    vehicles.push({ interest, status: "new", year: null, make: tenant.manufacturer ?? "", model: payload.vehicle_model });
  }
  if (payload.rego) {
    vehicles.push({
      interest: "trade-in",
      status: "used",
      year: payload.tradeInYear ?? null,
      make: payload.tradeInMake ?? "",
      model: payload.tradeInModel ?? "",
      odometerKm: payload.tradeInKm ?? null,
      comments: `Registration ${payload.rego} (${payload.regoState ?? "state not given"})`,
    });
  }
  // The DTD asks for at least one vehicle; a lead about none names an empty one.
  if (vehicles.length === 0) {
    vehicles.push({ interest: "buy", status: payload.car_type === "used" ? "used" : "new", year: null, make: "", model: "" });
  }
  return vehicles;
}

export function leadAdfDocument(input: LeadMessageInput): AdfLead {
  const { payload, dealer, tenant } = input;
  const comments = [payload.message, ...detailLines(payload, dealer)].filter(Boolean).join("\n");
  const address = dealer.location.address;
  return {
    leadId: input.leadId,
    requestDate: input.createdAt,
    vehicles: adfVehicles(input),
    customer: {
      firstName: payload.name ?? "",
      lastName: payload.last_name,
      email: payload.email,
      phone: payload.phone,
      postcode: payload.postcode,
      comments,
    },
    vendor: {
      name: dealer.dealership.name,
      contactName: dealer.location.name,
      phone: dealer.location.phone ?? tenant.phones.main,
      email: dealer.location.email,
      address: { street: address.street, city: address.city, state: address.state, postcode: address.postcode },
    },
    provider: { name: ADF_PROVIDER_NAME, service: `${tenant.name} website`, url: `https://${tenant.domains[0]}` },
  };
}

/** The dealer's email for a lead: a readable text body with the ADF/XML attached. */
export function leadMessage(input: LeadMessageInput): LeadMessage {
  const { payload, car, dealer, tenant } = input;
  const heading = payload.subcategory ? `${payload.category} (${payload.subcategory})` : payload.category;
  const about = car ? `: ${carTitle(car)}` : "";
  const subject = `${heading}${about} from ${customerName(payload)}`.slice(0, MAX_SUBJECT);
  const attachmentName = `lead-${input.leadId}.xml`;
  const body = [
    `New lead from the ${tenant.name} website.`,
    "",
    `Category: ${heading}`,
    `Name: ${customerName(payload)}`,
    ...(payload.email ? [`Email: ${payload.email}`] : []),
    ...(payload.phone ? [`Phone: ${payload.phone}`] : []),
    ...(payload.postcode ? [`Postcode: ${payload.postcode}`] : []),
    `Marketing opt-in: ${yesNo(payload.opt_in)}; finance: ${yesNo(payload.opt_in_finance)}; trade-in: ${yesNo(payload.opt_in_trade)}`,
    ...(payload.message ? ["", "Message:", payload.message] : []),
    "",
    ...(car ? vehicleLines(car) : []),
    ...detailLines(payload, dealer),
    ...(input.url ? [`Sent from: ${input.url}`] : []),
    `Lead id: ${input.leadId}`,
    "",
    `The lead is attached as ADF/XML (${attachmentName}) for your CRM.`,
    "",
  ].join("\n");
  const domain = mailDomain(tenant);
  return {
    messageId: `<lead-${input.leadId}@${domain}>`,
    sender: input.mailFrom ?? `${tenant.name} <no-reply@${domain}>`,
    recipient: leadRecipient(tenant, dealer),
    replyTo: payload.email,
    subject,
    body,
    attachmentName,
    attachment: leadAdf(leadAdfDocument(input)),
  };
}
