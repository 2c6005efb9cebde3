import type { FooterGroup } from "../schema";

/**
 * Platform pages every dealer links under the same words. A tenant file names them from here
 * and writes out only its own entries (its stock wording, its finance page, its extras), so a
 * platform page that is renamed or moved changes in one place for every dealer.
 */
export const pages = {
  home: { label: "Home", href: "/" },
  aboutUs: { label: "About Us", href: "/about-us" },
  contactUs: { label: "Contact Us", href: "/contact-us" },
  privacyPolicy: { label: "Privacy Policy", href: "/privacy-policy" },
  termsAndConditions: {
    label: "Terms And Conditions",
    href: "/terms-and-conditions",
  },
  usedCars: { label: "Used Cars", href: "/search/used-cars" },
  demoCars: { label: "Demo Cars", href: "/search/demo-cars" },
  suvs: { label: "SUVs", href: "/search/suv-cars" },
  specialOffers: { label: "Special Offers", href: "/special-offers" },
  sellMyCar: { label: "Sell My Car", href: "/sell-my-car" },
  tradeIn: { label: "Trade In", href: "/trade-in" },
  bookAService: { label: "Book a Service", href: "/service" },
  partsAndAccessories: {
    label: "Parts & Accessories",
    href: "/vehicle-parts-and-accessories",
  },
  fleet: { label: "Fleet", href: "/fleet" },
  blog: { label: "Blog", href: "/blog" },
} satisfies Record<string, { label: string; href: string }>;

/** The footer column under the dealer's name: who they are, how to reach them, the legal pages. */
export function companyFooter(dealerName: string): FooterGroup {
  return {
    title: dealerName,
    links: [
      pages.aboutUs,
      pages.contactUs,
      pages.privacyPolicy,
      pages.termsAndConditions,
    ],
  };
}
