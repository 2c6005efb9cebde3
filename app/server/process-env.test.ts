import path from "node:path";
import { describe, expect, it } from "vitest";
import { readServerEnv, serverProcessEnv, workerCount } from "./process-env.mjs";

describe("readServerEnv (what scripts/start.mjs and server.mjs read)", () => {
  it("serves on port 3000 with data in ./data when nothing is set (DESIGN.md's contract)", () => {
    const read = readServerEnv({});
    expect(read.ok && [read.env.PORT, read.env.dataDir]).toEqual([3000, path.resolve("./data")]);
  });

  it("reads PORT as a number and keeps TRUST_PROXY and HOST as given", () => {
    const read = readServerEnv({ PORT: "3713", TRUST_PROXY: "10.0.0.0/8", HOST: "127.0.0.1" });
    expect(read.ok && [read.env.PORT, read.env.TRUST_PROXY, read.env.HOST]).toEqual([3713, "10.0.0.0/8", "127.0.0.1"]);
  });

  it.each(["0", "65536", "http", "80.5"])("refuses PORT=%s", (port) => {
    const read = readServerEnv({ PORT: port });
    expect(!read.ok && read.error.issues[0]?.path).toEqual(["PORT"]);
  });
});

describe("workerCount (npm start's processes)", () => {
  it("runs one process per core on a PostgreSQL server, or WEB_CONCURRENCY of them", () => {
    expect(workerCount({ databaseUrl: "postgres://db/dealer", cores: 8 })).toBe(8);
    expect(workerCount({ databaseUrl: "postgres://db/dealer", webConcurrency: 3, cores: 8 })).toBe(3);
  });

  it("runs one process on the embedded database, whatever WEB_CONCURRENCY says", () => {
    expect(workerCount({ webConcurrency: 4, cores: 8 })).toBe(1);
  });

  it.each(["0", "-2", "two", "1.5"])("refuses WEB_CONCURRENCY=%s", (value) => {
    const read = readServerEnv({ WEB_CONCURRENCY: value });
    expect(!read.ok && read.error.issues[0]?.path).toEqual(["WEB_CONCURRENCY"]);
  });

  it("reads WEB_CONCURRENCY into the worker count with DATABASE_URL", () => {
    const read = readServerEnv({ WEB_CONCURRENCY: "2", DATABASE_URL: "postgres://db/dealer" });
    expect(read.ok && read.env.workers).toBe(2);
  });
});

describe("serverProcessEnv (the server process npm start runs)", () => {
  it("runs with two malloc arenas unless the operator chose another number, and keeps the rest", () => {
    expect(serverProcessEnv({ PORT: "3713" })).toEqual({ MALLOC_ARENA_MAX: "2", PORT: "3713" });
    expect(serverProcessEnv({ MALLOC_ARENA_MAX: "8" }).MALLOC_ARENA_MAX).toBe("8");
  });
});
