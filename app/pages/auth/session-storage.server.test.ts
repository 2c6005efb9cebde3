import { beforeEach, describe, expect, it } from "vitest";
import { migratedDatabase, testBackends } from "~/db/testing/databases";
import {
  createDatabaseSessionStorage,
  EXPIRED_SWEEP_BATCH,
  SESSION_LIFETIME_MS,
  sessionIdHash,
  type SessionHeaders,
} from "./session-storage.server";

interface Data {
  userId: number;
  signInPhone: string;
}
interface Flash {
  toast: string;
}

const websiteId = 7;
const phone = "+61412345678";
const start = new Date(Date.UTC(2025, 2, 1, 10));

/** The cookie a browser would send back after these response headers. */
function cookieFrom(headers: SessionHeaders): string {
  const setCookie = headers["Set-Cookie"];
  if (!setCookie) throw new Error("no Set-Cookie in the response");
  return setCookie.split(";")[0]!;
}

const requestWith = (cookie?: string) =>
  new Request("https://dealer.example/", cookie ? { headers: { Cookie: cookie } } : {});

describe.each(testBackends())("database sessions on $kind", (backend) => {
  const database = migratedDatabase(backend);
  let clock = start;
  const storage = () =>
    createDatabaseSessionStorage<Data, Flash>({
      database: async () => database.db,
      secret: "test-secret-for-sessions",
      secure: true,
      now: () => clock,
    });
  let sessions = storage();

  beforeEach(async () => {
    await database.db.deleteFrom("sessions").execute();
    clock = start;
    sessions = storage();
  });

  const rows = () => database.db.selectFrom("sessions").selectAll().execute();

  async function signedInCookie(): Promise<string> {
    const session = await sessions.getSession(requestWith(), websiteId);
    session.set("userId", 42);
    session.set("signInPhone", phone);
    return cookieFrom(await sessions.commit(session));
  }

  it("writes nothing and sends no cookie for a visitor with nothing to keep", async () => {
    const session = await sessions.getSession(requestWith(), websiteId);
    expect(await sessions.commit(session)).toEqual({});
    expect(await rows()).toHaveLength(0);
  });

  it("keeps the data in a row and only a random id in the cookie, never the phone number", async () => {
    const cookie = await signedInCookie();
    const [row] = await rows();
    expect(row).toMatchObject({ website_id: websiteId, data: { userId: 42, signInPhone: phone } });
    expect(cookie).not.toContain("412345678");
    expect(decodeURIComponent(cookie)).not.toContain("412345678");
    expect(Buffer.from(decodeURIComponent(cookie.split("=")[1]!).split(".")[0]!, "base64").toString()).not.toContain(
      "412345678",
    );
    // The row is found by the id's hash: the id itself is not stored.
    const id = JSON.parse(Buffer.from(decodeURIComponent(cookie.split("=")[1]!).split(".")[0]!, "base64").toString());
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row!.id_hash).toBe(sessionIdHash(id));

    const again = await sessions.getSession(requestWith(cookie), websiteId);
    expect(again.get("userId")).toBe(42);
  });

  it("sends no cookie and writes nothing when a read session did not change", async () => {
    const cookie = await signedInCookie();
    const [before] = await rows();
    clock = new Date(start.getTime() + 60_000);
    const session = await sessions.getSession(requestWith(cookie), websiteId);
    session.get("userId");
    expect(await sessions.commit(session)).toEqual({});
    const [after] = await rows();
    expect(after!.updated_at).toEqual(before!.updated_at);
  });

  it("signs out for good: the destroyed session's old cookie reads as an empty session", async () => {
    const cookie = await signedInCookie();
    const session = await sessions.getSession(requestWith(cookie), websiteId);
    const headers = await sessions.destroy(session);
    expect(headers["Set-Cookie"]).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(await rows()).toHaveLength(0);

    const replayed = await sessions.getSession(requestWith(cookie), websiteId);
    expect(replayed.get("userId")).toBeUndefined();
    // Writing to the replayed cookie makes a new session: the old id is not brought back.
    replayed.set("signInPhone", phone);
    const fresh = cookieFrom(await sessions.commit(replayed));
    expect(fresh).not.toBe(cookie);
    expect((await sessions.getSession(requestWith(cookie), websiteId)).get("signInPhone")).toBeUndefined();
  });

  it("ignores a session 30 days after its last change, and sweeps expired rows as new ones are made", async () => {
    const cookie = await signedInCookie();
    clock = new Date(start.getTime() + SESSION_LIFETIME_MS - 1000);
    expect((await sessions.getSession(requestWith(cookie), websiteId)).get("userId")).toBe(42);
    clock = new Date(start.getTime() + SESSION_LIFETIME_MS);
    expect((await sessions.getSession(requestWith(cookie), websiteId)).get("userId")).toBeUndefined();

    await signedInCookie();
    expect(await rows()).toHaveLength(1);
    expect((await rows())[0]!.expires_at.getTime()).toBe(clock.getTime() + SESSION_LIFETIME_MS);
  });

  it("sweeps a bounded batch of expired rows per new session", async () => {
    await database.db
      .insertInto("sessions")
      .values(
        Array.from({ length: EXPIRED_SWEEP_BATCH + 5 }, (_, i) => ({
          id_hash: `expired-${i}`,
          website_id: websiteId,
          data: "{}",
          expires_at: new Date(start.getTime() - 1000 - i),
        })),
      )
      .execute();
    await signedInCookie();
    expect(await rows()).toHaveLength(5 + 1);
  });

  it("extends a session by 30 days when its data changes, and sends the cookie again", async () => {
    const cookie = await signedInCookie();
    clock = new Date(start.getTime() + 20 * 24 * 60 * 60 * 1000);
    const session = await sessions.getSession(requestWith(cookie), websiteId);
    session.flash("toast", "Car saved");
    expect(cookieFrom(await sessions.commit(session))).toBe(cookie);
    clock = new Date(start.getTime() + 40 * 24 * 60 * 60 * 1000);
    expect((await sessions.getSession(requestWith(cookie), websiteId)).get("userId")).toBe(42);
  });

  it("removes the row and the cookie once a flash toast was the only thing left and has been read", async () => {
    const anonymous = await sessions.getSession(requestWith(), websiteId);
    anonymous.flash("toast", "Code not sent");
    const cookie = cookieFrom(await sessions.commit(anonymous));
    const next = await sessions.getSession(requestWith(cookie), websiteId);
    expect(next.get("toast")).toBe("Code not sent");
    expect((await sessions.commit(next))["Set-Cookie"]).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(await rows()).toHaveLength(0);
  });

  it("reads no other website's session through the same cookie (a preview host serves several)", async () => {
    const cookie = await signedInCookie();
    expect((await sessions.getSession(requestWith(cookie), websiteId + 1)).get("userId")).toBeUndefined();
  });

  it("gives a renewed session a new id and retires the old one", async () => {
    const cookie = await signedInCookie();
    const session = await sessions.getSession(requestWith(cookie), websiteId);
    sessions.renewId(session);
    session.set("userId", 43);
    const renewed = cookieFrom(await sessions.commit(session));
    expect(renewed).not.toBe(cookie);
    expect((await sessions.getSession(requestWith(cookie), websiteId)).get("userId")).toBeUndefined();
    expect((await sessions.getSession(requestWith(renewed), websiteId)).get("userId")).toBe(43);
  });

  it("does not bring back a session signed out while another request held it", async () => {
    const cookie = await signedInCookie();
    const inFlight = await sessions.getSession(requestWith(cookie), websiteId);
    await sessions.destroy(await sessions.getSession(requestWith(cookie), websiteId));
    inFlight.flash("toast", "Car saved");
    expect((await sessions.commit(inFlight))["Set-Cookie"]).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(await rows()).toHaveLength(0);
  });

  it.each([
    ["a forged value", "__session=eyJ1c2VySWQiOjQyfQ%3D%3D.forged"],
    ["a huge value", `__session=${"A".repeat(20_000)}`],
    ["a NUL byte", "__session=abc%00def"],
    ["a __proto__ value", "__session=__proto__"],
    ["no value", "__session="],
  ])("reads %s as an empty session, without an error", async (_, cookie) => {
    const session = await sessions.getSession(requestWith(cookie), websiteId);
    expect(session.data).toEqual({});
    expect(session.id).toBe("");
  });
});
