import { defineContent } from "./schema";

/** Brightlane Cars: its Google reviews (invented). */
export const brightlaneCarsContent = defineContent({
  reviews: {
    count: 312,
    average_rating: "4.8",
    readAllUrl: "https://g.page/r/brightlane-cars/review",
    reviews: [
      { id: 1, customer_name: "Jordan Ellis", rating: 5, review_date: "04/03/2025", review_date_in_words: "March 2025", text: "Reserved online on a Sunday, picked it up Tuesday. The price was the price, no haggling." },
      { id: 2, customer_name: "Mei Chen", rating: 5, review_date: "26/02/2025", review_date_in_words: "February 2025", text: "The 48 hour money back guarantee gave me the confidence to buy." },
      { id: 3, customer_name: "Sophie Walsh", rating: 4, review_date: "19/02/2025", review_date_in_words: "February 2025", text: "Easy finance, friendly team in Thomastown." },
      { id: 4, customer_name: "Arjun Mehta", rating: 5, review_date: "10/02/2025", review_date_in_words: "February 2025", text: "They bought my old car and sold me a better one in an afternoon." },
      { id: 5, customer_name: "Georgia Mills", rating: 5, review_date: "02/02/2025", review_date_in_words: "February 2025", text: null },
      { id: 6, customer_name: "Ollie Brooks", rating: 5, review_date: "22/01/2025", review_date_in_words: "January 2025", text: "Car was exactly as described online, spotless inside and out." },
    ],
  },
});
