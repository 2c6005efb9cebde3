import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { FamilyImage, IndexSettings } from "~/adapters/search/port";
import { decodeSnapshot, encodeSnapshot, indexTokens, SnapshotError } from "~/adapters/search/index.server";
import { CAR_SOURCE_COLUMNS, CARD_IMAGES, toCar } from "~/models/car/car";
import type { Tenant } from "~/tenants/schema";
import { toCarRecord } from "./records";
import { primarySettings, replicaSettings } from "./settings";

/** The embedded index's records, kept in the data directory between starts (decision 025). */
export const INDEX_FILE_NAME = "search-index.bin";

/**
 * What the records were made from: the stock (its version, with the time of the change, so a
 * database made afresh at the same count is not taken for the old one), the tenants (names
 * and locations are copied into each record), the code that turns a row into a record, and
 * what the text index is built by: the index settings (searchable attributes and those
 * without typos) and the words a text is indexed under. A file with any other key is stale
 * and never read.
 */
export function indexFileKey(
  stockVersion: string,
  tenants: readonly Tenant[],
  settings: readonly IndexSettings[] = [primarySettings(""), ...Object.values(replicaSettings(""))],
): string {
  return createHash("sha256")
    .update(stockVersion)
    .update(JSON.stringify(tenants))
    .update(JSON.stringify([CAR_SOURCE_COLUMNS, CARD_IMAGES]))
    .update(toCar.toString())
    .update(toCarRecord.toString())
    .update(JSON.stringify(settings))
    .update(indexTokens.toString())
    .digest("hex");
}

export type IndexFileRead =
  | { found: true; families: Map<string, FamilyImage> }
  | { found: false; reason: "missing" | "stale" | "damaged"; detail?: string };

/** Each index family as it was built, when the file holds them for this key. */
export async function readIndexFile(file: string, key: string): Promise<IndexFileRead> {
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { found: false, reason: "missing" };
    return { found: false, reason: "damaged", detail: (error as Error).message };
  }
  try {
    const snapshot = decodeSnapshot(bytes);
    if ((snapshot.meta as { key?: unknown } | null)?.key !== key) return { found: false, reason: "stale" };
    return { found: true, families: snapshot.families };
  } catch (error) {
    if (error instanceof SnapshotError || error instanceof SyntaxError || error instanceof RangeError) {
      return { found: false, reason: "damaged", detail: error.message };
    }
    throw error;
  }
}

/** The temporary file a process writes the index to before renaming it into place. */
function partialFileOf(file: string, pid: number): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.${pid}.tmp`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Deletes the temporary index files of processes that ended mid-write (killed, out of
 * power): each is as large as the index, and nothing else would ever remove them. A write of
 * a running process (another worker on the same DATA_DIR) is left alone.
 */
export async function removeAbandonedIndexWrites(file: string): Promise<string[]> {
  const directory = path.dirname(file);
  const pattern = new RegExp(`^\\.${path.basename(file).replace(/\./g, "\\.")}\\.(\\d+)\\.tmp$`);
  let names: string[];
  try {
    names = await fs.readdir(directory);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const pid = Number(pattern.exec(name)?.[1]);
    if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || isRunning(pid)) continue;
    await fs.rm(path.join(directory, name), { force: true });
    removed.push(name);
  }
  return removed;
}

/**
 * Writes the file whole or not at all: to a temporary file beside it, then renamed over it,
 * so a crash or a full disk mid-write leaves the previous file (or none), never half of one.
 */
export async function writeIndexFile(
  file: string,
  key: string,
  families: ReadonlyMap<string, FamilyImage>,
): Promise<void> {
  const bytes = encodeSnapshot({ key }, families);
  const partial = partialFileOf(file, process.pid);
  try {
    await fs.writeFile(partial, bytes);
    await fs.rename(partial, file);
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw error;
  }
}
