import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * For route and model tests that use the process database (getDatabase): it reads DATA_DIR
 * when env.server.ts loads, so a test points it at a fresh temp folder first, from
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
