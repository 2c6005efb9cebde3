import path from "node:path";
import { z } from "zod";

/** The process environment, parsed once at start (STYLE.md: config parsed by zod at the edge). */
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.string().url().optional(),
  PREVIEW_HOSTS: z.string().optional(),
  DEFAULT_TENANT: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  STOCK_COUNT: z.coerce.number().int().min(0).max(1_000_000).optional(),
});

export type Env = z.infer<typeof EnvSchema> & { dataDir: string };

function parseEnv(source: NodeJS.ProcessEnv): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}

export const env: Env = parseEnv(process.env);
