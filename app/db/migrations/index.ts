import type { Migration } from "kysely";
import * as carsAndAppMeta from "./0001_cars_and_app_meta";
import * as phoneReveals from "./0002_phone_reveals";
import * as leadsAndOutbox from "./0003_leads_and_outbox";
import * as usersSignInCodesWatchlist from "./0004_users_sign_in_codes_watchlist";
import * as tradeInValuations from "./0005_trade_in_valuations";
import * as serverSessionsAndSmsLimits from "./0006_server_sessions_and_sms_limits";
import * as leadRoutes from "./0007_lead_routes";
import * as carsWebsiteId from "./0008_cars_website_id";
import * as depositReservations from "./0009_deposit_reservations";
import * as appointments from "./0010_appointments";
import * as onlinePayments from "./0011_online_payments";
import * as checkoutDrafts from "./0012_checkout_drafts";
import * as stockChanges from "./0013_stock_changes";
import * as promotionEntries from "./0014_promotion_entries";
import * as refundClaims from "./0015_refund_claims";
import * as oneHoldPerCarAndEventClaims from "./0016_one_hold_per_car_and_event_claims";
import * as phoneRevealClients from "./0017_phone_reveal_clients";
import * as stockFeeds from "./0018_stock_feeds";

/**
 * Every migration, by name; Kysely runs them in name order, so names start with a
 * zero-padded number. A record, not a folder read at run time: the server is bundled.
 * Add a migration as a new module and a new entry; never edit one that has shipped.
 */
export const migrations: Record<string, Migration> = {
  "0001_cars_and_app_meta": carsAndAppMeta,
  "0002_phone_reveals": phoneReveals,
  "0003_leads_and_outbox": leadsAndOutbox,
  "0004_users_sign_in_codes_watchlist": usersSignInCodesWatchlist,
  "0005_trade_in_valuations": tradeInValuations,
  "0006_server_sessions_and_sms_limits": serverSessionsAndSmsLimits,
  "0007_lead_routes": leadRoutes,
  "0008_cars_website_id": carsWebsiteId,
  "0009_deposit_reservations": depositReservations,
  "0010_appointments": appointments,
  "0011_online_payments": onlinePayments,
  "0012_checkout_drafts": checkoutDrafts,
  "0013_stock_changes": stockChanges,
  "0014_promotion_entries": promotionEntries,
  "0015_refund_claims": refundClaims,
  "0016_one_hold_per_car_and_event_claims": oneHoldPerCarAndEventClaims,
  "0017_phone_reveal_clients": phoneRevealClients,
  "0018_stock_feeds": stockFeeds,
};
