import fs from "node:fs/promises";
import path from "node:path";
import { env } from "~/env.server";

/** The SMS port (DESIGN.md "Ports and adapters"): sign-in codes go through it. */
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

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

/** A provider over HTTP: POST JSON {to, text}; anything but a 2xx is a failed send. */
export function httpSmsSender(url: string, fetchImpl: typeof fetch = fetch): SmsSender {
  return {
    async send(to, text) {
      const response = await fetchImpl(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status} ${response.statusText}`);
    },
  };
}

/** The configured sender: the provider at SMS_URL, else the outbox folder. */
export function smsSender(): SmsSender {
  return env.SMS_URL ? httpSmsSender(env.SMS_URL) : fileSmsSender(path.join(env.dataDir, "outbox"));
}
