import { defineContent } from "./schema";
import { TOYOTA_SERVICE_ADVANTAGE } from "./toyota-service-advantage";

/** Stock illustrations stand in for the manufacturer's model photography. */
const studio = (body: string, colour: string) => ({ url: `/stock/${body}-${colour}-studio.svg` });

const HATCH = "Hatch & sedans";
const SUV = "SUVs & 4WDs";
const UTE = "Utes & Vans";
const GR = "GR & performance";
const ELECTRIFIED = "Electrified";

const review = (
  id: number,
  customer_name: string,
  rating: number,
  review_date: string,
  review_date_in_words: string,
  text: string | null,
) => ({ id, customer_name, rating, review_date, review_date_in_words, text, image: null });

/** Wattle Ridge Toyota: the Toyota range, this month's offers and its Google reviews (invented). */
export const wattleRidgeToyotaContent = defineContent({
  cappedPriceServicing: TOYOTA_SERVICE_ADVANTAGE,
  servicePageTitles: { service: "Online Service Booking", "genuine-service": "Toyota Genuine Service", warranty: "Warranty Advantage" },
  models: {
    make: "Toyota",
    urlPattern: "toyota-{slug}",
    models: [
      { name: "bZ4X", slug: "bz4x", image: studio("suv", "blue"), manufacturer_body: SUV, manufacturer_body2: ELECTRIFIED, tagline: "Toyota's first battery electric SUV.", priceFrom: 66_000 },
      { name: "Prado", slug: "prado", status: "new", image: studio("suv", "grey"), manufacturer_body: SUV, tagline: "The all-new LandCruiser Prado: tough, refined, ready.", priceFrom: 72_500 },
      { name: "C-HR", slug: "c-hr", image: studio("suv", "red"), manufacturer_body: SUV, manufacturer_body2: ELECTRIFIED, tagline: "Coupe-styled hybrid SUV.", priceFrom: 46_990 },
      { name: "Yaris", slug: "yaris", image: studio("hatch", "red"), manufacturer_body: HATCH, manufacturer_body2: ELECTRIFIED, tagline: "The city car with a hybrid heart.", priceFrom: 24_140 },
      { name: "Corolla", slug: "corolla", image: studio("hatch", "white"), manufacturer_body: HATCH, manufacturer_body2: ELECTRIFIED, tagline: "Hatch or sedan, hybrid as standard on most grades.", priceFrom: 30_180 },
      { name: "Camry", slug: "camry", image: studio("sedan", "silver"), manufacturer_body: HATCH, manufacturer_body2: ELECTRIFIED, tagline: "The hybrid family sedan.", priceFrom: 39_990 },
      { name: "RAV4", slug: "rav4", image: studio("suv", "white"), manufacturer_body: SUV, manufacturer_body2: ELECTRIFIED, tagline: "Australia's favourite hybrid SUV.", priceFrom: 40_090 },
      { name: "Kluger", slug: "kluger", image: studio("suv", "black"), manufacturer_body: SUV, manufacturer_body2: ELECTRIFIED, tagline: "Seven seats, hybrid economy.", priceFrom: 59_570 },
      { name: "HiLux", slug: "hilux", image: studio("ute", "white"), manufacturer_body: UTE, tagline: "Unbreakable, on the farm and on site.", priceFrom: 34_035 },
      { name: "LandCruiser 300", slug: "landcruiser-300", image: studio("suv", "green"), manufacturer_body: SUV, tagline: "The flagship LandCruiser wagon.", priceFrom: 93_880 },
      { name: "HiAce", slug: "hiace", image: studio("van", "white"), manufacturer_body: UTE, tagline: "The van that works as hard as you do.", priceFrom: 47_500 },
      { name: "GR86", slug: "gr86", image: studio("coupe", "orange"), manufacturer_body: GR, tagline: "Rear-drive, naturally aspirated fun.", priceFrom: 43_190 },
      { name: "GR Supra", slug: "gr-supra", image: studio("coupe", "red"), manufacturer_body: GR, tagline: "The legend, turbocharged.", priceFrom: 89_080 },
      { name: "bZ Woodland", slug: "bz-woodland", status: "coming_soon", image: studio("wagon", "green"), manufacturer_body: SUV, manufacturer_body2: ELECTRIFIED, tagline: "An electric adventurer, arriving soon." },
      // No longer sold new: its override URL (vehicle-page §3 Model) sends Explore and Our Stock to pre-owned ones.
      { name: "LandCruiser 200", slug: "landcruiser-200", image: studio("suv", "silver"), manufacturer_body: "Discontinued", tagline: "Replaced by the LandCruiser 300.", override_url: "/search/used-cars?make=Toyota&model=LandCruiser%20200" },
    ],
    accessories: [
      { name: "Towbar kit (3,500 kg)", partNumber: "PZQ64-60130", price: 1_690, section: "Fit for Business", fits: ["hilux", "landcruiser-300", "prado"] },
      { name: "Canopy, ducktail style", partNumber: "PZQ46-89111", price: 4_950, section: "Fit for Business", fits: ["hilux"] },
      { name: "Cargo barrier", partNumber: "PZQ64-60110", price: 890, section: "Fit for Business", fits: ["hiace", "hilux", "kluger"] },
      { name: "Roof racks, aero bars", partNumber: "PZQ21-42010", price: 640, section: "Make Every Journey Effortless", fits: ["rav4", "kluger", "prado", "c-hr", "bz4x"] },
      { name: "Weathershields, front and rear", partNumber: "PZQ24-42060", price: 310, section: "Make Every Journey Effortless", fits: ["rav4", "corolla", "camry", "yaris"] },
      { name: "All-weather floor mats", partNumber: "PZQ20-42140", price: 220, section: "Make Every Journey Effortless", fits: ["rav4", "corolla", "camry", "yaris", "c-hr", "bz4x", "kluger", "prado"] },
      { name: "Home wall charger (7 kW)", partNumber: "PZQ99-0BZ4X", price: 1_950, section: "Make Every Journey Effortless", fits: ["bz4x"] },
      { name: "Bull bar, steel", partNumber: "PZQ26-60300", price: 3_450, section: "Fit for Business", fits: ["landcruiser-300", "prado", "hilux"] },
    ],
  },
  offers: [
    {
      id: 7101,
      name: "RAV4 Hybrid: 5 years' capped price servicing included",
      manufacturer: "Toyota",
      model: { name: "RAV4", slug: "rav4" },
      image_url: "/stock/suv-white-street.svg",
      description:
        "<p>Drive away in a new RAV4 Hybrid GX 2WD this month and we'll include your first five years of Toyota Service Advantage capped price servicing. That's five logbook services at our Ipswich and Springfield workshops, with genuine parts and a complimentary wash with every visit, so you can budget for the road ahead with confidence.</p>",
      disclaimer:
        "Offer available on new RAV4 Hybrid GX 2WD vehicles purchased and delivered between 1 March and 30 June at Wattle Ridge Toyota. Servicing covers the first 5 scheduled services or 5 years/75,000 km, whichever comes first. Not available to fleet, government or rental buyers. Cannot be combined with any other offer. Offer may be withdrawn at any time.",
    },
    {
      id: 7102,
      name: "HiLux SR5 tradie pack",
      manufacturer: { name: "Toyota" },
      model: { name: "HiLux", slug: "hilux" },
      image_url: "/stock/ute-white-yard.svg",
      description:
        "Get to work in a new HiLux SR5 double cab with a genuine towbar, ducktail canopy and cargo barrier fitted at no extra cost. Our fleet team will have it registered, signwritten and ready to go, and our service department can book it in around your job sites with early drop-off from 6:30 am.",
      disclaimer:
        "Tradie pack includes a genuine Toyota towbar kit, ducktail canopy and cargo barrier fitted to new HiLux SR5 double cab pick-ups ordered before 30 June. Signwriting not included. ABN holders only. Offer is not available with fleet discounts. Vehicle shown with optional accessories. See dealer for details.",
    },
    {
      id: 7103,
      name: "Corolla Hybrid from $239 a month",
      manufacturer: "Toyota",
      model: { name: "Corolla", slug: "corolla" },
      image_url: "/stock/hatch-white-street.svg",
      description:
        "Corolla Ascent Sport Hybrid hatch from $239 a month through our finance partners, with no deposit needed for approved applicants. Hybrid economy from 4.0 L/100 km and Toyota Safety Sense as standard make it the smartest way into a new car this season.",
      disclaimer:
        "Indicative repayment only, based on a new Corolla Ascent Sport Hybrid hatch, drive away price of $35,990, a 60-month term and a $12,100 final balloon payment, comparison rate 8.19% p.a. based on a $30,000 loan over 5 years. Subject to approval. Fees and charges apply. Not a binding quote.",
    },
    {
      id: 7104,
      name: "Free first service on pre-owned Toyotas",
      description: "Buy any Toyota Certified Pre-Owned vehicle this month and your first service at Wattle Ridge is on us.",
      disclaimer: "First scheduled logbook service only, at Wattle Ridge Toyota service centres. Parts outside the logbook schedule are charged.",
      image_url: "/stock/sedan-silver-street.svg",
    },
    {
      id: 7105,
      name: "LandCruiser 300 bonus accessories",
      manufacturer: "Toyota",
      model: { name: "LandCruiser 300", slug: "landcruiser-300" },
      image_url: "/stock/suv-green-dusk.svg",
      description:
        "Only for our sister site: a steel bull bar and towbar kit with every LandCruiser 300 GXL ordered this month, fitted by our accessories team before delivery and covered by the genuine parts warranty.",
      disclaimer: "Sister-site offer.",
      excluded_website_ids: [101],
    },
  ],
  reviews: {
    count: 1468,
    average_rating: "4.7",
    readAllUrl: "https://g.page/r/wattle-ridge-toyota/review",
    reviews: [
      review(1, "Megan O'Connell", 5, "02/03/2025", "March 2025", "Picked up our new RAV4 today. Daniel explained every feature and never rushed us. Highly recommend Wattle Ridge."),
      review(2, "Tom Nguyen", 5, "27/02/2025", "February 2025", "Service centre had the HiLux back the same day, with a wash. Friendly and on time."),
      review(3, "Priya Raman", 4, "25/02/2025", "February 2025", "Good experience buying a used Corolla. Paperwork took a little longer than expected but the team kept us updated."),
      review(4, "Graham Whitfield", 5, "20/02/2025", "February 2025", "Third Toyota from these guys. Fair trade-in price and no pressure."),
      review(5, "Aisha Karim", 5, "18/02/2025", "February 2025", null),
      review(6, "Luke Brennan", 5, "14/02/2025", "February 2025", "Booked online, dropped the car off at 7 am, done by lunch. Easy."),
      review(7, "Sandra Polley", 4, "11/02/2025", "February 2025", "Helpful parts department found the right towbar for our Prado."),
      review(8, "Jack Moretti", 5, "06/02/2025", "February 2025", "Great test drive experience in the GR86. Very knowledgeable salesperson."),
      review(9, "Hannah Lee", 5, "01/02/2025", "February 2025", "Smooth finance approval, the whole purchase took under two hours."),
      review(10, "Ravi Patel", 3, "28/01/2025", "January 2025", "Car was great but I waited a while for a loan car on service day."),
      review(11, "Emma Sutherland", 5, "24/01/2025", "January 2025", "They went out of their way to find the exact Kluger colour we wanted."),
      review(12, "Chris Doyle", 5, "20/01/2025", "January 2025", "Honest advice about which grade suited us. Didn't upsell."),
      review(13, "Bec Tran", 5, "15/01/2025", "January 2025", "Lovely service advisors, and the coffee is good too."),
      review(14, "Peter Galea", 4, "10/01/2025", "January 2025", "Solid service, clear quote before any work was done."),
      review(15, "Olivia Hart", 5, "05/01/2025", "January 2025", "First car purchase and they made it stress free."),
      review(16, "Sam Whitehouse", 5, "28/12/2024", "December 2024", "Bought a certified pre-owned Camry. Immaculate condition."),
      review(17, "Nadia Rossi", 5, "19/12/2024", "December 2024", "Quick, professional and friendly from start to finish."),
      review(18, "Ben Farrugia", 4, "12/12/2024", "December 2024", "Good range of stock at the Springfield site."),
      review(19, "Kylie Anders", 5, "03/12/2024", "December 2024", "The team sorted a warranty repair without any fuss."),
      review(20, "Michael Cho", 5, "25/11/2024", "November 2024", "Best dealership experience I've had. Thanks Wattle Ridge!"),
    ],
  },
});
