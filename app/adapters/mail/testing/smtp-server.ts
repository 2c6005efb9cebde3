import net from "node:net";
import tls from "node:tls";
import { testCertificate, testPrivateKey } from "./tls";

/*
 * A small SMTP server for tests, on a free local port: it speaks enough of RFC 5321 for a
 * client to deliver (EHLO, STARTTLS, AUTH PLAIN and LOGIN, MAIL, RCPT, DATA, QUIT), or
 * implicit TLS as smtps, and keeps what it received. It can refuse a recipient or a
 * password, as real servers do. TLS uses the self-signed test certificate.
 */

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent, dot-stuffing undone. */
  data: string;
  user: string | null;
  /** Whether the message came over TLS. */
  secure: boolean;
}

export interface SmtpTestServer {
  port: number;
  received: ReceivedMail[];
  /** Every command line the clients sent, in order. */
  commands: string[];
  close(): Promise<void>;
}

export interface SmtpTestServerOptions {
  /** user → password; with none, AUTH is not offered. */
  users?: Record<string, string>;
  mechanisms?: ("PLAIN" | "LOGIN")[];
  /** RCPT TO this address is refused with 550. */
  refuseRecipient?: string;
  /** "starttls": plain, offering STARTTLS; "implicit": TLS from the first byte (smtps). */
  tls?: "starttls" | "implicit";
}

export async function startSmtpTestServer(options: SmtpTestServerOptions = {}): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const commands: string[] = [];
  const sockets = new Set<net.Socket>();
  const users = options.users ?? {};
  const mechanisms = options.mechanisms ?? ["PLAIN", "LOGIN"];

  const secureContext = tls.createSecureContext({ cert: testCertificate, key: testPrivateKey });

  const serve = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
    let stream: net.Socket = socket;
    let secure = socket instanceof tls.TLSSocket;
    const reply = (line: string) => stream.write(`${line}\r\n`);
    let buffer = "";
    let user: string | null = null;
    let loginStep: "user" | "password" | null = null;
    let loginUser = "";
    let envelope: { from: string; to: string[] } | null = null;
    let dataLines: string[] | null = null;

    const login = (name: string, password: string) => {
      if (users[name] !== undefined && users[name] === password) {
        user = name;
        reply("235 2.7.0 Authentication successful");
      } else {
        reply("535 5.7.8 Authentication credentials invalid");
      }
    };

    const handle = (line: string) => {
      if (dataLines) {
        if (line === ".") {
          received.push({ ...envelope!, data: `${dataLines.join("\r\n")}\r\n`, user, secure });
          dataLines = null;
          envelope = null;
          reply("250 2.0.0 Queued");
        } else {
          dataLines.push(line.startsWith("..") ? line.slice(1) : line);
        }
        return;
      }
      commands.push(line);
      if (loginStep === "user") {
        loginUser = Buffer.from(line, "base64").toString("utf8");
        loginStep = "password";
        reply(`334 ${Buffer.from("Password:").toString("base64")}`);
        return;
      }
      if (loginStep === "password") {
        loginStep = null;
        login(loginUser, Buffer.from(line, "base64").toString("utf8"));
        return;
      }
      const verb = line.split(" ")[0]!.toUpperCase();
      if (verb === "EHLO") {
        const auth = Object.keys(users).length > 0 ? [`250-AUTH ${mechanisms.join(" ")}`] : [];
        const startTls = options.tls === "starttls" && !secure ? ["250-STARTTLS"] : [];
        for (const extension of ["250-test.local greets you", ...startTls, ...auth, "250-8BITMIME"]) reply(extension);
        reply("250 SIZE 10485760");
      } else if (verb === "STARTTLS" && options.tls === "starttls" && !secure) {
        reply("220 2.0.0 Ready to start TLS");
        socket.off("data", onData);
        stream = new tls.TLSSocket(socket, { isServer: true, secureContext });
        stream.on("error", () => undefined);
        stream.on("data", onData);
        secure = true;
        // RFC 3207: the client starts over after the handshake.
        user = null;
        envelope = null;
      } else if (verb === "AUTH") {
        const [, mechanism, initial] = line.split(" ");
        if (mechanism === "PLAIN" && initial) {
          const [, name = "", password = ""] = Buffer.from(initial, "base64").toString("utf8").split("\0");
          login(name, password);
        } else if (mechanism === "LOGIN") {
          loginStep = "user";
          reply(`334 ${Buffer.from("Username:").toString("base64")}`);
        } else {
          reply("504 5.5.4 Unrecognized authentication type");
        }
      } else if (verb === "MAIL") {
        if (Object.keys(users).length > 0 && !user) {
          reply("530 5.7.0 Authentication required");
          return;
        }
        envelope = { from: /<(.*)>/.exec(line)?.[1] ?? "", to: [] };
        reply("250 2.1.0 OK");
      } else if (verb === "RCPT") {
        const address = /<(.*)>/.exec(line)?.[1] ?? "";
        if (address === options.refuseRecipient) {
          reply("550 5.1.1 No such user here");
          return;
        }
        envelope?.to.push(address);
        reply("250 2.1.5 OK");
      } else if (verb === "DATA") {
        dataLines = [];
        reply("354 End data with <CR><LF>.<CR><LF>");
      } else if (verb === "QUIT") {
        reply("221 2.0.0 Bye");
        socket.end();
      } else {
        reply("502 5.5.2 Command not implemented");
      }
    };

    const onData = (chunk: Buffer) => {
      buffer += chunk.toString("latin1");
      let end: number;
      while ((end = buffer.indexOf("\r\n")) !== -1) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        handle(line);
      }
    };
    stream.on("data", onData);
    reply("220 test.local ESMTP ready");
  };

  const server =
    options.tls === "implicit"
      ? tls.createServer({ cert: testCertificate, key: testPrivateKey }, serve)
      : net.createServer(serve);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    received,
    commands,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
