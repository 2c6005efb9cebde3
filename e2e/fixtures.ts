import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { tenants as registry } from "../app/tenants/index";
import type { Tenant } from "../app/tenants/schema";

export { expect };

/** The demo tenants, parsed by the app's own schema: tests read menus and labels from them. */
export const tenants: readonly Tenant[] = registry;

/** The app's own name for the cookie that pins a tenant on a shared host (tenants/resolve.ts). */
export { QA_TENANT_COOKIE } from "../app/tenants/resolve";

/** One tenant per template, the first in registry order (for the screenshots). */
export function oneTenantPerTemplate(): Tenant[] {
  const byTemplate = new Map<string, Tenant>();
  for (const tenant of tenants) {
    if (!byTemplate.has(tenant.template)) byTemplate.set(tenant.template, tenant);
  }
  return [...byTemplate.values()];
}

export function tenantBySlug(slug: string): Tenant {
  const tenant = tenants.find((t) => t.slug === slug);
  if (!tenant) throw new Error(`No tenant "${slug}" in app/tenants`);
  return tenant;
}

/** Picks the tenant on the preview host with ?tenant= and lands on the page without it. */
export async function visitAsTenant(page: Page, slug: string, path = "/") {
  const separator = path.includes("?") ? "&" : "?";
  const response = await page.goto(`${path}${separator}tenant=${encodeURIComponent(slug)}`);
  expect(response, `no response for ${path} as ${slug}`).not.toBeNull();
  return response!;
}

/**
 * Waits until React has hydrated `element` (its node carries React's keys). A change made
 * before that is the browser's own: a form typed in then posts as plain HTML, and a click
 * during hydration raced it (a search page once showed the list of the search before under
 * the address of the new one).
 */
export async function hydrated(element: Locator) {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__react"))))
    .toBe(true);
}

/** With JavaScript, waits for the search form's hydration; without it there is none to wait for. */
export async function searchFormReady(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await hydrated(page.locator('form[role="search"]'));
}

/**
 * Starts recording what breaks a page without failing its request: uncaught errors, React
 * hydration errors, and stylesheets or scripts that did not load (an unstyled page still
 * answers 200). Returns the live list.
 */
export function recordPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && /hydrat|Minified React error/i.test(message.text())) {
      problems.push(`console: ${message.text()}`);
    }
  });
  const isAsset = (type: string) => type === "stylesheet" || type === "script";
  // With JavaScript off Chromium cancels script requests itself: only a stylesheet's
  // failed request is a problem; a script counts when the server answers it with an error.
  page.on("requestfailed", (request) => {
    if (request.resourceType() === "stylesheet") {
      problems.push(`${request.resourceType()} failed: ${request.url()} (${request.failure()?.errorText})`);
    }
  });
  page.on("response", (response) => {
    if (isAsset(response.request().resourceType()) && response.status() >= 400) {
      problems.push(`${response.request().resourceType()} ${response.status()}: ${response.url()}`);
    }
  });
  return problems;
}

interface Fixtures {
  /** Which tenant a test (or a describe block) is about: `test.use({ tenantSlug })`. */
  tenantSlug: string;
  /** That tenant's parsed configuration. */
  tenant: Tenant;
  /** The port the app under test listens on, for visiting custom domains. */
  port: number;
  /** What broke the page while the test ran (see recordPageProblems). */
  pageProblems: string[];
}

interface WorkerFixtures {
  tenants: readonly Tenant[];
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  tenants: [async ({}, use) => use(tenants), { scope: "worker" }],
  tenantSlug: [tenants[0]!.slug, { option: true }],
  tenant: async ({ tenantSlug }, use) => use(tenantBySlug(tenantSlug)),
  port: async ({ baseURL }, use) => {
    const url = new URL(baseURL ?? "http://localhost:3211");
    await use(Number(url.port || 80));
  },
  pageProblems: async ({ page }, use) => use(recordPageProblems(page)),
  // Each test is a shopper of its own: the per-address limits (leads, sign-in codes) count
  // them apart instead of the whole suite sharing 127.0.0.1. The server trusts the header
  // from loopback, where its proxy would be.
  page: async ({ page }, use) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": randomShopperAddress() });
    await use(page);
  },
});

/** A private address no other test is likely to have. */
export function randomShopperAddress(): string {
  const part = () => 1 + Math.floor(Math.random() * 254);
  return `10.${part()}.${part()}.${part()}`;
}

/**
 * A vehicle page's Actions sidebar, out of its whole HTML: the page's own buttons, not those
 * of the similar cars listed below it.
 */
export function sidebarHtml(html: string): string {
  return /<aside[^>]*aria-label="Actions"[^>]*>([\s\S]*?)<\/aside>/.exec(html)?.[1] ?? "";
}
