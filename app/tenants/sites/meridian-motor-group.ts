import { defineTenant } from "../schema";
import { weekdays } from "./opening-hours";
import { companyFooter, pages } from "./shared-menus";

const salesHours = [
  ...weekdays("08:30", "17:30"),
  { weekday: 6, open: "09:00", close: "16:00" },
  { weekday: 0, status: "Closed" as const },
];

const newStockOf = (dealershipSlug: string) =>
  `/search?refinementList[car_type][0]=new&refinementList[dealership_slug][0]=${dealershipSlug}`;

/** The business's postal address is its main yard's. */
const mainYard = {
  street: "88 Church Street",
  city: "Parramatta",
  state: "NSW",
  postcode: "2150",
} as const;

/** A multi-make dealer group across Sydney and Melbourne (invented business). */
export const meridianMotorGroup = defineTenant({
  slug: "meridian-motor-group",
  id: 102,
  template: "metro",
  name: "Meridian Motor Group",
  tagline: "Six brands, one handshake",
  address: mainYard,
  domains: ["www.meridianmotorgroup.com.au", "meridianmotorgroup.com.au"],
  dealerships: [
    {
      id: 1101,
      slug: "meridian-mazda",
      name: "Meridian Mazda",
      manufacturers: ["Mazda"],
      googleReviewUrl: "https://g.page/r/meridian-mazda/review",
      // The Mazda franchise's own sales lines; the other franchises are called on their locations.
      phones: { new: "02 9555 0110", used: "02 9555 0120" },
    },
    {
      id: 1102,
      slug: "meridian-hyundai",
      name: "Meridian Hyundai",
      manufacturers: ["Hyundai"],
      googleReviewUrl: "https://g.page/r/meridian-hyundai/review",
    },
    {
      id: 1103,
      slug: "meridian-kia",
      name: "Meridian Kia",
      manufacturers: ["Kia"],
    },
    {
      id: 1104,
      slug: "meridian-volkswagen",
      name: "Meridian Volkswagen",
      manufacturers: ["Volkswagen"],
    },
    {
      id: 1105,
      slug: "meridian-mitsubishi",
      name: "Meridian Mitsubishi",
      manufacturers: ["Mitsubishi"],
      // Mitsubishi's own service program (vehicle-page §2 "/diamond-advantage"), in the dealer's words.
      serviceProgram: {
        name: "Diamond Advantage",
        path: "/diamond-advantage",
        intro:
          "Service your Mitsubishi with Meridian Mitsubishi Penrith and Diamond Advantage keeps your warranty, capped price servicing and roadside assistance going, service after service.",
        sections: [
          {
            heading: "What Diamond Advantage gives you",
            paragraphs: [
              "Diamond Advantage is Mitsubishi Motors Australia's ownership program for new Mitsubishi vehicles serviced within the Mitsubishi dealer network.",
            ],
            points: [
              "Up to 10 years' new vehicle warranty",
              "Up to 10 years of capped price servicing",
              "Up to 4 years of roadside assistance",
            ],
          },
          {
            heading: "How to keep it",
            paragraphs: [
              "Have each scheduled service done on time at an authorised Mitsubishi dealer, such as our Penrith workshop. Every logbook service with us renews your cover for the next service interval.",
              "Terms, limits and eligibility are Mitsubishi Motors Australia's and depend on your vehicle's model and delivery date; ask our service team what applies to yours.",
            ],
          },
        ],
      },
    },
    {
      id: 1106,
      slug: "meridian-jeep",
      name: "Meridian Jeep",
      manufacturers: ["Jeep"],
    },
  ],
  locations: [
    {
      id: 5101,
      slug: "meridian-mazda-parramatta",
      name: "Meridian Mazda Parramatta",
      dealershipSlug: "meridian-mazda",
      locationType: "sales",
      primary: true,
      address: { ...mainYard, lat: -33.8121, lng: 151.0034 },
      phone: "02 9555 0100",
      timezone: "Australia/Sydney",
      openingHours: salesHours,
      dealerLicenceNumber: "MD 051234",
    },
    {
      id: 5102,
      slug: "meridian-parramatta-service",
      name: "Meridian Parramatta Service Centre",
      dealershipSlug: "meridian-mazda",
      locationType: "service",
      address: {
        street: "12 Grose Street",
        city: "North Parramatta",
        state: "NSW",
        postcode: "2151",
        lat: -33.8049,
        lng: 151.0018,
      },
      phone: "02 9555 0140",
      timezone: "Australia/Sydney",
      openingHours: [...weekdays("07:30", "17:00"), { weekday: 6, open: "08:00", close: "12:00" }],
    },
    {
      id: 5103,
      slug: "meridian-hyundai-penrith",
      name: "Meridian Hyundai Penrith",
      dealershipSlug: "meridian-hyundai",
      locationType: "sales",
      address: {
        street: "145 Mulgoa Road",
        city: "Penrith",
        state: "NSW",
        postcode: "2750",
        lat: -33.756,
        lng: 150.6837,
      },
      phone: "02 4555 0200",
      timezone: "Australia/Sydney",
      openingHours: salesHours,
      dealerLicenceNumber: "MD 051235",
    },
    {
      id: 5104,
      slug: "meridian-kia-dandenong",
      name: "Meridian Kia Dandenong",
      dealershipSlug: "meridian-kia",
      locationType: "sales",
      address: {
        street: "230 Princes Highway",
        city: "Dandenong",
        state: "VIC",
        postcode: "3175",
        lat: -37.9846,
        lng: 145.2076,
      },
      phone: "03 9555 0300",
      timezone: "Australia/Melbourne",
      openingHours: salesHours,
      dealerLicenceNumber: "LMCT 11873",
    },
    {
      id: 5105,
      slug: "meridian-volkswagen-ringwood",
      name: "Meridian Volkswagen Ringwood",
      dealershipSlug: "meridian-volkswagen",
      locationType: "sales",
      address: {
        street: "41 Maroondah Highway",
        city: "Ringwood",
        state: "VIC",
        postcode: "3134",
        lat: -37.8141,
        lng: 145.2247,
      },
      phone: "03 9555 0400",
      timezone: "Australia/Melbourne",
      openingHours: salesHours,
      dealerLicenceNumber: "LMCT 11874",
    },
    {
      id: 5106,
      slug: "meridian-ringwood-service",
      name: "Meridian Ringwood Service Centre",
      dealershipSlug: "meridian-volkswagen",
      locationType: "service",
      address: {
        street: "3 Bedford Road",
        city: "Ringwood",
        state: "VIC",
        postcode: "3134",
        lat: -37.8117,
        lng: 145.2306,
      },
      phone: "03 9555 0440",
      timezone: "Australia/Melbourne",
      openingHours: weekdays("07:30", "17:30"),
    },
    {
      id: 5107,
      slug: "meridian-mitsubishi-penrith",
      name: "Meridian Mitsubishi Penrith",
      dealershipSlug: "meridian-mitsubishi",
      locationType: "sales",
      address: {
        street: "171 Mulgoa Road",
        city: "Penrith",
        state: "NSW",
        postcode: "2750",
        lat: -33.7585,
        lng: 150.6829,
      },
      phone: "02 4555 0500",
      timezone: "Australia/Sydney",
      openingHours: salesHours,
      dealerLicenceNumber: "MD 051236",
    },
    {
      id: 5108,
      slug: "meridian-jeep-dandenong",
      name: "Meridian Jeep Dandenong",
      dealershipSlug: "meridian-jeep",
      locationType: "sales",
      address: {
        street: "250 Princes Highway",
        city: "Dandenong",
        state: "VIC",
        postcode: "3175",
        lat: -37.9858,
        lng: 145.2097,
      },
      phone: "03 9555 0600",
      timezone: "Australia/Melbourne",
      openingHours: salesHours,
      dealerLicenceNumber: "LMCT 11875",
    },
  ],
  phones: {
    main: "02 9555 0100",
    new: "02 9555 0110",
    used: "02 9555 0120",
    service: "02 9555 0140",
  },
  features: {
    garage: true,
    compare: true,
    sellYourCarBanner: true,
  },
  search: {
    path: "/search",
    soldWindowDays: 3,
    sortOptions: ["relevance", "latest", "price_desc", "price_asc", "km_asc", "km_desc"],
    // Six franchises' stock: past 1999 hits the page says this instead (search-journey §9).
    stockCount: 2000,
  },
  finance: { provider: "angle", defaultRate: 8.5, path: "/finance-enquiry" },
  leadMail: {
    acknowledgeShopper: true,
    // Each franchise's leads reach its own CRM; the group's service and careers desks their own.
    routes: [
      { dealership: "meridian-mazda", recipients: ["mazda.crm@meridianmotorgroup.com.au"], format: "adf-body" },
      { dealership: "meridian-hyundai", recipients: ["hyundai.crm@meridianmotorgroup.com.au"], format: "adf-body" },
      { dealership: "meridian-kia", recipients: ["kia.sales@meridianmotorgroup.com.au"], format: "adf-attachment" },
      {
        dealership: "meridian-volkswagen",
        recipients: ["vw.sales@meridianmotorgroup.com.au"],
        format: "adf-attachment",
      },
      {
        dealership: "meridian-mitsubishi",
        recipients: ["mitsubishi.crm@meridianmotorgroup.com.au"],
        format: "adf-body",
      },
      { dealership: "meridian-jeep", recipients: ["jeep.sales@meridianmotorgroup.com.au"], format: "adf-attachment" },
      { department: "service", recipients: ["service@meridianmotorgroup.com.au"], format: "plain" },
      { department: "careers", recipients: ["careers@meridianmotorgroup.com.au"], format: "plain" },
    ],
  },
  hero: {
    heading: "Six brands under one roof",
    subheading:
      "Mazda, Hyundai, Kia, Volkswagen, Mitsubishi and Jeep: search new, demo and used stock across our Sydney and Melbourne dealerships.",
  },
  menus: {
    main: [
      pages.home,
      {
        label: "New Cars",
        href: "/search/new-cars",
        children: [
          { label: "Meridian Mazda", href: newStockOf("meridian-mazda") },
          { label: "Meridian Hyundai", href: newStockOf("meridian-hyundai") },
          { label: "Meridian Kia", href: newStockOf("meridian-kia") },
          { label: "Meridian Volkswagen", href: newStockOf("meridian-volkswagen") },
          { label: "Meridian Mitsubishi", href: newStockOf("meridian-mitsubishi") },
          { label: "Meridian Jeep", href: "/brands/jeep" },
        ],
      },
      {
        label: "Used & Demo",
        href: "/search/used-cars",
        children: [
          { label: "All Stock", href: "/search" },
          pages.usedCars,
          pages.demoCars,
          pages.suvs,
        ],
      },
      pages.specialOffers,
      pages.sellMyCar,
      {
        label: "Service",
        href: "/service",
        children: [
          pages.bookAService,
          pages.partsAndAccessories,
          { label: "Warranty", href: "/warranty" },
          { label: "Mitsubishi Diamond Advantage", href: "/diamond-advantage" },
        ],
      },
      { label: "Finance", href: "/finance-enquiry" },
      {
        label: "About",
        href: "/about-us",
        children: [
          pages.aboutUs,
          { label: "Our Locations", href: "/contact-us" },
          pages.fleet,
          pages.blog,
        ],
      },
    ],
    footer: [
      {
        title: "Shop",
        links: [
          { label: "New Cars", href: "/search/new-cars" },
          pages.usedCars,
          pages.specialOffers,
          { label: "Finance", href: "/finance-enquiry" },
        ],
      },
      {
        title: "Own",
        links: [
          pages.bookAService,
          pages.partsAndAccessories,
          pages.sellMyCar,
        ],
      },
      companyFooter("Meridian Motor Group"),
    ],
  },
  social: {
    facebook: "https://www.facebook.com/example-meridian-motor-group",
    instagram: "https://www.instagram.com/example-meridian-motor-group",
  },
});
