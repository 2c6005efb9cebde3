import { createHash } from "node:crypto";
import MailComposer from "nodemailer/lib/mail-composer";
import type MimeNode from "nodemailer/lib/mime-node";
import type { MailMessage } from "./port";

/*
 * Internet Message Format (RFC 5322) with MIME, composed by nodemailer's MailComposer: the one
 * rendering of a mail message, written as an .eml file by the file mailer and sent as DATA by
 * the SMTP mailer. One text/plain part when that is all there is (a plain lead mail, ADF/XML as
 * the whole body); text and HTML as multipart/alternative; and with attachments,
 * multipart/mixed around them.
 */

/**
 * Text a mail server takes as it is: ASCII in lines of at most 998 characters (RFC 5322
 * §2.1.1), none ending in a space a server may strip.
 */
function fitsSevenBit(text: string): boolean {
  return text.split(/\r\n|\n/).every((line) => /^[\t\x20-\x7e]*$/.test(line) && line.length <= 998 && !/[ \t]$/.test(line));
}

/**
 * nodemailer quoted-prints text with a line over 76 characters, where RFC 5322 allows 998. An
 * ADF document sent as the whole body has such lines (a shopper's comments), and a CRM that
 * reads the body as it is needs `version="1.0"`, not `version=3D"1.0"`; so text that fits 7bit
 * is sent as it is, whatever its line length. And it sends short ASCII lines as they are even
 * when one ends in a space, which a mail server on the way may strip: those are quoted-printed.
 */
function sendTextAsItIs(node: MimeNode): void {
  node.childNodes.forEach(sendTextAsItIs);
  const { content } = node;
  const type = String(node.getHeader("Content-Type") ?? "");
  if (!/^text\//i.test(type) || typeof content !== "string") return;
  if (fitsSevenBit(content)) node.getTransferEncoding = () => "7bit";
  else if (node.getTransferEncoding() === "7bit") node.getTransferEncoding = () => "quoted-printable";
}

function compose(message: MailMessage): MimeNode {
  const node = new MailComposer({
    // The boundaries come from the message id, so a retry sends the same bytes.
    baseBoundary: createHash("sha256").update(message.messageId).digest("hex").slice(0, 24),
    boundaryPrefix: "=_lead",
    newline: "\r\n",
    messageId: message.messageId,
    date: message.date,
    from: message.from,
    to: message.to,
    replyTo: message.replyTo ?? undefined,
    subject: message.subject,
    text: message.text,
    html: message.html ?? undefined,
    attachments: message.attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: `${attachment.contentType}; charset=utf-8`,
      content: attachment.content,
    })),
  }).compile();
  sendTextAsItIs(node);
  return node;
}

/** The whole message, CRLF line ends, the same bytes on every attempt. */
export async function renderEml(message: MailMessage): Promise<string> {
  return (await compose(message).build()).toString("utf8");
}

/** The SMTP envelope: the bare addresses of the From and To mailboxes. */
export function mailEnvelope(message: MailMessage): { from: string; to: string[] } {
  const envelope = compose(message).getEnvelope();
  return { from: envelope.from || "", to: envelope.to };
}
