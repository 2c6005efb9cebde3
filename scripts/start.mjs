#!/usr/bin/env node
// Production start: checks what would otherwise fail with a stack trace (no build, a data
// directory we cannot write, a port already taken), then hands over to the HTTP server (scripts/server.mjs).
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readServerEnv, serverProcessEnv } from "../app/server/process-env.mjs";
import { formatZodIssues } from "../app/zod-issues.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const EXIT_CANNOT_WRITE = 73; // sysexits EX_CANTCREAT
const EXIT_PORT_TAKEN = 98; // Linux errno EADDRINUSE

function fail(message, code) {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

const serverEnv = readServerEnv();
if (!serverEnv.ok) {
  if (serverEnv.error.issues.some((issue) => issue.path[0] === "PORT")) {
    fail(`PORT must be a number between 1 and 65535, got "${process.env.PORT}".`, 64);
  }
  fail(`Invalid environment:\n${formatZodIssues(serverEnv.error, "list")}`, 64);
}
const { PORT: port, dataDir } = serverEnv.env;
const serverBuild = path.join(root, "build", "index.js");

if (!fs.existsSync(serverBuild)) {
  fail("The app is not built yet: run `npm run build` first (or `npm run demo`).", 1);
}

try {
  fs.mkdirSync(dataDir, { recursive: true });
  const probe = path.join(dataDir, `.write-test-${process.pid}`);
  fs.writeFileSync(probe, "ok");
  fs.unlinkSync(probe);
} catch (error) {
  fail(
    `The data directory ${dataDir} is not writable (${error.code ?? error.message}). ` +
      "Set DATA_DIR to a folder this user can write to.",
    EXIT_CANNOT_WRITE,
  );
}

await new Promise((resolve) => {
  const probe = net.createServer();
  probe.once("error", (error) => {
    if (error.code === "EADDRINUSE") {
      fail(
        `Port ${port} is already in use. Stop the program using it, or start with PORT=<another port>.`,
        EXIT_PORT_TAKEN,
      );
    }
    if (error.code === "EACCES") fail(`Port ${port} needs more privileges: use a port above 1023.`, 77);
    fail(`Port ${port} cannot be opened: ${error.message}`, 1);
  });
  probe.listen(port, () => probe.close(resolve));
});

const child = spawn(
  process.execPath,
  [path.join(root, "scripts", "server.mjs"), serverBuild],
  {
    stdio: "inherit",
    cwd: root,
    env: { NODE_ENV: "production", ...serverProcessEnv(), PORT: String(port), DATA_DIR: dataDir },
  },
);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => child.kill(signal));
}
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
