import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { paidSessionEvent, signedStripeEvent, startStripeStandIn, type StripeStandIn } from "../app/adapters/payments/testing/stripe-stand-in";
import { expect, sidebarHtml, test } from "./fixtures";
import { fillReservation, reservableCar } from "./reserve-helpers";
import { E2E_SERVER_ENV, FORM_MIN_FILL_MS } from "./server-env";

/*
 * The reserve deposit paid through Stripe, on a second server of its own whose
 * Stripe is a local stand-in (STRIPE_API_BASE): the form sends the shopper to the checkout
 * page, the signed webhook holds the car, and the shopper's page back on the site cancels
 * the hold, which refunds the deposit through the stand-in.
 */

const WEBHOOK_SECRET = "whsec_e2e_stand_in_secret";

let standIn: StripeStandIn;
let server: ChildProcess;
let origin: string;
let dataDir: string;

async function waitForHealth(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer 200 in time`);
}

test.describe("reserving with a deposit paid on Stripe", () => {
  test.describe.configure({ timeout: 240_000 });

  test.beforeAll(async () => {
    // A server of its own seeds its stock and builds its index first: on a busy machine, minutes.
    test.setTimeout(240_000);
    standIn = await startStripeStandIn();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-deposit-"));
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    origin = `http://localhost:${port}`;
    server = spawn(process.execPath, ["scripts/start.mjs"], {
      env: {
        ...process.env,
        ...E2E_SERVER_ENV,
        NODE_ENV: "production",
        PORT: String(port),
        DATA_DIR: dataDir,
        STOCK_COUNT: "300",
        LOG_LEVEL: "warn",
        STRIPE_SECRET_KEY: "sk_test_e2e_stand_in",
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: standIn.apiBase,
      },
      stdio: "ignore",
    });
    await waitForHealth(`${origin}/healthz`, Date.now() + 200_000);
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    await standIn?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("pay the deposit on Stripe, the car shows reserved, and cancelling refunds it", async ({ page, javaScriptEnabled }) => {
    const { reservePath, carPath } = await reservableCar(page, "wattle-ridge-toyota", origin);
    const reservePage = await page.goto(`${origin}${reservePath}`);
    // Forms post to this site only, except where the answer goes on to Stripe's checkout.
    expect(reservePage?.headers()["content-security-policy"]).toContain("form-action 'self' https://checkout.stripe.com");
    const carPage = await page.request.get(`${origin}${carPath}`);
    expect(carPage.headers()["content-security-policy"]).toMatch(/form-action 'self'(;|$)/);
    await expect(page.getByText(/then pay the \$[\d,]+ deposit securely with Stripe/)).toBeVisible();
    const servedAt = Date.now();
    await fillReservation(page);
    if (javaScriptEnabled) await expect(page.locator('input[name="altcha"]')).not.toHaveValue("", { timeout: 20_000 });
    await page.waitForTimeout(Math.max(0, servedAt + FORM_MIN_FILL_MS + 500 - Date.now()));

    // The closed network has no Stripe: its checkout page is answered here.
    const checkoutPage = { contentType: "text/html", body: "<!doctype html><title>Stripe Checkout</title><h1>Pay</h1>" };
    const checkoutAddress = /^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_standin_\d+$/;
    await page.route("https://checkout.stripe.com/**", (route) => route.fulfill(checkoutPage));
    // Without JavaScript the form's own 303 sends the browser to Stripe, and Playwright does not
    // route a redirect's target: the post's answer is read here and the checkout page shown.
    let redirectedTo = "";
    if (!javaScriptEnabled) {
      await page.route(`${origin}/**`, async (route) => {
        if (route.request().method() !== "POST" || redirectedTo) return route.fallback();
        const answer = await route.fetch({ maxRedirects: 0 });
        redirectedTo = `${answer.status()} ${answer.headers()["location"] ?? ""}`;
        await route.fulfill(checkoutPage);
      });
    }
    await page.getByRole("button", { name: /^Pay \$[\d,]+ deposit$/ }).click();
    if (javaScriptEnabled) {
      await expect(page).toHaveURL(checkoutAddress);
    } else {
      await expect.poll(() => redirectedTo).toMatch(/^303 /);
      expect(redirectedTo.slice(4)).toMatch(checkoutAddress);
      await expect(page).toHaveTitle("Stripe Checkout");
    }
    const session = standIn.sessions.at(-1)!;
    expect(new URL(session.successUrl).origin).toBe(origin);

    const event = signedStripeEvent(paidSessionEvent(`evt_e2e_${session.id}`, session.id, session.reservationId), WEBHOOK_SECRET);
    const webhook = await page.request.post(`${origin}/api/payments/stripe`, {
      data: event.body,
      headers: { "Content-Type": "application/json", "Stripe-Signature": event.signature },
    });
    expect(webhook.status()).toBe(200);
    const replay = await page.request.post(`${origin}/api/payments/stripe`, {
      data: event.body,
      headers: { "Content-Type": "application/json", "Stripe-Signature": event.signature },
    });
    expect(await replay.json()).toEqual({ message: "duplicate" });

    await page.goto(session.successUrl);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your deposit is paid");
    // The vehicle page's sidebar no longer offers Reserve: the car is held.
    const carHtml = await (await page.request.get(`${origin}${carPath}`)).text();
    expect(sidebarHtml(carHtml)).not.toContain('data-action="reserve"');

    await page.getByRole("button", { name: "Cancel my reservation" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reservation ended");
    await expect(page.getByText(/^The reservation was cancelled\. The \$[\d,]+ deposit has been refunded in full\.$/)).toBeVisible();
    expect(standIn.requests.filter((call) => call.path === "/v1/refunds").map((call) => call.form.get("payment_intent"))).toEqual([
      "pi_test_standin",
    ]);
  });
});
