import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FileMailer } from "./outbox-files.server";
import { readEml } from "./testing/eml";
import { leadMail } from "./testing/message";

const message = leadMail();

describe("FileMailer (the embedded mail adapter: .eml files in $DATA_DIR/outbox/)", () => {
  let outbox: string;
  beforeEach(async () => {
    outbox = path.join(await fs.mkdtemp(path.join(os.tmpdir(), "file-mailer-test-")), "outbox");
  });
  afterEach(() => fs.rm(path.dirname(outbox), { recursive: true, force: true }));

  it("writes each message as an .eml file, creating the folder", async () => {
    await new FileMailer(outbox).send(message);
    const files = await fs.readdir(outbox);
    expect(files).toEqual(["20250620T020000Z-lead-12_wattleridgetoyota.com.au.eml"]);
    const read = readEml(await fs.readFile(path.join(outbox, files[0]!), "utf8"));
    expect(read.headers.subject).toBe("Vehicle Enquiry from Jane Citizen");
    expect(read.parts.map((part) => part.body)).toEqual(["New lead.\n", "<adf/>"]);
  });

  it("rewrites the same file when a message is sent again, leaving no partial files", async () => {
    const mailer = new FileMailer(outbox);
    await mailer.send(message);
    await mailer.send(message);
    expect(await fs.readdir(outbox)).toHaveLength(1);
  });

  it("fails, so the outbox retries, when the folder cannot be written", async () => {
    await fs.mkdir(path.dirname(outbox), { recursive: true });
    await fs.writeFile(outbox, "a file where the folder should be");
    await expect(new FileMailer(outbox).send(message)).rejects.toThrow();
  });

  it("fails without leaving its partial file behind when the message cannot be put in place", async () => {
    const mailer = new FileMailer(outbox);
    // A folder where the message's file goes: the write succeeds, the rename cannot.
    await fs.mkdir(path.join(outbox, mailer.fileName(message), "in-the-way"), { recursive: true });
    await expect(mailer.send(message)).rejects.toThrow();
    expect(await fs.readdir(outbox)).toEqual([mailer.fileName(message)]);
  });
});
