import type { LeadPayload } from "~/db/schema";
import { CARD_IMAGE, formatAud, formatKm, imageUrl, REAL_PRICE_ABOVE } from "~/models/car/display";
import { formatCalendarDate } from "~/models/car/vehicle";
import { localDate } from "~/models/hours/opening-hours";
import type { LeadMailFormat, Tenant } from "~/tenants/schema";
import { ADF_PROVIDER_NAME, leadAdf, type AdfLead, type AdfTimeframe, type AdfVehicle } from "./adf";
import { journeyParticulars } from "./journey-particulars";
import type { LeadCar, LeadDealer } from "./payload";
import { leadDepartment, leadDestinations } from "./routing";
import { LEAD_CATEGORIES } from "./schemas";
import {
  appointmentWord,
  clockTimeText,
  conditionAnswers,
  noEstimateText,
  offerAnswerText,
  ratingText,
  tradeInEstimateText,
  tradeInVehicleText,
} from "./sent-lead";

/** One copy of a lead (or the shopper's acknowledgement), as the outbox keeps it until a mail server takes it. */
export interface LeadMessage {
  kind: "lead-email" | "lead-acknowledgement";
  /** The route's format of a dealer's copy; null for the acknowledgement. */
  format: LeadMailFormat | null;
  messageId: string;
  sender: string;
  recipient: string;
  replyTo: string | null;
  subject: string;
  body: string;
  htmlBody: string | null;
  attachmentName: string | null;
  /** The lead as ADF/XML, for the dealer's CRM. */
  attachment: string | null;
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
  /**
   * Where the visit came from: `source` (utm_source, else "website") and the landing link's
   * campaign parameters, so the dealer sees which campaign paid for the lead.
   */
  landing?: { source: string | null; campaign: Readonly<Record<string, string>> };
  /** MAIL_FROM when set; else a no-reply address at the tenant's domain. */
  mailFrom?: string;
}

const MAX_SUBJECT = 200;

/** The tenant's own domain without "www.", for its addresses. */
export function mailDomain(tenant: Pick<Tenant, "domains">): string {
  return tenant.domains[0]!.replace(/^www\./, "");
}

/** Links in mail go to the tenant's primary domain, never to a host a request named. */
export function siteUrl(tenant: Pick<Tenant, "domains">, path: string): string {
  return `https://${tenant.domains[0]}${path}`;
}

/** The car's page and its first photo (resized, as the site shows it), both absolute. */
export function carLinks(tenant: Tenant, car: LeadCar): { href: string; photo: string | null } {
  const picture = car.primary_image_url;
  return {
    href: siteUrl(tenant, `/cars/${car.slug}`),
    photo: picture ? siteUrl(tenant, imageUrl(picture, { width: CARD_IMAGE.width })) : null,
  };
}

export function customerName(payload: LeadPayload): string {
  return [payload.name, payload.last_name].filter(Boolean).join(" ") || "a shopper";
}

export function carTitle(car: LeadCar): string {
  return car.stocknum ? `${car.name} (stock ${car.stocknum})` : car.name;
}

function yesNo(value: boolean): string {
  return value ? "Yes" : "No";
}

/** Buying online: how the shopper pays and takes the car (the trade-in has its own lines). */
function purchaseLines(payload: LeadPayload, dealer: LeadDealer): [string, string | undefined][] {
  if (!payload.paymentMethod && !payload.handover) return [];
  const money = (amount: number | undefined) => (amount !== undefined ? formatAud(amount) : undefined);
  return [
    ["Trade-in", payload.tradeInMake ? undefined : "None"],
    ["Payment", payload.paymentMethod === "finance" ? "Finance" : "Cash"],
    ["Finance deposit", money(payload.financeDeposit)],
    ["Finance weekly repayment budget", money(payload.financeWeeklyBudget)],
    ["Finance term", payload.financeTermMonths !== undefined ? `${payload.financeTermMonths} months` : undefined],
    [
      "Delivery or pick-up",
      payload.handover === "delivery" ? `Delivery from ${dealer.location.name}` : `Pick-up at ${dealer.location.name}`,
    ],
    ["Delivery address", payload.deliveryAddress ? `${payload.deliveryAddress} ${payload.deliveryPostcode ?? ""}`.trim() : undefined],
  ];
}

/** The lead's particulars beyond the contact details, one "Label: value" a line. */
function detailLines(payload: LeadPayload, dealer: LeadDealer): string[] {
  const details: [string, string | number | null | undefined][] = [
    ["Rating", ratingText(payload)],
    ["Offer", payload.offer_from_client !== undefined ? formatAud(payload.offer_from_client) : undefined],
    ["Model", payload.car_id === null ? payload.vehicle_model : undefined],
    ["Grade", payload.grade],
    ["Service", payload.service_type],
    ["Odometer", payload.service_km !== undefined ? formatKm(payload.service_km) : undefined],
    [`${appointmentWord(payload)} date`, payload.preferred_date ? formatCalendarDate(payload.preferred_date) : undefined],
    [`${appointmentWord(payload)} time`, payload.preferred_time ? clockTimeText(payload.preferred_time) : undefined],
    ["Vehicle budget", payload.vehiclePriceBudget !== undefined ? formatAud(payload.vehiclePriceBudget) : undefined],
    ["Car type", payload.car_id === null ? payload.car_type : undefined],
    ["Registration", payload.Rego],
    ["Trade-in vehicle", tradeInVehicleText(payload)],
    ["Trade-in registration", payload.rego ? `${payload.rego} (${payload.regoState ?? "state not given"})` : undefined],
    ...conditionAnswers(payload).map(({ question, answer }): [string, string] => [`Trade-in condition: ${question}`, answer]),
    ["Trade-in online estimate", tradeInEstimateText(payload) ?? noEstimateText(payload)],
    ["Shopper's answer to the estimate", offerAnswerText(payload)],
    ["Answers trade-in lead", payload.lead_id],
    ["Additional services", payload.additional_services.join(", ") || undefined],
    ...journeyParticulars(payload),
    ...purchaseLines(payload, dealer),
    ["Dealership", dealer.dealership.name],
    ["Location", dealer.chosenLocationId !== null ? dealer.location.name : undefined],
  ];
  return details
    .filter(([, value]) => value !== undefined && value !== null && value !== "")
    .map(([label, value]) => `${label}: ${value}`);
}

function vehicleLines(tenant: Tenant, car: LeadCar): string[] {
  const lines = [`Vehicle: ${car.name}`];
  if (car.stocknum) lines.push(`Stock number: ${car.stocknum}`);
  if (car.vin) lines.push(`VIN: ${car.vin}`);
  if (car.price > REAL_PRICE_ABOVE) lines.push(`Advertised price: ${formatAud(car.price)}`);
  if (car.km !== null) lines.push(`Odometer: ${formatKm(car.km)}`);
  lines.push(`Car type: ${car.car_type}, status: ${car.status}`);
  lines.push(`Link: ${carLinks(tenant, car).href}`);
  return lines;
}

/** ISO 8601 offset of a time zone at an instant: "+10:00". */
function zoneOffset(instant: number, timeZone: string): string {
  const name = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
    .formatToParts(new Date(instant))
    .find((part) => part.type === "timeZoneName")?.value;
  return !name || name === "GMT" ? "+00:00" : name.slice(3);
}

function offsetMinutes(offset: string): number {
  const [, sign, hours, minutes] = /^([+-])(\d\d):(\d\d)$/.exec(offset) ?? [];
  return (sign === "-" ? -1 : 1) * (Number(hours ?? 0) * 60 + Number(minutes ?? 0));
}

/** A wall-clock time at the dealer's location as ISO 8601 with its offset (daylight saving included). */
export function localDateTime(date: string, time: string, timeZone: string): string {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const firstGuess = zoneOffset(wall, timeZone);
  const offset = zoneOffset(wall - offsetMinutes(firstGuess) * 60_000, timeZone);
  return `${date}T${time}:00${offset}`;
}

/**
 * The test drive's chosen slot, or the service booking's, as an ADF timeframe: that moment
 * on the location's clock.
 */
export function appointmentTimeframe(payload: LeadPayload, dealer: LeadDealer): AdfTimeframe | null {
  const { preferred_date: date, preferred_time: time } = payload;
  if (!date || !time) return null;
  const prefix = payload.category === LEAD_CATEGORIES.serviceBooking ? "Service booking" : "Preferred test drive";
  return {
    description: `${prefix}, ${formatCalendarDate(date)}, ${clockTimeText(time)}`,
    earliestDate: localDateTime(date, time, dealer.location.timezone),
  };
}

/**
 * The vehicles a lead names, each with the interest its category gives it: the car asked
 * about (or the model, by name), bought or test-driven, with the offer or the finance budget;
 * and the traded car with the estimate shown and the shopper's answer. A lead that names no
 * vehicle has none: never an empty one.
 */
export function adfVehicles(input: LeadMessageInput): AdfVehicle[] {
  const { car, payload, tenant, dealer } = input;
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
      imageUrl: carLinks(tenant, car).photo,
      askingPrice: car.price > REAL_PRICE_ABOVE ? car.price : null,
      offerPrice: payload.offer_from_client ?? null,
      financeBudget: payload.vehiclePriceBudget ?? null,
    });
  } else if (payload.category === LEAD_CATEGORIES.serviceBooking && payload.vehicle_model) {
    // ADF 1.0 has no service interest: the shopper's own car goes with the DTD's default
    // interest, and the comments say it is the car to be serviced.
    vehicles.push({
      interest: "buy",
      status: "used",
      year: null,
      make: payload["Vehicle Make"] ?? "",
      model: payload.vehicle_model,
      odometerKm: payload.service_km ?? null,
      comments: [`Service booking: ${payload.service_type ?? "service"}`, payload.Rego ? `registration ${payload.Rego}` : null]
        .filter(Boolean)
        .join(", "),
    });
  } else if (payload.vehicle_model) {
    const status = payload.car_type === "used" ? "used" : "new";
    vehicles.push({
      interest,
      status,
      // A new model asked about by name is the range on sale: this year's, on the dealer's clock.
      year: status === "new" ? Number(localDate(input.createdAt, dealer.location.timezone).slice(0, 4)) : null,
      make: payload["Vehicle Make"] ?? tenant.manufacturer ?? "",
      model: payload.vehicle_model,
      trim: payload.grade ?? null,
      financeBudget: payload.vehiclePriceBudget ?? null,
    });
  }
  if (payload.tradeInMake && payload.tradeInModel) {
    const estimate = tradeInEstimateText(payload);
    const answer = offerAnswerText(payload);
    vehicles.push({
      interest: "trade-in",
      status: "used",
      year: payload.tradeInYear ?? null,
      make: payload.tradeInMake,
      model: payload.tradeInModel,
      odometerKm: payload.tradeInKm ?? null,
      appraisal: payload.tradeInEstimate
        ? {
            price: payload.tradeInEstimate.low,
            comments: `Online estimate ${estimate}: ${estimateStatus(payload, answer)}`,
          }
        : null,
      comments: [
        payload.rego ? `Registration ${payload.rego} (${payload.regoState ?? "state not given"})` : null,
        ...conditionAnswers(payload).map(({ question, answer: given }) => `${question} ${given}`),
        payload.tradeInEstimate ? null : (noEstimateText(payload)?.replace(/^none/, "No estimate") ?? null),
      ]
        .filter(Boolean)
        .join("\n"),
    });
  }
  return vehicles;
}

/** Where the shopper stands on the estimate: answered, shown with the online purchase it came with, or an answer to come. */
function estimateStatus(payload: LeadPayload, answer: string | undefined): string {
  if (answer) return `${answer.toLowerCase()} by the shopper`;
  return payload.category === LEAD_CATEGORIES.onlinePurchase
    ? "shown to the shopper at the trade-in step of this purchase"
    : "shown to the shopper, answer to follow";
}

/** The lead as an ADF document, or null when it names no vehicle (the DTD wants one; an empty one misleads). */
export function leadAdfDocument(input: LeadMessageInput): AdfLead | null {
  const { payload, dealer, tenant } = input;
  const [first, ...others] = adfVehicles(input);
  if (!first) return null;
  // ADF's address wants a street: a postcode alone is said in the comments instead.
  const postcode = payload.postcode ? `Postcode: ${payload.postcode}` : null;
  const comments = [payload.message, postcode, ...detailLines(payload, dealer)].filter(Boolean).join("\n");
  const address = dealer.location.address;
  return {
    leadId: input.leadId,
    requestDate: input.createdAt,
    vehicles: [first, ...others],
    customer: {
      firstName: payload.name,
      lastName: payload.last_name,
      email: payload.email,
      phone: payload.phone,
      address: payload.deliveryAddress
        ? { street: payload.deliveryAddress, type: "delivery", postcode: payload.deliveryPostcode ?? null }
        : null,
      timeframe: appointmentTimeframe(payload, dealer),
      comments,
    },
    vendor: {
      name: dealer.dealership.name,
      contactName: dealer.location.name,
      phone: dealer.location.phone ?? tenant.phones.main,
      email: dealer.location.email,
      address: { street: address.street, city: address.city, state: address.state, postcode: address.postcode },
    },
    provider: { name: ADF_PROVIDER_NAME, service: `${tenant.name} website`, url: siteUrl(tenant, "") },
  };
}

/** The lead's ADF/XML, or null when it names no vehicle. */
export function leadAdfXml(input: LeadMessageInput): string | null {
  const document = leadAdfDocument(input);
  return document ? leadAdf(document) : null;
}

/** The subject every copy of a lead carries: category, car, shopper. */
export function leadSubject(payload: LeadPayload, car: LeadCar | null): string {
  const heading = payload.subcategory ? `${payload.category} (${payload.subcategory})` : payload.category;
  const about = car ? `: ${carTitle(car)}` : "";
  return `${heading}${about} from ${customerName(payload)}`.slice(0, MAX_SUBJECT);
}

/** The lead written out for a person. */
/** "Came from: newsletter (utm_campaign=spring, gclid=…)": the campaign that brought the shopper. */
export function landingLines(landing: LeadMessageInput["landing"]): string[] {
  if (!landing) return [];
  const campaign = Object.entries(landing.campaign)
    .filter(([name]) => name !== "utm_source")
    .map(([name, value]) => `${name}=${value}`);
  const source = landing.source ?? "website";
  return [`Came from: ${source}${campaign.length > 0 ? ` (${campaign.join(", ")})` : ""}`];
}

function readableBody(input: LeadMessageInput, attachmentName: string | null): string {
  const { payload, car, dealer, tenant } = input;
  const heading = payload.subcategory ? `${payload.category} (${payload.subcategory})` : payload.category;
  return [
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
    ...(car ? vehicleLines(tenant, car) : []),
    ...detailLines(payload, dealer),
    ...(input.url ? [`Sent from: ${input.url}`] : []),
    ...landingLines(input.landing),
    `Lead id: ${input.leadId}`,
    ...(attachmentName ? ["", `The lead is attached as ADF/XML (${attachmentName}) for your CRM.`] : []),
    "",
  ].join("\n");
}

/**
 * The dealer's copies of a lead: one message per recipient of its routes, each in
 * its route's format. ADF attached: the readable mail with lead-<id>.xml; ADF as the body:
 * the XML is the whole text; plain: the readable mail alone. A lead that names no vehicle has
 * no ADF and goes as the readable mail whatever the format.
 */
export function leadMessages(input: LeadMessageInput): LeadMessage[] {
  const { payload, car, dealer, tenant } = input;
  const destinations = leadDestinations(tenant, dealer, leadDepartment(payload, dealer));
  const adf = leadAdfXml(input);
  const domain = mailDomain(tenant);
  const attachmentName = `lead-${input.leadId}.xml`;
  return destinations.map(({ recipient, format }, index) => {
    const attached = adf !== null && format === "adf-attachment";
    return {
      kind: "lead-email",
      format,
      messageId: `<lead-${input.leadId}-${index + 1}@${domain}>`,
      sender: input.mailFrom ?? `${tenant.name} <no-reply@${domain}>`,
      recipient,
      replyTo: payload.email,
      subject: leadSubject(payload, car),
      body: adf !== null && format === "adf-body" ? adf : readableBody(input, attached ? attachmentName : null),
      htmlBody: null,
      attachmentName: attached ? attachmentName : null,
      attachment: attached ? adf : null,
    };
  });
}
