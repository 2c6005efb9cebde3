import { defineTenant } from "../schema";
import { weekdays } from "./opening-hours";
import { companyFooter, pages } from "./shared-menus";

/** The business's postal address is its main yard's. */
const mainYard = {
  street: "1120 Nepean Highway",
  city: "Moorabbin",
  state: "VIC",
  postcode: "3189",
} as const;

/** A used-car retailer that sells and reserves online, with a car-buying centre (invented). */
export const brightlaneCars = defineTenant({
  slug: "brightlane-cars",
  id: 103,
  template: "drift",
  name: "Brightlane Cars",
  tagline: "Quality used cars, reserved online in minutes",
  address: mainYard,
  domains: ["www.brightlanecars.com.au", "brightlanecars.com.au"],
  dealerships: [
    {
      id: 1201,
      slug: "brightlane-cars",
      name: "Brightlane Cars",
      googleReviewUrl: "https://g.page/r/brightlane-cars/review",
    },
  ],
  locations: [
    {
      id: 5201,
      slug: "brightlane-moorabbin",
      name: "Brightlane Cars Moorabbin",
      dealershipSlug: "brightlane-cars",
      locationType: "sales",
      primary: true,
      address: { ...mainYard, lat: -37.9367, lng: 145.0412 },
      phone: "03 9555 0500",
      timezone: "Australia/Melbourne",
      openingHours: [
        ...weekdays("09:00", "18:00"),
        { weekday: 6, open: "09:00", close: "17:00" },
        { weekday: 0, open: "10:00", close: "16:00" },
      ],
      dealerLicenceNumber: "LMCT 12450",
    },
    {
      id: 5202,
      slug: "brightlane-car-buying-thomastown",
      name: "Brightlane Car Buying Centre Thomastown",
      dealershipSlug: "brightlane-cars",
      locationType: "car-buying",
      address: {
        street: "27 Settlement Road",
        city: "Thomastown",
        state: "VIC",
        postcode: "3074",
        lat: -37.6853,
        lng: 145.017,
      },
      phone: "03 9555 0560",
      timezone: "Australia/Melbourne",
      openingHours: [
        ...weekdays("09:00", "17:00"),
        { weekday: 6, open: "09:00", close: "13:00" },
        { weekday: 0, status: "Closed" },
      ],
    },
  ],
  phones: {
    main: "03 9555 0500",
    used: "03 9555 0520",
  },
  labels: {
    viewDetails: "Explore Vehicle",
    enquire: "Quick Enquiry",
    reserve: "Reserve This Car {amount}",
    enquireSubmit: "Message Now",
  },
  features: {
    compare: true,
    reservation: true,
    buyOnline: true,
    phoneMasking: true,
    guarantees: true,
    sellYourCarBanner: true,
    // Some cars are offered on a weekly subscription: their cards show "$X/week" (vehicle-page §4).
    subscriptions: true,
  },
  search: {
    path: "/search/used-cars",
    // Used stock only (search-journey §9 presets); sold cars stay 4 days (vehicle-page §4).
    stockPreset: 1,
    soldWindowDays: 4,
    // Haggle-free prices on every car: Lowest price lists priced cars only (search-journey §9).
    lowestPriceOnlyPriced: true,
  },
  finance: { provider: "360-finance", path: "/apply-for-finance", personalisedRepayments: true },
  // vehicle-page §6 "Gated journeys by site setting": buying online and finance ask a shopper
  // to sign in first on this site (one demo site shows the gate end to end).
  signIn: { gatedJourneys: ["checkout", "finance"] },
  sellYourCarBanner: { href: "/sell-my-car" },
  leadMail: { acknowledgeShopper: true },
  hero: {
    heading: "Reserve your next used car online",
    subheading: "Haggle-free prices, a 48hr money back guarantee and delivery across Victoria.",
  },
  menus: {
    main: [
      pages.home,
      {
        label: "Buy a Car",
        href: "/search/used-cars",
        children: [
          { label: "All Used Cars", href: "/search/used-cars" },
          pages.suvs,
          { label: "Utes", href: "/search/ute-cars" },
          { label: "Hatchbacks", href: "/search/hatch-cars" },
          { label: "Under $20,000", href: "/search/used-cars?price=0:20000" },
        ],
      },
      pages.sellMyCar,
      { label: "Finance", href: "/apply-for-finance" },
      {
        label: "Why Brightlane",
        href: "/about-us",
        children: [
          { label: "Our Guarantees", href: "/pages/our-guarantees" },
          { label: "How Reserving Works", href: "/pages/reserve-online" },
          { label: "Reviews", href: "/pages/reviews" },
          pages.aboutUs,
        ],
      },
      { label: "Contact", href: "/contact-us" },
    ],
    footer: [
      {
        title: "Buy",
        links: [
          pages.usedCars,
          { label: "Apply for Finance", href: "/apply-for-finance" },
          pages.tradeIn,
        ],
      },
      {
        title: "Sell",
        links: [
          pages.sellMyCar,
          { label: "Car Buying Centre", href: "/locations/brightlane-car-buying-thomastown" },
        ],
      },
      companyFooter("Brightlane Cars"),
    ],
  },
  social: { instagram: "https://www.instagram.com/example-brightlane-cars" },
});
