import path from "node:path";
import { describe, expect, it } from "vitest";
import { readServerEnv } from "./process-env.mjs";

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
