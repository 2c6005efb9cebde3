import "../search/testing/fileScope";
import { describe, expect, it } from "vitest";
import { renderAt } from "../search/testing/render";
import { StickyMobileFooter } from "./VehicleSidebar";

const footer = (props: { phone: string | null; revealedPhone?: string }) =>
  renderAt("/cars/a-car", <StickyMobileFooter {...props} callNowOpen enquireHref="#enquire" enquireLabel="Enquire" />);

describe("the vehicle page's sticky Call Now (vehicle-page §2, §9)", () => {
  it("dials the car's number", async () => {
    expect(await footer({ phone: "03 9555 0520" })).toMatch(/<a href="tel:0395550520"[^>]*>Call Now<\/a>/);
  });

  it("leads to the call card's Show number while the number is masked (search-journey §4)", async () => {
    expect(await footer({ phone: "03 95…" })).toMatch(/<a href="#call-dealer-title"[^>]*>Call Now<\/a>/);
  });

  it("dials the number once the call card's Show number revealed it", async () => {
    expect(await footer({ phone: "03 95…", revealedPhone: "03 9555 0520" })).toMatch(
      /<a href="tel:0395550520"[^>]*>Call Now<\/a>/,
    );
  });
});
