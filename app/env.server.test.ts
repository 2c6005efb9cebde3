import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv, storedSessionSecret } from "./env.server";

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

describe("the lead forms' spam guards in the environment", () => {
  const base = { NODE_ENV: "test" as const, DATA_DIR: os.tmpdir() };

  it("wait 2 s and ask a captcha of 100,000 unless told otherwise", () => {
    expect(parseEnv(base)).toMatchObject({ LEAD_FORM_MIN_FILL_MS: 2_000, CAPTCHA_MAX_NUMBER: 100_000 });
    expect(parseEnv({ ...base, LEAD_FORM_MIN_FILL_MS: "300", CAPTCHA_MAX_NUMBER: "5000" })).toMatchObject({
      LEAD_FORM_MIN_FILL_MS: 300,
      CAPTCHA_MAX_NUMBER: 5_000,
    });
  });

  it("refuse a captcha too easy to stop anyone, naming the variable", () => {
    expect(() => parseEnv({ ...base, CAPTCHA_MAX_NUMBER: "10" })).toThrow(/CAPTCHA_MAX_NUMBER/);
  });

  it("refuse a wait of 0, or any below 250 ms, which would let a bot's instant post through", () => {
    for (const wait of ["-1", "0", "249"]) {
      expect(() => parseEnv({ ...base, LEAD_FORM_MIN_FILL_MS: wait })).toThrow(/LEAD_FORM_MIN_FILL_MS.*at least 250/);
    }
    expect(parseEnv({ ...base, LEAD_FORM_MIN_FILL_MS: "250" }).LEAD_FORM_MIN_FILL_MS).toBe(250);
  });
});
