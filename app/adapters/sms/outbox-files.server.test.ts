import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { fileSmsSender } from "./outbox-files.server";

describe("fileSmsSender (the embedded default: $DATA_DIR/outbox/)", () => {
  let outbox: string | undefined;
  afterEach(async () => {
    if (outbox) await fs.rm(path.dirname(outbox), { recursive: true, force: true });
  });

  it("writes sms-<timestamp>-<phone>.txt with the text", async () => {
    outbox = path.join(await fs.mkdtemp(path.join(os.tmpdir(), "sms-test-")), "outbox");
    await fileSmsSender(outbox, () => new Date("2025-03-01T10:00:00.123Z")).send("+61412345678", "123456 is your code");
    const files = await fs.readdir(outbox);
    expect(files).toEqual(["sms-2025-03-01T10-00-00-123Z-+61412345678.txt"]);
    expect(await fs.readFile(path.join(outbox, files[0]!), "utf8")).toContain("123456 is your code");
  });
});
