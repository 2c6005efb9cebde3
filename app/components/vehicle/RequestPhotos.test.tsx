import "~/components/search/testing/fileScope";
import { describe, expect, it } from "vitest";
import { renderAt } from "~/components/search/testing/render";
import { FORM_STAMP_FIELD, FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "~/models/leads/forms/field-names";
import { RequestPhotos } from "./RequestPhotos";
import { VehicleGallery } from "./VehicleGallery";

const PAGE = "/cars/2026-fuso-canter-515-wide-cab-n10016";
const guard = { formToken: "token-1", formStamp: "stamp-1" };
const consent = { dealerName: "Ironbark Trucks", manufacturer: "Fuso" };

const renderGallery = () =>
  renderAt(
    PAGE,
    <VehicleGallery images={[]} pending="Coming soon" title="2026 Fuso Canter 515 Wide Cab" vehicleType="truck">
      <RequestPhotos action={`${PAGE}/request-photos`} guard={guard} consent={consent} carName="2026 Fuso Canter 515 Wide Cab" />
    </VehicleGallery>,
  );

/** The opening tag of the element matching `pattern`. */
const tag = (html: string, pattern: RegExp) => html.match(pattern)?.[0] ?? "";

describe("Request Photos on a vehicle page without photos (search-journey §2, §5)", () => {
  it("says the photos of this truck are on their way, in the dealer's own word", async () => {
    expect(await renderGallery()).toContain("Photos of this truck are on their way.");
  });

  it("is a plain POST form to the car's /request-photos, as the search card's is", async () => {
    const html = await renderGallery();
    expect(tag(html, /<form[^>]*>/)).toContain(`action="${PAGE}/request-photos"`);
    expect(tag(html, /<form[^>]*>/)).toContain('method="post"');
    expect(html).toContain('aria-label="Request photos of the 2026 Fuso Canter 515 Wide Cab"');
  });

  it('sends the hidden default "Please send photos for this car", the guard and an empty honeypot', async () => {
    const html = await renderGallery();
    expect(html).toContain('<input type="hidden" name="message" value="Please send photos for this car"/>');
    expect(html).toContain(`name="${FORM_TOKEN_FIELD}" value="token-1"`);
    expect(html).toContain(`name="${FORM_STAMP_FIELD}" value="stamp-1"`);
    expect(tag(html, new RegExp(`<input[^>]*name="${HONEYPOT_FIELD}"[^>]*>`))).toContain('value=""');
  });

  it("asks only for the email, labelled, and the consent naming who handles it (vehicle-page §5)", async () => {
    const html = await renderGallery();
    const email = tag(html, /<input[^>]*type="email"[^>]*>/);
    expect(email).toContain('name="email"');
    expect(email).toContain("required");
    const id = email.match(/id="([^"]+)"/)![1];
    expect(html).toContain(`for="${id}"`);
    expect(tag(html, /<input[^>]*name="terms_agreed"[^>]*>/)).toContain("required");
    expect(html.replace(/<[^>]+>/g, "")).toContain(
      "I agree to the terms of use, and that my information is handled by Ironbark Trucks and the Fuso group of companies in line with the Dealer Privacy Policy.",
    );
    expect(html).not.toMatch(/name="(name|phone|postcode)"/);
    expect(html).toMatch(/<button type="submit"[^>]*>Request Photos<\/button>/);
  });

  it("sits under the placeholder's words, outside its picture role (a form inside role=img is hidden from screen readers)", async () => {
    const html = await renderGallery();
    const picture = html.indexOf('role="img"');
    const pictureEnd = html.indexOf("</div>", picture);
    expect(picture).toBeGreaterThan(-1);
    expect(html.slice(picture, pictureEnd)).toContain("Coming soon");
    expect(html.indexOf("<form")).toBeGreaterThan(pictureEnd);
  });
});
