/** The mail port (DESIGN.md "Ports and adapters"): lead mail and notices leave through it. */
export interface Mailer {
  /** Resolves once the message is handed over; rejects when it was not, so the outbox tries again. */
  send(message: MailMessage): Promise<void>;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface MailMessage {
  /** With angle brackets: "<lead-12@example.com.au>". */
  messageId: string;
  /** "Name <address>" or a bare address. */
  from: string;
  to: string[];
  replyTo?: string | null;
  subject: string;
  text: string;
  /** An HTML alternative to the text (multipart/alternative); the text is what every client can show. */
  html?: string | null;
  date: Date;
  attachments: MailAttachment[];
}
