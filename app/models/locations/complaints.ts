import type { AustralianState } from "~/tenants/schema";

/*
 * The complaints page (vehicle-page §2 Locations): "lists the state consumer-protection bodies
 * for the states of the dealer's locations, then advises independent legal advice".
 */

export interface ConsumerProtectionBody {
  state: AustralianState;
  name: string;
  url: string;
}

/** Each state's and territory's fair-trading regulator and its public website. */
export const CONSUMER_PROTECTION_BODIES: Readonly<Record<AustralianState, ConsumerProtectionBody>> = {
  NSW: { state: "NSW", name: "NSW Fair Trading", url: "https://www.fairtrading.nsw.gov.au" },
  VIC: { state: "VIC", name: "Consumer Affairs Victoria", url: "https://www.consumer.vic.gov.au" },
  QLD: { state: "QLD", name: "Queensland Office of Fair Trading", url: "https://www.qld.gov.au/law/fair-trading" },
  SA: { state: "SA", name: "Consumer and Business Services (SA)", url: "https://www.cbs.sa.gov.au" },
  WA: { state: "WA", name: "Consumer Protection WA", url: "https://www.commerce.wa.gov.au/consumer-protection" },
  TAS: {
    state: "TAS",
    name: "Consumer, Building and Occupational Services (TAS)",
    url: "https://www.cbos.tas.gov.au",
  },
  ACT: { state: "ACT", name: "Access Canberra (ACT fair trading)", url: "https://www.accesscanberra.act.gov.au" },
  NT: { state: "NT", name: "NT Consumer Affairs", url: "https://consumeraffairs.nt.gov.au" },
};

/** §2: the closing advice after the list of bodies. */
export const INDEPENDENT_LEGAL_ADVICE =
  "You may also wish to seek independent legal advice about your rights.";

/** The pages that show the complaints process (§2 Routes /pages/{name}). */
export const COMPLAINT_PAGE_NAMES = ["complaint-handling-process", "complaint-handling", "handling-complaint"] as const;

export function isComplaintPage(name: string): boolean {
  return (COMPLAINT_PAGE_NAMES as readonly string[]).includes(name);
}

/** One body per state the dealer has a location in, in the order the locations are listed. */
export function complaintBodiesFor(
  locations: ReadonlyArray<{ address: { state: AustralianState } }>,
): ConsumerProtectionBody[] {
  const states = [...new Set(locations.map((location) => location.address.state))];
  return states.map((state) => CONSUMER_PROTECTION_BODIES[state]);
}
