/**
 * The lead forms' schemas, texts and categories, as one import for the routes and components;
 * the pieces live in forms/ (copy, categories, fields, one file per group of forms, and the
 * registry in forms/index.ts).
 */
export {
  TERMS_REQUIRED,
  INVALID_POSTCODE,
  ERROR_BANNER,
  UNEXPECTED_ERROR,
  DEALER_FORM_ERROR,
  FIRST_NAME_REQUIRED,
  INVALID_EMAIL,
  INVALID_PHONE,
  MESSAGE_REQUIRED,
  CATEGORY_REQUIRED,
  LOCATION_REQUIRED,
  DEALERSHIP_REQUIRED,
  OFFER_REQUIRED,
  MESSAGE_TOO_LONG,
  INVALID_BUDGET,
  INVALID_REGO,
  REGO_STATE_REQUIRED,
  INVALID_TRADE_IN_YEAR,
  TRADE_IN_MAKE_REQUIRED,
  TRADE_IN_MODEL_REQUIRED,
  INVALID_ODOMETER,
  FORM_EXPIRED,
  SLOT_REQUIRED,
  INVALID_SLOT,
  SERVICE_REQUIRED,
  SLOT_TAKEN,
  SUBMISSION_REJECTED,
  TOO_MANY_LEADS,
  CONFIRM_ANOTHER_LEAD,
  REQUEST_PHOTOS_MESSAGE,
  RATING_REQUIRED,
  FEEDBACK_REQUIRED,
  TRADE_IN_ESTIMATE_MAX_AGE_YEARS,
  TRADE_IN_ESTIMATE_MAX_KM,
  TRADE_IN_ESTIMATE_LIMITS,
} from "./forms/copy";
export {
  LEAD_CATEGORIES,
  GENERAL_ENQUIRY_CATEGORIES,
  CAREER_SUBCATEGORY,
  OFFER_ACCEPTED_SUBCATEGORY,
  PERSONALISED_FINANCE_SUBCATEGORY,
  OFFER_DECLINED_SUBCATEGORY,
  LEAD_EVENTS,
  TEST_DRIVE_ONLY_TAG,
  rewriteCareers,
  leadCategoryEvent,
} from "./forms/categories";
export type { GeneralEnquiryCategory } from "./forms/categories";
export {
  FORM_TOKEN_FIELD,
  FORM_STAMP_FIELD,
  HONEYPOT_FIELD,
  ALTCHA_FIELD,
  LEAD_CONFIRM_FIELD,
  MAX_MESSAGE,
  offerBounds,
  normaliseAustralianPhone,
} from "./forms/fields";
export type { LeadFormOptions, OfferBounds } from "./forms/fields";
export {
  enquirySchema,
  generalEnquirySchema,
  testDriveSchema,
  makeAnOfferSchema,
  requestPhotosSchema,
  financeEnquirySchema,
} from "./forms/enquiry";
export {
  tradeInVehicleStepSchema,
  tradeInCarFields,
  tradeInAdjustmentsStepSchema,
  answerRequired,
  conditionAnswersField,
  NO_ESTIMATE_REASONS,
  tradeInSchema,
  tradeInOfferSchema,
} from "./forms/trade-in";
export { contactSchema, reservationSchema } from "./forms/contact";
export { customerFeedbackSchema, FEEDBACK_DEPARTMENTS, FEEDBACK_RATINGS } from "./forms/feedback";
export { serviceBookingSchema, SERVICE_TYPES } from "./forms/service";
export {
  onlinePurchaseSchema,
  purchaseDetailsSchema,
  purchaseTradeInSchema,
  purchasePaymentSchema,
  purchaseHandoverSchema,
  purchaseReviewSchema,
  purchaseTradeInEstimateSchema,
  FINANCE_TERMS_MONTHS,
  TRADE_IN_CHOICE_REQUIRED,
  PAYMENT_METHOD_REQUIRED,
  FINANCE_TERM_REQUIRED,
  HANDOVER_REQUIRED,
  DELIVERY_ADDRESS_REQUIRED,
} from "./forms/purchase";
export { LEAD_FORMS, leadFormSchema, leadFormDefaults } from "./forms/index";
export type { LeadForm, LeadFormSchema, LeadFormValues, LeadSubmission } from "./forms/index";
