import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { fileSmsSender, httpSmsSender } from "./sms.server";

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

describe("httpSmsSender (SMS_URL)", () => {
  it("POSTs JSON {to, text}", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(null, { status: 202 });
    }) as unknown as typeof fetch;
    await httpSmsSender("https://sms.example/send", fetchImpl).send("+61412345678", "hello");
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe("https://sms.example/send");
    expect(calls[0]!.init.method).toBe("POST");
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ to: "+61412345678", text: "hello" });
  });

  it("fails the send when the provider answers an error", async () => {
    const fetchImpl = (async () => new Response("no", { status: 500, statusText: "Server Error" })) as unknown as typeof fetch;
    await expect(httpSmsSender("https://sms.example/send", fetchImpl).send("+61412345678", "x")).rejects.toThrow(/500/);
  });
});
