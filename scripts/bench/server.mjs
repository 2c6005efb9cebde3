// The built server for a benchmark: `scripts/server.mjs build/index.js` in production mode
// on a data directory of its own (removed when this process exits), seeded with `count`
// generated cars on its first start.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serverProcessEnv } from "../../app/server/process-env.mjs";

/** The environment of the built server for a benchmark: `npm start`'s, production, quiet, its own data. */
export function builtServerEnv({ port, dataDir, count }) {
  return {
    ...serverProcessEnv(process.env),
    PORT: String(port),
    DATA_DIR: dataDir,
    STOCK_COUNT: String(count),
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
  };
}

/** Starts the server on `port` and resolves once /healthz answers: `{ pid, stop, kill }`. */
export async function startBuiltServer({ port, count }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-server-"));
  const child = spawn(process.execPath, ["scripts/server.mjs", "build/index.js"], {
    env: builtServerEnv({ port, dataDir, count }),
    stdio: ["ignore", "ignore", "inherit"],
  });
  const removeData = () => fs.rmSync(dataDir, { recursive: true, force: true });
  process.on("exit", removeData);
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(`http://localhost:${port}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 600_000) throw new Error("server not ready after 10 minutes");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    pid: child.pid,
    kill: () => child.exitCode === null && child.kill("SIGKILL"),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
      removeData();
    },
  };
}
