import type tls from "node:tls";
import nodemailer, { type Transporter } from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { mailEnvelope, renderEml } from "./eml.server";
import type { Mailer, MailMessage } from "./port";

/*
 * The configured mail adapter (DESIGN.md: "SMTP via nodemailer (SMTP_URL)"). nodemailer
 * speaks SMTP (STARTTLS when offered, AUTH, dot-stuffing); the message itself is the one
 * renderEml composes, sent as it is, so the dealer's mail and an .eml file of the embedded
 * adapter are the same bytes, the same on every retry.
 */

export interface SmtpOptions {
  /** Gives up on a silent server after this long; the outbox tries again later. */
  timeoutMs?: number;
  /** The name this client gives in EHLO. */
  clientName?: string;
  /** Extra TLS settings, e.g. a private CA. */
  tls?: tls.ConnectionOptions;
}

export class SmtpError extends Error {
  override name = "SmtpError";
}

function isLoopback(host: string): boolean {
  return host === "localhost" || host === "[::1]" || host.startsWith("127.");
}

export class SmtpMailer implements Mailer {
  readonly #transport: Transporter<SMTPTransport.SentMessageInfo>;

  constructor(smtpUrl: string, options: SmtpOptions = {}) {
    const url = new URL(smtpUrl);
    if (url.protocol !== "smtp:" && url.protocol !== "smtps:") {
      throw new SmtpError(`SMTP_URL must start with smtp:// or smtps://, not ${url.protocol}//`);
    }
    const secure = url.protocol === "smtps:";
    const user = decodeURIComponent(url.username);
    const timeoutMs = options.timeoutMs ?? 30_000;
    this.#transport = nodemailer.createTransport({
      host: url.hostname.replace(/^\[|\]$/g, ""),
      port: Number(url.port) || (secure ? 465 : 587),
      secure,
      auth: user ? { user, pass: decodeURIComponent(url.password) } : undefined,
      // A password crosses the network only inside TLS; on this machine's loopback it may go plain.
      requireTLS: Boolean(user) && !secure && !isLoopback(url.hostname),
      name: options.clientName,
      tls: options.tls,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
  }

  async send(message: MailMessage): Promise<void> {
    await this.#transport.sendMail({
      envelope: mailEnvelope(message),
      raw: await renderEml(message),
    });
  }
}
