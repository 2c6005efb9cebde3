import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { migratedDatabase, testBackends } from "~/db/testing/databases";
import { acquireDataDirLock, EXIT_DATA_DIR_IN_USE } from "~/server/data-dir-lock.server";
import { tenants } from "~/tenants/index";
import {
  formatRowError,
  importStockFile,
  parseCsv,
  readStockRows,
  type ImportOutcome,
} from "./index.server";
import { readStockVersion } from "../write.server";

const now = new Date("2025-06-20T02:00:00Z");
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
let tempDir: string;

beforeAll(async () => {
  tempDir = await fs.mkdtemp(path.join(os.tmpdir(), "stock-import-test-"));
});
afterAll(() => fs.rm(tempDir, { recursive: true, force: true }));

async function writeFile(name: string, content: string): Promise<string> {
  const file = path.join(tempDir, name);
  await fs.writeFile(file, content);
  return file;
}

const ndjson = (...rows: object[]) => `${rows.map((row) => JSON.stringify(row)).join("\n")}\n`;

const corolla = {
  tenant_slug: "wattle-ridge-toyota",
  dealership_slug: "wattle-ridge-toyota",
  make: "Toyota",
  model: "Corolla",
  badge: "Ascent Sport",
  year: 2021,
  car_type: "used",
  status: "in_stock",
  price: 27990,
  km: 42150,
  stocknum: "U5001",
  images: ["/stock/hatch-white-studio.svg", { url: "/stock/hatch-white-street.svg" }],
  finance_lenders: { taurus: { interestRate: 9.99, comparisonRate: 11.2, paymentWeek: 139.5 } },
};
const sportage = {
  tenant_slug: "meridian-motor-group",
  dealership_slug: "meridian-kia",
  make: "Kia",
  model: "Sportage",
  year: 2025,
  car_type: "new",
  status: "coming_soon",
  price: null,
  preorder: true,
  stocknum: "N7001",
};
const soldRanger = {
  tenant_slug: "brightlane-cars",
  dealership_slug: "brightlane-cars",
  make: "Ford",
  model: "Ranger",
  year: 2019,
  car_type: "used",
  status: "sold",
  price: 38990,
  slug: "2019-ford-ranger-xlt",
};

describe("parseCsv (RFC 4180)", () => {
  it("reads quoted fields, doubled quotes and commas inside quotes", () => {
    const { records, errors } = parseCsv('make,comments\nToyota,"Says ""hi"", then, leaves"\n');
    expect(errors).toEqual([]);
    expect(records).toEqual([
      { line: 1, fields: ["make", "comments"] },
      { line: 2, fields: ["Toyota", 'Says "hi", then, leaves'] },
    ]);
  });

  it("keeps line breaks inside quotes and numbers each record by the line it starts on", () => {
    const { records } = parseCsv('a,b\r\n1,"two\r\nlines"\r\n\r\n3,4');
    expect(records).toEqual([
      { line: 1, fields: ["a", "b"] },
      { line: 2, fields: ["1", "two\r\nlines"] },
      { line: 5, fields: ["3", "4"] },
    ]);
  });

  it("skips a byte order mark and keeps empty fields", () => {
    expect(parseCsv("\uFEFFa,b,c\n,,x\n").records).toEqual([
      { line: 1, fields: ["a", "b", "c"] },
      { line: 2, fields: ["", "", "x"] },
    ]);
  });

  it("reports a quote that is never closed with the row it starts on", () => {
    expect(parseCsv('a,b\n1,2\n3,"open\n4,5\n').errors).toEqual([
      { row: 3, field: "(row)", message: 'a quoted field is never closed (a " is missing)' },
    ]);
  });

  it("reports a row with more fields than the header", () => {
    expect(readStockRows("make,model\nToyota,Corolla,extra\n", "csv").errors).toEqual([
      { row: 2, field: "(row)", message: "has 3 fields but the header names 2 columns" },
    ]);
  });
});

describe.each(testBackends())("importing stock on $kind", (backend) => {
  const database = migratedDatabase(backend);
  const importFile = (file: string) => importStockFile(database.db, file, { tenants, now });
  const ok = (outcome: ImportOutcome) => {
    if (!outcome.ok) throw new Error(outcome.errors.map(formatRowError).join("\n"));
    return outcome.summary;
  };
  const allCars = () => database.db.selectFrom("cars").selectAll().orderBy("id").execute();

  beforeEach(async () => {
    await database.db.deleteFrom("cars").execute();
    await database.db.deleteFrom("app_meta").execute();
  });

  it("imports a valid NDJSON file, deriving dealership, location, name and slug", async () => {
    const file = await writeFile("valid.ndjson", ndjson(corolla, sportage, soldRanger));

    expect(ok(await importFile(file))).toMatchObject({
      rows: 3,
      inserted: 3,
      updated: 0,
      version: { version: 1 },
    });

    const [toyota, kia, ford] = await allCars();
    expect(toyota).toMatchObject({
      // The file names the tenant by slug; the row keeps its website id.
      website_id: tenants.find((tenant) => tenant.slug === "wattle-ridge-toyota")!.id,
      dealership_id: 1001,
      location_id: 5001,
      name: "2021 Toyota Corolla Ascent Sport",
      slug: "2021-toyota-corolla-ascent-sport-u5001",
      price: 27990,
      km: 42150,
      images: [{ url: "/stock/hatch-white-studio.svg" }, { url: "/stock/hatch-white-street.svg" }],
      finance_lenders: { taurus: { interestRate: 9.99, comparisonRate: 11.2, paymentWeek: 139.5 } },
      reserved: false,
      sold_at: null,
    });
    expect(kia).toMatchObject({
      dealership_id: 1103,
      location_id: 5104,
      price: null,
      preorder: true,
      status: "coming_soon",
    });
    // Sold without a date: sold now, so it stays listed for the sold window.
    expect(ford).toMatchObject({
      slug: "2019-ford-ranger-xlt",
      status: "sold",
      sold_at: now,
      stocknum: null,
    });
  });

  it("imports a valid CSV file with JSON columns as JSON text and quoted line breaks", async () => {
    const file = await writeFile(
      "valid.csv",
      [
        "tenant_slug,dealership_slug,make,model,badge,year,car_type,status,price,km,stocknum,reserved,dealercomments,images,caravan_specs,rego_expiry",
        'gumleaf-caravans,gumleaf-caravans,Jayco,Journey,19.61-3 Outback,2022,used,in_stock,"$64,990",,C100,yes,"Solar and lithium.',
        'One owner, ""as new""",' +
          '"[{""url"":""/stock/caravan-white-yard.svg""}]","{""body_length"":19.6,""body_width"":7.9,""sleeps"":2}",2026-01-31',
        "ironbark-trucks,ironbark-trucks-darwin,Fuso,Canter,515 Wide Cab Duonic,2025,demo,in_stock,,3500,D200,no,,,,",
      ].join("\r\n"),
    );

    expect(ok(await importFile(file))).toMatchObject({ rows: 2, inserted: 2, updated: 0 });

    const [caravan, truck] = await allCars();
    expect(caravan).toMatchObject({
      price: 64990,
      km: null,
      reserved: true,
      dealercomments: 'Solar and lithium.\r\nOne owner, "as new"',
      images: [{ url: "/stock/caravan-white-yard.svg" }],
      caravan_specs: { body_length: 19.6, body_width: 7.9, sleeps: 2 },
      rego_expiry: "2026-01-31",
      location_id: 5301,
    });
    expect(truck).toMatchObject({
      dealership_id: 1402,
      location_id: 5404,
      price: null,
      reserved: false,
      images: [],
      dealercomments: null,
    });
  });

  it("reports every bad row with its line and field, and imports nothing", async () => {
    const before = ok(await importFile(await writeFile("before.ndjson", ndjson(corolla))));
    const carsBefore = await allCars();
    const file = await writeFile(
      "two-bad-rows.csv",
      [
        "tenant_slug,dealership_slug,make,model,year,car_type,status,price,stocknum",
        "wattle-ridge-toyota,wattle-ridge-toyota,Toyota,RAV4,2023,used,in_stock,39990,U1",
        "wattle-ridge-toyota,wattle-ridge-toyota,Toyota,Camry,20x1,used,in_stock,abc,U2",
        "meridian-motor-group,meridian-kia,Kia,EV6,2024,demo,in_stock,69990,D3",
        "meridian-motor-group,meridian-honda,Honda,Civic,2020,nearly-new,in_stock,25990,U4",
      ].join("\n"),
    );

    const outcome = await importFile(file);

    expect(outcome.ok).toBe(false);
    expect(outcome.ok ? [] : outcome.errors.map(formatRowError)).toEqual([
      "row 3: year: must be a year such as 2021",
      "row 3: price: must be a number",
      'row 5: dealership_slug: "meridian-honda" is not a dealership of meridian-motor-group (meridian-mazda, meridian-hyundai, meridian-kia, meridian-volkswagen, meridian-mitsubishi, meridian-jeep)',
      "row 5: car_type: must be new, demo or used",
    ]);
    expect(await allCars()).toEqual(carsBefore);
    expect(await readStockVersion(database.db)).toEqual(before.version);
  });

  it("names unknown columns, missing required ones and unknown tenants", async () => {
    const { price: _price, ...withoutPrice } = corolla;
    const outcome = await importFile(
      await writeFile(
        "columns.ndjson",
        ndjson(
          { ...corolla, prce: 1 },
          { ...withoutPrice, stocknum: "U2" },
          { ...corolla, tenant_slug: "nowhere-motors", stocknum: "U3" },
        ),
      ),
    );
    expect(outcome.ok ? [] : outcome.errors.map(formatRowError)).toEqual([
      "row 1: prce: is not a column the importer knows",
      "row 2: price: is required",
      expect.stringMatching(/^row 3: tenant_slug: "nowhere-motors" is not a tenant \(wattle-ridge-toyota, /),
    ]);
  });

  it("updates cars with the same stocknum (or slug) and inserts the others", async () => {
    ok(await importFile(await writeFile("first.ndjson", ndjson(corolla, soldRanger))));
    const [firstCorolla, firstRanger] = await allCars();

    const later = new Date(now.getTime() + 2 * 24 * 60 * 60 * 1000);
    const summary = ok(
      await importStockFile(
        database.db,
        await writeFile(
          "second.ndjson",
          ndjson(
            { ...corolla, price: 25990, badge: "SX", reserved: true, images: undefined },
            { ...soldRanger, price: 36990 },
            { ...corolla, stocknum: "U5002", km: 9000 },
          ),
        ),
        { tenants, now: later },
      ),
    );

    expect(summary).toMatchObject({ rows: 3, inserted: 1, updated: 2, version: { version: 2 } });
    const [corollaNow, rangerNow, added] = await allCars();
    expect(corollaNow).toMatchObject({
      id: firstCorolla!.id,
      price: 25990,
      badge: "SX",
      reserved: true,
      name: "2021 Toyota Corolla SX",
      // The slug a shopper may have bookmarked does not change, and untouched columns stay.
      slug: firstCorolla!.slug,
      images: firstCorolla!.images,
    });
    // Still sold: it keeps the day it was first sold, not the day of this import.
    expect(rangerNow).toMatchObject({ id: firstRanger!.id, price: 36990, sold_at: now, updated_at: later });
    expect(firstRanger!.sold_at).toEqual(now);
    expect(added).toMatchObject({
      stocknum: "U5002",
      slug: "2021-toyota-corolla-ascent-sport-u5002",
      km: 9000,
    });
  });

  it("refuses a row that would take another car's slug, importing nothing", async () => {
    ok(await importFile(await writeFile("slugs.ndjson", ndjson(corolla, { ...corolla, stocknum: "U5002" }))));
    const before = await allCars();

    const outcome = await importFile(
      await writeFile(
        "slug-clash.ndjson",
        ndjson(sportage, { ...corolla, slug: "2021-toyota-corolla-ascent-sport-u5002" }),
      ),
    );

    expect(outcome.ok ? [] : outcome.errors.map(formatRowError)).toEqual([
      'row 2: slug: "2021-toyota-corolla-ascent-sport-u5002" already belongs to another car (stocknum U5002); give this car its own slug',
    ]);
    expect(await allCars()).toEqual(before);
  });

  it("checks everything in a dry run and writes nothing", async () => {
    ok(await importFile(await writeFile("dry-before.ndjson", ndjson(corolla))));
    const before = await allCars();
    const file = await writeFile("dry.ndjson", ndjson({ ...corolla, price: 1 }, sportage));

    const outcome = await importStockFile(database.db, file, { tenants, now, dryRun: true });

    expect(ok(outcome)).toMatchObject({ rows: 2, inserted: 1, updated: 1 });
    expect(await allCars()).toEqual(before);
    expect((await readStockVersion(database.db))?.version).toBe(1);
  });

  it("takes a feed's numeric stock number as text", async () => {
    ok(await importFile(await writeFile("numeric-stocknum.ndjson", ndjson({ ...corolla, stocknum: 5001 }))));
    expect(await allCars()).toMatchObject([
      { stocknum: "5001", slug: "2021-toyota-corolla-ascent-sport-5001" },
    ]);
  });

  it("refuses two rows for the same car", async () => {
    const outcome = await importFile(
      await writeFile("twice.ndjson", ndjson(corolla, { ...corolla, price: 1 })),
    );
    expect(outcome.ok ? [] : outcome.errors.map(formatRowError)).toEqual([
      "row 2: stocknum: the same car as row 1 (one row per car)",
    ]);
  });
});

describe("npm run stock:import", () => {
  const run = async (args: string[], dataDir: string) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" };
    delete env.DATABASE_URL;
    try {
      const { stdout, stderr } = await promisify(execFile)(
        process.execPath,
        ["--import", "tsx", "scripts/stock-import.ts", ...args],
        { cwd: root, env },
      );
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  };

  it("imports a file and sums up, or lists the errors and exits 1", async () => {
    const dataDir = await fs.mkdtemp(path.join(tempDir, "cli-"));
    const good = await run([await writeFile("cli.ndjson", ndjson(corolla, sportage))], dataDir);
    expect(good.stderr).toBe("");
    expect(good.code).toBe(0);
    expect(good.stdout).toMatch(
      /^Imported cli\.ndjson into the embedded database in .*: 2 rows, 2 inserted, 0 updated, stock version 1/,
    );

    const bad = await run(
      [
        await writeFile(
          "cli-bad.ndjson",
          ndjson(corolla, { ...sportage, year: "soon" }, { ...sportage, stocknum: "N2", car_type: "old" }),
        ),
      ],
      dataDir,
    );
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("cli-bad.ndjson: 2 rows have errors; nothing was imported.");
    expect(bad.stderr).toContain("row 2: year: must be a year such as 2021");
    expect(bad.stderr).toContain("row 3: car_type: must be new, demo or used");
  }, 120_000);

  it("refuses to open the embedded database while another process holds the data directory", async () => {
    const dataDir = await fs.mkdtemp(path.join(tempDir, "cli-running-"));
    const lock = await acquireDataDirLock(dataDir, "server");
    try {
      const result = await run([await writeFile("cli-running.ndjson", ndjson(corolla))], dataDir);
      expect(result.code).toBe(EXIT_DATA_DIR_IN_USE);
      expect(result.stderr.trim()).toBe(
        `The data directory ${dataDir} is in use by the server (pid ${process.pid}, since ${lock.holder.since}): ` +
          "stop it first, or give this process its own DATA_DIR.",
      );
      await expect(fs.stat(path.join(dataDir, "db"))).rejects.toThrow();
    } finally {
      await lock.release();
    }
  }, 60_000);
});
