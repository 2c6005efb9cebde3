import { createHash } from "node:crypto";
import type { MailMessage } from "./port";

/*
 * Internet Message Format (RFC 5322) with MIME (RFC 2045-2047): the one rendering of a mail
 * message, written as an .eml file by the file mailer and sent as DATA by the SMTP mailer.
 */

const CRLF = "\r\n";
const LINE_LIMIT = 76;

/** The address of "Name <address>" or of a bare address, for the SMTP envelope. */
export function mailboxAddress(mailbox: string): string {
  const angled = /<([^<>]*)>\s*$/.exec(mailbox);
  return (angled ? angled[1]! : mailbox).trim();
}

/** Header values are one line: a shopper's CR or LF must not start a header of its own. */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, " ");
}

function isPlainAscii(value: string): boolean {
  return /^[\x20-\x7e]*$/.test(value);
}

/** RFC 2047 encoded words, each under 76 characters, never splitting a character. */
function encodedWords(value: string): string {
  const words: string[] = [];
  let chunk = "";
  for (const character of value) {
    if (Buffer.byteLength(chunk + character) > 45) {
      words.push(chunk);
      chunk = "";
    }
    chunk += character;
  }
  if (chunk) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word).toString("base64")}?=`).join(`${CRLF} `);
}

function unstructured(value: string): string {
  const line = oneLine(value);
  return isPlainAscii(line) ? line : encodedWords(line);
}

/** A mailbox header value: the display name quoted or encoded, the address as it is. */
function mailbox(value: string): string {
  const line = oneLine(value);
  const angled = /^(.*?)\s*<([^<>]*)>\s*$/.exec(line);
  if (!angled) return line.trim();
  const [, name = "", address = ""] = angled;
  if (!name) return `<${address}>`;
  const displayName = isPlainAscii(name) ? `"${name.replace(/["\\]/g, "\\$&")}"` : encodedWords(name);
  return `${displayName} <${address}>`;
}

/** RFC 5322 date: "Fri, 20 Jun 2025 02:00:00 +0000". */
export function rfc5322Date(date: Date): string {
  return date.toUTCString().replace("GMT", "+0000");
}

/** Quoted-printable (RFC 2045 §6.7): readable where the text is ASCII, exact everywhere. */
export function quotedPrintable(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => {
      const bytes = Buffer.from(line, "utf8");
      const encoded: string[] = [];
      let current = "";
      bytes.forEach((byte, index) => {
        const last = index === bytes.length - 1;
        const literal = (byte >= 33 && byte <= 126 && byte !== 61) || ((byte === 32 || byte === 9) && !last);
        const token = literal ? String.fromCharCode(byte) : `=${byte.toString(16).toUpperCase().padStart(2, "0")}`;
        if (current.length + token.length > LINE_LIMIT - 1) {
          encoded.push(`${current}=`);
          current = "";
        }
        current += token;
      });
      encoded.push(current);
      return encoded.join(CRLF);
    })
    .join(CRLF);
}

/**
 * A text part's body and its transfer encoding: as it is (7bit) when it is ASCII in lines a
 * mail server takes, which keeps ADF/XML sent as the whole body byte for byte what a CRM
 * reads; quoted-printable otherwise.
 */
function textBody(text: string): { encoding: "7bit" | "quoted-printable"; body: string } {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const plain = lines.every((line) => /^[\t\x20-\x7e]*$/.test(line) && line.length <= 998 && !/[ \t]$/.test(line));
  return plain ? { encoding: "7bit", body: lines.join(CRLF) } : { encoding: "quoted-printable", body: quotedPrintable(text) };
}

function textPart(text: string, subtype: "plain" | "html"): string[] {
  const { encoding, body } = textBody(text);
  return [`Content-Type: text/${subtype}; charset=utf-8`, `Content-Transfer-Encoding: ${encoding}`, "", body];
}

function base64Lines(content: string): string {
  return (Buffer.from(content, "utf8").toString("base64").match(/.{1,76}/g) ?? []).join(CRLF);
}

function quotedParameter(value: string): string {
  return `"${oneLine(value).replace(/["\\]/g, "\\$&")}"`;
}

/**
 * The whole message, CRLF line ends: one text/plain part when that is all there is (a plain
 * lead mail, ADF/XML as the whole body); text and HTML as multipart/alternative; and with
 * attachments, multipart/mixed around them. The MIME boundaries come from the message id,
 * so the same message renders to the same bytes on every attempt.
 */
export function renderEml(message: MailMessage): string {
  const hash = createHash("sha256").update(message.messageId).digest("hex").slice(0, 24);
  const headers = [
    `Date: ${rfc5322Date(message.date)}`,
    `Message-ID: ${oneLine(message.messageId)}`,
    `From: ${mailbox(message.from)}`,
    `To: ${message.to.map(mailbox).join(", ")}`,
    ...(message.replyTo ? [`Reply-To: ${mailbox(message.replyTo)}`] : []),
    `Subject: ${unstructured(message.subject)}`,
    "MIME-Version: 1.0",
  ];
  const alternativeBoundary = `=_alt_${hash}`;
  // A part: its headers, a blank line, its body (the entity without the message headers).
  const content: string[] = message.html
    ? [
        `Content-Type: multipart/alternative; boundary="${alternativeBoundary}"`,
        "",
        `--${alternativeBoundary}`,
        ...textPart(message.text, "plain"),
        `--${alternativeBoundary}`,
        ...textPart(message.html, "html"),
        `--${alternativeBoundary}--`,
      ]
    : textPart(message.text, "plain");
  if (message.attachments.length === 0) return [...headers, ...content, ""].join(CRLF);

  const boundary = `=_lead_${hash}`;
  const attachmentParts = message.attachments.flatMap((attachment) => [
    `--${boundary}`,
    `Content-Type: ${attachment.contentType}; charset=utf-8; name=${quotedParameter(attachment.filename)}`,
    `Content-Disposition: attachment; filename=${quotedParameter(attachment.filename)}`,
    "Content-Transfer-Encoding: base64",
    "",
    base64Lines(attachment.content),
  ]);
  return [
    ...headers,
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    "",
    "This is a multi-part message in MIME format.",
    `--${boundary}`,
    ...content,
    ...attachmentParts,
    `--${boundary}--`,
    "",
  ].join(CRLF);
}
