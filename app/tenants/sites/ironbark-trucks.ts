import { defineTenant } from "../schema";
import { weekdays } from "./opening-hours";
import { companyFooter, pages } from "./shared-menus";

/** The business's postal address is its main yard's. */
const mainYard = {
  street: "301 Beaudesert Road",
  city: "Acacia Ridge",
  state: "QLD",
  postcode: "4110",
} as const;

/** Service and parts share the Archerfield site. */
const kerryRoad = {
  street: "14 Kerry Road",
  city: "Archerfield",
  state: "QLD",
  postcode: "4108",
  lat: -27.5702,
  lng: 153.0157,
} as const;

/** A truck dealer in Brisbane and Darwin (invented business). */
export const ironbarkTrucks = defineTenant({
  slug: "ironbark-trucks",
  id: 105,
  template: "metro",
  name: "Ironbark Trucks",
  tagline: "Trucks that work as hard as you do",
  brandColor: "#e8710a",
  address: mainYard,
  domains: ["www.ironbarktrucks.com.au", "ironbarktrucks.com.au"],
  dealerships: [
    {
      id: 1401,
      slug: "ironbark-trucks-brisbane",
      name: "Ironbark Trucks Brisbane",
      manufacturers: ["Isuzu", "Hino", "Fuso"],
      googleReviewUrl: "https://g.page/r/ironbark-trucks-brisbane/review",
    },
    {
      id: 1402,
      slug: "ironbark-trucks-darwin",
      name: "Ironbark Trucks Darwin",
      manufacturers: ["Isuzu", "Fuso"],
    },
  ],
  locations: [
    {
      id: 5401,
      slug: "ironbark-acacia-ridge",
      name: "Ironbark Trucks Acacia Ridge",
      dealershipSlug: "ironbark-trucks-brisbane",
      locationType: "sales",
      primary: true,
      address: { ...mainYard, lat: -27.5838, lng: 153.0247 },
      phone: "07 3555 0800",
      timezone: "Australia/Brisbane",
      openingHours: [
        ...weekdays("07:30", "17:00"),
        { weekday: 6, open: "08:00", close: "12:00" },
        { weekday: 0, status: "Closed" },
      ],
      dealerLicenceNumber: "3521907",
    },
    {
      id: 5402,
      slug: "ironbark-acacia-ridge-service",
      name: "Ironbark Trucks Service Centre",
      dealershipSlug: "ironbark-trucks-brisbane",
      locationType: "service",
      address: kerryRoad,
      phone: "07 3555 0840",
      timezone: "Australia/Brisbane",
      openingHours: [...weekdays("06:00", "18:00"), { weekday: 6, open: "07:00", close: "12:00" }],
    },
    {
      id: 5403,
      slug: "ironbark-acacia-ridge-parts",
      name: "Ironbark Trucks Parts",
      dealershipSlug: "ironbark-trucks-brisbane",
      locationType: "parts",
      address: kerryRoad,
      phone: "07 3555 0850",
      timezone: "Australia/Brisbane",
      openingHours: [...weekdays("07:00", "17:00"), { weekday: 6, open: "07:30", close: "12:00" }],
    },
    {
      id: 5404,
      slug: "ironbark-berrimah",
      name: "Ironbark Trucks Berrimah",
      dealershipSlug: "ironbark-trucks-darwin",
      locationType: "sales",
      address: {
        street: "65 Tiger Brennan Drive",
        city: "Berrimah",
        state: "NT",
        postcode: "0828",
        lat: -12.4355,
        lng: 130.9238,
      },
      phone: "08 8955 0900",
      timezone: "Australia/Darwin",
      openingHours: [
        ...weekdays("07:30", "16:30"),
        { weekday: 6, status: "Closed" },
        { weekday: 0, status: "Closed" },
      ],
      dealerLicenceNumber: "NT 4417",
    },
  ],
  phones: {
    main: "07 3555 0800",
    new: "07 3555 0810",
    used: "07 3555 0820",
    service: "07 3555 0840",
    parts: "07 3555 0850",
    // Every truck enquiry goes to the sales desk, whichever yard holds the truck.
    override: "1300 555 080",
  },
  labels: {
    stockNoun: "trucks",
    vehicleType: "truck",
  },
  features: { compare: true },
  search: {
    path: "/search",
    sortOptions: ["relevance", "latest", "price_desc", "price_asc", "km_asc", "km_desc"],
  },
  finance: { provider: "powertorque", defaultRate: 9.5, path: "/finance-enquiry" },
  leadMail: {
    acknowledgeShopper: true,
    routes: [{ location: "ironbark-acacia-ridge-parts", recipients: ["parts@ironbarktrucks.com.au"], format: "plain" }],
  },
  hero: {
    heading: "New and used trucks for Queensland and the Top End",
    subheading:
      "Isuzu, Hino and Fuso, from light-duty tippers to prime movers, backed by our workshop.",
  },
  menus: {
    main: [
      pages.home,
      {
        label: "New Trucks",
        href: "/search/new-cars",
        children: [
          { label: "Isuzu", href: "/search/isuzu" },
          { label: "Hino", href: "/search/hino" },
          { label: "Fuso", href: "/search/fuso" },
        ],
      },
      { label: "Used Trucks", href: "/search/used-cars" },
      pages.specialOffers,
      {
        label: "Service & Parts",
        href: "/service",
        children: [
          pages.bookAService,
          { label: "Genuine Parts", href: "/vehicle-parts-and-accessories" },
          { label: "Parts Search", href: "/parts/search" },
        ],
      },
      { label: "Finance", href: "/finance-enquiry" },
      {
        label: "Company",
        href: "/about-us",
        children: [
          pages.aboutUs,
          pages.contactUs,
          { label: "Fleet Sales", href: "/fleet" },
        ],
      },
    ],
    footer: [
      {
        title: "Trucks",
        links: [
          { label: "New Trucks", href: "/search/new-cars" },
          { label: "Used Trucks", href: "/search/used-cars" },
          { label: "Finance", href: "/finance-enquiry" },
          { label: "Fleet Sales", href: "/fleet" },
        ],
      },
      {
        title: "Workshop",
        links: [
          pages.bookAService,
          { label: "Genuine Parts", href: "/vehicle-parts-and-accessories" },
        ],
      },
      companyFooter("Ironbark Trucks"),
    ],
  },
});
