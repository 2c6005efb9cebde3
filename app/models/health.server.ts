import fs from "node:fs/promises";
import path from "node:path";
import { checkDatabase } from "~/db/client.server";
import { env } from "~/env.server";
import { searchIndexStatus } from "~/models/search/search.server";
import { tenants } from "~/tenants";

export interface Readiness {
  status: "ok" | "starting" | "failing";
  /** The checks that failed, by name: what an operator reads first. */
  failing: string[];
  checks: {
    database: { ok: boolean; kind?: string; error?: string };
    outbox: { ok: boolean; directory: string | null; error?: string };
    search: { ok: boolean; records: number; builtAt: string | null };
  };
  tenants: number;
  uptimeSeconds: number;
}

/**
 * The folder lead mail and sign-in codes are written to when no SMTP server or SMS provider
 * is configured; null when both go over the network.
 */
export function outboxDirectory(): string | null {
  return env.SMTP_URL && env.SMS_URL ? null : path.join(env.dataDir, "outbox");
}

/**
 * Can a file be written to the outbox folder now? A full disk or a folder turned read-only
 * keeps every page up but loses the mail of every lead, so the probe really writes.
 */
export async function checkOutboxDirectory(directory: string | null): Promise<Readiness["checks"]["outbox"]> {
  if (directory === null) return { ok: true, directory };
  const probe = path.join(directory, `.health-${process.pid}`);
  try {
    await fs.mkdir(directory, { recursive: true });
    await fs.writeFile(probe, "ok");
    await fs.rm(probe, { force: true });
    return { ok: true, directory };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { ok: false, directory, error: `cannot write a file here (${code ?? (error as Error).message})` };
  }
}

/**
 * Calls `run`, unless a call is still running: then its answer is every caller's. A check
 * answered for a request that arrived while it ran is as fresh as one of its own.
 */
export function sharedWhileRunning<T>(run: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () =>
    (running ??= run().finally(() => {
      running = null;
    }));
}

/**
 * /healthz: ready once the database takes writes, the outbox folder takes files and the
 * embedded search index is built; failing (503) as soon as storage fails, naming the check.
 * Each check writes (a database row, a file): load balancers and monitors asking at once
 * share one round of them (issue 16: 5 ms of CPU per request at 32 connections, most of it
 * the embedded database's two queries and the file's four system calls).
 */
export const checkReadiness = sharedWhileRunning(runReadinessChecks);

async function runReadinessChecks(): Promise<Readiness> {
  const [database, outbox] = await Promise.all([checkDatabase(), checkOutboxDirectory(outboxDirectory())]);
  const index = searchIndexStatus();
  const search = { ok: index.ready, records: index.records, builtAt: index.builtAt };
  const failing = Object.entries({ database, outbox })
    .filter(([, check]) => !check.ok)
    .map(([name]) => name);
  return {
    status: failing.length > 0 ? "failing" : search.ok ? "ok" : "starting",
    failing,
    checks: { database, outbox, search },
    tenants: tenants.length,
    uptimeSeconds: Math.round(process.uptime()),
  };
}
