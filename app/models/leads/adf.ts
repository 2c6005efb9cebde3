/*
 * ADF/XML 1.0 (Auto-lead Data Format), the lead format dealer CRMs read: one <prospect>
 * with the request date, the vehicle of interest, the customer, the vendor (the dealer)
 * and the provider (this platform). Elements follow the DTD's order.
 */

/** The DTD's vehicle interests. */
export type AdfInterest = "buy" | "lease" | "sell" | "trade-in" | "test-drive";

export interface AdfVehicle {
  interest: AdfInterest;
  status: "new" | "used";
  /**
   * Unknown for a car whose year the shopper was not asked (one to be serviced, a trade-in
   * named by its registration): the element is kept empty, as the DTD wants a year.
   */
  year: number | null;
  /** Empty for a model a shopper typed where no model range names its make: the DTD wants the element. */
  make: string;
  model: string;
  vin?: string | null;
  stock?: string | null;
  trim?: string | null;
  odometerKm?: number | null;
  colour?: string | null;
  /** The car's price as advertised. */
  askingPrice?: number | null;
  /** What the shopper offered (Make an Offer). */
  offerPrice?: number | null;
  /** A traded car's online estimate: the low end as the appraisal price, the range in words beside it. */
  appraisal?: { price: number; comments: string } | null;
  /** The shopper's budget for a car on finance. */
  financeBudget?: number | null;
  /** An absolute link to the car's photo. */
  imageUrl?: string | null;
  comments?: string | null;
}

/** When the shopper wants to come in (a test drive's preferred date and time), as ISO 8601. */
export interface AdfTimeframe {
  description: string;
  earliestDate?: string | null;
  latestDate?: string | null;
}

/** An address the DTD takes: it has a street. A postcode alone goes in the comments. */
export interface AdfAddress {
  street: string;
  /** The DTD's kinds; a shopper's delivery address is "delivery". */
  type?: "work" | "home" | "delivery";
  city?: string | null;
  state?: string | null;
  postcode?: string | null;
}

export interface AdfLead {
  leadId: number;
  requestDate: Date;
  /** At least one, as the DTD asks: a lead that names no vehicle has no ADF document. */
  vehicles: [AdfVehicle, ...AdfVehicle[]];
  customer: {
    /** The shopper's first name; one who gave only an email (request photos) is known by the address. */
    firstName: string | null;
    lastName?: string | null;
    email?: string | null;
    phone?: string | null;
    address?: AdfAddress | null;
    timeframe?: AdfTimeframe | null;
    comments?: string | null;
  };
  vendor: {
    name: string;
    contactName?: string | null;
    phone?: string | null;
    email?: string | null;
    address?: AdfAddress | null;
  };
  provider: { name: string; service: string; url: string };
}

/** The platform's name in the provider element and the lead id's source. */
export const ADF_PROVIDER_NAME = "Dealer Platform";

// XML 1.0 allows tab, line feed, carriage return and these ranges only.
const NOT_XML_CHARACTER = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * Text safe inside an element or a double-quoted attribute. Beyond ASCII, characters are
 * written as character references: the document is the same, and a CRM that reads a mail
 * body in the wrong charset still reads "Zoë" right.
 */
export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML_CHARACTER, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;")
    .replace(/[^\t\n\r\x20-\x7e]/gu, (character) => `&#x${character.codePointAt(0)!.toString(16).toUpperCase()};`);
}

type Attributes = Record<string, string | number>;

function element(name: string, content: string | number | null | undefined, attributes: Attributes = {}): string {
  const attributeText = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeXml(String(value))}"`)
    .join("");
  return `<${name}${attributeText}>${content === null || content === undefined ? "" : content}</${name}>`;
}

function text(name: string, value: string | number | null | undefined, attributes: Attributes = {}): string {
  return element(name, escapeXml(value === null || value === undefined ? "" : String(value)), attributes);
}

function optional(name: string, value: string | number | null | undefined, attributes: Attributes = {}): string {
  return value === null || value === undefined || value === "" ? "" : text(name, value, attributes);
}

function lines(...parts: string[]): string {
  return parts.filter((part) => part !== "").join("\n");
}

function priceComments(vehicle: AdfVehicle): string | null {
  const comments = [
    vehicle.offerPrice != null && vehicle.askingPrice != null ? `Advertised at ${vehicle.askingPrice} AUD` : null,
    vehicle.appraisal?.comments ?? null,
  ].filter(Boolean);
  return comments.length > 0 ? comments.join(". ") : null;
}

function timeframeXml(timeframe: AdfTimeframe): string {
  return element(
    "timeframe",
    lines(
      "",
      text("description", timeframe.description),
      optional("earliestdate", timeframe.earliestDate),
      optional("latestdate", timeframe.latestDate),
      "",
    ),
  );
}

function vehicleXml(vehicle: AdfVehicle): string {
  return element(
    "vehicle",
    lines(
      "",
      text("year", vehicle.year),
      text("make", vehicle.make),
      text("model", vehicle.model),
      optional("vin", vehicle.vin),
      optional("stock", vehicle.stock),
      optional("trim", vehicle.trim),
      optional("odometer", vehicle.odometerKm, { status: "unknown", units: "km" }),
      vehicle.colour ? element("colorcombination", text("exteriorcolor", vehicle.colour)) : "",
      optional("imagetag", vehicle.imageUrl),
      optional("price", vehicle.offerPrice, { type: "offer", currency: "AUD" }),
      vehicle.offerPrice == null ? optional("price", vehicle.askingPrice, { type: "asking", currency: "AUD" }) : "",
      optional("price", vehicle.appraisal?.price, { type: "appraisal", currency: "AUD" }),
      optional("pricecomments", priceComments(vehicle)),
      vehicle.financeBudget != null
        ? element(
            "finance",
            lines(
              "",
              text("method", "finance"),
              text("amount", vehicle.financeBudget, { type: "total", limit: "maximum", currency: "AUD" }),
              "",
            ),
          )
        : "",
      optional("comments", vehicle.comments),
      "",
    ),
    { interest: vehicle.interest, status: vehicle.status },
  );
}

function addressXml(address: AdfAddress): string {
  return element(
    "address",
    lines(
      "",
      text("street", address.street, { line: 1 }),
      optional("city", address.city),
      optional("regioncode", address.state),
      optional("postalcode", address.postcode),
      text("country", "AU"),
      "",
    ),
    address.type ? { type: address.type } : {},
  );
}

/** The DTD wants a name for every contact: a shopper who gave none is named by their email. */
function customerNameXml(customer: AdfLead["customer"]): string {
  if (!customer.firstName) return text("name", customer.lastName || customer.email || customer.phone, { part: "full" });
  return lines(text("name", customer.firstName, { part: "first" }), optional("name", customer.lastName, { part: "last" }));
}

/** The lead as an ADF 1.0 document, every value escaped. */
export function leadAdf(lead: AdfLead): string {
  const { customer, vendor, provider } = lead;
  const customerXml = element(
    "customer",
    lines(
      "",
      element(
        "contact",
        lines(
          "",
          customerNameXml(customer),
          optional("email", customer.email),
          optional("phone", customer.phone, { type: "voice" }),
          customer.address?.street ? addressXml(customer.address) : "",
          "",
        ),
        { primarycontact: 1 },
      ),
      customer.timeframe ? timeframeXml(customer.timeframe) : "",
      optional("comments", customer.comments),
      "",
    ),
  );
  const vendorXml = element(
    "vendor",
    lines(
      "",
      text("vendorname", vendor.name),
      element(
        "contact",
        lines(
          "",
          text("name", vendor.contactName ?? vendor.name, { part: "full" }),
          optional("email", vendor.email),
          optional("phone", vendor.phone, { type: "voice" }),
          vendor.address?.street ? addressXml(vendor.address) : "",
          "",
        ),
      ),
      "",
    ),
  );
  const providerXml = element(
    "provider",
    lines("", text("name", provider.name, { part: "full" }), text("service", provider.service), text("url", provider.url), ""),
  );
  const prospect = element(
    "prospect",
    lines(
      "",
      text("id", lead.leadId, { sequence: 1, source: provider.name }),
      text("requestdate", lead.requestDate.toISOString()),
      ...lead.vehicles.map(vehicleXml),
      customerXml,
      vendorXml,
      providerXml,
      "",
    ),
    { status: "new" },
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n<adf>\n${prospect}\n</adf>\n`;
}
