import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { migratedDatabase, testBackends } from "~/db/testing/databases";
import { ImageHostSchema, type ImageHost } from "~/adapters/images/hosts";
import { tenants } from "~/tenants/index";
import { configuredFeeds, type ConfiguredFeed } from "./config.server";
import { feedReport, runDueFeeds, runFeed } from "./run.server";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../../../..");
const sample = await fs.readFile(path.join(here, "testing/dms-stock-export.csv"), "utf8");
const [sampleHeader, ...sampleLines] = splitRecords(sample);

/** The sample's records (one spans two lines), to build shorter or broken feeds from. */
function splitRecords(csv: string): string[] {
  const records: string[] = [];
  let current = "";
  for (const line of csv.trimEnd().split("\n")) {
    current = current ? `${current}\n${line}` : line;
    if ((current.match(/"/g) ?? []).length % 2 === 0) {
      records.push(current);
      current = "";
    }
  }
  return records;
}
const feedOf = (records: string[]) => `${[sampleHeader, ...records].join("\n")}\n`;

/** A dealer's feed on loopback: answers what the test sets, and keeps each request's headers. */
interface FeedServer {
  url: string;
  requests: http.IncomingHttpHeaders[];
  answer: (req: http.IncomingMessage, res: http.ServerResponse) => void;
  close(): Promise<void>;
}
async function startFeedServer(): Promise<FeedServer> {
  const feed: FeedServer = {
    url: "",
    requests: [],
    answer: (_req, res) => res.end(),
    close: async () => {},
  };
  const server = http.createServer((req, res) => {
    feed.requests.push(req.headers);
    feed.answer(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  feed.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/stock.csv`;
  feed.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return feed;
}

/** Serves a CSV with an ETag, and 304 to a request that sends it back. */
function servesCsv(text: string | Buffer, etag = '"v1"') {
  return (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.headers["if-none-match"] === etag) {
      res.writeHead(304).end();
      return;
    }
    res.writeHead(200, { "content-type": "text/csv", etag }).end(text);
  };
}

let feedServer: FeedServer;
let tempDir: string;
beforeAll(async () => {
  feedServer = await startFeedServer();
  tempDir = await fs.mkdtemp(path.join(os.tmpdir(), "feeds-test-"));
});
afterAll(async () => {
  await feedServer.close();
  await fs.rm(tempDir, { recursive: true, force: true });
});
beforeEach(() => {
  feedServer.requests.length = 0;
});

/** The documented operator file (docs/examples/stock-feeds.json), pointed at the loopback feed. */
async function exampleFeed(overrides: Record<string, unknown> = {}): Promise<ConfiguredFeed> {
  const example = JSON.parse(await fs.readFile(path.join(root, "docs/examples/stock-feeds.json"), "utf8"));
  const settings = { ...example["wattle-ridge-toyota"], url: feedServer.url, ...overrides };
  const file = path.join(tempDir, `feeds-${Math.random().toString(36).slice(2)}.json`);
  await fs.writeFile(file, JSON.stringify({ "wattle-ridge-toyota": settings }));
  return configuredFeeds(tenantsAllowing(photoHosts), file)[0]!;
}

/** The sample's photos are on its DMS's photo host, which the dealer allows in its file. */
const dmsPhotoHost = ImageHostSchema.parse("photos.example-dms.com.au");
let photoHosts = [dmsPhotoHost];
const tenantsAllowing = (hosts: ImageHost[]) =>
  tenants.map((tenant) => (tenant.slug === "wattle-ridge-toyota" ? { ...tenant, imageHosts: hosts } : tenant));

const t0 = new Date("2026-11-20T00:00:00Z");
const noValidators = { etag: null, lastModified: null };

describe.each(testBackends())("stock feeds pulled by the server ($kind)", (backend) => {
  const database = migratedDatabase(backend, ["stock_feed_runs", "stock_feeds", "cars"]);
  const cars = () =>
    database.db
      .selectFrom("cars")
      .select(["id", "stocknum", "make", "price", "status", "reserved", "show_on_dealer_website", "images", "dealercomments", "km"])
      .orderBy("stocknum")
      .execute();
  /** The sample applied once, as the last good stock. */
  async function applySample(feed: ConfiguredFeed) {
    feedServer.answer = servesCsv(sample);
    const { run } = await runFeed(database.db, feed, { now: t0, last: noValidators });
    expect(run.message).toBeNull();
    return cars();
  }

  it("reads the DMS export through the documented mapping, no code for it", async () => {
    feedServer.answer = servesCsv(sample);
    const applied = await runFeed(database.db, await exampleFeed(), { now: t0, last: noValidators });
    expect(applied.run).toMatchObject({ outcome: "applied", rows: 8, added: 8, updated: 0, removed: 0, message: null });
    expect(applied.validators).toEqual({ etag: '"v1"', lastModified: null });
    expect(feedServer.requests.at(-1)?.authorization).toBe(
      `Basic ${Buffer.from("wattle-ridge:kept-here-not-in-the-repository").toString("base64")}`,
    );
    const byStock = Object.fromEntries((await cars()).map((car) => [car.stocknum, car]));
    expect(byStock.W24117).toMatchObject({ make: "Toyota", price: 48990, km: 68412, status: "in_stock", reserved: false });
    expect((byStock.W24117!.images as { url: string }[]).map((image) => image.url)).toEqual([
      "https://photos.example-dms.com.au/w24117/1.jpg",
      "https://photos.example-dms.com.au/w24117/2.jpg",
      "https://photos.example-dms.com.au/w24117/3.jpg",
    ]);
    expect(byStock.W24119).toMatchObject({ price: 36990, status: "coming_soon" });
    expect(byStock.W24120).toMatchObject({ make: "Škoda", price: null });
    expect(byStock.W24121).toMatchObject({ status: "sold" });
    expect(byStock.W24122).toMatchObject({ show_on_dealer_website: false });
    expect(byStock.W24123!.dealercomments).toBe('Quoted "special" comment, with a comma, and\na line break inside the field.');
    expect(byStock.W24124).toMatchObject({ status: "in_stock", reserved: true });
  });

  it("asks again with the ETag and leaves the stock alone when the feed answers 304", async () => {
    const feed = await exampleFeed();
    const before = await applySample(feed);
    const { run } = await runFeed(database.db, feed, { now: t0, last: { etag: '"v1"', lastModified: null } });
    expect(feedServer.requests.at(-1)?.["if-none-match"]).toBe('"v1"');
    expect(run.outcome).toBe("unchanged");
    expect(await cars()).toEqual(before);
  });

  it("marks a car the feed no longer lists as sold, keeping its row (and so its leads)", async () => {
    const feed = await exampleFeed();
    const before = await applySample(feed);
    feedServer.answer = servesCsv(feedOf(sampleLines.filter((line) => !line.startsWith("W24117"))), '"v2"');
    const { run } = await runFeed(database.db, feed, { now: t0, last: noValidators });
    expect(run).toMatchObject({ outcome: "applied", rows: 7, added: 0, updated: 7, removed: 1 });
    const hilux = (await cars()).find((car) => car.stocknum === "W24117")!;
    expect(hilux).toMatchObject({ id: before.find((car) => car.stocknum === "W24117")!.id, status: "sold" });
  });

  it("unlists missing cars instead when the feed says so, and lists them again when they come back", async () => {
    const feed = await exampleFeed({ missingCars: "unlisted" });
    await applySample(feed);
    feedServer.answer = servesCsv(feedOf(sampleLines.filter((line) => !line.startsWith("W24117"))), '"v2"');
    await runFeed(database.db, feed, { now: t0, last: noValidators });
    expect((await cars()).find((car) => car.stocknum === "W24117")).toMatchObject({ status: "in_stock", show_on_dealer_website: false });
    feedServer.answer = servesCsv(sample, '"v3"');
    await runFeed(database.db, feed, { now: t0, last: noValidators });
    expect((await cars()).find((car) => car.stocknum === "W24117")).toMatchObject({ show_on_dealer_website: true });
  });

  it("refuses a feed that would take more than the set share of the stock off the site", async () => {
    const feed = await exampleFeed();
    const before = await applySample(feed);
    feedServer.answer = servesCsv(feedOf(sampleLines.slice(0, 4)), '"v2"');
    const { run, validators } = await runFeed(database.db, feed, { now: t0, last: noValidators });
    expect(run.outcome).toBe("rejected");
    expect(run.message).toBe(
      "the feed would take 2 of the dealer's 6 cars off the site, more than 25%: taken for a truncated feed, nothing was changed",
    );
    expect(validators).toBeNull();
    expect(await cars()).toEqual(before);
  });

  it("refuses a feed whose photos are on a host the image route may not fetch from, naming the row", async () => {
    photoHosts = [];
    try {
      const feed = await exampleFeed();
      feedServer.answer = servesCsv(sample);
      const { run } = await runFeed(database.db, feed, { now: t0, last: noValidators });
      expect(run.outcome).toBe("rejected");
      expect(run.errors).toContainEqual(
        expect.objectContaining({
          field: expect.any(String),
          message: expect.stringContaining("https://photos.example-dms.com.au/w24117/1.jpg"),
        }),
      );
      expect(await cars()).toEqual([]);
    } finally {
      photoHosts = [dmsPhotoHost];
    }
  });

  const badFeeds: [string, (req: http.IncomingMessage, res: http.ServerResponse) => void, Record<string, unknown>, string][] = [
    [
      "a bad row",
      servesCsv(feedOf(sampleLines.map((line) => line.replace('"$48,990"', '"$48,99O"')))),
      {},
      'row 2: price (AdvertisedPrice or DriveAwayPrice): must be a number; nothing was changed',
    ],
    ["an empty feed", servesCsv(""), {}, "row 1: (header): the file is empty; the first line must name the columns; nothing was changed"],
    ["a header only", servesCsv(feedOf([])), {}, "the feed lists no cars: the stock was kept as it was"],
    ["an answer of 500", (_req, res) => res.writeHead(500).end("oops"), {}, "the feed answered 500 Internal Server Error"],
    ["an answer of 404", (_req, res) => res.writeHead(404).end(), {}, "the feed answered 404 Not Found"],
    [
      "a redirect to another host",
      (_req, res) => res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data" }).end(),
      {},
      "the feed redirects to another host (169.254.169.254); a feed is read from its own host only",
    ],
    ["the wrong encoding", servesCsv(Buffer.from(sample.replace("Škoda", "\u008akoda"), "latin1")), {}, "the feed is not UTF-8 text: export the stock as UTF-8"],
    ["ten times its size", servesCsv(sample.repeat(10)), { maxMegabytes: 0.01 }, "the feed is over the feed's limit of 10.2 kB"],
    ["no answer in time", () => {}, { timeoutSeconds: 1 }, "the feed did not answer within 1 s"],
    [
      "a mapping naming a column the feed lacks",
      servesCsv(sample),
      { mapping: { ...JSON.parse(JSON.stringify({ km: "Kilometres" })) } },
      "the mapping: km reads \"Kilometres\", which the feed's header does not name",
    ],
  ];
  it.each(badFeeds)("keeps the last good stock after %s, with a one-line reason", async (_name, answer, overrides, message) => {
    const good = await exampleFeed();
    const before = await applySample(good);
    const feed = overrides.mapping
      ? await exampleFeed({ mapping: { ...(good.settings.mapping ?? {}), ...(overrides.mapping as object) } })
      : await exampleFeed(overrides);
    feedServer.answer = answer;
    const { run } = await runFeed(database.db, feed, { now: t0, last: noValidators });
    expect(["rejected", "failed"]).toContain(run.outcome);
    expect(run.message?.slice(0, message.length)).toBe(message);
    expect(await cars()).toEqual(before);
  });

  it("runs each feed on its schedule (a fake clock), and `npm run feeds` reports the runs and the next one", async () => {
    const feed = await exampleFeed();
    feedServer.answer = servesCsv(sample);
    const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
    expect((await runDueFeeds(database.db, [feed], { now: at(0) })).map((run) => run.outcome)).toEqual(["applied"]);
    expect(await runDueFeeds(database.db, [feed], { now: at(59) })).toEqual([]);
    expect((await runDueFeeds(database.db, [feed], { now: at(60) })).map((run) => run.outcome)).toEqual(["unchanged"]);
    expect(feedServer.requests.map((headers) => headers["if-none-match"])).toEqual([undefined, '"v1"']);
    const [report] = await feedReport(database.db, [feed]);
    expect(report).toMatchObject({ tenantSlug: "wattle-ridge-toyota", nextRunAt: at(120) });
    expect(report!.runs.map((run) => [run.outcome, run.rows, run.added])).toEqual([
      ["unchanged", 0, 0],
      ["applied", 8, 8],
    ]);
  });
});

describe("feed settings", () => {
  it("refuses an operator file naming a tenant that does not exist, or a column the importer lacks", async () => {
    const file = path.join(tempDir, "wrong.json");
    await fs.writeFile(file, JSON.stringify({ "nobody-motors": { url: "https://example.com/a.csv" } }));
    expect(() => configuredFeeds(tenants, file)).toThrow(`${file}: "nobody-motors" is not a tenant`);
    await fs.writeFile(file, JSON.stringify({ "brightlane-cars": { url: "https://example.com/a.csv", mapping: { kms: "Odometer" } } }));
    expect(() => configuredFeeds(tenants, file)).toThrow(`${file} (brightlane-cars): "kms" is not a column the importer knows`);
  });
});
