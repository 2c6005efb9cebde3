import { defineTenant } from "../schema";
import { weekdays } from "./opening-hours";
import { companyFooter, pages } from "./shared-menus";

/** The business's postal address is its main yard's. */
const mainYard = {
  street: "16 Paramount Drive",
  city: "Wangara",
  state: "WA",
  postcode: "6065",
} as const;

/** A caravan dealer in Perth with a Sydney yard (invented business). */
export const gumleafCaravans = defineTenant({
  slug: "gumleaf-caravans",
  id: 104,
  template: "outback",
  name: "Gumleaf Caravans",
  tagline: "Caravans built for the long way round",
  address: mainYard,
  domains: ["www.gumleafcaravans.com.au", "gumleafcaravans.com.au"],
  dealerships: [
    {
      id: 1301,
      slug: "gumleaf-caravans",
      name: "Gumleaf Caravans",
      manufacturers: ["Jayco", "Coromal", "Crusader", "Lotus Caravans"],
      googleReviewUrl: "https://g.page/r/gumleaf-caravans/review",
    },
  ],
  locations: [
    {
      id: 5301,
      slug: "gumleaf-wangara",
      name: "Gumleaf Caravans Wangara",
      dealershipSlug: "gumleaf-caravans",
      locationType: "sales",
      primary: true,
      address: { ...mainYard, lat: -31.7897, lng: 115.8268 },
      phone: "08 9555 0600",
      timezone: "Australia/Perth",
      openingHours: [
        ...weekdays("08:30", "17:00"),
        { weekday: 6, open: "09:00", close: "16:00" },
        { weekday: 0, open: "10:00", close: "15:00" },
        { weekday: 4, date: "2026-12-24", open: "09:00", close: "13:00" },
        { weekday: 5, date: "2026-12-25", status: "Closed" },
        { weekday: 6, date: "2026-12-26", status: "Closed" },
        ...weekdays("08:00", "16:00", "parts"),
        { weekday: 6, open: "09:00", close: "12:00", department: "parts" },
        { weekday: 4, date: "2026-12-24", open: "09:00", close: "12:00", department: "parts" },
        { weekday: 5, date: "2026-12-25", status: "Closed", department: "parts" },
      ],
      dealerLicenceNumber: "MD 28871",
    },
    {
      id: 5302,
      slug: "gumleaf-wangara-service",
      name: "Gumleaf Caravans Service & Repairs",
      dealershipSlug: "gumleaf-caravans",
      locationType: "service",
      address: {
        street: "9 Motivation Drive",
        city: "Wangara",
        state: "WA",
        postcode: "6065",
        lat: -31.7942,
        lng: 115.8311,
      },
      phone: "08 9555 0640",
      timezone: "Australia/Perth",
      openingHours: [
        ...weekdays("07:30", "16:30", "service"),
        { weekday: 0, status: "Closed", department: "service" },
        { weekday: 5, date: "2026-12-25", status: "Closed", department: "service" },
      ],
    },
    {
      id: 5303,
      slug: "gumleaf-prestons",
      name: "Gumleaf Caravans Prestons",
      dealershipSlug: "gumleaf-caravans",
      locationType: "sales",
      address: {
        street: "52 Yato Road",
        city: "Prestons",
        state: "NSW",
        postcode: "2170",
        lat: -33.9412,
        lng: 150.8716,
      },
      phone: "02 9555 0700",
      timezone: "Australia/Sydney",
      openingHours: [
        ...weekdays("08:30", "17:00"),
        { weekday: 6, open: "09:00", close: "15:00" },
        { weekday: 0, status: "Closed" },
      ],
      dealerLicenceNumber: "MD 061552",
    },
  ],
  phones: {
    main: "08 9555 0600",
    new: "08 9555 0610",
    used: "08 9555 0620",
    service: "08 9555 0640",
    parts: "08 9555 0650",
  },
  labels: {
    stockNoun: "caravans",
    vehicleType: "caravan",
  },
  features: { compare: true },
  search: {
    path: "/search",
    // A short range and two yards: a few dropdowns read better than lists on a caravan site.
    dropdownFilters: ["car_type", "make", "location_name"],
  },
  finance: { provider: "manual", path: "/finance" },
  leadMail: { acknowledgeShopper: true },
  hero: {
    heading: "Find the caravan that takes you further",
    subheading:
      "New Jayco, Coromal, Crusader and Lotus vans, plus quality used, in Perth and Sydney.",
  },
  menus: {
    main: [
      pages.home,
      {
        label: "New Caravans",
        href: "/search/new-cars",
        children: [
          { label: "Jayco", href: "/search/jayco" },
          { label: "Coromal", href: "/search/coromal" },
          { label: "Crusader", href: "/search/crusader" },
          { label: "Lotus Caravans", href: "/search/lotus-caravans" },
        ],
      },
      { label: "Used Caravans", href: "/search/used-cars" },
      pages.specialOffers,
      {
        label: "Service & Parts",
        href: "/service",
        children: [
          pages.bookAService,
          pages.partsAndAccessories,
          { label: "Warranty Repairs", href: "/warranty" },
        ],
      },
      { label: "Finance", href: "/finance" },
      {
        label: "About",
        href: "/about-us",
        children: [
          pages.aboutUs,
          pages.contactUs,
          { label: "Touring Blog", href: "/blog" },
        ],
      },
    ],
    footer: [
      {
        title: "Caravans",
        links: [
          { label: "New Caravans", href: "/search/new-cars" },
          { label: "Used Caravans", href: "/search/used-cars" },
          pages.tradeIn,
          { label: "Finance", href: "/finance" },
        ],
      },
      companyFooter("Gumleaf Caravans"),
    ],
  },
  social: { facebook: "https://www.facebook.com/example-gumleaf-caravans" },
});
