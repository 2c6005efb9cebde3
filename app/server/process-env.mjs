// The part of the environment the start scripts need before the app is loaded (PORT, DATA_DIR,
// HOST, TRUST_PROXY, NODE_ENV), parsed by the same zod schema the app's env starts from
// (app/env.server.ts extends it). Plain JavaScript so scripts/start.mjs and scripts/server.mjs
// import it without a build or a TypeScript loader.
import os from "node:os";
import path from "node:path";
import { z } from "zod";

export const ServerEnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default("./data"),
  /** The address to listen on; unset, every interface. */
  HOST: z.string().min(1).optional(),
  /** Express's "trust proxy": whose X-Forwarded-For is believed; unset, TRUST_PROXY_DEFAULT (request-guards.ts). */
  TRUST_PROXY: z.string().min(1).optional(),
  /** HTTP worker processes with DATABASE_URL; unset, one per core. The embedded database is always one process's. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
});

/**
 * How many server processes to run: one per core (or WEB_CONCURRENCY) on a PostgreSQL server,
 * always one on the embedded database, whose data directory one process owns (its lock).
 * @param {{ webConcurrency?: number, databaseUrl?: string, cores: number }} options
 */
export function workerCount({ webConcurrency, databaseUrl, cores }) {
  if (!databaseUrl) return 1;
  return webConcurrency ?? Math.max(1, cores);
}

/**
 * The server process's environment as `npm start` starts it: what the operator set, over our
 * defaults. `MALLOC_ARENA_MAX=2`: glibc gives every thread that allocates a malloc arena of
 * its own (up to eight per core), and the server's threads (libuv's pool, the image resizer)
 * each kept theirs, mostly empty, after a busy minute. Two arenas took an idle server at 100k
 * cars from 566-587 MB to 521-532 MB after the same load (idle RSS <= 600 MB; decision 044).
 * glibc reads it at the process's start, so it is set for the child, not here.
 * @param {Record<string, string | undefined>} [source]
 */
export function serverProcessEnv(source = process.env) {
  return { MALLOC_ARENA_MAX: "2", ...source };
}

/**
 * The start scripts' environment, or the zod error that says what is wrong with it.
 * @param {Record<string, string | undefined>} [source]
 */
export function readServerEnv(source = process.env) {
  const parsed = ServerEnvSchema.safeParse(source);
  if (!parsed.success) return /** @type {const} */ ({ ok: false, error: parsed.error });
  const workers = workerCount({
    webConcurrency: parsed.data.WEB_CONCURRENCY,
    databaseUrl: source.DATABASE_URL,
    cores: os.availableParallelism(),
  });
  return /** @type {const} */ ({ ok: true, env: { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR), workers } });
}
