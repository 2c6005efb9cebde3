import fs from "node:fs/promises";
import path from "node:path";
import type { SmsSender } from "./port";

/**
 * The embedded default: each message a text file in `$DATA_DIR/outbox/`, named so a
 * developer (or a browser test) finds the latest one for a number.
 */
export function fileSmsSender(outboxDir: string, now: () => Date = () => new Date()): SmsSender {
  return {
    async send(to, text) {
      await fs.mkdir(outboxDir, { recursive: true });
      const stamp = now().toISOString().replace(/[:.]/g, "-");
      const file = path.join(outboxDir, `sms-${stamp}-${to.replace(/[^\d+]/g, "")}.txt`);
      await fs.writeFile(file, `To: ${to}\n\n${text}\n`, "utf8");
    },
  };
}
