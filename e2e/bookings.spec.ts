import fs from "node:fs/promises";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { readEml, type ReadMessage } from "../app/adapters/mail/testing/eml";
import { expect, hydrated, test, visitAsTenant } from "./fixtures";
import { FORM_MIN_FILL_MS } from "./server-env";

/*
 * Appointments: a service booking at /service/booking (location and day,
 * then one of the free times), a test drive at one of the car's location's free times, and
 * the vehicle page's Enquire dialog (a link to the enquiry form without JavaScript). Each
 * lead is found in the outbox with its time.
 */

const TENANT = "wattle-ridge-toyota";
const outbox = path.join(process.env.E2E_DATA_DIR!, "outbox");

async function messagesOfLead(leadId: number): Promise<ReadMessage[]> {
  const files = (await fs.readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith(".eml"));
  const messages = await Promise.all(files.map(async (file) => readEml(await fs.readFile(path.join(outbox, file), "utf8"))));
  return messages.filter((message) => (message.headers["message-id"] ?? "").startsWith(`<lead-${leadId}-`));
}

/** The dealer's copy of a lead: its text and its ADF attachment, once the outbox worker has written it. */
async function dealerMail(leadId: number): Promise<string> {
  let text = "";
  await expect
    .poll(async () => {
      const mail = (await messagesOfLead(leadId)).find((message) => !/-ack@/.test(message.headers["message-id"] ?? ""));
      text = mail ? [mail.body, ...mail.parts.map((part) => part.body)].join("\n") : "";
      return text.length > 0;
    })
    .toBe(true);
  return text;
}

async function leadIdOf(page: Page): Promise<number> {
  await expect(page).toHaveURL(/\/success\?lead=\d+$/);
  return Number(new URL(page.url()).searchParams.get("lead"));
}

async function fillShopper(form: Locator) {
  await form.getByLabel("First name").fill("Jane");
  await form.getByLabel("Last name").fill("Citizen");
  await form.getByLabel("Email address").fill("jane@example.com");
  await form.getByLabel("Mobile number").fill("0412 345 678");
  await form.getByLabel("Postcode").fill("4305");
  await form.getByLabel(/I agree to the terms of use/).check();
}

/** A random free time: the JavaScript-on and -off runs go at once, and a slot takes one booking. */
async function chooseAnyTime(select: Locator): Promise<string> {
  const count = await select.locator("option").count();
  await select.selectOption({ index: 1 + Math.floor(Math.random() * (count - 1)) });
  return (await select.locator("option:checked").textContent())!;
}

/** The next Sunday in Brisbane: the service centre is closed. */
function nextSunday(): string {
  const today = new Date(Date.now() + 10 * 3_600_000);
  today.setUTCDate(today.getUTCDate() + ((7 - today.getUTCDay()) % 7 || 7));
  return today.toISOString().slice(0, 10);
}

async function firstCarPath(page: Page): Promise<{ path: string; name: string }> {
  await visitAsTenant(page, TENANT, "/search?car_type=used&status=in_stock");
  const text = await page.locator('script[type="application/ld+json"]').first().textContent();
  const item = (JSON.parse(text ?? "{}") as { itemListElement: { item: { url: string; name: string } }[] }).itemListElement[0]!.item;
  return { path: new URL(item.url).pathname, name: item.name };
}

test.describe("appointments", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a service booking: location and day, a free time, the lead with its time in the outbox", async ({ page, javaScriptEnabled }) => {
    await visitAsTenant(page, TENANT, "/service/booking");
    await expect(page.getByRole("link", { name: "Book on Toyota's service booking site" })).toHaveAttribute("href", /toyota\.com\.au/);
    const picker = page.locator("form[method=get]").filter({ hasText: "Show available times" });
    if (javaScriptEnabled) await hydrated(picker);
    await picker.getByLabel("Location").selectOption({ label: "Wattle Ridge Toyota Service Centre" });
    await picker.getByLabel("Day").fill(nextSunday());
    // Without JavaScript the button reloads the page with the day's times; with it, the change did.
    if (!javaScriptEnabled) await picker.getByRole("button", { name: "Show available times" }).click();
    await expect(page).toHaveURL(new RegExp(`location=5002&date=${nextSunday()}`));
    await expect(page.getByText(/No times are free on Sun/)).toBeVisible();
    // Each project books its own day: the two runs go at once, and a slot takes one booking.
    await page.getByRole("region", { name: "Your booking" }).getByRole("link").nth(javaScriptEnabled ? 1 : 0).click();

    const form = page.locator("#service-booking-form");
    const time = form.getByLabel(/^Time at Wattle Ridge Toyota Service Centre/);
    await expect(time).toBeVisible();
    if (javaScriptEnabled) await hydrated(form);
    const chosen = await chooseAnyTime(time);
    await form.getByLabel(/^Service/).selectOption("Logbook service");
    await form.getByLabel("Registration").fill("abc 123");
    await form.getByLabel(/^Make/).fill("Toyota");
    await form.getByLabel(/^Model/).fill("Corolla");
    await form.getByLabel(/^Odometer/).fill("45,000");
    await fillShopper(form);
    await page.waitForTimeout(FORM_MIN_FILL_MS + 200);
    await form.getByRole("button", { name: "Book Service" }).click();

    const leadId = await leadIdOf(page);
    await expect(page.getByText(chosen, { exact: true })).toBeVisible();
    const mail = await dealerMail(leadId);
    expect(mail).toContain("Service: Logbook service");
    expect(mail).toContain(`Booking time: ${chosen}`);
    expect(mail).toContain("Location: Wattle Ridge Toyota Service Centre");
    // The dealer's service desk takes its leads as plain mail (its route); the ADF is the unit tests' (service_.booking.test.ts).
    const recipients = (await messagesOfLead(leadId)).map((message) => message.headers.to);
    expect(recipients).toContain("service.desk@wattleridgetoyota.com.au");
  });

  test("a test drive at one of the free times of the car's location, the time in the lead's mail", async ({ page, javaScriptEnabled }) => {
    const car = await firstCarPath(page);
    await page.goto(car.path);
    const opener = page.locator('#test-drive [data-action="test-drive-dialog"]');
    if (javaScriptEnabled) await hydrated(opener);
    await opener.click();
    const form = page.locator("#test-drive-form");
    // With JavaScript the dialog's form comes once its free times have loaded.
    await expect(form.getByLabel("Preferred time")).toBeVisible();
    const chosen = await chooseAnyTime(form.getByLabel("Preferred time"));
    await fillShopper(form);
    await page.waitForTimeout(FORM_MIN_FILL_MS + 200);
    await form.getByRole("button", { name: "Book a Test Drive" }).click();
    const leadId = await leadIdOf(page);
    const mail = await dealerMail(leadId);
    expect(mail).toContain(`Preferred time: ${chosen}`);
    expect(mail).toMatch(/<description>Preferred test drive, [^<]+<\/description>/);
  });

  test("Enquire: a modal dialog with JavaScript (focus in, Escape, focus back, sent), the page's form without", async ({
    page,
    javaScriptEnabled,
  }) => {
    const car = await firstCarPath(page);
    await page.goto(car.path);
    const enquire = page.getByRole("complementary", { name: "Actions" }).locator('[data-action="enquire"]');
    let form: Locator;
    if (javaScriptEnabled) {
      await hydrated(enquire);
      // The pointer over the trigger renders the form, so the dialog does not open empty.
      await enquire.hover();
      await expect(page.locator("#enquiry-dialog-form")).toBeAttached();
      await enquire.click();
      const dialog = page.getByRole("dialog", { name: /^Enquire about this/ });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator(":focus")).toHaveCount(1);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(enquire).toBeFocused();
      await enquire.click();
      form = dialog.locator("#enquiry-dialog-form");
    } else {
      await enquire.click();
      await expect(page).toHaveURL(new RegExp(`${car.path}#enquire$`));
      form = page.locator("#enquiry-form");
    }
    await fillShopper(form);
    await form.getByLabel(/^Message/).fill("Is it still available?");
    await page.waitForTimeout(FORM_MIN_FILL_MS + 200);
    await form.getByRole("button", { name: "Enquire Now" }).click();
    await leadIdOf(page);
    await expect(page.getByRole("link", { name: car.name, exact: true })).toBeVisible();
  });
});
