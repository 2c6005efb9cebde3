import { afterEach, describe, expect, it } from "vitest";
import { renderEml } from "./eml.server";
import { SmtpMailer } from "./smtp.server";
import { readEml } from "./testing/eml";
import { leadMail } from "./testing/message";
import { startSmtpTestServer, type SmtpTestServer } from "./testing/smtp-server";
import { testCertificate } from "./testing/tls";

const message = leadMail({
  // A line with a lone dot would end DATA early unless the client doubles it.
  text: "First line\n.\n..two dots\nLast line\n",
});

describe("SmtpMailer (SMTP_URL, through nodemailer)", () => {
  let server: SmtpTestServer | undefined;
  afterEach(() => server?.close());

  it("delivers the message to the envelope recipients, exactly as rendered", async () => {
    server = await startSmtpTestServer();
    await new SmtpMailer(`smtp://127.0.0.1:${server.port}`, { clientName: "dealer.test" }).send(message);
    expect(server.received).toHaveLength(1);
    const [mail] = server.received;
    expect(mail).toMatchObject({
      from: "no-reply@wattleridgetoyota.com.au",
      to: ["sales@wattleridgetoyota.com.au"],
      user: null,
    });
    const read = readEml(mail!.data);
    expect(read.headers["message-id"]).toBe("<lead-12@wattleridgetoyota.com.au>");
    expect(read.parts[0]!.body).toBe(message.text);
    expect(read.parts[1]!.headers["content-type"]).toBe("application/xml; charset=utf-8; name=lead-12.xml");
    expect(read.parts[1]!.body).toBe("<adf/>");
    expect(mail!.data).toBe(await renderEml(message));
    expect(server.commands[0]).toBe("EHLO dealer.test");
    expect(server.commands).toContain("MAIL FROM:<no-reply@wattleridgetoyota.com.au>");
    expect(server.commands).toContain("RCPT TO:<sales@wattleridgetoyota.com.au>");
  });

  it.each(["PLAIN", "LOGIN"] as const)("signs in with AUTH %s from the URL's user and password", async (mechanism) => {
    server = await startSmtpTestServer({ users: { "leads@example.com": "p@ss word" }, mechanisms: [mechanism] });
    await new SmtpMailer(`smtp://leads%40example.com:p%40ss%20word@127.0.0.1:${server.port}`).send(message);
    expect(server.received[0]!.user).toBe("leads@example.com");
  });

  it("upgrades to TLS with STARTTLS when the server offers it, then signs in", async () => {
    server = await startSmtpTestServer({ tls: "starttls", users: { leads: "secret" } });
    await new SmtpMailer(`smtp://leads:secret@127.0.0.1:${server.port}`, { tls: { ca: testCertificate } }).send(message);
    expect(server.received[0]).toMatchObject({ secure: true, user: "leads" });
    expect(server.commands.filter((command) => command.startsWith("EHLO"))).toHaveLength(2);
  });

  it("speaks TLS from the first byte with smtps://", async () => {
    server = await startSmtpTestServer({ tls: "implicit", users: { leads: "secret" } });
    await new SmtpMailer(`smtps://leads:secret@127.0.0.1:${server.port}`, { tls: { ca: testCertificate } }).send(message);
    expect(server.received[0]).toMatchObject({ secure: true, user: "leads" });
  });

  it("refuses a server whose certificate it cannot trust", async () => {
    server = await startSmtpTestServer({ tls: "implicit" });
    await expect(new SmtpMailer(`smtps://127.0.0.1:${server.port}`).send(message)).rejects.toThrow(/self-signed|certificate/i);
    expect(server.received).toEqual([]);
  });

  it("fails on a wrong password, saying so without repeating it", async () => {
    server = await startSmtpTestServer({ users: { leads: "right" } });
    const sending = new SmtpMailer(`smtp://leads:wrong-password@127.0.0.1:${server.port}`).send(message);
    await expect(sending).rejects.toThrow(/Invalid login: 535/);
    await expect(sending).rejects.not.toThrow(/wrong-password/);
    expect(server.received).toEqual([]);
  });

  it("fails when the server refuses the recipient, so the outbox retries later", async () => {
    server = await startSmtpTestServer({ refuseRecipient: "sales@wattleridgetoyota.com.au" });
    await expect(new SmtpMailer(`smtp://127.0.0.1:${server.port}`).send(message)).rejects.toThrow(
      /recipients were rejected: 550 5\.1\.1 No such user here/,
    );
    expect(server.received).toEqual([]);
  });

  it("fails when nothing listens", async () => {
    server = await startSmtpTestServer();
    const port = server.port;
    await server.close();
    server = undefined;
    await expect(new SmtpMailer(`smtp://127.0.0.1:${port}`, { timeoutMs: 2_000 }).send(message)).rejects.toThrow();
  });

  it("will not send a password in the clear to a server that is not this machine's loopback", async () => {
    server = await startSmtpTestServer({ users: { user: "secret" } });
    // 0.0.0.0 reaches the local server on Linux, but is not a loopback name to the client.
    const sending = new SmtpMailer(`smtp://user:secret@0.0.0.0:${server.port}`).send(message);
    await expect(sending).rejects.toThrow(/STARTTLS/);
    expect(server.commands.some((command) => command.startsWith("AUTH"))).toBe(false);
  });

  it("accepts only smtp:// and smtps:// URLs", () => {
    expect(() => new SmtpMailer("http://mail.example.com")).toThrow(/smtp:\/\/ or smtps:\/\//);
  });
});
