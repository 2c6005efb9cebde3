import { fork, type ChildProcess } from "node:child_process";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll } from "vitest";
import { migrateToLatest, type DatabaseHandle } from "../client.server";
import type { AppOperations, AppRequest } from "./app-process";
import { openServerDatabase } from "./databases";

/*
 * Several app instances in processes of their own on one PostgreSQL database, as the
 * cluster workers of `scripts/server.mjs` (WEB_CONCURRENCY) are: what one process writes,
 * the others must see, and what they all run (outbox delivery, refunds) must happen once.
 * PGlite is one process's database, so these suites run only with TEST_DATABASE_URL.
 */

export const serverUrl = process.env.TEST_DATABASE_URL;

const CHILD = fileURLToPath(new URL("./app-process.ts", import.meta.url));
// Loading the app under tsx took 15-20 s when the machine's cores were busy.
const READY_TIMEOUT_MS = 90_000;

type Args<K extends keyof AppOperations> = Parameters<AppOperations[K]>[0];
type Result<K extends keyof AppOperations> = Awaited<ReturnType<AppOperations[K]>>;

export interface AppProcess {
  run<K extends keyof AppOperations>(operation: K, ...args: Args<K> extends undefined ? [] : [Args<K>]): Promise<Result<K>>;
  /** How many of its log lines so far carry this message. */
  logged(message: string): number;
  stop(): Promise<void>;
}

/** Forks app-process.ts with `env` on top of this one's, and waits until it has opened the database. */
export async function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  const child: ChildProcess = fork(CHILD, [], {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "info", DATA_DIR: os.tmpdir(), ...env },
    serialization: "advanced",
    stdio: ["ignore", "pipe", "inherit", "ipc"],
  });
  const messages: string[] = [];
  let partial = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    const lines = (partial + chunk.toString("utf8")).split("\n");
    partial = lines.pop()!;
    for (const line of lines) {
      try {
        messages.push((JSON.parse(line) as { msg?: string }).msg ?? "");
      } catch {
        messages.push(line);
      }
    }
  });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the app process did not start")), READY_TIMEOUT_MS);
    child.once("exit", (code) => reject(new Error(`the app process ended (${code}) before it was ready`)));
    child.on("message", (message: { ready?: true; id?: number; result?: unknown; error?: string }) => {
      if (message.ready) {
        clearTimeout(timer);
        resolve();
        return;
      }
      const waiting = pending.get(message.id!);
      pending.delete(message.id!);
      if (message.error !== undefined) waiting?.reject(new Error(message.error));
      else waiting?.resolve(message.result);
    });
  });
  return {
    run(operation, ...args) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        child.send({ id, operation, args: args[0] } satisfies AppRequest);
      });
    },
    logged: (message) => messages.filter((each) => each === message).length,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.disconnect();
      await exited;
    },
  };
}

/**
 * A migrated database of its own on the test server for the describe block, and `count`
 * app processes on it (started after the database, stopped before it is dropped).
 */
export function appProcessesOnOneDatabase(count: number, env: () => Record<string, string> = () => ({})) {
  let database: { url: string; handle: DatabaseHandle } | undefined;
  const processes: AppProcess[] = [];
  beforeAll(async () => {
    database = await openServerDatabase(serverUrl!);
    await migrateToLatest(database.handle.db);
    processes.push(...(await Promise.all(Array.from({ length: count }, () => startAppProcess({ DATABASE_URL: database!.url, ...env() })))));
  }, 180_000);
  afterAll(async () => {
    await Promise.all(processes.map((each) => each.stop()));
    await database?.handle.close();
  });
  return {
    get db() {
      if (!database) throw new Error("the database is opened in beforeAll");
      return database.handle.db;
    },
    processes,
  };
}
