import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mailerFromEnv } from "./index.server";
import { FileMailer } from "./outbox-files.server";
import { SmtpMailer } from "./smtp.server";

const testEnv = vi.hoisted(() => ({ SMTP_URL: undefined as string | undefined, dataDir: "/srv/dealer-data" }));
vi.mock("~/env.server", () => ({ env: testEnv }));

describe("mailerFromEnv (DESIGN.md: .eml files by default, SMTP via nodemailer with SMTP_URL)", () => {
  afterEach(() => {
    testEnv.SMTP_URL = undefined;
  });

  it("writes .eml files to $DATA_DIR/outbox/ when SMTP_URL is not set", () => {
    const mailer = mailerFromEnv();
    expect(mailer).toBeInstanceOf(FileMailer);
    expect((mailer as FileMailer).directory).toBe(path.join("/srv/dealer-data", "outbox"));
  });

  it("sends through SMTP when SMTP_URL is set", () => {
    testEnv.SMTP_URL = "smtps://leads:secret@mail.example.com";
    expect(mailerFromEnv()).toBeInstanceOf(SmtpMailer);
  });
});
