import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ImageHostSchema } from "~/adapters/images/hosts";
import { createDatabase, migrateToLatest, type DatabaseHandle } from "~/db/client.server";
import { configuredFeeds, type ConfiguredFeed } from "~/models/stock/feeds/config.server";
import { runDueFeeds } from "~/models/stock/feeds/run.server";
import { startControlSocket, type ControlSocket } from "~/server/control-socket.server";
import { tenants } from "~/tenants/index";
import { operatorCommands } from "./control.server";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/** The embedded database of a running server: held (and locked) by this process, as a server holds it. */
describe("npm run stock:import into a running server (embedded database)", () => {
  let dataDir: string;
  let handle: DatabaseHandle;
  let socket: ControlSocket;
  let feedsFile: string;
  let feeds: ConfiguredFeed[];

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "ctl-"));
    // A feed the DMS drops into a folder: the sample export, read through the documented mapping.
    const dropFolder = path.join(dataDir, "dms-drop");
    await fs.mkdir(dropFolder);
    await fs.copyFile(path.join(root, "app/models/stock/feeds/testing/dms-stock-export.csv"), path.join(dropFolder, "export.csv"));
    const example = JSON.parse(await fs.readFile(path.join(root, "docs/examples/stock-feeds.json"), "utf8"));
    const { url: _url, username: _user, password: _password, ...settings } = example["wattle-ridge-toyota"];
    feedsFile = path.join(dataDir, "feeds.json");
    await fs.writeFile(feedsFile, JSON.stringify({ "brightlane-cars": { ...settings, dealership: "brightlane-cars", folder: dropFolder } }));
    // The sample's photos are on its DMS's photo host, which the dealer allows in its file.
    const photoHosts = [ImageHostSchema.parse("photos.example-dms.com.au")];
    feeds = configuredFeeds(
      tenants.map((tenant) => (tenant.slug === "brightlane-cars" ? { ...tenant, imageHosts: photoHosts } : tenant)),
      feedsFile,
    );
    handle = await createDatabase({ dataDir, purpose: "server" });
    await migrateToLatest(handle.db);
    socket = await startControlSocket(dataDir, operatorCommands({ db: handle.db, tenants, feeds, dataDir, dumpDataDir: handle.dumpDataDir! }), () => {});
  });
  afterAll(async () => {
    await socket.close();
    await handle.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const run = async (...args: string[]) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent", STOCK_FEEDS_FILE: feedsFile };
    delete env.DATABASE_URL;
    try {
      const { stdout, stderr } = await promisify(execFile)(
        process.execPath,
        ["--import", "tsx", ...(args.length === 1 ? ["scripts/stock-import.ts", ...args] : args)],
        { cwd: root, env },
      );
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  };
  const csv = async (name: string, rows: string[]) => {
    const file = path.join(dataDir, name);
    await fs.writeFile(
      file,
      ["tenant_slug,dealership_slug,make,model,year,car_type,status,price,stocknum", ...rows].join("\n"),
    );
    return file;
  };
  const carsOf = () =>
    handle.db.selectFrom("cars").select(["stocknum", "price", "status"]).orderBy("stocknum").execute();

  it("is reachable by this user only: the socket 0600 in a 0700 folder", async () => {
    expect((await fs.stat(socket.path)).mode & 0o777).toBe(0o600);
    expect((await fs.stat(path.dirname(socket.path))).mode & 0o777).toBe(0o700);
  });

  it("hands the file to the server, which imports it and prints the same report", async () => {
    const result = await run(
      await csv("live.csv", [
        "wattle-ridge-toyota,wattle-ridge-toyota,Toyota,Corolla,2021,used,in_stock,\"$27,990\",L1",
        "wattle-ridge-toyota,wattle-ridge-toyota,Toyota,Camry,2022,used,in_stock,31990,L2",
      ]),
    );
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      new RegExp(
        `^Imported live\\.csv into the running server's embedded database in ${dataDir}: 2 rows, 2 inserted, 0 updated, stock version \\d+`,
      ),
    );
    expect(await carsOf()).toEqual([
      { stocknum: "L1", price: 27990, status: "in_stock" },
      { stocknum: "L2", price: 31990, status: "in_stock" },
    ]);
  }, 60_000);

  it("lists every bad row and changes nothing", async () => {
    const before = await carsOf();
    const result = await run(
      await csv("bad.csv", [
        "wattle-ridge-toyota,wattle-ridge-toyota,Toyota,Corolla,2021,used,sold,26990,L1",
        "wattle-ridge-toyota,nowhere,Toyota,Yaris,soon,used,in_stock,1,L3",
      ]),
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("bad.csv: 1 row has errors; nothing was imported.");
    expect(result.stderr).toContain("row 3: year: must be a year such as 2021");
    expect(result.stderr).toContain('row 3: dealership_slug: "nowhere" is not a dealership of wattle-ridge-toyota');
    expect(await carsOf()).toEqual(before);
  }, 60_000);

  it("npm run feeds: asks the server for each feed's last runs and next run", async () => {
    const now = new Date("2026-11-20T09:00:00Z");
    await runDueFeeds(handle.db, feeds, { now });
    const result = await run("scripts/feeds.ts", "--");
    expect(result.stderr).toBe("");
    expect(result.stdout).toBe(
      `brightlane-cars: folder ${path.join(dataDir, "dms-drop")}, every 60 min; next run 2026-11-20 10:00:00 UTC\n` +
        "  2026-11-20 09:00:00 UTC  applied   8 rows: 8 added, 0 updated, 0 removed\n",
    );
  }, 60_000);
});
