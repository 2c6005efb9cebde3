import net from "node:net";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { isStorageUnavailable } from "./unavailable";

/** An error as node-postgres and PGlite raise it: a message and a SQLSTATE `code`. */
function sqlError(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe("isStorageUnavailable", () => {
  it("is true for a full disk, as PGlite and PostgreSQL report it and as the file system does", () => {
    expect(isStorageUnavailable(sqlError('could not extend file "base/5/16474": No space left on device', "53100"))).toBe(true);
    expect(isStorageUnavailable(Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" }))).toBe(true);
  });

  it("is true for a database that is down, restarting or out of connections, also when wrapped as a cause", () => {
    expect(isStorageUnavailable(sqlError("terminating connection due to administrator command", "57P01"))).toBe(true);
    expect(isStorageUnavailable(sqlError("the database system is starting up", "57P03"))).toBe(true);
    expect(isStorageUnavailable(sqlError("sorry, too many clients already", "53300"))).toBe(true);
    expect(isStorageUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    expect(isStorageUnavailable(new Error("could not load the page", { cause: refused }))).toBe(true);
    expect(isStorageUnavailable(new AggregateError([refused], "every address failed"))).toBe(true);
  });

  it("is false for a fault of ours that a retry would hit again", () => {
    expect(isStorageUnavailable(sqlError('relation "leads" does not exist', "42P01"))).toBe(false);
    expect(isStorageUnavailable(sqlError("duplicate key value violates unique constraint", "23505"))).toBe(false);
    expect(isStorageUnavailable(new Error("driver has already been destroyed"))).toBe(false);
    expect(isStorageUnavailable(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isStorageUnavailable("ENOSPC")).toBe(false);
    expect(isStorageUnavailable(null)).toBe(false);
  });

  it("is true for what node-postgres raises when nothing listens where the database should be", async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const pool = new pg.Pool({ connectionString: `postgres://nobody@127.0.0.1:${port}/none`, connectionTimeoutMillis: 2_000 });
    const error = await pool.query("select 1").catch((failure: unknown) => failure);
    await pool.end();
    expect(isStorageUnavailable(error)).toBe(true);
  });
});
