import fs from "node:fs/promises";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import type { LeadDealer } from "../app/models/leads/payload";
import type { CarJsonLd } from "../app/models/search/jsonld";
import { leadDestinations } from "../app/models/leads/routing";
import { checkAdf10 } from "../app/models/leads/testing/adf";
import { readEml, type ReadMessage } from "../app/adapters/mail/testing/eml";
import type { XmlElement } from "../app/models/leads/testing/xml";
import type { LeadDepartment, Tenant, TenantLocation } from "../app/tenants/schema";
import { expect, hydrated, randomShopperAddress, sidebarHtml, tenants, test } from "./fixtures";
import { FORM_MIN_FILL_MS } from "./server-env";
import { signInWithCode } from "./sign-in";

/*
 * Every lead form of every demo tenant, sent as a shopper's browser
 * sends it (JavaScript on and off), reaches exactly the recipients its tenant's routes name
 * (routing.ts), one message each, with the lead's id in the message id; an ADF route gets an
 * ADF 1.0 document when the lead names a vehicle, and plain mail when it names none
 * (decision 007); the shopper gets one acknowledgement where the tenant sends them. The
 * trade-in journey is left to finance-trade-in.spec.ts: its two steps and two guards would
 * double a tenant's time here.
 */

/** The app under test writes each message as an .eml file in $DATA_DIR/outbox/ (FileMailer). */
const outbox = path.join(process.env.E2E_DATA_DIR!, "outbox");

/** What the filler does with a field: type the text, choose the option so labelled, or tick it. */
type Answer = string | true | { firstOption: string };
/** Answers keyed by the start of a field's label; a label the form does not show is skipped. */
type Answers = Record<string, Answer>;

interface ListedCar {
  path: string;
  id: number;
  carType: string;
  price: number;
  stock: string | null;
  model: string;
  dealershipSlug: string;
  location: TenantLocation;
}

/** One lead to send: how to reach its form, what to answer, and whom the tenant's routes send it to. */
interface LeadPlan {
  name: string;
  open: (page: Page) => Promise<Locator>;
  answers: Answers;
  /** The location the form posts, and so the lead's (a car's own, or the one the shopper chose). */
  location: TenantLocation;
  dealershipSlug: string;
  department: LeadDepartment;
  /** The vehicle its ADF names (a car, by stock number, or a model), or null: no vehicle, no ADF. */
  vehicle: { stock: string | null } | null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The shopper's part of every form; each lead has its own address, so its acknowledgement is told apart. */
function shopperAnswers(email: string, message: string): Answers {
  return {
    // vehicle-page §3's labels: "First Name", "Last Name", "Mobile Number", "Email Address".
    "First Name": "Jane",
    "Last Name": "Citizen",
    "Email Address": email,
    "Mobile Number": "0412 345 678",
    Postcode: "4305",
    // The message's label differs by form: "Message", "Anything else?", "The part, and your vehicle".
    Message: message,
    Anything: message,
    "The part": message,
    "I agree to the terms of use": true,
  };
}

/** A form's fields filled by their labels, as a person reads them. */
async function fillByLabels(form: Locator, answers: Answers) {
  for (const [label, answer] of Object.entries(answers)) {
    const control = form.getByLabel(new RegExp(`^${escapeRegExp(label)}`));
    if ((await control.count()) === 0) continue;
    if (answer === true) {
      await control.check();
      continue;
    }
    const isSelect = await control.evaluate((element) => element.tagName === "SELECT");
    if (typeof answer === "string") {
      await (isSelect ? control.selectOption({ label: answer }) : control.fill(answer));
    } else if (isSelect) {
      await control.selectOption({ index: 1 });
    } else {
      await control.fill(answer.firstOption);
    }
  }
}

/** The cars a tenant's search lists for a query, read from its JSON-LD ItemList. */
async function listedCars(page: Page, tenant: Tenant, location: TenantLocation, query: string): Promise<ListedCar[]> {
  const params = new URLSearchParams(query);
  params.set("location_name", location.name);
  params.set("tenant", tenant.slug);
  const html = await (await page.request.get(`/search?${params}`)).text();
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(([, json]) =>
    JSON.parse(json!)
  );
  const list = scripts.find((json) => json["@type"] === "ItemList") as
    | { itemListElement: { item: CarJsonLd }[] }
    | undefined;
  const cars = (list?.itemListElement ?? []).map(({ item }) => {
    const property = (name: string) => item.additionalProperty.find((entry) => entry.name === name)?.value;
    return {
      path: new URL(item.url).pathname,
      id: Number(property("id")),
      carType: String(property("car_type")),
      price: item.offers.price ?? 0,
      stock: item.sku ?? null,
      model: item.model,
      dealershipSlug: String(property("dealership")),
      location,
    };
  });
  expect(cars.length, `no car listed at ${location.name} for /search?${params}`).toBeGreaterThan(0);
  return cars;
}

/** An in-stock car with a real price at the location, the dearest first (every car form is offered for it). */
async function carAt(page: Page, tenant: Tenant, location: TenantLocation): Promise<ListedCar> {
  const [car] = await listedCars(page, tenant, location, "status=in_stock&sortBy=Car_production_price_desc");
  return car!;
}

const RESERVE_LINK =
  /<a [^>]*data-action="reserve"[^>]*href="([^"]+)"|<a [^>]*href="([^"]+)"[^>]*data-action="reserve"/;

/** A car whose vehicle page offers Reserve, and the address its button leads to. */
async function reservableCarAt(page: Page, tenant: Tenant, location: TenantLocation) {
  const cars = await listedCars(page, tenant, location, "status=in_stock&sortBy=Car_production_price_desc");
  for (const car of cars.slice(0, 8)) {
    // The sidebar's own button: the similar cars below carry Reserve buttons of their own.
    const html = await (await page.request.get(car.path)).text();
    const match = RESERVE_LINK.exec(sidebarHtml(html));
    if (match) return { car, reservePath: (match[1] ?? match[2])!.replace(/&amp;/g, "&") };
  }
  throw new Error(`No reservable car among the first listed at ${location.name}`);
}

/** The department a location's own contact form writes to (the service centre's is a service enquiry). */
function departmentOf(location: TenantLocation): LeadDepartment {
  return location.locationType === "service" || location.locationType === "parts" ? location.locationType : "sales";
}

function dealershipName(tenant: Tenant, slug: string): string {
  return tenant.dealerships.find((dealership) => dealership.slug === slug)!.name;
}

/** The shopper's choice of location (and its dealership) where the form asks for one. */
function choose(tenant: Tenant, location: TenantLocation): Answers {
  return { Location: location.name, "Preferred dealership": dealershipName(tenant, location.dealershipSlug) };
}

const JOURNEY_FORMS = {
  finance: { action: "finance", form: "#finance-enquiry-form", signInHeading: "Sign in to apply for finance" },
  checkout: { action: "reserve", form: "#reservation-form", signInHeading: "Sign in to reserve this car" },
} as const;

/**
 * Opens a journey from its button on the car's page. Where the tenant gates it (vehicle-page
 * §4 "Gated routes", §6), the shopper starts signed out and is sent to /sign-in with the
 * journey's type, its page as redirect and the car's page as back; signed in, the journey's
 * page opens, its query kept.
 */
function carPageAction(carPath: string, journey: keyof typeof JOURNEY_FORMS, gated: boolean) {
  const { action, form, signInHeading } = JOURNEY_FORMS[journey];
  return async (page: Page) => {
    if (gated) await page.context().clearCookies({ name: "__session" });
    await page.goto(carPath);
    const button = page.getByRole("complementary", { name: "Actions" }).locator(`[data-action="${action}"]`);
    const journeyPath = (await button.getAttribute("href"))!.replace(/#.*$/, "");
    await button.click();
    if (gated) {
      await expect(page).toHaveURL(/\/sign-in\?/);
      const asked = Object.fromEntries(new URL(page.url()).searchParams);
      expect(asked, "the sign-in redirect's parameters").toEqual({ type: journey, redirect: journeyPath, back: carPath });
      await expect(page.getByRole("link", { name: "Back", exact: true })).toHaveAttribute("href", carPath);
      await signInWithCode(page, signInHeading);
    }
    await expect(page).toHaveURL((url) => url.pathname + url.search === journeyPath);
    return page.locator(form);
  };
}

/** Every lead form the tenant shows, each with its lead's expected routing. */
async function leadPlans(page: Page, tenant: Tenant): Promise<LeadPlan[]> {
  const sales = tenant.locations.filter((location) => location.locationType === "sales");
  // Forms take turns over the sales locations, so a group's every franchise (and its route) is met.
  const salesAt = (turn: number) => sales[turn % sales.length]!;
  const gated = (journey: "checkout" | "finance") => tenant.signIn.gatedJourneys.includes(journey);
  const aboutCar = (car: ListedCar) => ({
    location: car.location,
    dealershipSlug: car.dealershipSlug,
    vehicle: { stock: car.stock },
  });
  const onCarPage =
    (car: ListedCar, selector: string, hash = "") =>
    async (page: Page) => {
      await page.goto(`${car.path}${hash}`);
      return page.locator(selector);
    };

  const [enquiryCar, testDriveCar, offerCar, photosCar, financeCar, modelCar] = await Promise.all(
    [0, 1, 2, 3, 4, 5].map((turn) => carAt(page, tenant, salesAt(turn)))
  );
  const plans: LeadPlan[] = [
    {
      name: "vehicle enquiry",
      open: onCarPage(enquiryCar!, "#enquiry-form"),
      answers: {},
      department: "sales",
      ...aboutCar(enquiryCar!),
    },
    {
      name: "test drive of a car",
      // A dialog on the vehicle page with JavaScript, its own page without (like the offer).
      open: async (page) => {
        await page.goto(testDriveCar!.path);
        await page.locator('#test-drive [data-action="test-drive-dialog"]').click();
        return page.locator("#test-drive-form");
      },
      // The time is optional; bookings.spec.ts books one (a shared slot would race the other project).
      answers: {},
      department: "sales",
      ...aboutCar(testDriveCar!),
    },
    {
      name: "make an offer",
      // A dialog on the vehicle page with JavaScript, its own page without.
      open: async (page) => {
        await page.goto(offerCar!.path);
        await page.getByRole("link", { name: "Make an Offer" }).click();
        return page.locator("#make-an-offer-form");
      },
      // An offer the dealer reads as meant: 90% of the asking price (schemas.ts offerBounds).
      answers: { "Your offer (AUD)": String(Math.round((offerCar!.price * 0.9) / 100) * 100) },
      department: "sales",
      ...aboutCar(offerCar!),
    },
    {
      name: "request photos",
      open: async (page) => {
        await page.goto(`${photosCar!.path}/request-photos`);
        return page.locator("#request-photos-form");
      },
      answers: {},
      department: "sales",
      ...aboutCar(photosCar!),
    },
    {
      name: "test drive of a model (/book-test-drive)",
      open: async (page) => {
        await page.goto("/book-test-drive");
        return page.locator("#test-drive-form");
      },
      // A select of the tenant's models, else typed in: a model the location sells.
      answers: {
        "Vehicle model": { firstOption: modelCar!.model },
        ...choose(tenant, salesAt(5)),
      },
      location: salesAt(5),
      dealershipSlug: salesAt(5).dealershipSlug,
      department: "sales",
      vehicle: { stock: null },
    },
    ...(
      [
        ["Sales Enquiry", "sales"],
        ["Service Enquiry", "service"],
        ["Careers Enquiry", "careers"],
      ] as const
    ).map(
      ([category, department], turn): LeadPlan => ({
        name: `contact page, ${category}`,
        open: async (page) => {
          await page.goto("/contact-us");
          return page.locator("#general-enquiry-form");
        },
        answers: { "What is your enquiry about?": category, ...choose(tenant, salesAt(turn)) },
        location: salesAt(turn),
        dealershipSlug: salesAt(turn).dealershipSlug,
        department,
        vehicle: null,
      })
    ),
  ];

  // A desk's own contact form is the interesting one: its location decides the department.
  const desk =
    tenant.locations.find((location) => location.locationType === "service") ??
    tenant.locations.find((location) => location.locationType === "parts") ??
    tenant.locations.at(-1)!;
  plans.push({
    name: `contact form of ${desk.name}`,
    open: async (page) => {
      await page.goto(`/contact-us/${desk.slug}`);
      return page.locator("#contact-form");
    },
    answers: {},
    location: desk,
    dealershipSlug: desk.dealershipSlug,
    department: departmentOf(desk),
    vehicle: null,
  });

  // The parts counter takes the parts search where the dealer has one; else the shopper chooses.
  const partsCounter = tenant.locations.find((location) => location.locationType === "parts") ?? salesAt(1);
  plans.push({
    name: "parts search",
    open: async (page) => {
      await page.goto("/parts/search");
      return page.locator("#parts-enquiry-form");
    },
    answers: choose(tenant, partsCounter),
    location: partsCounter,
    dealershipSlug: partsCounter.dealershipSlug,
    department: "parts",
    vehicle: null,
  });

  // vehicle-page §2 /models/get-quote, where the dealer's model dropdown links it (Get Quote).
  if (JSON.stringify(tenant.menus).includes('"/models/get-quote"')) {
    plans.push({
      name: "quote for a model and grade (/models/get-quote)",
      open: async (page) => {
        await page.goto("/models/get-quote");
        return page.locator("#quote-request-form");
      },
      answers: { "Vehicle model": { firstOption: modelCar!.model }, Grade: "GX Hybrid", ...choose(tenant, salesAt(7)) },
      location: salesAt(7),
      dealershipSlug: salesAt(7).dealershipSlug,
      department: "sales",
      vehicle: { stock: null },
    });
  }

  // The vehicle page's Get Finance link (vehicle-page §2) carries its query to the tenant's own finance path.
  plans.push({
    name: `finance enquiry (${tenant.finance.path})`,
    open: carPageAction(financeCar!.path, "finance", gated("finance")),
    answers: {},
    department: "finance",
    ...aboutCar(financeCar!),
  });

  if (tenant.features.reservation) {
    const { car, reservePath } = await reservableCarAt(page, tenant, salesAt(6));
    plans.push({
      name: `reservation (${reservePath.replace(car.path, "/cars/{slug}")})`,
      open: carPageAction(car.path, "checkout", gated("checkout")),
      answers: {},
      department: "sales",
      ...aboutCar(car),
    });
  }
  return plans;
}

/** Sends one lead as a shopper's browser does; answers its id, read from /success?lead=N. */
async function sendLead(
  page: Page,
  tenant: Tenant,
  plan: LeadPlan,
  email: string,
  javaScriptEnabled: boolean
): Promise<number> {
  // Each lead from an address of its own: a test sends a dozen, past the per-address limit.
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": randomShopperAddress() });
  const form = await plan.open(page);
  const servedAt = Date.now();
  await expect(form, `${plan.name}: no form`).toBeVisible();
  if (javaScriptEnabled) {
    // Typing before React hydrates the form would post it as a plain HTML form.
    await hydrated(form);
  }
  await fillByLabels(form, { ...shopperAnswers(email, `Lead delivery check: ${plan.name}`), ...plan.answers });
  // The lead is the location's the form posts: the plan's expectation rests on it.
  await expect(form.locator('[name="location"]'), `${plan.name}: the location posted`).toHaveValue(
    String(plan.location.id)
  );
  if (javaScriptEnabled && tenant.features.captcha) {
    await expect(form.locator('[data-altcha="verified"]'), `${plan.name}: the captcha is solved`).toHaveCount(1);
  }
  // The form guard refuses a form sent sooner after it was served than a person takes (server-env.ts).
  await page.waitForTimeout(Math.max(0, servedAt + FORM_MIN_FILL_MS + 200 - Date.now()));
  await form.locator('button[type="submit"]').click();
  try {
    await page.waitForURL(/\/success\?lead=\d+$/, { timeout: 15_000 });
  } catch {
    const alerts = await page.getByRole("alert").allInnerTexts();
    throw new Error(`${plan.name} was not sent (${page.url()}): ${alerts.join(" | ") || "no message shown"}`);
  }
  return Number(new URL(page.url()).searchParams.get("lead"));
}

/** The outbox's messages by file; a file is written once (renamed into place), so each is read once. */
const readMessages = new Map<string, ReadMessage>();

async function messagesOfLead(leadId: number): Promise<ReadMessage[]> {
  const files = (await fs.readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith(".eml"));
  for (const file of files.filter((name) => !readMessages.has(name))) {
    readMessages.set(file, readEml(await fs.readFile(path.join(outbox, file), "utf8")));
  }
  const ofLead = new RegExp(`^<lead-${leadId}-[^@>]+@`);
  return [...readMessages.values()].filter((message) => ofLead.test(message.headers["message-id"] ?? ""));
}

function addressOf(mailbox: string | undefined): string {
  return (/<([^<>]+)>\s*$/.exec(mailbox ?? "")?.[1] ?? mailbox ?? "").trim();
}

/** The ADF a message carries: its lead-N.xml attachment, or the whole body when that is the document. */
function adfOf(message: ReadMessage): { where: "attachment" | "body"; xml: string } | null {
  const attachment = message.parts.find((part) => /attachment/.test(part.headers["content-disposition"] ?? ""));
  if (attachment) return { where: "attachment", xml: attachment.body };
  const text = message.parts.length > 0 ? message.parts[0]!.body : message.body;
  return text.trimStart().startsWith("<?xml") ? { where: "body", xml: text } : null;
}

function childText(element: XmlElement, name: string): string | undefined {
  return element.children.find((child) => child.name === name)?.text.trim();
}

/** The lead's outbox: one message per expected recipient in its route's format, and the acknowledgement. */
async function expectDelivered(tenant: Tenant, plan: LeadPlan, leadId: number, shopperEmail: string) {
  const dealer: LeadDealer = {
    dealership: tenant.dealerships.find((dealership) => dealership.slug === plan.dealershipSlug)!,
    location: plan.location,
    chosenLocationId: plan.location.id,
  };
  const destinations = leadDestinations(tenant, dealer, plan.department);
  const acknowledged = tenant.leadMail.acknowledgeShopper;
  const what = `${plan.name} (lead ${leadId})`;
  await expect
    .poll(async () => (await messagesOfLead(leadId)).length, {
      message: `${what}: messages in the outbox`,
      timeout: 15_000,
    })
    .toBeGreaterThanOrEqual(destinations.length + (acknowledged ? 1 : 0));
  const messages = await messagesOfLead(leadId);
  const dealerCopies = messages.filter((message) => /^<lead-\d+-\d+@/.test(message.headers["message-id"] ?? ""));
  const acknowledgements = messages.filter((message) => /^<lead-\d+-ack@/.test(message.headers["message-id"] ?? ""));
  expect(dealerCopies.length + acknowledgements.length, `${what}: only its copies and acknowledgement`).toBe(
    messages.length
  );

  // Exactly one copy per recipient: none missing, none twice, none to an address no route names.
  expect(dealerCopies.map((message) => addressOf(message.headers.to)).sort(), `${what}: recipients`).toEqual(
    destinations.map((destination) => destination.recipient).sort()
  );
  for (const { recipient, format } of destinations) {
    const copy = dealerCopies.find((message) => addressOf(message.headers.to) === recipient)!;
    expect(addressOf(copy.headers["reply-to"]), `${what} to ${recipient}: Reply-To`).toBe(shopperEmail);
    const adf = adfOf(copy);
    if (format === "plain" || plan.vehicle === null) {
      expect(adf, `${what} to ${recipient} (${format}): plain mail, no ADF`).toBeNull();
      continue;
    }
    expect(adf?.where, `${what} to ${recipient}: ADF ${format === "adf-body" ? "as the body" : "attached"}`).toBe(
      format === "adf-body" ? "body" : "attachment"
    );
    const root = checkAdf10(adf!.xml);
    const prospect = root.children[0]!;
    expect(childText(prospect, "id"), `${what} to ${recipient}: the ADF's lead id`).toBe(String(leadId));
    const vehicles = prospect.children.filter((child) => child.name === "vehicle");
    expect(vehicles.length, `${what} to ${recipient}: the ADF's vehicle`).toBeGreaterThan(0);
    for (const vehicle of vehicles) expect(childText(vehicle, "model"), `${what}: an empty <vehicle>`).toBeTruthy();
    if (plan.vehicle.stock)
      expect(childText(vehicles[0]!, "stock"), `${what}: the car in the ADF`).toBe(plan.vehicle.stock);
  }

  expect(
    acknowledgements.map((message) => addressOf(message.headers.to)),
    `${what}: the shopper's acknowledgement`
  ).toEqual(acknowledged ? [shopperEmail] : []);
}

test.describe("lead delivery", () => {
  // A dozen forms a tenant, each waiting out the 2 s guard, on a machine other runs share.
  test.describe.configure({ timeout: 240_000 });

  for (const tenant of tenants) {
    test(`every lead form of ${tenant.name} reaches the recipients its routes name`, async ({
      page,
      javaScriptEnabled,
    }, testInfo) => {
      const plans = await leadPlans(page, tenant);
      for (const [index, plan] of plans.entries()) {
        const email = `jane.${testInfo.project.name}.${tenant.slug}.${index}@example.com`;
        await test.step(plan.name, async () => {
          const leadId = await sendLead(page, tenant, plan, email, javaScriptEnabled);
          await expectDelivered(tenant, plan, leadId, email);
        });
      }
    });
  }
});
