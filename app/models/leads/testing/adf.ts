import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { parseXml, type XmlElement } from "./xml";

/*
 * A lead checked the way a CRM's importer would refuse one. First against the ADF 1.0 DTD
 * beside this file, with xmllint (Debian's libxml2-utils); then what a DTD cannot say: the
 * adf processing instruction, a vehicle with a model (never an empty one), a customer who can
 * be answered, ISO 8601 dates, prices that are numbers, and no element sent empty. The empty
 * elements allowed are <year> and <make>, which the DTD requires of every vehicle: a year
 * stays empty for a car whose year the shopper was not asked (a car to be serviced), a make
 * for a model a shopper typed on a site of several makes with no model range to name it.
 * For tests only; throws on a fault.
 */

const DTD = fileURLToPath(new URL("./adf-1.0.dtd", import.meta.url));
const REQUIRED_EVEN_WHEN_UNKNOWN = new Set(["year", "make"]);

function validAgainstDtd(xml: string): void {
  try {
    execFileSync("xmllint", ["--noout", "--nonet", "--dtdvalid", DTD, "-"], { input: xml, stdio: ["pipe", "pipe", "pipe"] });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: Buffer };
    if (failure.code === "ENOENT") {
      throw new Error("xmllint is missing: ADF documents are validated against their DTD with it. Install it: apt-get install -y libxml2-utils");
    }
    fail(`xmllint against ${DTD}:\n${failure.stderr?.toString() ?? failure.message}\n${xml}`);
  }
}

function emptyElements(element: XmlElement, path: string): string[] {
  const here = `${path}/${element.name}`;
  if (element.children.length > 0) return element.children.flatMap((child) => emptyElements(child, here));
  return element.text.trim() === "" && !REQUIRED_EVEN_WHEN_UNKNOWN.has(element.name) ? [here] : [];
}

const PROSPECT = ["id", "requestdate", "vehicle", "customer", "vendor", "provider"];
const VEHICLE = [
  "id",
  "year",
  "make",
  "model",
  "vin",
  "stock",
  "trim",
  "doors",
  "bodystyle",
  "transmission",
  "odometer",
  "condition",
  "colorcombination",
  "imagetag",
  "price",
  "pricecomments",
  "option",
  "finance",
  "comments",
];
const CUSTOMER = ["contact", "id", "timeframe", "comments"];
const CONTACT = ["name", "email", "phone", "address"];
const TIMEFRAME = ["description", "earliestdate", "latestdate"];
const INTERESTS = ["buy", "lease", "sell", "trade-in", "test-drive"];
const PRICE_TYPES = ["quote", "offer", "msrp", "invoice", "call", "appraisal", "asking"];
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function fail(problem: string): never {
  throw new Error(`Not ADF 1.0: ${problem}`);
}

/** The children in the order the DTD lists them (each name's run in one place). */
function inOrder(element: XmlElement, order: readonly string[]): void {
  let at = 0;
  for (const child of element.children) {
    const index = order.indexOf(child.name);
    if (index === -1) fail(`<${child.name}> is not allowed in <${element.name}>`);
    if (index < at) fail(`<${child.name}> comes too late in <${element.name}>`);
    at = index;
  }
}

function only(element: XmlElement, name: string, required: boolean): XmlElement | undefined {
  const found = element.children.filter((child) => child.name === name);
  if (found.length > 1) fail(`<${element.name}> has ${found.length} <${name}>`);
  if (required && found.length === 0) fail(`<${element.name}> has no <${name}>`);
  return found[0];
}

function checkVehicle(vehicle: XmlElement): void {
  inOrder(vehicle, VEHICLE);
  if (!INTERESTS.includes(vehicle.attributes.interest ?? "")) fail(`vehicle interest "${vehicle.attributes.interest}"`);
  if (!["new", "used"].includes(vehicle.attributes.status ?? "")) fail(`vehicle status "${vehicle.attributes.status}"`);
  const year = only(vehicle, "year", true)!.text.trim();
  const make = only(vehicle, "make", true)!.text.trim();
  const model = only(vehicle, "model", true)!.text.trim();
  if (!/^(\d{4})?$/.test(year)) fail(`vehicle year "${year}"`);
  if (!make && !model) fail("an empty vehicle (no make, no model)");
  if (!model) fail("a vehicle without a model");
  for (const price of vehicle.children.filter((child) => child.name === "price")) {
    if (!PRICE_TYPES.includes(price.attributes.type ?? "")) fail(`price type "${price.attributes.type}"`);
    if (!/^\d+(\.\d+)?$/.test(price.text.trim())) fail(`price "${price.text}"`);
  }
  const finance = only(vehicle, "finance", false);
  if (finance) {
    if (!["cash", "finance", "lease"].includes(only(finance, "method", true)!.text.trim())) fail("finance method");
    for (const amount of finance.children.filter((child) => child.name === "amount")) {
      if (!["downpayment", "monthly", "total"].includes(amount.attributes.type ?? "")) fail("finance amount type");
    }
  }
}

function checkCustomer(customer: XmlElement): void {
  inOrder(customer, CUSTOMER);
  const contact = only(customer, "contact", true)!;
  inOrder(contact, CONTACT);
  if (!contact.children.some((child) => child.name === "name" && child.text.trim())) fail("a customer without a name");
  if (!contact.children.some((child) => (child.name === "email" || child.name === "phone") && child.text.trim())) {
    fail("a customer with neither email nor phone");
  }
  const timeframe = only(customer, "timeframe", false);
  if (timeframe) {
    inOrder(timeframe, TIMEFRAME);
    only(timeframe, "description", true);
    for (const name of ["earliestdate", "latestdate"]) {
      const date = only(timeframe, name, false);
      if (date && !ISO_DATE_TIME.test(date.text.trim())) fail(`${name} "${date.text}" is not ISO 8601`);
    }
  }
}

/** Parses an ADF document and checks it against ADF 1.0; answers its root. */
export function checkAdf10(xml: string): XmlElement {
  const { processingInstructions, root } = parseXml(xml);
  if (!processingInstructions.some((pi) => pi.target === "adf" && /version\s*=\s*"1\.0"/.test(pi.data))) {
    fail('no <?adf version="1.0"?>');
  }
  if (root.name !== "adf") fail(`root <${root.name}>`);
  const prospects = root.children.filter((child) => child.name === "prospect");
  if (prospects.length === 0 || prospects.length !== root.children.length) fail("<adf> holds prospects only, at least one");
  for (const prospect of prospects) {
    inOrder(prospect, PROSPECT);
    const requestDate = only(prospect, "requestdate", true)!.text.trim();
    if (!ISO_DATE_TIME.test(requestDate)) fail(`requestdate "${requestDate}"`);
    const vehicles = prospect.children.filter((child) => child.name === "vehicle");
    if (vehicles.length === 0) fail("a prospect without a vehicle");
    vehicles.forEach(checkVehicle);
    checkCustomer(only(prospect, "customer", true)!);
    const vendor = only(prospect, "vendor", true)!;
    if (!only(vendor, "vendorname", true)!.text.trim()) fail("an empty vendorname");
    only(prospect, "provider", false);
  }
  validAgainstDtd(xml);
  const empty = emptyElements(root, "");
  if (empty.length > 0) fail(`elements sent empty: ${empty.join(", ")}\n${xml}`);
  return root;
}
