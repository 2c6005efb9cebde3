import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { storedSessionSecret } from "./env.server";

function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "dealer-secret-test-"));
}

describe("the session secret kept in the data directory", () => {
  it("is made once and then read back", () => {
    const dataDir = tempDataDir();
    const first = storedSessionSecret(dataDir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(storedSessionSecret(dataDir)).toBe(first);
    expect(fs.statSync(path.join(dataDir, "session-secret")).mode & 0o077).toBe(0);
  });

  it.each([
    ["an empty file", ""],
    ["whitespace only", "  \n"],
    ["a secret shorter than the minimum of 16", "short-secret"],
  ])("replaces %s instead of signing cookies with it", (_case, content) => {
    const dataDir = tempDataDir();
    fs.writeFileSync(path.join(dataDir, "session-secret"), content);
    const warnings: string[] = [];
    const secret = storedSessionSecret(dataDir, (message) => warnings.push(message));
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(fs.readFileSync(path.join(dataDir, "session-secret"), "utf8")).toBe(secret);
    expect(warnings).toEqual([expect.stringMatching(/at least 16 are needed\): replaced with a new random one/)]);
  });
});
