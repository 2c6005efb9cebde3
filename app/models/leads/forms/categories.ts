/** The category a lead is filed under; the general enquiry form lets the shopper choose. */
export const LEAD_CATEGORIES = {
  vehicleEnquiry: "Vehicle Enquiry",
  generalEnquiry: "General Enquiry",
  testDrive: "Test Drive",
  quoteRequest: "Quote Request",
  makeAnOffer: "Make an Offer",
  requestPhotos: "Request Photos",
  financeEnquiry: "Finance Enquiry",
  tradeIn: "Trade In",
  careersEnquiry: "Careers Enquiry",
  reserve: "Reserve",
  customerFeedback: "Customer Feedback",
  serviceBooking: "Service Booking",
  onlinePayment: "Online Payment",
  promotionEntry: "Promotion Entry",
  onlinePurchase: "Online Purchase",
} as const;

/** The general enquiry form's category select; §5 "default General Enquiry". */
export const GENERAL_ENQUIRY_CATEGORIES = [
  LEAD_CATEGORIES.generalEnquiry,
  "Sales Enquiry",
  "Service Enquiry",
  "Parts Enquiry",
  LEAD_CATEGORIES.financeEnquiry,
  LEAD_CATEGORIES.careersEnquiry,
] as const;
export type GeneralEnquiryCategory = (typeof GENERAL_ENQUIRY_CATEGORIES)[number];

/** §4: "Careers Enquiry is rewritten to General Enquiry with subcategory Career Enquiry." */
export const CAREER_SUBCATEGORY = "Career Enquiry";
/** The personalised finance pre-qualification is a finance enquiry (the finance desk answers it), told apart by this. */
export const PERSONALISED_FINANCE_SUBCATEGORY = "Personalised Repayment";
export const OFFER_ACCEPTED_SUBCATEGORY = "Offer Accepted";
export const OFFER_DECLINED_SUBCATEGORY = "Offer Declined";

/** vehicle-page §7 event ids. */
export const LEAD_EVENTS = {
  newOrDemoEnquiry: 14,
  usedEnquiry: 15,
  newTestDrive: 17,
  usedTestDrive: 48,
  generalEnquiry: 22,
  careers: 51,
  tradeInOfferAccepted: 18,
} as const;

/** §3 car tag "Test Drive Only": such a car's test drive counts as a new-car one (§7, id 17). */
export const TEST_DRIVE_ONLY_TAG = "Test Drive Only";

/** §4: "Enquiry category Careers Enquiry is rewritten to General Enquiry with subcategory Career Enquiry." */
export function rewriteCareers(category: string): { category: string; subcategory?: string } {
  return category === LEAD_CATEGORIES.careersEnquiry
    ? { category: LEAD_CATEGORIES.generalEnquiry, subcategory: CAREER_SUBCATEGORY }
    : { category };
}

interface EventCar {
  car_type: string;
  tag?: string | null;
}

const CAR_ENQUIRY_CATEGORIES: readonly string[] = [
  LEAD_CATEGORIES.vehicleEnquiry,
  LEAD_CATEGORIES.makeAnOffer,
  LEAD_CATEGORIES.requestPhotos,
  LEAD_CATEGORIES.reserve,
  LEAD_CATEGORIES.onlinePurchase,
];

/**
 * The tracking event of a lead (vehicle-page §7): 14 new or demo enquiry, 15 used enquiry,
 * 17 new test drive or Test Drive Only tag, 48 used test drive, 22 default general
 * enquiry, 51 careers, 18 trade-in offer accepted. Offers, photo requests and reservations
 * are enquiries about a car (the spec gives Reserve no id of its own, so it counts as the
 * car's enquiry, 14 or 15); "other categories map to ids (mapping not shown)", so they take
 * the default 22.
 * Careers is recognised before and after the §4 rewrite.
 */
export function leadCategoryEvent(
  category: string,
  car: EventCar | null,
  subcategory?: string | null
): number {
  if (category === LEAD_CATEGORIES.careersEnquiry || subcategory === CAREER_SUBCATEGORY)
    return LEAD_EVENTS.careers;
  if (category === LEAD_CATEGORIES.tradeIn && subcategory === OFFER_ACCEPTED_SUBCATEGORY) {
    return LEAD_EVENTS.tradeInOfferAccepted;
  }
  if (category === LEAD_CATEGORIES.testDrive) {
    if (car?.tag?.trim() === TEST_DRIVE_ONLY_TAG) return LEAD_EVENTS.newTestDrive;
    return car?.car_type === "used" ? LEAD_EVENTS.usedTestDrive : LEAD_EVENTS.newTestDrive;
  }
  if (car && CAR_ENQUIRY_CATEGORIES.includes(category)) {
    return car.car_type === "used" ? LEAD_EVENTS.usedEnquiry : LEAD_EVENTS.newOrDemoEnquiry;
  }
  return LEAD_EVENTS.generalEnquiry;
}
