import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { ImageHostListSchema } from "./adapters/images/hosts";
import { ServerEnvSchema } from "./server/process-env.mjs";
import { formatZodIssues } from "./zod-issues.mjs";

/**
 * The lowest LEAD_FORM_MIN_FILL_MS accepted. A script posts a form within milliseconds of
 * fetching it; 0 (or a few ms) would let it through silently, so there is no off switch.
 * A quarter of a second still stops that and leaves the browser tests (300 ms) fast.
 */
export const MIN_LEAD_FORM_FILL_MS = 250;

/** The shortest secret accepted, from the environment or the data directory. */
const MIN_SECRET_LENGTH = 16;

/** The process environment, parsed once at start (STYLE.md: config parsed by zod at the edge). */
const EnvSchema = ServerEnvSchema.extend({
  DATABASE_URL: z.string().url().optional(),
  PREVIEW_HOSTS: z.string().optional(),
  DEFAULT_TENANT: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  STOCK_COUNT: z.coerce.number().int().min(0).max(1_000_000).optional(),
  /** The most the image route's variants and fetched originals take on disk, under $DATA_DIR/image-cache. */
  IMAGE_CACHE_MB: z.coerce.number().int().min(16).max(1_000_000).default(2048),
  /** Photo hosts the image route may fetch remote originals from, comma-separated `host` or `host:port`. */
  IMAGE_HOSTS: ImageHostListSchema,
  /** Lets a scraper read /metrics on any host with `Authorization: Bearer <token>` (preview hosts need none). */
  METRICS_TOKEN: z.string().min(MIN_SECRET_LENGTH).optional(),
  /** The operator's stock feeds: JSON of tenant slug to feed settings, credentials included (README "Stock feeds"). */
  STOCK_FEEDS_FILE: z.string().min(1).optional(),
  /**
   * Signs the session cookie, and (through keys derived from it) lead forms' timestamps and
   * captcha challenges. Unset in production, a random one is made once and kept in
   * $DATA_DIR/session-secret, so cookies survive restarts and no known default signs them.
   */
  SESSION_SECRET: z.string().min(MIN_SECRET_LENGTH).optional(),
  /** An SMS provider's endpoint for sign-in codes (POST JSON {to, text}); unset, they go to $DATA_DIR/outbox/. */
  SMS_URL: z.string().url().optional(),
  /**
   * Lead mail goes to this SMTP server, e.g. smtps://user:password@mail.example.com or
   * smtp://mail.example.com:587 (STARTTLS when offered); unset, each message is an .eml
   * file in $DATA_DIR/outbox/.
   */
  SMTP_URL: z
    .string()
    .url()
    .refine((url) => /^smtps?:\/\//.test(url), "must start with smtp:// or smtps://")
    .optional(),
  /** The From of lead mail, e.g. "Leads <leads@example.com.au>"; unset, no-reply@ each tenant's domain. */
  MAIL_FROM: z.string().min(3).optional(),
  /**
   * Reserve deposits through Stripe Checkout; unset, the reserve page stays a
   * request that takes no payment. The webhook secret verifies /api/payments/stripe.
   */
  STRIPE_SECRET_KEY: z.string().min(8).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(8).optional(),
  /**
   * Lead forms' spam guards (spam.server.ts): a form sent sooner than this after it was served
   * is taken for a bot's, and the captcha's search space (about a second's work for a phone at
   * the default). The browser tests lower both: a hundred forms a run each waited 2 s and
   * solved a captcha on a CPU shared with the server.
   */
  LEAD_FORM_MIN_FILL_MS: z.coerce
    .number()
    .int()
    .min(MIN_LEAD_FORM_FILL_MS, `must be at least ${MIN_LEAD_FORM_FILL_MS}: 0 would turn the bot timing check off`)
    .max(60_000)
    .default(2_000),
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(1_000).max(10_000_000).default(100_000),
  /** Tests only: Stripe's API at another address, e.g. http://127.0.0.1:12111 (a local stand-in). */
  STRIPE_API_BASE: z.string().url().optional(),
}).refine((config) => !config.STRIPE_SECRET_KEY === !config.STRIPE_WEBHOOK_SECRET, {
  // A key alone would take deposits whose webhook could never be verified, so none would be recorded.
  message: "STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together or not at all",
  path: ["STRIPE_WEBHOOK_SECRET"],
});

export type Env = Omit<z.infer<typeof EnvSchema>, "SESSION_SECRET"> & { SESSION_SECRET: string; dataDir: string };

const DEVELOPMENT_SESSION_SECRET = "dev-only-session-secret-change-me";

/**
 * The secret kept in the data directory, made on first use: readable by this user only. A
 * stored one too short to sign with (an empty file left by a full disk, a hand edit) is
 * replaced: an empty key would let anyone sign a session cookie.
 */
export function storedSessionSecret(dataDir: string, warn: (message: string) => void = defaultWarn): string {
  const file = path.join(dataDir, "session-secret");
  if (fs.existsSync(file)) {
    const stored = fs.readFileSync(file, "utf8").trim();
    if (stored.length >= MIN_SECRET_LENGTH) return stored;
    warn(
      `${file} held a secret of ${stored.length} characters (at least ${MIN_SECRET_LENGTH} are needed): ` +
        "replaced with a new random one; shoppers signed in before are signed out.",
    );
    const secret = newSecret();
    const partial = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(partial, secret, { mode: 0o600 });
    fs.renameSync(partial, file);
    return secret;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = newSecret();
  // "wx": when two processes start at once, the second reads the first one's secret.
  try {
    fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  } catch {
    return storedSessionSecret(dataDir, warn);
  }
}

function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

function defaultWarn(message: string): void {
  process.stderr.write(`${message}\n`);
}

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    throw new Error(`Invalid environment:\n${formatZodIssues(parsed.error, "list")}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  const sessionSecret =
    parsed.data.SESSION_SECRET ??
    (parsed.data.NODE_ENV === "production" ? storedSessionSecret(dataDir) : DEVELOPMENT_SESSION_SECRET);
  return { ...parsed.data, SESSION_SECRET: sessionSecret, dataDir };
}

export const env: Env = parseEnv(process.env);
