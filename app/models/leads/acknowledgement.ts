import { leadDepartment, leadDestinations } from "./routing";
import { carLinks, carTitle, mailDomain, siteUrl, type LeadMessage, type LeadMessageInput } from "./message";
import { LEAD_CATEGORIES } from "./schemas";
import { sentLeadParticulars } from "./sent-lead";

/*
 * The shopper hears back: an acknowledgement of each lead, from the dealer, with
 * what they asked about and the car with its photo and link. It names no free text the
 * shopper typed (the message, their name beyond a greeting) so a stranger's address typed
 * into a form gets nothing worth sending.
 */

const WHAT_WAS_SENT: Record<string, string> = {
  [LEAD_CATEGORIES.vehicleEnquiry]: "enquiry",
  [LEAD_CATEGORIES.testDrive]: "test drive request",
  [LEAD_CATEGORIES.makeAnOffer]: "offer",
  [LEAD_CATEGORIES.requestPhotos]: "request for photos",
  [LEAD_CATEGORIES.financeEnquiry]: "finance enquiry",
  [LEAD_CATEGORIES.tradeIn]: "trade-in",
  [LEAD_CATEGORIES.reserve]: "reservation request",
};

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * Whether a lead is acknowledged: the tenant's switch is on, the shopper gave an email, and
 * it is not the answer to an estimate (its trade-in was acknowledged already).
 */
export function acknowledgesLead(input: Pick<LeadMessageInput, "tenant" | "payload">): boolean {
  return input.tenant.leadMail.acknowledgeShopper && Boolean(input.payload.email) && input.payload.lead_id === undefined;
}

/**
 * An invoice paid online is a payment; one the site could not take online is a request for
 * the dealer to take it.
 */
function whatWasSent(payload: LeadMessageInput["payload"]): string {
  if (payload.category === LEAD_CATEGORIES.onlinePayment) return payload.invoice?.paymentReference ? "payment" : "payment request";
  return WHAT_WAS_SENT[payload.category] ?? "enquiry";
}

/** The first line: a paid invoice's acknowledgement is the shopper's receipt (/online-payment promises one). */
function thanksLine(what: string, dealerName: string): string {
  if (what === "payment") return `Thank you for your payment. This email is your receipt: ${dealerName} has your payment with your invoice number.`;
  return `Thank you for your ${what}. ${dealerName} has it and will be in touch soon.`;
}

/**
 * Acknowledgements to one address a day on one website. The address is typed by whoever
 * posts the form, so without a cap the dealer's domain mails a stranger as often as a bot
 * likes; a shopper who sends a few enquiries in a day still hears back about each of them.
 * The dealer's copy of every lead goes regardless.
 */
export const ACKNOWLEDGEMENTS_PER_RECIPIENT = { perDay: 3, windowMs: 24 * 60 * 60 * 1000 } as const;

/** Longer than this, or more words, a "name" is a sentence someone typed to be mailed on. */
const GREETING_NAME_MAX = { characters: 40, words: 5 } as const;
/** A scheme, www., an @ or a dotted host (spam.example, bit.ly/x): a link, in whatever form a mail program links it. */
const LINK_LIKE = /:\/\/|\bwww\.|@|[\p{L}\p{N}-]\.\p{L}{2,}/iu;

/**
 * The greeting. The name is what the shopper typed, and the address may be anyone's: a name
 * that carries a link or reads as a sentence would make the dealer's mail carry a stranger's
 * advertisement, so such a name gets the plain greeting.
 */
export function greetingFor(name: string | null | undefined): string {
  const trimmed = name?.trim().replace(/\s+/g, " ") ?? "";
  const plain =
    trimmed !== "" &&
    trimmed.length <= GREETING_NAME_MAX.characters &&
    trimmed.split(" ").length <= GREETING_NAME_MAX.words &&
    !LINK_LIKE.test(trimmed);
  return plain ? `Hi ${trimmed},` : "Hello,";
}

/** The shopper's acknowledgement of a lead, or null when none is sent. */
export function acknowledgementMessage(input: LeadMessageInput): LeadMessage | null {
  const { tenant, payload, car, dealer } = input;
  if (!acknowledgesLead(input) || !payload.email) return null;
  const dealerName = dealer.dealership.name;
  const phone = dealer.location.phone ?? tenant.phones.main;
  const what = whatWasSent(payload);
  const links = car ? carLinks(tenant, car) : null;
  const particulars = sentLeadParticulars(payload);
  const address = dealer.location.address;
  const addressLine = `${address.street}, ${address.city} ${address.state} ${address.postcode}`;
  const website = siteUrl(tenant, "/");
  const greeting = greetingFor(payload.name);
  const thanks = thanksLine(what, dealerName);
  const callUs = `If you would like to talk sooner, call ${dealer.location.name} on ${phone}.`;
  const footer = `You are receiving this email because your address was given with a${/^[aeiou]/.test(what) ? "n" : ""} ${what} on the ${tenant.name} website. Reference: lead ${input.leadId}.`;

  const text = [
    greeting,
    "",
    thanks,
    "",
    ...(car && links ? [`You asked about: ${carTitle(car)}`, links.href, ""] : []),
    ...(particulars.length > 0 ? [...particulars.map(({ label, value }) => `${label}: ${value}`), ""] : []),
    callUs,
    "",
    dealerName,
    addressLine,
    website,
    "",
    footer,
    "",
  ].join("\n");

  const html = [
    "<!DOCTYPE html>",
    '<html lang="en-AU"><head><meta charset="utf-8"><title>' + escapeHtml(`Your ${what} to ${dealerName}`) + "</title></head>",
    '<body style="font-family: Arial, sans-serif; line-height: 1.5;">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(thanks)}</p>`,
    ...(car && links
      ? [
          `<p>You asked about: <a href="${escapeHtml(links.href)}">${escapeHtml(carTitle(car))}</a></p>`,
          ...(links.photo
            ? [`<p><a href="${escapeHtml(links.href)}"><img src="${escapeHtml(links.photo)}" alt="${escapeHtml(car.name)}" width="320" style="max-width: 100%; height: auto;"></a></p>`]
            : []),
        ]
      : []),
    ...(particulars.length > 0
      ? [
          "<table>",
          ...particulars.map(
            ({ label, value }) => `<tr><th align="left" style="padding-right: 1em;">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
          ),
          "</table>",
        ]
      : []),
    `<p>${escapeHtml(callUs)}</p>`,
    `<p>${escapeHtml(dealerName)}<br>${escapeHtml(addressLine)}<br><a href="${escapeHtml(website)}">${escapeHtml(website)}</a></p>`,
    `<p style="color: #666; font-size: 12px;">${escapeHtml(footer)}</p>`,
    "</body></html>",
    "",
  ].join("\n");

  const domain = mailDomain(tenant);
  // Replies reach a person: the location's address, else the first route read by people rather than a CRM.
  const replyTo =
    dealer.location.email ??
    leadDestinations(tenant, dealer, leadDepartment(payload, dealer)).find((destination) => destination.format !== "adf-body")
      ?.recipient ??
    null;
  return {
    kind: "lead-acknowledgement",
    format: null,
    messageId: `<lead-${input.leadId}-ack@${domain}>`,
    sender: input.mailFrom ?? `${dealerName} <no-reply@${domain}>`,
    recipient: payload.email,
    replyTo,
    subject: car
      ? `Your ${what} about the ${car.name}: ${dealerName}`
      : what === "payment"
        ? `Receipt for your payment to ${dealerName}`
        : `Your ${what} to ${dealerName}`,
    body: text,
    htmlBody: html,
    attachmentName: null,
    attachment: null,
  };
}
