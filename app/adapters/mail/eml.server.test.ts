import { describe, expect, it } from "vitest";
import { mailEnvelope, renderEml } from "./eml.server";
import type { MailMessage } from "./port";
import { readEml } from "./testing/eml";
import { leadMail } from "./testing/message";

function mail(overrides: Partial<MailMessage> = {}): MailMessage {
  return leadMail({
    subject: "Vehicle Enquiry: 2021 Toyota Corolla from Jane Citizen",
    text: "New lead from the Wattle Ridge Toyota website.\n\nMessage:\nIs it still available?\n",
    attachments: [{ filename: "lead-12.xml", contentType: "application/xml", content: '<?xml version="1.0"?>\n<adf/>\n' }],
    ...overrides,
  });
}

describe("renderEml (RFC 5322 with MIME, by MailComposer)", () => {
  it("writes the headers a mail client needs", async () => {
    const read = readEml(await renderEml(mail()));
    expect(read.headers).toMatchObject({
      date: "Fri, 20 Jun 2025 02:00:00 +0000",
      "message-id": "<lead-12@wattleridgetoyota.com.au>",
      from: "Wattle Ridge Toyota <no-reply@wattleridgetoyota.com.au>",
      to: "sales@wattleridgetoyota.com.au",
      "reply-to": "jane@example.com",
      subject: "Vehicle Enquiry: 2021 Toyota Corolla from Jane Citizen",
      "mime-version": "1.0",
    });
    expect(read.headers["content-type"]).toMatch(/^multipart\/mixed; boundary="/);
  });

  it("is multipart/mixed: the text body, then the ADF as attachment lead-<id>.xml", async () => {
    const read = readEml(await renderEml(mail()));
    expect(read.parts).toHaveLength(2);
    expect(read.parts[0]!.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(read.parts[0]!.body).toBe(mail().text);
    expect(read.parts[1]!.headers["content-disposition"]).toBe("attachment; filename=lead-12.xml");
    expect(read.parts[1]!.headers["content-type"]).toBe("application/xml; charset=utf-8; name=lead-12.xml");
    expect(read.parts[1]!.body).toBe('<?xml version="1.0"?>\n<adf/>\n');
  });

  it("uses CRLF line ends and no line over 998 characters (RFC 5322 §2.1.1)", async () => {
    const eml = await renderEml(mail({ text: "x".repeat(3000), subject: "y".repeat(200) }));
    expect(eml.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(Math.max(...eml.split("\r\n").map((line) => line.length))).toBeLessThanOrEqual(998);
  });

  it("is 7-bit ASCII however the shopper writes, and reads back the same", async () => {
    const text = "Zoë asks: is the 🚗 still there? Ça va — 10 × 20 = 200\n";
    const subject = "Vehicle Enquiry from Zoë Ødegaard 🚗 with a very long name that goes on and on and on";
    const eml = await renderEml(mail({ text, subject, from: "Zoë's Cars <no-reply@example.com>" }));
    expect(eml).toMatch(/^[\x00-\x7f]*$/);
    const read = readEml(eml);
    expect(read.headers.subject).toBe(subject);
    expect(read.headers.from).toBe("Zoë's Cars <no-reply@example.com>");
    expect(read.parts[0]!.body).toBe(text);
  });

  it("keeps a shopper's line breaks out of the headers (no header injection)", async () => {
    const eml = await renderEml(mail({ subject: "Hi\r\nBcc: victim@example.com", replyTo: "jane@example.com\r\nBcc: x@y.z" }));
    const headerBlock = eml.slice(0, eml.indexOf("\r\n\r\n"));
    expect(headerBlock).not.toMatch(/^Bcc:/im);
  });

  it("is one text/plain part when there is nothing to attach: ADF as the whole body stays byte for byte", async () => {
    const adf = '<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n<adf>\n<prospect status="new"></prospect>\n</adf>\n';
    const eml = await renderEml(mail({ attachments: [], text: adf }));
    const read = readEml(eml);
    expect(read.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(read.headers["content-transfer-encoding"]).toBe("7bit");
    expect(read.parts).toEqual([]);
    expect(read.body).toBe(adf);
    expect(eml).toContain('<?adf version="1.0"?>\r\n<adf>');
  });

  it("keeps ADF as the whole body as it is when a line runs past 76 characters", async () => {
    const comments = `<comments>${"Is it still available, and could I see it on Saturday morning? ".repeat(4)}</comments>`;
    const adf = `<?xml version="1.0" encoding="UTF-8"?>\n<adf>\n${comments}\n</adf>\n`;
    const eml = await renderEml(mail({ attachments: [], text: adf }));
    expect(readEml(eml).headers["content-transfer-encoding"]).toBe("7bit");
    expect(eml).toContain(`\r\n\r\n<?xml version="1.0" encoding="UTF-8"?>\r\n<adf>\r\n${comments}\r\n</adf>\r\n`);
  });

  it("quoted-prints a line that ends in a space, which a mail server may strip", async () => {
    const text = "Is it still available? \nThanks\n";
    const eml = await renderEml(mail({ attachments: [], text }));
    const read = readEml(eml);
    expect(read.headers["content-transfer-encoding"]).toBe("quoted-printable");
    expect(read.body).toBe(text);
    expect(eml).not.toMatch(/ \r\n/);
  });

  it("falls back to quoted-printable for a single part beyond ASCII or with long lines", async () => {
    const read = readEml(await renderEml(mail({ attachments: [], text: `Zoë\n${"x".repeat(1200)}\n` })));
    expect(read.headers["content-transfer-encoding"]).toBe("quoted-printable");
    expect(read.body).toBe(`Zoë\n${"x".repeat(1200)}\n`);
  });

  it("sends text and HTML as multipart/alternative, inside multipart/mixed when there are attachments", async () => {
    const html = '<p>Hi <img src="https://www.example.com.au/images?src=a.jpg&amp;w=640"></p>\n';
    const alone = readEml(await renderEml(mail({ attachments: [], html })));
    expect(alone.headers["content-type"]).toMatch(/^multipart\/alternative; boundary="/);
    expect(alone.parts.map((part) => [part.headers["content-type"], part.body])).toEqual([
      ["text/plain; charset=utf-8", mail().text],
      ["text/html; charset=utf-8", html],
    ]);
    const mixed = readEml(await renderEml(mail({ html })));
    expect(mixed.headers["content-type"]).toMatch(/^multipart\/mixed; boundary="/);
    expect(mixed.parts.map((part) => part.headers["content-type"]?.split(";")[0])).toEqual([
      "text/plain",
      "text/html",
      "application/xml",
    ]);
  });

  it("renders the same bytes on every attempt", async () => {
    expect(await renderEml(mail())).toBe(await renderEml(mail()));
  });
});

describe("mailEnvelope", () => {
  it("takes the bare addresses out of the From and To mailboxes", () => {
    expect(mailEnvelope(mail({ to: ["Sales <sales@wattleridgetoyota.com.au>", "crm@dealer.example"] }))).toEqual({
      from: "no-reply@wattleridgetoyota.com.au",
      to: ["sales@wattleridgetoyota.com.au", "crm@dealer.example"],
    });
  });
});
