import pino from "pino";
import { env } from "./env.server";

/** Structured JSON logs on stdout, one line per event. */
export const logger = pino({
  level: env.LOG_LEVEL,
  base: { service: "dealer-platform" },
  timestamp: pino.stdTimeFunctions.isoTime,
});
