import path from "node:path";
import { env } from "~/env.server";
import { FileMailer } from "./outbox-files.server";
import type { Mailer } from "./port";
import { SmtpMailer } from "./smtp.server";

/** SMTP when SMTP_URL is set, else .eml files in $DATA_DIR/outbox/. */
export function mailerFromEnv(): Mailer {
  return env.SMTP_URL ? new SmtpMailer(env.SMTP_URL) : new FileMailer(path.join(env.dataDir, "outbox"));
}

export { FileMailer } from "./outbox-files.server";
export type { Mailer, MailMessage } from "./port";
