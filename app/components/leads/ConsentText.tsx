import type { LeadFormSetup } from "~/models/leads/setup";
import { SiteLink } from "../SiteLink";

/**
 * §5 consent text: "agree with terms of use and that information is handled by the
 * dealership and the manufacturer's group per the Dealer Privacy Policy". In a module of its
 * own: the vehicle page's Request Photos form shows it without loading the lead forms' code.
 */
export function ConsentText({ consent }: { consent: LeadFormSetup["consent"] }) {
  const handlers = consent.manufacturer
    ? `${consent.dealerName} and the ${consent.manufacturer} group of companies`
    : consent.dealerName;
  return (
    <>
      I agree to the <SiteLink href="/terms-and-conditions">terms of use</SiteLink>, and that my information is handled by{" "}
      {handlers} in line with the <SiteLink href="/privacy-policy">Dealer Privacy Policy</SiteLink>.
    </>
  );
}
