import "~/components/search/testing/fileScope";
import { describe, expect, it } from "vitest";
import { renderAt } from "~/components/search/testing/render";
import { notReservableText, reservationTerms } from "~/models/leads/reservation";
import { NotReservable, ReservePage } from "./ReservePage";

const car = {
  name: "2021 Toyota Corolla Ascent Sport",
  href: "/cars/2021-toyota-corolla-ascent-sport",
  eyebrow: "Used · Stock U5001",
  priceText: "$27,990",
  image: null,
};

describe("ReservePage", () => {
  it("shows the car and the §9 deposit terms: $200, held 48 hours, fully refundable, no payment online", async () => {
    const html = await renderAt(
      "/cars/2021-toyota-corolla-ascent-sport/checkout",
      <ReservePage car={car} terms={reservationTerms(200, "car", "Test Motors")}>
        <p>the form</p>
      </ReservePage>,
    );
    expect(html).toMatch(/<h1[^>]*>Reserve this car<\/h1>/);
    expect(html).toContain("Reserve deposit");
    expect(html).toContain(">$200<");
    expect(html).toContain("A $200 deposit holds the car for you for 48 hours, and it is fully refundable.");
    expect(html).toContain("No payment is taken on this website.");
    expect(html).toContain('href="/cars/2021-toyota-corolla-ascent-sport"');
    expect(html).toContain("<p>the form</p>");
  });

  it("says a car cannot be reserved online and links to its enquiry form instead", async () => {
    const html = await renderAt(
      "/cars/2021-toyota-corolla-ascent-sport/checkout",
      <NotReservable text={notReservableText("car")} enquireHref="/cars/2021-toyota-corolla-ascent-sport/enquire" enquireLabel="Enquire" />,
    );
    expect(html).toContain("This car cannot be reserved online.");
    expect(html).toMatch(/<a [^>]*href="\/cars\/2021-toyota-corolla-ascent-sport\/enquire"[^>]*>Enquire<\/a>/);
  });
});
