import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { renderEml } from "./eml.server";
import type { Mailer, MailMessage } from "./port";

/** "20250620T020000Z" from a date, so the outbox folder lists messages in the order they were written. */
function fileTimestamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

/**
 * The embedded mail adapter: each message an RFC 5322 .eml file, which any mail client
 * opens. The name comes from the message's date and id, so a retry rewrites the same file
 * rather than adding a second copy; written to a temporary name and renamed, so a reader
 * never sees half a message.
 */
export class FileMailer implements Mailer {
  readonly directory: string;

  constructor(directory: string) {
    this.directory = directory;
  }

  fileName(message: MailMessage): string {
    const id = message.messageId.replace(/^<|>$/g, "").replace(/[^A-Za-z0-9._-]+/g, "_");
    return `${fileTimestamp(message.date)}-${id}.eml`;
  }

  async send(message: MailMessage): Promise<void> {
    await fs.mkdir(this.directory, { recursive: true });
    const target = path.join(this.directory, this.fileName(message));
    const partial = `${target}.${randomUUID()}.tmp`;
    try {
      await fs.writeFile(partial, await renderEml(message), "utf8");
      await fs.rename(partial, target);
    } catch (error) {
      // On a full disk each retry would leave one more partial file behind, holding the
      // space the outbox needs to deliver.
      await fs.rm(partial, { force: true });
      throw error;
    }
  }
}
