import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test, visitAsTenant } from "./fixtures";
import { pageJsonLd } from "./json-ld";

/*
 * The dealer's own pages (vehicle-page §2 Locations and Other screens, §5, §9)
 * for two tenants of different templates, with JavaScript on and off (the js and no-js
 * projects run every test).
 */

/** The contact page's schema.org AutoDealer, one department per location. */
interface AutoDealerLd {
  "@type": string;
  department: { openingHoursSpecification: unknown[] }[];
}

const SCREENSHOT_DIR = path.resolve("e2e/.artifacts/screenshots/dealer-pages");
/** The demo tenants with posts in the vehicle-reviews category (content/<slug>/blog/). */
const TENANTS_WITH_REVIEWS = ["wattle-ridge-toyota", "meridian-motor-group"];

interface Case {
  slug: string;
  /** A location with more than one department's hours, and the second department. */
  location: { slug: string; name: string; department: string; weekdays: string };
  /** A postcode near one location, and that location's name. */
  nearby: { postcode: string; name: string };
  /** §2: the consumer-protection bodies of the states the dealer has locations in. */
  complaintBodies: string[];
  googleReviewUrl: string;
  markdownPage: { path: string; heading: string };
}

const cases: Case[] = [
  {
    slug: "wattle-ridge-toyota",
    location: { slug: "wattle-ridge-sales", name: "Wattle Ridge Toyota Sales", department: "Service", weekdays: "7:00 am - 5:00 pm" },
    nearby: { postcode: "4300", name: "Wattle Ridge Toyota Springfield" },
    complaintBodies: ["Queensland Office of Fair Trading"],
    googleReviewUrl: "https://g.page/r/wattle-ridge-toyota/review",
    markdownPage: { path: "/pages/toyota-hybrids", heading: "Toyota hybrids" },
  },
  {
    slug: "gumleaf-caravans",
    location: { slug: "gumleaf-wangara", name: "Gumleaf Caravans Wangara", department: "Parts", weekdays: "8:00 am - 4:00 pm" },
    nearby: { postcode: "2170", name: "Gumleaf Caravans Prestons" },
    complaintBodies: ["Consumer Protection WA", "NSW Fair Trading"],
    googleReviewUrl: "https://g.page/r/gumleaf-caravans/review",
    markdownPage: { path: "/about-us", heading: "About Gumleaf Caravans" },
  },
];

const hoursTable = (page: Page) => page.locator("table").filter({ has: page.locator("caption") }).first();

async function screenshot(page: Page, name: string, javaScript: boolean) {
  if (!javaScript) return;
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const width of [1366, 400]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

for (const c of cases) {
  test.describe(c.slug, () => {
    test("a location page shows the hero with map, details and hours, and switches department", async ({ page }, testInfo) => {
      const javaScript = testInfo.project.use.javaScriptEnabled !== false;
      await visitAsTenant(page, c.slug, `/locations/${c.location.slug}`);
      await expect(page.getByRole("heading", { level: 1, name: c.location.name })).toBeVisible();
      await expect(page.locator("#map")).toContainText(c.location.slug === "gumleaf-wangara" ? "Wangara" : "Ipswich");
      await expect(page.locator("#map a")).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\//);
      // §9: "Mon-Fri collapse into one line when 5 weekdays share hours".
      await expect(hoursTable(page).getByRole("rowheader", { name: "Mon - Fri" })).toBeVisible();
      await expect(hoursTable(page).locator("caption")).toHaveText("Sales opening hours");

      // With JavaScript the button goes once the page is hydrated, and the switch is instant.
      if (javaScript) await expect(page.getByRole("button", { name: "Show hours" })).toHaveCount(0);
      await page.getByLabel("Department").selectOption({ label: c.location.department });
      if (!javaScript) await page.getByRole("button", { name: "Show hours" }).click();
      await expect(hoursTable(page).locator("caption")).toHaveText(`${c.location.department} opening hours`);
      await expect(hoursTable(page).getByRole("row", { name: /Mon - Fri/ })).toContainText(c.location.weekdays);
      if (javaScript) {
        expect(new URL(page.url()).searchParams.get("department")).toBeNull();
      } else {
        expect(new URL(page.url()).searchParams.get("department")).toBe(c.location.department.toLowerCase());
      }
      await screenshot(page, `${c.slug}-location`, javaScript);
    });

    test("/contact and /contact-us are one page with the Our Locations carousel and AutoDealer JSON-LD", async ({ page }, testInfo) => {
      await visitAsTenant(page, c.slug, "/contact");
      await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/contact-us$/);
      await page.goto("/contact-us");
      await expect(page.getByRole("main").getByRole("heading", { level: 2, name: "Our Locations" })).toBeVisible();
      const json = await pageJsonLd<AutoDealerLd>(page);
      expect(json["@type"]).toBe("AutoDealer");
      expect(json.department[0]).toMatchObject({ "@type": "AutoDealer", geo: { "@type": "GeoCoordinates" } });
      expect(json.department[0]!.openingHoursSpecification.length).toBeGreaterThan(0);
      await screenshot(page, `${c.slug}-contact-us`, testInfo.project.use.javaScriptEnabled !== false);
    });

    test("finds the nearest location to a postcode, and says when a postcode is invalid", async ({ page }) => {
      await visitAsTenant(page, c.slug, "/contact-us");
      // The page's enquiry form has a Postcode field too: this is the finder's.
      const finder = page.locator("#nearest-location");
      const postcode = finder.getByLabel("Postcode");
      await postcode.fill(c.nearby.postcode);
      await page.getByRole("button", { name: "Find nearest" }).click();
      const answer = page.locator("#nearest-location");
      await expect(answer).toContainText(`Nearest to ${c.nearby.postcode}: ${c.nearby.name}`);
      await expect(answer).toContainText(/\d km away\./);
      await expect(page.getByRole("heading", { level: 2, name: c.nearby.name })).toBeVisible();

      // §5: "exactly 4 digits ... message Invalid postcode. Please enter a 4-digit number."
      await finder.getByLabel("Postcode").fill("12a");
      await page.getByRole("button", { name: "Find nearest" }).click();
      await expect(answer.getByRole("alert")).toHaveText("Invalid postcode. Please enter a 4-digit number.");
      await expect(finder.getByLabel("Postcode")).toHaveAttribute("aria-invalid", "true");

      // §5: "Geocoding a postcode with no result fails with Invalid postcode".
      await finder.getByLabel("Postcode").fill("9999");
      await page.getByRole("button", { name: "Find nearest" }).click();
      await expect(answer.getByRole("alert")).toHaveText("Invalid postcode");
    });

    test("the complaints page lists the state bodies of the dealer's locations, then advises legal advice", async ({ page }, testInfo) => {
      for (const name of ["complaint-handling-process", "complaint-handling", "handling-complaint"]) {
        const response = await visitAsTenant(page, c.slug, `/pages/${name}`);
        expect(response.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1, name: "Complaint Handling Process" })).toBeVisible();
      }
      const bodies = page.locator("main li");
      await expect(bodies).toHaveCount(c.complaintBodies.length);
      for (const [index, body] of c.complaintBodies.entries()) await expect(bodies.nth(index)).toContainText(body);
      await expect(page.locator("main")).toContainText(/seek independent legal advice/);
      await screenshot(page, `${c.slug}-complaints`, testInfo.project.use.javaScriptEnabled !== false);
    });

    test("the feedback page greets by first_name and dealership_name, with fallbacks", async ({ page }, testInfo) => {
      await visitAsTenant(page, c.slug, "/feedback");
      await expect(page.getByRole("heading", { level: 1, name: "We'd love to hear your feedback!" })).toBeVisible();
      await expect(page.locator("main")).toContainText("Hi Valued Customer, thank you for choosing Our Dealership.");
      await expect(page.getByRole("link", { name: "I had a great experience" })).toHaveAttribute("href", c.googleReviewUrl);
      await expect(page.getByRole("link", { name: "I had a bad experience" })).toHaveAttribute("href", "/customer-feedback-survey");
      await screenshot(page, `${c.slug}-feedback`, testInfo.project.use.javaScriptEnabled !== false);

      await page.goto("/feedback?first_name=Priya&dealership_name=Northside%20Motors");
      await expect(page.locator("main")).toContainText("Hi Priya, thank you for choosing Northside Motors.");
      await page.getByRole("link", { name: "I had a bad experience" }).click();
      await expect(page).toHaveURL(/\/customer-feedback-survey$/);
      await expect(page.getByRole("heading", { name: "Customer feedback survey" })).toBeVisible();
      await expect(page.locator("main")).toContainText(/call us on/);
    });

    test("Markdown pages, the blog, terms and privacy render in the dealer's theme", async ({ page }, testInfo) => {
      await visitAsTenant(page, c.slug, c.markdownPage.path);
      await expect(page.getByRole("heading", { level: 1, name: c.markdownPage.heading })).toBeVisible();
      await expect(page.locator("main h2").first()).toBeVisible();
      await screenshot(page, `${c.slug}-markdown`, testInfo.project.use.javaScriptEnabled !== false);

      await page.goto("/blog");
      await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
      const firstPost = page.locator("main article h2 a").first();
      const title = (await firstPost.textContent()) ?? "";
      await firstPost.click();
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

      // vehicle-page §2 "/blog/vehicle-reviews": the posts whose category is vehicle-reviews.
      await page.goto("/blog");
      const reviews = page.getByRole("main").getByRole("link", { name: "Vehicle reviews", exact: true });
      await expect(reviews).toHaveCount(TENANTS_WITH_REVIEWS.includes(c.slug) ? 1 : 0);
      if (TENANTS_WITH_REVIEWS.includes(c.slug)) {
        await reviews.click();
        await expect(page).toHaveURL(/\/blog\/vehicle-reviews$/);
        await expect(page.getByRole("heading", { level: 1, name: "Vehicle reviews" })).toBeVisible();
        await expect(page.locator("main article")).toHaveCount(1);
        await page.locator("main article h2 a").click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(/review|A week with/);
      }

      await page.goto("/terms-and-conditions");
      await expect(page.getByRole("heading", { level: 1, name: "Terms and Conditions" })).toBeVisible();
      await page.goto("/privacy-policy");
      await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
      // §9: "Privacy complaints answered within 30 days".
      await expect(page.locator("main")).toContainText("We will respond to privacy complaints within 30 days.");
    });

    test("an unknown content page is a 404 in the dealer's theme", async ({ page }) => {
      await visitAsTenant(page, c.slug);
      for (const missing of ["/pages/no-such-page", "/blog/no-such-post", "/locations/no-such-location"]) {
        const response = await page.goto(missing);
        expect(response?.status(), missing).toBe(404);
        await expect(page.getByRole("banner")).toBeVisible();
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      }
    });
  });
}
