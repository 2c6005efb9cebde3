import path from "node:path";
import { env } from "~/env.server";
import { httpSmsSender } from "./http.server";
import { fileSmsSender } from "./outbox-files.server";
import type { SmsSender } from "./port";

/** The configured sender: the provider at SMS_URL, else the outbox folder. */
export function smsSender(): SmsSender {
  return env.SMS_URL ? httpSmsSender(env.SMS_URL) : fileSmsSender(path.join(env.dataDir, "outbox"));
}

export type { SmsSender } from "./port";
