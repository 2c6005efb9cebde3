/*
 * The built server as an operator runs it (`npm start`; run `npm run build` first): its
 * /metrics, backups, and a clean stop under load; with TEST_DATABASE_URL (a PostgreSQL server)
 * also two workers on PostgreSQL: /metrics summed across them, and pg_dump's backup restored.
 * Ports: APP_TEST_PORT (default 3517) and the two after it.
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const SECRET = await vi.hoisted(async () => {
  // The lead forms' signed stamps are made here with the server's own secret.
  process.env.SESSION_SECRET = "server-operations-test-secret-0123456789";
  return process.env.SESSION_SECRET;
});
const { leadFormData, shopper } = await import("~/models/leads/testing/forms");
const { createDatabase } = await import("~/db/client.server");
const { openServerDatabase } = await import("~/db/testing/databases");

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PORT = Number(process.env.APP_TEST_PORT ?? 3517);
const ORIGIN = `http://localhost:${PORT}`;
const METRICS_TOKEN = "metrics-token-for-the-test-0123";

interface RunningServer {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Every server started here leads a process group of its own (start.mjs, the server it runs,
 * the workers): a test that fails before it stops its server still leaves no process behind,
 * since the group is killed at the end and checked gone.
 */
const processGroups = new Set<number>();

afterAll(async () => {
  for (const group of processGroups) {
    try {
      process.kill(-group, "SIGKILL");
    } catch {
      // the group ended already
    }
  }
  const alive = (group: number) => {
    try {
      process.kill(-group, 0);
      return true;
    } catch {
      return false;
    }
  };
  for (let waited = 0; waited < 5_000 && [...processGroups].some(alive); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect([...processGroups].filter(alive), "process groups with a process left").toEqual([]);
});

async function startServer(dataDir: string, port = PORT, extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      STOCK_COUNT: "300",
      SESSION_SECRET: SECRET,
      METRICS_TOKEN,
      LOG_LEVEL: "info",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  processGroups.add(child.pid!);
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  for (let waited = 0; ; waited += 250) {
    if (child.exitCode !== null) throw new Error(`the server ended (${child.exitCode}):\n${output}`);
    const ready = await fetch(`http://localhost:${port}/healthz`).then((response) => response.ok, () => false);
    if (ready) break;
    if (waited > 120_000) throw new Error(`the server was not ready in 2 minutes:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { child, output: () => output, exited };
}

/** A general enquiry as a browser posts it, from its own address (the per-address limit), tagged to be found again. */
function postLead(tag: string, address: string, origin = ORIGIN): Promise<Response> {
  const body = leadFormData({
    ...shopper,
    category: "General Enquiry",
    message: `Lead ${tag}`,
    location: "5001",
    dealership_slug: "wattle-ridge-toyota",
  });
  return fetch(`${origin}/contact-us`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { Origin: origin, "X-Forwarded-For": address },
  });
}

/**
 * A lead whose body arrives slowly (a shopper on a poor connection): half of it, then the
 * rest after `pauseMs`. Its request is in flight all that time.
 */
async function postLeadSlowly(tag: string, pauseMs: number): Promise<number> {
  const form = new Response(
    leadFormData({ ...shopper, category: "General Enquiry", message: `Lead ${tag}`, location: "5001", dealership_slug: "wattle-ridge-toyota" }),
  );
  const body = Buffer.from(await form.arrayBuffer());
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: PORT,
        path: "/contact-us",
        method: "POST",
        headers: {
          Host: `localhost:${PORT}`,
          Origin: ORIGIN,
          "X-Forwarded-For": "10.7.0.1",
          "Content-Type": form.headers.get("content-type")!,
          "Content-Length": body.length,
        },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on("error", reject);
    request.write(body.subarray(0, body.length >> 1));
    setTimeout(() => request.end(body.subarray(body.length >> 1)), pauseMs);
  });
}

/** An npm script of this repository (under tsx) on a data directory: its exit code and output. */
async function runScript(script: string, args: string[], dataDir: string, databaseUrl?: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ["--import", "tsx", script, ...args], { cwd: root, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "srv-ops-"));
});
afterAll(() => fs.rm(dataDir, { recursive: true, force: true, maxRetries: 5 }));

describe("the built server", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(dataDir);
  }, 150_000);
  afterAll(() => {
    if (server?.child.exitCode === null) server.child.kill("SIGKILL");
  });

  it("answers /metrics on a preview host and with the token, and 404 on a dealer's domain", async () => {
    expect((await fetch(`${ORIGIN}/`)).status).toBe(200);
    expect((await fetch(`${ORIGIN}/search`)).status).toBe(200);
    expect((await postLead("metrics", "10.9.0.1")).status).toBe(303);
    const scrape = await fetch(`${ORIGIN}/metrics`);
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get("content-type")).toContain("text/plain");
    const text = await scrape.text();
    for (const series of [
      'http_request_duration_seconds_bucket{le="0.1",route="routes/_index",method="GET",status="2xx"}',
      'http_request_duration_seconds_count{route="routes/contact-us",method="POST",status="3xx"}',
      'search_duration_seconds_count{engine="embedded"}',
      "outbox_waiting_messages ",
      "outbox_given_up_messages ",
      "outbox_oldest_waiting_seconds ",
      "# TYPE outbox_deliveries_total counter",
      "# TYPE stock_feed_runs_total counter",
      "# TYPE stock_feed_rejected_rows_total counter",
      "nodejs_eventloop_lag_seconds ",
      "nodejs_heap_size_used_bytes ",
      "process_resident_memory_bytes ",
    ]) {
      expect(text, series).toContain(series);
    }
    // fetch() will not send another Host: a plain request does.
    const statusAt = (headers: Record<string, string>) =>
      new Promise<number>((resolve, reject) =>
        http.get({ host: "127.0.0.1", port: PORT, path: "/metrics", headers }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        }).on("error", reject),
      );
    const dealer = { Host: "www.wattleridgetoyota.com.au" };
    expect(await statusAt(dealer)).toBe(404);
    expect(await statusAt({ ...dealer, Authorization: `Bearer ${METRICS_TOKEN}` })).toBe(200);
  });

  it("backs up while leads are posted; restored into a fresh DATA_DIR, a server there has every lead acknowledged before", async () => {
    const acknowledged: string[] = [];
    let stop = false;
    let sent = 0;
    const shoppers = Array.from({ length: 4 }, async (_, lane) => {
      while (!stop) {
        const tag = `backup-${lane}-${sent++}`;
        const response = await postLead(tag, `10.6.${lane}.${sent % 250}`);
        if (response.status === 303) acknowledged.push(tag);
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // The outbox folder appears with the first delivery, which can come after the first
    // acknowledgements on a loaded machine: the backup is asked for once there is one to copy.
    for (let waited = 0; !(await fs.stat(path.join(dataDir, "outbox")).catch(() => null)) && waited < 30_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const before = [...acknowledged];
    const backupDir = path.join(dataDir, "..", `${path.basename(dataDir)}-backup`);
    const backup = await runScript("scripts/backup.ts", [backupDir], dataDir);
    stop = true;
    await Promise.all(shoppers);
    expect(backup.stderr).toBe("");
    expect(backup.stdout).toMatch(/^Backed up the embedded database in .* to .*: database\.tar\.gz, outbox, search-index\.bin \(/);
    expect(before.length).toBeGreaterThan(3);

    const again = await runScript("scripts/backup.ts", [backupDir], dataDir);
    expect(again).toMatchObject({ code: 1, stderr: `The running server could not back up: ${backupDir} is not empty: a backup goes into an empty or new folder\n` });
    const intoRunning = await runScript("scripts/restore.ts", [backupDir], dataDir);
    expect(intoRunning.code).toBe(75);

    const fresh = `${dataDir}-restored`;
    const restore = await runScript("scripts/restore.ts", [backupDir], fresh);
    expect(restore.stderr).toBe("");
    expect(restore.stdout).toBe(`Restored ${backupDir} into ${fresh}: the database, outbox, search-index.bin.\n`);
    const restored = await startServer(fresh, PORT + 1);
    restored.child.kill("SIGTERM");
    expect(await restored.exited).toBe(0);
    const { db, close } = await createDatabase({ dataDir: fresh });
    try {
      const messages = (await db.selectFrom("leads").select("payload").execute()).map((row) =>
        String((row.payload as { message?: string }).message ?? ""),
      );
      expect(before.filter((tag) => !messages.includes(`Lead ${tag}`))).toEqual([]);
    } finally {
      await close();
      await fs.rm(fresh, { recursive: true, force: true });
      await fs.rm(backupDir, { recursive: true, force: true });
    }
  }, 180_000);

  it("on SIGTERM under load, stores every lead it acknowledged, refuses the others retryably, and exits 0", async () => {
    const answers: { tag: string; status: number | string }[] = [];
    let stop = false;
    let sent = 0;
    /**
     * A lead posted as a browser posts it: a keep-alive connection the server closed as the
     * request went out (reset before any answer) is tried once more on a new one, as browsers
     * do; the server had not read that request.
     */
    const post = async (tag: string, address: string, retried = false): Promise<number | string> => {
      try {
        const response = await postLead(tag, address);
        if (response.status === 503) expect(response.headers.get("retry-after")).toBe("5");
        return response.status;
      } catch (error) {
        const code = (error as { cause?: { code?: string } }).cause?.code;
        if (code === "ECONNREFUSED") return "refused";
        if (!retried && (code === "ECONNRESET" || code === "EPIPE" || code === "UND_ERR_SOCKET")) return post(tag, address, true);
        return `lost (${code ?? (error as Error).message})`;
      }
    };
    // Eight shoppers posting leads one after another, each from its own address, until the
    // server no longer takes connections.
    const shoppers = Array.from({ length: 8 }, async (_, lane) => {
      while (!stop) {
        const tag = `load-${lane}-${sent++}`;
        const status = await post(tag, `10.8.${lane}.${sent % 250}`);
        answers.push({ tag, status });
        if (status === "refused") break;
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const slow = postLeadSlowly("slow", 3_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    server.child.kill("SIGTERM");
    // In flight when the stop began: finished, stored and acknowledged.
    expect(await slow).toBe(303);
    answers.push({ tag: "slow", status: 303 });
    const code = await server.exited;
    stop = true;
    await Promise.all(shoppers);
    expect(code, server.output()).toBe(0);

    const acknowledged = answers.filter((answer) => answer.status === 303).map((answer) => answer.tag);
    expect(acknowledged.length).toBeGreaterThan(5);
    // Every answer is an acknowledgement or says "try again": none lost on the way.
    expect(answers.filter((answer) => ![303, 503, "refused"].includes(answer.status))).toEqual([]);

    const { db, close } = await createDatabase({ dataDir });
    try {
      const stored = await db.selectFrom("leads").select("payload").execute();
      const messages = stored.map((row) => String((row.payload as { message?: string }).message ?? ""));
      expect(acknowledged.filter((tag) => !messages.includes(`Lead ${tag}`))).toEqual([]);
      // A lead tried again after a reset was not stored twice.
      expect(messages.length).toBe(new Set(messages).size);
    } finally {
      await close();
    }
  }, 60_000);
});

/** The messages of the leads stored in a database. */
async function storedLeadMessages(options: { dataDir: string; databaseUrl?: string }): Promise<string[]> {
  const { db, close } = await createDatabase(options);
  try {
    return (await db.selectFrom("leads").select("payload").execute()).map((row) =>
      String((row.payload as { message?: string }).message ?? ""),
    );
  } finally {
    await close();
  }
}

/** A GET on a connection of its own, so the kernel may hand it to any worker: status and body. */
function getOnNewConnection(port: number, pagePath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: pagePath, agent: false, headers: { Host: `localhost:${port}` } }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("the built server with two workers on PostgreSQL", () => {
  const port = PORT + 2;
  const origin = `http://localhost:${port}`;
  let database: Awaited<ReturnType<typeof openServerDatabase>>;
  let server: RunningServer;
  let workersDataDir: string;
  beforeAll(async () => {
    database = await openServerDatabase(process.env.TEST_DATABASE_URL!);
    workersDataDir = await fs.mkdtemp(path.join(os.tmpdir(), "srv-ops-pg-"));
    server = await startServer(workersDataDir, port, { DATABASE_URL: database.url, WEB_CONCURRENCY: "2" });
  }, 150_000);
  afterAll(async () => {
    if (server?.child.exitCode === null) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    await database?.handle.close();
    await fs.rm(workersDataDir, { recursive: true, force: true });
  }, 30_000);

  it("answers /metrics with both workers' series summed, whichever worker the scrape reaches", async () => {
    const homes = 24;
    for (let i = 0; i < homes; i++) expect((await getOnNewConnection(port, `/?visit=${i}`)).status).toBe(200);
    for (let scrape = 0; scrape < 4; scrape++) {
      const { status, body } = await getOnNewConnection(port, "/metrics");
      expect(status).toBe(200);
      expect(body).toContain("\nhttp_server_processes 2\n");
      expect(body).toContain(`http_request_duration_seconds_count{route="routes/_index",method="GET",status="2xx"} ${homes}\n`);
      // The outbox gauges are the database's: one reading, not one per worker added up.
      expect(body).toMatch(/\noutbox_waiting_messages 0\n/);
    }
  }, 60_000);

  it("backs up with pg_dump while leads are posted; restored with pg_restore, the database has every lead acknowledged before", async () => {
    const acknowledged: string[] = [];
    let stop = false;
    let sent = 0;
    const shoppers = Array.from({ length: 3 }, async (_, lane) => {
      while (!stop) {
        const tag = `pg-backup-${lane}-${sent++}`;
        const response = await postLead(tag, `10.5.${lane}.${sent % 250}`, origin);
        if (response.status === 303) acknowledged.push(tag);
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = [...acknowledged];
    const backupDir = `${workersDataDir}-backup`;
    const backup = await runScript("scripts/backup.ts", [backupDir], workersDataDir, database.url);
    stop = true;
    await Promise.all(shoppers);
    expect(backup.stderr).toBe("");
    expect(backup.stdout).toMatch(new RegExp(`^Backed up PostgreSQL to ${backupDir}: database\\.pgdump`));
    expect(before.length).toBeGreaterThan(3);

    const fresh = await openServerDatabase(process.env.TEST_DATABASE_URL!);
    const freshDataDir = `${workersDataDir}-restored`;
    try {
      const restore = await runScript("scripts/restore.ts", [backupDir], freshDataDir, fresh.url);
      expect(restore.stderr).toBe("");
      expect(restore.stdout).toMatch(new RegExp(`^Restored ${backupDir} into PostgreSQL: the database`));
      const messages = await storedLeadMessages({ dataDir: freshDataDir, databaseUrl: fresh.url });
      expect(before.filter((tag) => !messages.includes(`Lead ${tag}`))).toEqual([]);
      // Restoring over a database in use is refused, whole: pg_restore stops at the first clash.
      const again = await runScript("scripts/restore.ts", [backupDir], `${freshDataDir}-again`, fresh.url);
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/^pg_restore failed: /);
    } finally {
      await fresh.handle.close();
      await fs.rm(freshDataDir, { recursive: true, force: true });
      await fs.rm(`${freshDataDir}-again`, { recursive: true, force: true });
      await fs.rm(backupDir, { recursive: true, force: true });
    }
  }, 120_000);
});
