import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * For route tests: DATA_DIR, read when env.server.ts loads, pointed at a fresh temp folder
 * for the files a route writes (the SMS and mail outboxes, the image cache) and so the
 * session secret never comes from a developer's own data. The database is not in it: a route
 * suite runs on each of testBackends(), made the process's by processDatabase(). Call it from
 * `vi.hoisted` (which runs before the test file's imports):
 *
 *   const dataDir = await vi.hoisted(async () => (await import("~/db/testing/temp-data-dir")).useTempDataDir("x-test-"));
 */
export async function useTempDataDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  process.env.DATA_DIR = dir;
  delete process.env.DATABASE_URL;
  process.env.LOG_LEVEL ??= "silent";
  return dir;
}
