import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpTestServer, type SmtpTestServer } from "~/adapters/mail/testing/smtp-server";
import { toJsonb } from "~/db/schema";
import { appProcessesOnOneDatabase, serverUrl } from "~/db/testing/app-processes";

const MESSAGES = 100;

describe.runIf(serverUrl)("the lead outbox drained by two app processes at once on one PostgreSQL database", () => {
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  afterAll(() => smtp?.close());
  const app = appProcessesOnOneDatabase(2, () => ({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }));

  it("sends every message exactly once", async () => {
    const lead = await app.db
      .insertInto("leads")
      .values({ website_id: 1, form_token: crypto.randomUUID(), form: "enquiry", category: "General", payload: toJsonb({}), lead_attributes: toJsonb({}) })
      .returning("id")
      .executeTakeFirstOrThrow();
    const messageIds = Array.from({ length: MESSAGES }, (_, i) => `<lead-${lead.id}-${i}@example.com.au>`);
    await app.db
      .insertInto("outbox")
      .values(
        messageIds.map((messageId) => ({
          lead_id: lead.id,
          kind: "lead-email" as const,
          message_id: messageId,
          sender: "Leads <leads@example.com.au>",
          recipient: "sales@example.com.au",
          subject: "New enquiry",
          body: "A shopper asked about a car.",
        })),
      )
      .execute();

    // One message a claim, so the two runs claim at the same moment many times over.
    const reports = await Promise.all(app.processes.map((each) => each.run("deliverDueOutbox", { batchSize: 1 })));

    const sent = smtp.received.map((mail) => /^Message-ID: (.+)$/im.exec(mail.data)?.[1]?.trim());
    expect(sent.sort()).toEqual([...messageIds].sort());
    expect(reports.reduce((total, report) => total + report.delivered, 0)).toBe(MESSAGES);
    // Both took part: the claims really raced.
    expect(reports.every((report) => report.delivered > 0 && report.failed === 0)).toBe(true);
    const rows = await app.db.selectFrom("outbox").select(["attempts", "delivered_at"]).execute();
    expect(rows.every((row) => row.attempts === 1 && row.delivered_at !== null)).toBe(true);
  });
});
