import type { MailMessage } from "../port";

/** A lead's mail to a dealer, as the outbox hands it to a mailer. */
export function leadMail(overrides: Partial<MailMessage> = {}): MailMessage {
  return {
    messageId: "<lead-12@wattleridgetoyota.com.au>",
    from: "Wattle Ridge Toyota <no-reply@wattleridgetoyota.com.au>",
    to: ["sales@wattleridgetoyota.com.au"],
    replyTo: "jane@example.com",
    subject: "Vehicle Enquiry from Jane Citizen",
    text: "New lead.\n",
    date: new Date("2025-06-20T02:00:00Z"),
    attachments: [{ filename: "lead-12.xml", contentType: "application/xml", content: "<adf/>" }],
    ...overrides,
  };
}
