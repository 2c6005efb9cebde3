import type { StatsFs } from "node:fs";
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
    storage: StorageCheck;
    search: { ok: boolean; records: number; builtAt: string | null };
  };
  tenants: number;
  uptimeSeconds: number;
}

export interface StorageCheck {
  ok: boolean;
  /** The least free space among the directories, in MiB. */
  freeMb: number | null;
  floorMb: number;
  directories: string[];
  error?: string;
}

/**
 * The free space below which a node stops taking leads. A lead and its outbox rows are a few
 * kilobytes, but the embedded database grows its files a page at a time and starts a 16 MB
 * write-ahead log segment at once, and the search index file is rewritten whole: a write
 * probe that fits in a page already allocated passed while every lead failed for want of
 * a new one. Failing below a floor takes the node out of the load balancer before that.
 */
export const STORAGE_FLOOR_BYTES = 64 * 2 ** 20;

const MIB = 2 ** 20;

/**
 * The directories a lead is written to on this node: the data directory (the outbox folder,
 * the search index file, the session secret) and the embedded database's own, which may be a
 * volume of its own. PostgreSQL's volume is its server's: a full one fails the write probe.
 */
export function storageDirectories(dataDir: string, databaseKind: "pglite" | "postgres"): string[] {
  return databaseKind === "pglite" ? [dataDir, path.join(dataDir, "db")] : [dataDir];
}

/** The file system of `directory`, or of its nearest existing parent (the database's folder before its first start). */
async function statfsOfNearest(directory: string): Promise<StatsFs> {
  try {
    return await fs.statfs(directory);
  } catch (error) {
    const parent = path.dirname(directory);
    if ((error as NodeJS.ErrnoException).code !== "ENOENT" || parent === directory) throw error;
    return statfsOfNearest(parent);
  }
}

/** Is there room above `floorBytes` in each directory's file system (statfs: what an unprivileged user may use)? */
export async function checkFreeSpace(
  directories: readonly string[],
  { floorBytes = STORAGE_FLOOR_BYTES, statfs = statfsOfNearest } = {} as {
    floorBytes?: number;
    statfs?: (directory: string) => Promise<Pick<StatsFs, "bavail" | "bsize">>;
  },
): Promise<StorageCheck> {
  const floorMb = Math.round(floorBytes / MIB);
  const check = { floorMb, directories: [...directories] };
  try {
    const free = await Promise.all(directories.map(async (directory) => {
      const stats = await statfs(directory);
      return stats.bavail * stats.bsize;
    }));
    const least = Math.min(...free);
    const freeMb = Math.floor(least / MIB);
    if (least >= floorBytes) return { ok: true, freeMb, ...check };
    return { ok: false, freeMb, ...check, error: `${freeMb} MiB free, below the ${floorMb} MiB a node needs to take leads` };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { ok: false, freeMb: null, ...check, error: `cannot read the free space (${code ?? (error as Error).message})` };
  }
}

/**
 * What /healthz tells a dealer's domain, which anyone can read: the status and the names of
 * the failing checks, not the server's directories or error texts. Preview hosts and
 * localhost, where the operator looks, get every detail.
 */
export function publicReadiness(readiness: Readiness): Pick<Readiness, "status" | "failing"> {
  return { status: readiness.status, failing: readiness.failing };
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
 * /healthz: ready once the database takes writes, the outbox folder takes files, the disks
 * have room above the floor and the embedded search index is built; failing (503) as soon
 * as storage fails, naming the check.
 * Each check writes (a database row, a file): load balancers and monitors asking at once
 * share one round of them (5 ms of CPU per request at 32 connections, most of it
 * the embedded database's two queries and the file's four system calls).
 */
export const checkReadiness = sharedWhileRunning(runReadinessChecks);

async function runReadinessChecks(): Promise<Readiness> {
  const [database, outbox, storage] = await Promise.all([
    checkDatabase(),
    checkOutboxDirectory(outboxDirectory()),
    checkFreeSpace(storageDirectories(env.dataDir, env.DATABASE_URL ? "postgres" : "pglite")),
  ]);
  const index = searchIndexStatus();
  const search = { ok: index.ready, records: index.records, builtAt: index.builtAt };
  const failing = Object.entries({ database, outbox, storage })
    .filter(([, check]) => !check.ok)
    .map(([name]) => name);
  return {
    status: failing.length > 0 ? "failing" : search.ok ? "ok" : "starting",
    failing,
    checks: { database, outbox, storage, search },
    tenants: tenants.length,
    uptimeSeconds: Math.round(process.uptime()),
  };
}
