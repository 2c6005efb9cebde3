import type { ColumnType, Generated, Insertable, Selectable } from "kysely";
import type { AutograbData, CaravanSpecs, CarImage, CarStatus, CarType, CarVariant, FinanceLenderQuote, HistoryReport } from "./car-columns";

/**
 * The database as Kysely sees it. Both backends are set up by `createDatabase` to read
 * the same JavaScript values: bigint and numeric as numbers, date as 'YYYY-MM-DD' text,
 * timestamptz as Date, jsonb as parsed JSON.
 */
export interface Database {
  cars: CarsTable;
  app_meta: AppMetaTable;
  stock_changes: StockChangesTable;
  phone_reveals: PhoneRevealsTable;
  users: UsersTable;
  sign_in_codes: SignInCodesTable;
  watchlist: WatchlistTable;
  leads: LeadsTable;
  outbox: OutboxTable;
  trade_in_valuations: TradeInValuationsTable;
  sessions: SessionsTable;
  deposit_reservations: DepositReservationsTable;
  checkout_drafts: CheckoutDraftsTable;
  payment_events: PaymentEventsTable;
  appointments: AppointmentsTable;
  online_payments: OnlinePaymentsTable;
  promotion_entries: PromotionEntriesTable;
  stock_feeds: StockFeedsTable;
  stock_feed_runs: StockFeedRunsTable;
}

/** A dealer's feed: its schedule, its claim and its last answer's validators (migration 0018). */
export interface StockFeedsTable {
  tenant_slug: string;
  next_run_at: Timestamp;
  claimed_until: Date | null;
  etag: string | null;
  last_modified: string | null;
}

/** One pull of a feed and what came of it. */
export interface StockFeedRunsTable {
  id: Generated<number>;
  tenant_slug: string;
  started_at: Timestamp;
  finished_at: Timestamp;
  /** applied, unchanged (304 or the same file), rejected (bad rows, the removal guard), failed (fetch). */
  outcome: string;
  rows: ColumnType<number, number | undefined, number>;
  added: ColumnType<number, number | undefined, number>;
  updated: ColumnType<number, number | undefined, number>;
  removed: ColumnType<number, number | undefined, number>;
  message: string | null;
  errors: JsonbWithDefault<{ row: number; field: string; message: string }[]>;
}

/** A point in time; written as a Date or an ISO string, defaulted by the database. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A calendar date (rego expiry, build date) as 'YYYY-MM-DD'; no time zone to shift it. */
export type CalendarDate = string;

/**
 * A jsonb column: read as the parsed value, written as JSON text (`toJsonb`). Text, not
 * an object, because node-postgres would send a JavaScript array as a Postgres array.
 */
export type Jsonb<T> = ColumnType<T, string, string>;
export type JsonbWithDefault<T> = ColumnType<T, string | undefined, string>;
export type NullableJsonb<T> = ColumnType<T | null, string | null | undefined, string | null>;

export function toJsonb(value: unknown): string {
  return JSON.stringify(value);
}

export { CAR_TYPES } from "./car-columns";
export type { AutograbData, CaravanSpecs, CarImage, CarStatus, CarType, CarVariant, FinanceLenderQuote, HistoryReport } from "./car-columns";

/**
 * One car of a tenant's stock: the fields of the search hit (search-journey §3) and the
 * vehicle page (vehicle-page §3). Values derived from others are not stored: thumbnails,
 * primary_image_url and photos_count come from images, the location's name, city and
 * state from location_id in the tenant config, weekly_price_range from subscription_price.
 */
export interface CarsTable {
  id: Generated<number>;
  /** The tenant's website id, the key every table shares (decision 012). */
  website_id: number;
  dealership_id: number;
  dealership_slug: string;
  location_id: number | null;
  slug: string;
  name: string;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  variant_name: string | null;
  year: number;
  car_type: CarType;
  status: CarStatus;
  sold_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  reserved: Generated<boolean>;
  certified: Generated<boolean>;
  tag: string | null;
  item_type: string | null;
  categories: ColumnType<string[], string[] | undefined, string[]>;
  price: number | null;
  before_price: number | null;
  offer_price: number | null;
  subscription_price: number | null;
  preorder: Generated<boolean>;
  price_type: string | null;
  km: number | null;
  colour: string | null;
  interior_colour: string | null;
  drive: string | null;
  seats: number | null;
  doors: number | null;
  /** Engine capacity in cc. */
  engine_size: number | null;
  engine_size_litres: number | null;
  cylinders: number | null;
  fuel: string | null;
  simple_fuel: string | null;
  simple_body: string | null;
  simple_transmission: string | null;
  trans: string | null;
  stocknum: string | null;
  vin: string | null;
  regplate: string | null;
  rego_expiry: CalendarDate | null;
  compliance_date: CalendarDate | null;
  build_date: CalendarDate | null;
  dealercomments: string | null;
  carsales_title: string | null;
  private_suburb: string | null;
  private_postcode: string | null;
  has_nvic: Generated<boolean>;
  views: Generated<number>;
  show_on_dealer_website: Generated<boolean>;
  /** Higher ranks first in relevance order (the index's desc(custom_rank)). */
  custom_rank: Generated<number>;
  images: JsonbWithDefault<CarImage[]>;
  variant: NullableJsonb<CarVariant>;
  standard_equipment: JsonbWithDefault<string[]>;
  finance_lenders: JsonbWithDefault<Record<string, FinanceLenderQuote>>;
  caravan_specs: NullableJsonb<CaravanSpecs>;
  autograb_data: NullableJsonb<AutograbData>;
  history_report: NullableJsonb<HistoryReport>;
  payment_processors: NullableJsonb<Record<string, unknown>>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type CarRow = Selectable<CarsTable>;
export type NewCarRow = Insertable<CarsTable>;

/** Small process facts kept with the data, e.g. "seeded". */
/** The cars one stock version changed; null when any may have (migration 0010). */
export interface StockChangesTable {
  version: number;
  car_ids: number[] | null;
}

export interface AppMetaTable {
  key: string;
  value: Jsonb<unknown>;
}

/** One click on "Show number" (search-journey §4, §7: car_id, dealership_id, website_id). */
export interface PhoneRevealsTable {
  id: Generated<number>;
  /** The tenant's id: the website the number was revealed on. */
  website_id: number;
  /** Null for the site-wide numbers (header, footer, locations). */
  car_id: number | null;
  dealership_id: number | null;
  page_url: string | null;
  user_agent: string | null;
  /** The client the reveal was counted against (clientAddressKey: an IPv4 address, an IPv6 /64). */
  client_key: ColumnType<string | null, string | null | undefined, never>;
  created_at: Timestamp;
}

export type PhoneRevealRow = Selectable<PhoneRevealsTable>;

/** A signed-in shopper of one website (search-journey §3 "User: phone"). */
export interface UsersTable {
  id: Generated<number>;
  website_id: number;
  /** E.164, e.g. +61412345678. */
  phone_number: string;
  created_at: Timestamp;
}

export type UserRow = Selectable<UsersTable>;

/** A one-time sign-in code sent by SMS; only its keyed hash is kept. */
export interface SignInCodesTable {
  id: Generated<number>;
  website_id: number;
  phone: string;
  code_hash: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  attempts: Generated<number>;
  consumed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
  /** The client address the code was asked for from (the per-address send limit). */
  remote_address: ColumnType<string | null, string | null | undefined, never>;
  /** Asked for with a solved captcha: counted in the captcha lane of the address limit. */
  captcha_solved: ColumnType<boolean, boolean | undefined, never>;
  /** The form token that captcha was solved for; one solution vouches for one code. */
  captcha_token: ColumnType<string | null, string | null | undefined, never>;
}

/**
 * A shopper's session (sign-in, the number between the two sign-in steps, a flash toast).
 * The cookie holds a random id; the row is found by its SHA-256, within the website.
 */
export interface SessionsTable {
  id_hash: string;
  website_id: number;
  /** Remix session data (flash values under `__flash_<name>__`). */
  data: Jsonb<Record<string, unknown>>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One car on a signed-in shopper's server watchlist (search-journey §3 "Watchlist entry: car id"). */
export interface WatchlistTable {
  website_id: number;
  user_id: number;
  car_id: number;
  created_at: Timestamp;
}

/** What a shopper's browser adds to a lead (vehicle-page §3 "lead_attributes"). */
export interface LeadAttributes {
  visited_pages: string[];
  linked_query_params: Record<string, string>;
}

/**
 * The lead as the dealer receives it (vehicle-page §3): the enquiry payload, the lead form
 * defaults taken from the car, and what the form adds (offer, test drive, finance,
 * trade-in). Keys keep the spec's spelling, "Rego" and "Vehicle Make" included.
 */
export interface LeadPayload {
  category: string;
  subcategory: string | null;
  message: string | null;
  name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  postcode: string | null;
  page_id: string | null;
  opt_in: boolean;
  opt_in_finance: boolean;
  opt_in_trade: boolean;
  dealership_slug: string | null;
  location: number | null;
  Rego: string | null;
  terms_conditions: boolean;
  additional_services: string[];
  manufacturer_slug: string | null;
  stock_number: string | null;
  "Vehicle Make": string | null;
  "Vehicle Model": string | null;
  car_type: string | null;
  car_id: number | null;
  vehicle_status: string | null;
  offer_from_client?: number;
  vehicle_model?: string;
  /** The grade of a model a quote is asked for, in the shopper's words (/models/get-quote). */
  grade?: string;
  /** A test drive's or a service booking's day and start, on the location's clock. */
  preferred_date?: string;
  preferred_time?: string;
  /** A service booking's service (SERVICE_TYPES) and the car's odometer, in km. */
  service_type?: string;
  service_km?: number;
  preferredDealership?: string;
  vehiclePriceBudget?: number;
  rego?: string;
  regoState?: string;
  adjustmentAnswers?: { id: string; answer: string }[];
  /** The car being traded, as the shopper states it (no rego lookup service). */
  tradeInYear?: number;
  tradeInMake?: string;
  tradeInModel?: string;
  tradeInKm?: number;
  /**
   * The online estimate the shopper was shown for the traded car (on the trade-in lead and
   * on the lead answering it), in dollars; or why none was shown.
   */
  tradeInEstimate?: { low: number; high: number };
  tradeInNoEstimateReason?: "too-old" | "too-many-km" | "too-few-comparables" | "car-not-described";
  lead_id?: number;
  form_completed?: boolean;
  offer_accepted?: boolean;
  /** The customer feedback survey's rating of their experience, 1 to 5. */
  rating?: number;
  /** /personalised/finance: the shopper's answers and the indicative budget worked out from them (finance/borrowing-power.ts). */
  personalisedFinance?: PersonalisedFinancePayload;
  /** /online-payment: the invoice paid, and the provider's reference once the payment is confirmed. */
  invoice?: { number: string; amountCents: number; paymentReference: string | null };
  /** /spin-to-win: the promotion entered. */
  promotion?: { slug: string; name: string };
  /** Buying online (/checkout-journey): cash or finance, and the finance enquiry's answers. */
  paymentMethod?: "cash" | "finance";
  financeDeposit?: number;
  financeWeeklyBudget?: number;
  financeTermMonths?: number;
  /** Buying online: picked up at the lead's location, or delivered from it to this address. */
  handover?: "pick-up" | "delivery";
  deliveryAddress?: string;
  deliveryPostcode?: string;
}

export interface PersonalisedFinancePayload {
  netMonthlyIncome: number;
  monthlyExpenses: number;
  employment: string;
  deposit: number;
  termYears: number;
  ratePercent: number;
  monthlySurplus: number;
  borrowingPower: number;
  budget: number;
  monthlyRepayment: number;
  carWithinBudget: boolean | null;
}

/** One lead, written before anything else happens to it (DESIGN.md "nothing lost"). */
export interface LeadsTable {
  id: Generated<number>;
  website_id: number;
  /** The form's one-time token: a second submit of the same form finds the first lead. */
  form_token: string;
  /** Which form sent it: enquiry, test-drive, make-an-offer ... (LEAD_FORMS). */
  form: string;
  category: string;
  subcategory: string | null;
  payload: Jsonb<LeadPayload>;
  url: string | null;
  source: string | null;
  user_agent: string | null;
  car_id: number | null;
  car_dealership_id: number | null;
  lead_attributes: Jsonb<LeadAttributes>;
  remote_address: string | null;
  created_at: Timestamp;
}

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/**
 * A message waiting to go, or gone, about a lead: one per lead and dealer recipient, and the
 * shopper's acknowledgement; each retried on its own until the mail server takes it.
 */
export interface OutboxTable {
  id: Generated<number>;
  lead_id: number;
  /** reservation-outcome: a paid reservation's hold confirmed, or ended and refunded. */
  kind: "lead-email" | "lead-acknowledgement" | "reservation-outcome";
  /** The lead route's format the dealer's copy was written in; null for the shopper's acknowledgement. */
  format: ColumnType<"adf-attachment" | "adf-body" | "plain" | null, "adf-attachment" | "adf-body" | "plain" | null | undefined, never>;
  /** Kept from the first attempt, so a message sent twice is recognisably one. */
  message_id: string;
  sender: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  body: string;
  /** An HTML alternative to the text body (the acknowledgement shows the car's photo). */
  html_body: ColumnType<string | null, string | null | undefined, string | null>;
  attachment_name: string | null;
  attachment: string | null;
  attempts: Generated<number>;
  /** Null once delivered, or when retrying stopped (last_error says why). */
  next_attempt_at: NullableTimestamp;
  last_error: string | null;
  delivered_at: NullableTimestamp;
  created_at: Timestamp;
}

export type OutboxRow = Selectable<OutboxTable>;

/** The online estimate shown for a trade-in lead and the shopper's answer (vehicle-page §7, event 18). */
export interface TradeInValuationsTable {
  lead_id: number;
  website_id: number;
  /** The estimate's range in dollars; null when none could be given online. */
  low: number | null;
  high: number | null;
  comparables: Generated<number>;
  basis: "model" | "make" | null;
  no_estimate_reason: "too-old" | "too-many-km" | "too-few-comparables" | "car-not-described" | null;
  answer: "accepted" | "declined" | null;
  answer_lead_id: number | null;
  answered_at: NullableTimestamp;
  created_at: Timestamp;
}

export type TradeInValuationRow = Selectable<TradeInValuationsTable>;

export type DepositReservationStatus = "awaiting-payment" | "held" | "confirmed" | "refund-due" | "refunded" | "abandoned";

/**
 * A reserve deposit: created when the shopper is sent to pay, held once the
 * provider says paid, then confirmed by the dealer or ended (and refunded).
 */
export interface DepositReservationsTable {
  id: Generated<number>;
  website_id: number;
  car_id: number;
  status: DepositReservationStatus;
  amount_cents: number;
  currency: string;
  provider: string;
  checkout_id: string | null;
  payment_reference: string | null;
  refund_reference: string | null;
  /** The shopper's validated form, sent as the lead once paid. */
  submission: Jsonb<Record<string, unknown>>;
  /** Which lead form the submission is (LEAD_FORMS): the reserve page's, or the online purchase's. */
  lead_form: ColumnType<string, string | undefined, string>;
  request_meta: Jsonb<Record<string, unknown>>;
  lead_id: number | null;
  hold_until: NullableTimestamp;
  end_reason: "not-confirmed" | "shopper-cancelled" | "car-unavailable" | null;
  last_error: string | null;
  created_at: Timestamp;
  paid_at: NullableTimestamp;
  confirmed_at: NullableTimestamp;
  ended_at: NullableTimestamp;
  /** A run asking for its refund holds it until then (holds.server.ts refundDue). */
  refund_claimed_until: NullableTimestamp;
}

export type DepositReservationRow = Selectable<DepositReservationsTable>;

/** A payment provider's webhook event, claimed by its id before it is acted on: a second delivery finds it and does nothing. */
export interface PaymentEventsTable {
  provider: string;
  event_id: string;
  type: string;
  reservation_id: number | null;
  online_payment_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** When the delivery acting on the event claimed it (migration 0016). */
  received_at: Timestamp;
  /** When its work was done; null while a delivery acts on it. */
  processed_at: NullableTimestamp;
}

/** A promotion entrant's email or mobile, taken once per site and promotion (migration 0014). */
export interface PromotionEntriesTable {
  website_id: number;
  promotion_slug: string;
  contact_kind: "email" | "phone";
  /** The email in lower case, or the mobile's national digits. */
  contact: string;
  lead_id: number;
  created_at: Timestamp;
}

/** A booked slot: a service booking or a test drive's time, with the lead that asked for it. */
export interface AppointmentsTable {
  id: Generated<number>;
  website_id: number;
  lead_id: number;
  kind: "service" | "test-drive";
  location_id: number;
  /** The location's local date "YYYY-MM-DD", kept as text so no driver turns it into an instant. */
  date: string;
  /** "HH:MM" on the location's clock. */
  start_time: string;
  created_at: Timestamp;
}
/**
 * An invoice paid online (/online-payment): created when the shopper is sent to pay, paid
 * when the provider says so (the dealer's lead goes then), abandoned when the checkout expires.
 */
export interface OnlinePaymentsTable {
  id: Generated<number>;
  website_id: number;
  status: "awaiting-payment" | "paid" | "abandoned";
  invoice_number: string;
  amount_cents: number;
  currency: string;
  provider: string;
  checkout_id: string | null;
  payment_reference: string | null;
  /** The shopper's validated payment form, sent as the lead once paid. */
  submission: Jsonb<Record<string, unknown>>;
  request_meta: Jsonb<Record<string, unknown>>;
  lead_id: number | null;
  last_error: string | null;
  created_at: Timestamp;
  paid_at: NullableTimestamp;
}

/**
 * An online purchase in progress (/checkout-journey): the steps' answers so far, found by
 * the hash of the key the shopper's session holds, one per car; swept when old.
 */
export interface CheckoutDraftsTable {
  website_id: number;
  draft_key_hash: string;
  car_id: number;
  answers: Jsonb<Record<string, unknown>>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
