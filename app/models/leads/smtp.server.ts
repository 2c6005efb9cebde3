import net from "node:net";
import os from "node:os";
import tls from "node:tls";
import { mailboxAddress, renderEml, type MailMessage } from "./eml.server";
import type { Mailer } from "./mailer.server";

/*
 * The configured mail adapter (DESIGN.md: "SMTP via SMTP_URL"), written on node:net and
 * node:tls: nodemailer is not a dependency, and one message per connection needs only the
 * core of RFC 5321 (EHLO, STARTTLS, AUTH PLAIN or LOGIN, MAIL, RCPT, DATA, QUIT).
 */

export interface SmtpOptions {
  /** Gives up on a silent server after this long; the outbox tries again later. */
  timeoutMs?: number;
  /** The name this client gives in EHLO. */
  clientName?: string;
  /** Extra TLS settings, e.g. a private CA. */
  tls?: tls.ConnectionOptions;
}

interface SmtpReply {
  code: number;
  lines: string[];
}

export class SmtpError extends Error {
  override name = "SmtpError";
}

type SmtpSocket = net.Socket | tls.TLSSocket;

/** One conversation with the server: commands out, multi-line replies in. */
class SmtpConnection {
  #socket: SmtpSocket;
  #buffer = "";
  #replyLines: string[] = [];
  #replies: SmtpReply[] = [];
  #waiting: { resolve: (reply: SmtpReply) => void; reject: (error: Error) => void } | null = null;
  #failure: Error | null = null;
  readonly #onData = (chunk: Buffer) => this.#read(chunk.toString("latin1"));
  readonly #onError = (error: Error) => this.#fail(error);
  readonly #onClose = () => this.#fail(new SmtpError("The SMTP server closed the connection"));

  constructor(socket: SmtpSocket) {
    this.#socket = socket;
    this.#listen();
  }

  get secure(): boolean {
    return this.#socket instanceof tls.TLSSocket;
  }

  #listen(): void {
    this.#socket.on("data", this.#onData);
    this.#socket.on("error", this.#onError);
    this.#socket.on("close", this.#onClose);
  }

  #unlisten(): void {
    this.#socket.off("data", this.#onData);
    this.#socket.off("error", this.#onError);
    this.#socket.off("close", this.#onClose);
  }

  #read(text: string): void {
    this.#buffer += text;
    let end: number;
    while ((end = this.#buffer.indexOf("\r\n")) !== -1) {
      const line = this.#buffer.slice(0, end);
      this.#buffer = this.#buffer.slice(end + 2);
      this.#replyLines.push(line.slice(4));
      // "250-..." continues a reply; "250 ..." (or a bare "250") ends it.
      if (/^\d{3}(?: |$)/.test(line)) {
        const reply = { code: Number(line.slice(0, 3)), lines: this.#replyLines };
        this.#replyLines = [];
        if (this.#waiting) {
          this.#waiting.resolve(reply);
          this.#waiting = null;
        } else {
          this.#replies.push(reply);
        }
      }
    }
  }

  #fail(error: Error): void {
    this.#failure ??= error;
    this.#waiting?.reject(error);
    this.#waiting = null;
  }

  reply(): Promise<SmtpReply> {
    const queued = this.#replies.shift();
    if (queued) return Promise.resolve(queued);
    if (this.#failure) return Promise.reject(this.#failure);
    return new Promise((resolve, reject) => {
      this.#waiting = { resolve, reject };
    });
  }

  /** Sends a line and waits for a reply with one of the expected codes. */
  async command(line: string, expected: number[], shownAs = line): Promise<SmtpReply> {
    this.#socket.write(`${line}\r\n`);
    return this.expect(expected, shownAs);
  }

  async expect(expected: number[], shownAs: string): Promise<SmtpReply> {
    const reply = await this.reply();
    if (!expected.includes(reply.code)) {
      throw new SmtpError(`SMTP ${shownAs} failed: ${reply.code} ${reply.lines.join(" ")}`);
    }
    return reply;
  }

  writeRaw(data: string): void {
    this.#socket.write(data);
  }

  async upgradeToTls(options: tls.ConnectionOptions): Promise<void> {
    this.#unlisten();
    const secureSocket = tls.connect({ ...options, socket: this.#socket as net.Socket });
    await new Promise<void>((resolve, reject) => {
      secureSocket.once("secureConnect", resolve);
      secureSocket.once("error", reject);
    });
    secureSocket.setTimeout(this.#socket.timeout ?? 0, () => secureSocket.destroy(new SmtpError("The SMTP server timed out")));
    this.#socket = secureSocket;
    this.#listen();
  }

  close(): void {
    this.#unlisten();
    this.#socket.on("error", () => undefined);
    this.#socket.end();
    this.#socket.destroy();
  }
}

function connect(url: URL, secure: boolean, options: SmtpOptions): Promise<SmtpSocket> {
  const host = url.hostname;
  const port = Number(url.port) || (secure ? 465 : 587);
  const timeoutMs = options.timeoutMs ?? 30_000;
  return new Promise((resolve, reject) => {
    const socket = secure
      ? tls.connect({ ...options.tls, host, port, servername: net.isIP(host) ? undefined : host })
      : net.connect({ host, port });
    socket.setTimeout(timeoutMs, () => socket.destroy(new SmtpError("The SMTP server timed out")));
    socket.once(secure ? "secureConnect" : "connect", () => {
      socket.off("error", reject);
      resolve(socket);
    });
    socket.once("error", reject);
  });
}

function isLoopback(host: string): boolean {
  return host === "localhost" || host === "::1" || host === "[::1]" || host.startsWith("127.");
}

function extensions(reply: SmtpReply): Set<string> {
  return new Set(reply.lines.slice(1).map((line) => line.toUpperCase()));
}

function authMechanisms(ehlo: Set<string>): Set<string> {
  const auth = [...ehlo].find((line) => line.startsWith("AUTH ") || line.startsWith("AUTH="));
  return new Set(auth ? auth.slice(5).split(/\s+/) : []);
}

/** DATA ends at a line with a lone dot, so a line that starts with one gets a second (RFC 5321 §4.5.2). */
function dotStuffed(eml: string): string {
  const body = eml.endsWith("\r\n") ? eml : `${eml}\r\n`;
  return body.replace(/^\./gm, "..");
}

export class SmtpMailer implements Mailer {
  readonly #url: URL;
  readonly #options: SmtpOptions;

  constructor(smtpUrl: string, options: SmtpOptions = {}) {
    this.#url = new URL(smtpUrl);
    if (this.#url.protocol !== "smtp:" && this.#url.protocol !== "smtps:") {
      throw new SmtpError(`SMTP_URL must start with smtp:// or smtps://, not ${this.#url.protocol}//`);
    }
    this.#options = options;
  }

  async send(message: MailMessage): Promise<void> {
    const secure = this.#url.protocol === "smtps:";
    const host = this.#url.hostname;
    const connection = new SmtpConnection(await connect(this.#url, secure, this.#options));
    try {
      await connection.expect([220], "greeting");
      const clientName = this.#options.clientName ?? (os.hostname() || "localhost");
      let ehlo = extensions(await connection.command(`EHLO ${clientName}`, [250]));
      if (!connection.secure && ehlo.has("STARTTLS")) {
        await connection.command("STARTTLS", [220]);
        await connection.upgradeToTls({ ...this.#options.tls, host, servername: net.isIP(host) ? undefined : host });
        ehlo = extensions(await connection.command(`EHLO ${clientName}`, [250]));
      }
      await this.#authenticate(connection, ehlo);
      await connection.command(`MAIL FROM:<${mailboxAddress(message.from)}>`, [250]);
      for (const recipient of message.to) {
        await connection.command(`RCPT TO:<${mailboxAddress(recipient)}>`, [250, 251]);
      }
      await connection.command("DATA", [354]);
      connection.writeRaw(`${dotStuffed(renderEml(message))}.\r\n`);
      await connection.expect([250], "DATA");
      await connection.command("QUIT", [221]).catch(() => undefined);
    } finally {
      connection.close();
    }
  }

  async #authenticate(connection: SmtpConnection, ehlo: Set<string>): Promise<void> {
    const user = decodeURIComponent(this.#url.username);
    const password = decodeURIComponent(this.#url.password);
    if (!user) return;
    if (!connection.secure && !isLoopback(this.#url.hostname)) {
      throw new SmtpError("The SMTP server offers no TLS; the password is not sent in the clear");
    }
    const mechanisms = authMechanisms(ehlo);
    if (mechanisms.has("PLAIN")) {
      const credentials = Buffer.from(`\0${user}\0${password}`).toString("base64");
      await connection.command(`AUTH PLAIN ${credentials}`, [235], "AUTH PLAIN");
    } else if (mechanisms.has("LOGIN")) {
      await connection.command("AUTH LOGIN", [334]);
      await connection.command(Buffer.from(user).toString("base64"), [334], "AUTH LOGIN user");
      await connection.command(Buffer.from(password).toString("base64"), [235], "AUTH LOGIN password");
    } else {
      throw new SmtpError("The SMTP server offers neither AUTH PLAIN nor AUTH LOGIN");
    }
  }
}
