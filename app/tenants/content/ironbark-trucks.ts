import { defineContent } from "./schema";

/** Ironbark Trucks: its end of financial year popup (invented). */
export const ironbarkTrucksContent = defineContent({
  popup: {
    src: "/stock/truck-white-street.svg",
    expiryDate: "2027-06-30",
    linkTo: "/search/new-cars",
    title: "End of financial year truck sale",
    description: "Save on new Isuzu, Hino and Fuso trucks in stock before 30 June, with finance arranged in house for ABN holders.",
    buttonText: "Shop new trucks",
    alt: "A white truck on the road",
  },
});
