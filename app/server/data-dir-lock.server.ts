import { createHash } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * One process at a time in a data directory. The embedded database (PGlite) and the outbox
 * files are one process's: a second server, a stock import or an outbox run on the same
 * directory would collide on lead ids, overwrite .eml files and corrupt the database.
 *
 * The lock is a listening Unix socket named after the directory. The kernel allows one
 * listener per name and drops it when the process ends, however it ends (SIGKILL too), so
 * there is no stale lock to detect and no race between two starts. On Linux the socket is
 * in the abstract namespace (no file at all); elsewhere it is a file in the temp directory,
 * and a file nobody answers on is left over from a dead process and taken over.
 *
 * Whoever connects gets one JSON line saying who holds the lock, so the refusal can name it.
 */

export interface LockHolder {
  pid: number;
  /** What the holder is doing: "server", "stock import", "outbox delivery"… */
  purpose: string;
  since: string;
}

export interface DataDirLock {
  holder: LockHolder;
  release(): Promise<void>;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | null,
  ) {
    const who = holder ? `the ${holder.purpose} (pid ${holder.pid}, since ${holder.since})` : "another process";
    super(
      `The data directory ${dataDir} is in use by ${who}: stop it first, or give this process its own DATA_DIR.`,
    );
    this.name = "DataDirInUseError";
  }
}

/** The socket address of a directory's lock: the same for every spelling of its path. */
export function lockAddress(dataDir: string, platform: NodeJS.Platform = process.platform): string {
  const key = createHash("sha256").update(canonicalPath(dataDir)).digest("hex").slice(0, 32);
  return platform === "linux" ? `\0dealer-platform-data-dir-${key}` : path.join(os.tmpdir(), `dealer-platform-${key}.sock`);
}

function canonicalPath(dataDir: string): string {
  const absolute = path.resolve(dataDir);
  fs.mkdirSync(absolute, { recursive: true });
  return fs.realpathSync(absolute);
}

/** Takes the data directory's lock for this process's life, or throws DataDirInUseError. */
export async function acquireDataDirLock(dataDir: string, purpose: string): Promise<DataDirLock> {
  const address = lockAddress(dataDir);
  const holder: LockHolder = { pid: process.pid, purpose, since: new Date().toISOString() };
  const server = net.createServer((socket) => {
    socket.end(`${JSON.stringify(holder)}\n`);
    socket.on("error", () => socket.destroy());
  });
  try {
    await listen(server, address);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    const other = await whoHolds(dataDir);
    if (other || address.startsWith("\0")) throw new DataDirInUseError(path.resolve(dataDir), other);
    // A socket file nobody answers on: its process died without removing it.
    fs.rmSync(address, { force: true });
    try {
      await listen(server, address);
    } catch {
      throw new DataDirInUseError(path.resolve(dataDir), await whoHolds(dataDir));
    }
  }
  // The lock must not keep a finished script alive.
  server.unref();
  return {
    holder,
    release: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

/** Who holds the directory's lock right now, or null when nobody does. */
export function whoHolds(dataDir: string): Promise<LockHolder | null> {
  const address = lockAddress(dataDir);
  return new Promise((resolve) => {
    let answer = "";
    const socket = net.connect(address);
    const done = (holder: LockHolder | null) => {
      socket.destroy();
      resolve(holder);
    };
    socket.setTimeout(2_000, () => done(null));
    socket.on("data", (chunk) => {
      answer += chunk.toString("utf8");
      if (answer.length > 4_096) done(null);
    });
    socket.on("end", () => done(parseHolder(answer)));
    socket.on("error", () => done(null));
  });
}

function parseHolder(line: string): LockHolder | null {
  try {
    const value = JSON.parse(line) as Partial<LockHolder>;
    if (typeof value.pid === "number" && typeof value.purpose === "string" && typeof value.since === "string") {
      return { pid: value.pid, purpose: value.purpose, since: value.since };
    }
  } catch {
    // Not one of ours: treat as unknown.
  }
  return null;
}

function listen(server: net.Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once("error", onError);
    server.listen(address, () => {
      server.off("error", onError);
      resolve();
    });
  });
}

/** sysexits EX_TEMPFAIL: the directory is busy now; the same command works once it is free. */
export const EXIT_DATA_DIR_IN_USE = 75;

/**
 * For command-line scripts: opens what needs the data directory, or prints the one-line
 * reason another process holds it and exits with EXIT_DATA_DIR_IN_USE.
 */
export async function openOrRefuse<T>(open: () => Promise<T>): Promise<T> {
  try {
    return await open();
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(EXIT_DATA_DIR_IN_USE);
  }
}
