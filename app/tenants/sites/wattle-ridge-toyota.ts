import { defineTenant } from "../schema";
import { weekdays } from "./opening-hours";
import { companyFooter, pages } from "./shared-menus";

/** The business's postal address is its main yard's. */
const mainYard = {
  street: "210 Ridgeway Road",
  city: "Ipswich",
  state: "QLD",
  postcode: "4305",
} as const;

/** Service and parts share the Foundry Lane site. */
const foundryLane = {
  street: "4 Foundry Lane",
  city: "Ipswich",
  state: "QLD",
  postcode: "4305",
  lat: -27.6189,
  lng: 152.7602,
} as const;

/** Christmas hours: Christmas Eve until 1 pm, Christmas Day closed (holiday entries, §9). */
const christmas = (department?: "service" | "parts") => [
  { weekday: 4, date: "2026-12-24", open: "09:00", close: "13:00", department },
  { weekday: 5, date: "2026-12-25", status: "Closed" as const, department },
];

/** A Toyota dealer with separate sales, service and parts sites (invented business). */
export const wattleRidgeToyota = defineTenant({
  slug: "wattle-ridge-toyota",
  id: 101,
  template: "apex",
  name: "Wattle Ridge Toyota",
  tagline: "Your local Toyota dealer since 1978",
  manufacturer: "Toyota",
  manufacturerBaseDomain: "www.toyota.com.au",
  certifiedPrograms: [
    {
      make: "Toyota",
      name: "Toyota Certified Pre-Owned",
      shortName: "Toyota Certified",
      benefitsIntro: "Every certified pre-owned Toyota comes with:",
      benefits: ["90 point inspection", "1 year warranty", "1 year roadside assist"],
      servicePagePoints: ["A 90 point inspection", "1 year warranty", "1 year roadside assist"],
      href: "/pages/pre-owned-benefits",
    },
  ],
  address: mainYard,
  domains: ["www.wattleridgetoyota.com.au", "wattleridgetoyota.com.au"],
  dealerships: [
    {
      id: 1001,
      slug: "wattle-ridge-toyota",
      name: "Wattle Ridge Toyota",
      manufacturers: ["Toyota"],
      googleReviewUrl: "https://g.page/r/wattle-ridge-toyota/review",
    },
  ],
  locations: [
    {
      id: 5001,
      slug: "wattle-ridge-sales",
      name: "Wattle Ridge Toyota Sales",
      dealershipSlug: "wattle-ridge-toyota",
      locationType: "sales",
      primary: true,
      address: { ...mainYard, lat: -27.6161, lng: 152.7581 },
      phone: "07 3555 0100",
      timezone: "Australia/Brisbane",
      openingHours: [
        ...weekdays("08:00", "17:30"),
        { weekday: 6, open: "08:00", close: "16:00" },
        { weekday: 0, status: "Closed" },
        ...christmas(),
        ...weekdays("07:00", "17:00", "service"),
        { weekday: 6, open: "08:00", close: "12:00", department: "service" },
        ...christmas("service"),
      ],
      dealerLicenceNumber: "3390112",
    },
    {
      id: 5002,
      slug: "wattle-ridge-service",
      name: "Wattle Ridge Toyota Service Centre",
      dealershipSlug: "wattle-ridge-toyota",
      locationType: "service",
      address: foundryLane,
      phone: "07 3555 0140",
      timezone: "Australia/Brisbane",
      openingHours: [
        ...weekdays("07:00", "17:00", "service"),
        { weekday: 6, open: "08:00", close: "12:00", department: "service" },
        ...christmas("service"),
      ],
    },
    {
      id: 5003,
      slug: "wattle-ridge-parts",
      name: "Wattle Ridge Toyota Parts",
      dealershipSlug: "wattle-ridge-toyota",
      locationType: "parts",
      address: foundryLane,
      phone: "07 3555 0150",
      timezone: "Australia/Brisbane",
      openingHours: [...weekdays("07:30", "17:00", "parts"), ...christmas("parts")],
    },
    {
      id: 5004,
      slug: "springfield-sales",
      name: "Wattle Ridge Toyota Springfield",
      dealershipSlug: "wattle-ridge-toyota",
      locationType: "sales",
      address: {
        street: "18 Parkway Drive",
        city: "Springfield",
        state: "QLD",
        postcode: "4300",
        lat: -27.6664,
        lng: 152.9099,
      },
      phone: "07 3555 0200",
      timezone: "Australia/Brisbane",
      openingHours: [
        ...weekdays("08:30", "17:30"),
        { weekday: 6, open: "08:30", close: "15:00" },
        ...weekdays("07:30", "16:30", "service"),
        { weekday: 6, open: "08:00", close: "12:00", department: "service" },
      ],
      alternatingSaturdays: true,
    },
  ],
  serviceBooking: {
    externalUrl: "https://www.toyota.com.au/service/book-a-service?dealer=wattle-ridge-toyota",
    externalLabel: "Book on Toyota's service booking site",
  },
  phones: {
    main: "07 3555 0100",
    new: "07 3555 0110",
    used: "07 3555 0120",
    service: "07 3555 0140",
    parts: "07 3555 0150",
  },
  features: {
    favourites: true,
    compare: true,
    reservation: true,
    greenEvTag: true,
    sellYourCarBanner: true,
  },
  search: {
    path: "/search/new-used-and-demo-cars",
    soldWindowDays: 3,
  },
  finance: { provider: "taurus", defaultRate: 10, path: "/finance", personalisedRepayments: true },
  // vehicle-page §6: the promotion asks entrants to sign in (online payment is gated by default).
  signIn: { gatedJourneys: ["spin-to-win"] },
  promotion: {
    slug: "spin-to-win-2027",
    name: "Wattle Ridge Spin to Win",
    prize: "Spin for a chance to win one of ten Toyota Genuine Service vouchers worth $500 each.",
    endsOn: "2027-06-30",
    terms: [
      "The promoter is Wattle Ridge Toyota, 210 Ridgeway Road, Ipswich QLD 4305. Entry is open to Australian residents aged 18 and over, excluding employees of the promoter and their immediate families.",
      "One entry per person: entries are counted by mobile number and by email address, and a second entry with either is not accepted. Entries close at 11:59 pm AEST on 30 June 2027.",
      "Ten winners are drawn at random at the dealership on 7 July 2027 and told by phone and email within two business days. Each prize is a $500 Toyota Genuine Service voucher, valid for 12 months at Wattle Ridge Toyota; it cannot be exchanged for cash.",
      "Your details are used to run the promotion and, if you ask for it, to keep you up to date with news and offers, in line with the Dealer Privacy Policy.",
    ],
  },
  leadMail: {
    acknowledgeShopper: true,
    routes: [
      { recipients: ["sales@wattleridgetoyota.com.au"], format: "adf-attachment" },
      { department: "service", recipients: ["service.desk@wattleridgetoyota.com.au"], format: "plain" },
      { department: "parts", recipients: ["parts@wattleridgetoyota.com.au"], format: "plain" },
      { department: "careers", recipients: ["careers@wattleridgetoyota.com.au"], format: "plain" },
    ],
  },
  hero: {
    heading: "Find your next Toyota in Ipswich",
    subheading: "New, demo and Certified Pre-Owned Toyotas, serviced by people who know them.",
  },
  menus: {
    main: [
      pages.home,
      {
        label: "New Vehicles",
        href: "/models",
        children: [
          // vehicle-page §2 "Side links: Get Quote (some dealers) or Contact Us, All Models, ...".
          { label: "Get Quote", href: "/models/get-quote" },
          { label: "All Models", href: "/models" },
          { label: "Hatch & sedans", href: "/models?body=hatch-sedans" },
          { label: "SUVs & 4WDs", href: "/models?body=suvs-4wds" },
          { label: "Utes & Vans", href: "/models?body=utes-vans" },
          { label: "Electrified", href: "/models?body=electrified" },
          { label: "Our Stock", href: "/search/new-cars" },
          { label: "Book a Test Drive", href: "/book-test-drive" },
          { label: "Business Fleet", href: "/fleet" },
          { label: "myToyota Connect", href: "/pages/mytoyota-connect" },
          { label: "Demonstrator Models", href: "/search/demo-cars" },
        ],
      },
      pages.specialOffers,
      pages.sellMyCar,
      {
        label: "Pre-owned Vehicles",
        href: "/search/used-cars",
        children: [
          { label: "All Pre-Owned & Demo", href: "/search/new-used-and-demo-cars" },
          pages.usedCars,
          pages.demoCars,
          { label: "Toyota Certified Pre-Owned", href: "/pages/pre-owned-benefits" },
        ],
      },
      {
        label: "Service",
        href: "/service",
        children: [
          { label: "Online Service Booking", href: "/service" },
          { label: "Warranty Advantage", href: "/warranty" },
          { label: "Roadside Assist", href: "/roadside-assist" },
          { label: "Toyota Genuine Service", href: "/genuine-service" },
        ],
      },
      pages.partsAndAccessories,
      {
        label: "Finance & Insurance",
        href: "/finance",
        children: [
          { label: "Finance Enquiry", href: "/finance" },
          { label: "Finance & Insurance Explained", href: "/pages/finance" },
          { label: "Toyota Car Insurance", href: "/pages/toyota-car-insurance" },
          { label: "Buyers' Tips", href: "/pages/buyers-tips" },
        ],
      },
      {
        label: "Company",
        href: "/about-us",
        children: [
          pages.aboutUs,
          pages.contactUs,
          pages.fleet,
          pages.termsAndConditions,
          { label: "Complaint Handling Process", href: "/pages/complaint-handling-process" },
        ],
      },
      {
        label: "More",
        children: [
          pages.blog,
          { label: "Kinto Car Rental", href: "/pages/kinto-car-rental" },
          { label: "myToyota Connect", href: "/pages/mytoyota-connect" },
          { label: "Toyota Hybrids", href: "/pages/toyota-hybrids" },
          { label: "Toyota Connected Services", href: "/pages/toyota-connected" },
          { label: "4x4 and More", href: "/pages/4x4xmore" },
          { label: "Our Green Team", href: "/pages/our-green-team" },
        ],
      },
    ],
    footer: [
      {
        title: "Buyer Tools",
        links: [
          { label: "New Vehicles", href: "/models" },
          { label: "Pre-owned Vehicles", href: "/search/used-cars" },
          pages.specialOffers,
          { label: "Finance & Insurance", href: "/finance" },
          { label: "Get Your Repayments", href: "/personalised/finance" },
          pages.sellMyCar,
          { label: "Spin to Win", href: "/spin-to-win" },
        ],
      },
      {
        title: "Servicing and Parts",
        links: [
          { label: "Online Service Booking", href: "/service" },
          { label: "Toyota Genuine Service", href: "/genuine-service" },
          { label: "Service Specials", href: "/pages/service-specials" },
          { label: "Roadside Assist", href: "/roadside-assist" },
          pages.partsAndAccessories,
          { label: "Pay an Invoice", href: "/online-payment" },
        ],
      },
      companyFooter("Wattle Ridge Toyota"),
    ],
  },
  social: { facebook: "https://www.facebook.com/example-wattle-ridge" },
});
