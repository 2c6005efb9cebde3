import "./search/testing/fileScope";
import { describe, expect, it } from "vitest";
import { PhoneLink } from "./PhoneLink";
import { renderAt } from "./search/testing/render";

const phone = "03 9555 0500";

describe("PhoneLink", () => {
  it("shows an unmasked number in full as a tel: link", async () => {
    const html = await renderAt("/", <PhoneLink phone={phone} />);
    expect(html).toContain('href="tel:0395550500"');
    expect(html).toContain(`>${phone}<`);
    expect(html).not.toContain("Show number");
    expect(html).not.toContain("<form");
  });

  it("masks to the first 5 characters until Show number is pressed (search-journey §4)", async () => {
    const html = await renderAt("/search?make=Kia", <PhoneLink phone={phone} masked />);
    expect(html).not.toContain(phone);
    expect(html).not.toContain("tel:");
    expect(html).toContain(">03 95…<");
    expect(html).toMatch(/<form method="post" action="\/phone-reveal"[^>]*>/);
    expect(html).toMatch(/<button type="submit"[^>]*>.*Show number<\/span><\/button>/);
    // Without JavaScript the page comes back at the button: the return address names the form.
    const formId = /<form[^>]* id="([^"]+)"/.exec(html)?.[1];
    expect(formId).toMatch(/^phone\w+$/);
    expect(html).toContain(`<input type="hidden" name="return_to" value="/search?make=Kia#${formId}"/>`);
    expect(html).not.toContain('name="car_id"');
  });

  it("puts a call to action's words inside the button, then inside the link once revealed", async () => {
    const masked = await renderAt(
      "/service",
      <PhoneLink phone={phone} masked source="phones:service" label="Book a Service: " targetClassName="cta" />,
    );
    expect(masked).toMatch(/<button type="submit" class="cta">Book a Service: <span>03 95…<\/span>/);
    expect(masked).toContain('<input type="hidden" name="source" value="phones:service"/>');
    const shown = await renderAt("/service", <PhoneLink phone={phone} label="Book a Service: " targetClassName="cta" />);
    expect(shown).toContain('<a href="tel:0395550500" class="cta">Book a Service: <span>03 9555 0500</span></a>');
  });

  it("posts the car and dealership of a car's number", async () => {
    const html = await renderAt("/cars/2021-mazda-cx-5", <PhoneLink phone={phone} masked carId={4821} dealershipId={1201} />);
    expect(html).toContain('<input type="hidden" name="car_id" value="4821"/>');
    expect(html).toContain('<input type="hidden" name="dealership_id" value="1201"/>');
  });

  it("shows the full number when the page says it was revealed", async () => {
    const html = await renderAt("/cars/2021-mazda-cx-5", <PhoneLink phone={phone} masked carId={4821} revealed />);
    expect(html).toContain('href="tel:0395550500"');
    expect(html).not.toContain("Show number");
  });

  it("reads the reveal from the URL after a post without JavaScript", async () => {
    const site = await renderAt("/search?reveal=site", <PhoneLink phone={phone} masked icon />);
    expect(site).toContain(`>${phone}<`);

    const otherCar = await renderAt("/search?reveal=77", <PhoneLink phone={phone} masked carId={4821} />);
    expect(otherCar).toContain("Show number");
    const thisCar = await renderAt("/search?reveal=77&reveal=4821", <PhoneLink phone={phone} masked carId={4821} />);
    expect(thisCar).toContain(`>${phone}<`);
  });

  it("keeps the number masked when the page says so, whatever the URL", async () => {
    const html = await renderAt("/?reveal=site", <PhoneLink phone={phone} masked revealed={false} />);
    expect(html).toContain("Show number");
  });
});
