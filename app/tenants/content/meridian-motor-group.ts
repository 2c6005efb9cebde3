import { defineContent } from "./schema";

/** Meridian Motor Group: offers across its four makes and its Google reviews (invented). */
export const meridianMotorGroupContent = defineContent({
  offers: [
    {
      id: 8201,
      name: "Mazda CX-5: free scheduled servicing for 3 years",
      manufacturer: "Mazda",
      model: { name: "CX-5", slug: "cx-5" },
      image_url: "/stock/suv-red-street.svg",
      description:
        "Choose any new Mazda CX-5 Maxx Sport or above from Meridian Mazda Parramatta and your first three years of scheduled servicing are included. Every service is carried out by Mazda-trained technicians using genuine parts, and a courtesy shuttle runs to Parramatta station while you wait.",
      disclaimer:
        "Offer applies to new and demonstrator Mazda CX-5 Maxx Sport, Touring, GT SP and Akera vehicles purchased and delivered at Meridian Mazda between 1 April and 30 June. Covers the first 3 scheduled services or 3 years/30,000 km, whichever comes first. Excludes fleet, government and rental buyers.",
    },
    {
      id: 8202,
      name: "Hyundai Tucson: $2,000 factory bonus",
      manufacturer: { name: "Hyundai" },
      model: { name: "Tucson", slug: "tucson" },
      image_url: "/stock/suv-silver-studio.svg",
      description:
        "Save with a $2,000 factory bonus on every new Hyundai Tucson Elite and Highlander ordered at Meridian Hyundai Penrith. Pair it with our low-rate finance and drive away in Hyundai's best-selling SUV with a 5 year unlimited kilometre warranty.",
      disclaimer:
        "Factory bonus of $2,000 applies to new Tucson Elite and Highlander vehicles ordered and delivered by 30 June. Bonus is applied to the vehicle's drive away price. Not available with fleet discounts or in conjunction with any other offer. Hyundai Motor Company Australia may withdraw this offer at any time.",
    },
    {
      id: 8203,
      name: "Kia Sportage from 1.99% p.a. comparison rate",
      manufacturer: "Kia",
      model: { name: "Sportage", slug: "sportage" },
      image_url: "/stock/suv-blue-street.svg",
      description: "Finance a new Kia Sportage at 1.99% p.a. comparison rate for up to 4 years, with Kia's 7 year warranty.",
      disclaimer:
        "1.99% p.a. comparison rate available to approved private and ABN applicants on new Sportage vehicles for terms up to 48 months, deposit of 20% required. Comparison rate based on a $30,000 loan over 5 years. Warning: this comparison rate is true only for the example given and may not include all fees and charges.",
    },
    {
      id: 8204,
      name: "Volkswagen Amarok run-out",
      manufacturer: "Volkswagen",
      model: { name: "Amarok", slug: "amarok" },
      image_url: "/stock/ute-grey-yard.svg",
      description:
        "The last of the current-year Amarok Style and PanAmericana utes are priced to clear at Meridian Volkswagen Ringwood. With a 3,500 kg braked towing capacity and a choice of V6 diesel power, there has never been a better time to put a premium ute to work, or to play.",
      disclaimer: "Run-out pricing applies to current-year Amarok stock only, while stocks last. See the vehicle's listing for its drive away price.",
    },
  ],
  // Across the group's four showrooms; 4.4 is above the minimum 4, and its 0.4 shows a partial fifth star (§5).
  reviews: {
    count: 412,
    average_rating: "4.4",
    reviews: [
      { id: 1, customer_name: "Daniel Kerr", rating: 5, review_date: "01/03/2025", review_date_in_words: "March 2025", text: "Good price on our CX-5, and the trade-in figure was fair. Picked it up detailed and full of fuel." },
      { id: 2, customer_name: "Lena Park", rating: 4, review_date: "21/02/2025", review_date_in_words: "February 2025", text: "Service booking took a couple of calls to get, but the work was done on time and explained well." },
      { id: 3, customer_name: "Tom Nguyen", rating: 5, review_date: "14/02/2025", review_date_in_words: "February 2025", text: "Bought a used Tucson from the Penrith yard. No pressure, straight answers about its history." },
      { id: 4, customer_name: "Aisha Rahman", rating: 5, review_date: "02/02/2025", review_date_in_words: "February 2025", text: "The Kia team let us test drive the EV6 for a whole afternoon before we decided." },
      { id: 5, customer_name: "Greg Holloway", rating: 3, review_date: "28/01/2025", review_date_in_words: "January 2025", text: "Happy with the Amarok, but delivery slipped a week and I had to chase for updates." },
      { id: 6, customer_name: "Mei Lin", rating: 5, review_date: "19/01/2025", review_date_in_words: "January 2025", text: null },
      { id: 7, customer_name: "Chris O'Brien", rating: 4, review_date: "07/01/2025", review_date_in_words: "January 2025", text: "Finance was sorted in an hour. Would have liked a clearer breakdown of the on-road costs up front." },
      { id: 8, customer_name: "Sofia Russo", rating: 5, review_date: "15/12/2024", review_date_in_words: "December 2024", text: "Third car from Meridian Mazda. Same salesperson each time, which says a lot." },
    ],
  },
});
