import { createHash, randomBytes } from "node:crypto";
import { createCookie, createSession, type Session, type SessionData } from "@remix-run/node";
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";

/*
 * Sessions kept in the database: the cookie carries only a random id, so
 * signing out deletes the row and the old cookie stops working, and nothing the shopper
 * typed (the phone number) is readable from it. Remix's createSessionStorage is not used:
 * it keeps the id of a row it could not read and writes to it on commit, which would bring
 * a signed-out session back; here an id that finds nothing is forgotten.
 */

/** How long a session lasts after its last change, as the cookie session did. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** Expired rows removed each time a session is created: sweeping costs a new visitor a little, never a page. */
export const EXPIRED_SWEEP_BATCH = 50;

/** 32 random bytes as base64url: 43 characters, unguessable. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

function newSessionId(): string {
  return randomBytes(32).toString("base64url");
}

/** Rows are found by the id's hash: a copy of the table holds no cookie that would work. */
export function sessionIdHash(id: string): string {
  return createHash("sha256").update(id).digest("hex");
}

export interface DatabaseSessionStorageOptions {
  /** The database, asked for lazily: a page without a session cookie never opens it. */
  database: () => Promise<Kysely<Database>>;
  secret: string;
  secure: boolean;
  cookieName?: string;
  now?: () => Date;
}

/** What a commit does to the response: a cookie to set, or nothing at all. */
export type SessionHeaders = Record<string, string>;

export interface DatabaseSessionStorage<Data extends SessionData, Flash extends SessionData> {
  /** The website's session named by the request's cookie, or an empty one (nothing is written yet). */
  getSession(request: Request, websiteId: number): Promise<Session<Data, Flash>>;
  /**
   * Saves the session: a new row (and cookie) for a session with data and no row yet, the
   * row updated (30 days more) when its data changed, the row and cookie removed when no
   * data is left. No header at all when nothing changed, so an anonymous page view sends no
   * cookie and writes nothing.
   */
  commit(session: Session<Data, Flash>): Promise<SessionHeaders>;
  /** Deletes the row and expires the cookie: the id is worthless from now on. */
  destroy(session: Session<Data, Flash>): Promise<SessionHeaders>;
  /** Gives the session a new id at its next commit (sign-in: an id planted before is not signed in). */
  renewId(session: Session<Data, Flash>): void;
}

export function createDatabaseSessionStorage<Data extends SessionData, Flash extends SessionData>(
  options: DatabaseSessionStorageOptions,
): DatabaseSessionStorage<Data, Flash> {
  const now = options.now ?? (() => new Date());
  const cookie = createCookie(options.cookieName ?? "__session", {
    secrets: [options.secret],
    httpOnly: true,
    // Sent on the redirect back from sign-in, not on another site's posts.
    sameSite: "lax",
    secure: options.secure,
    path: "/",
    maxAge: SESSION_LIFETIME_MS / 1000,
  });
  /** The website each session was read for: its row is written for that website only. */
  const websiteOf = new WeakMap<object, number>();
  /** The data each session was read with, to tell whether a commit has anything to write. */
  const readWith = new WeakMap<object, string>();
  const websiteIdOf = (session: Session<Data, Flash>): number => {
    const websiteId = websiteOf.get(session);
    if (websiteId === undefined) throw new Error("This session was not read by this storage's getSession.");
    return websiteId;
  };
  const fresh = (websiteId: number) => {
    const session = createSession<Data, Flash>();
    websiteOf.set(session, websiteId);
    return session;
  };
  const renewing = new WeakSet<object>();

  const serialise = (session: Session<Data, Flash>) => JSON.stringify(session.data);
  const setCookie = async (id: string): Promise<SessionHeaders> => ({ "Set-Cookie": await cookie.serialize(id) });
  const clearCookie = async (): Promise<SessionHeaders> => ({
    "Set-Cookie": await cookie.serialize("", { maxAge: undefined, expires: new Date(0) }),
  });

  async function create(db: Kysely<Database>, websiteId: number, data: string): Promise<SessionHeaders> {
    const at = now();
    await db
      .deleteFrom("sessions")
      .where("id_hash", "in", (eb) =>
        eb.selectFrom("sessions").select("id_hash").where("expires_at", "<=", at).orderBy("expires_at").limit(EXPIRED_SWEEP_BATCH),
      )
      .execute();
    const id = newSessionId();
    await db
      .insertInto("sessions")
      .values({
        id_hash: sessionIdHash(id),
        website_id: websiteId,
        data,
        expires_at: new Date(at.getTime() + SESSION_LIFETIME_MS),
        created_at: at,
        updated_at: at,
      })
      .execute();
    return setCookie(id);
  }

  async function remove(db: Kysely<Database>, id: string, websiteId: number): Promise<void> {
    await db.deleteFrom("sessions").where("id_hash", "=", sessionIdHash(id)).where("website_id", "=", websiteId).execute();
  }

  return {
    async getSession(request, websiteId) {
      const id: unknown = await cookie.parse(request.headers.get("Cookie"));
      if (typeof id !== "string" || !SESSION_ID.test(id)) return fresh(websiteId);
      const db = await options.database();
      const row = await db
        .selectFrom("sessions")
        .select("data")
        .where("id_hash", "=", sessionIdHash(id))
        .where("website_id", "=", websiteId)
        .where("expires_at", ">", now())
        .executeTakeFirst();
      // Signed out, expired, or another website's (a preview host serves several): a new session.
      if (!row) return fresh(websiteId);
      const session = createSession<Data, Flash>(row.data as Data, id);
      websiteOf.set(session, websiteId);
      readWith.set(session, serialise(session));
      return session;
    },

    async commit(session) {
      const websiteId = websiteIdOf(session);
      const data = serialise(session);
      const empty = Object.keys(session.data).length === 0;
      if (!session.id) {
        return empty ? {} : create(await options.database(), websiteId, data);
      }
      const db = await options.database();
      if (empty) {
        await remove(db, session.id, websiteId);
        return clearCookie();
      }
      if (renewing.has(session)) {
        renewing.delete(session);
        await remove(db, session.id, websiteId);
        return create(db, websiteId, data);
      }
      if (readWith.get(session) === data) return {};
      const at = now();
      const updated = await db
        .updateTable("sessions")
        .set({ data, expires_at: new Date(at.getTime() + SESSION_LIFETIME_MS), updated_at: at })
        .where("id_hash", "=", sessionIdHash(session.id))
        .where("website_id", "=", websiteId)
        .where("expires_at", ">", at)
        .returning("id_hash")
        .executeTakeFirst();
      // The cookie is sent again so it lasts as long as the row. Signed out in another tab
      // since this request read it: the session stays ended.
      return updated ? setCookie(session.id) : clearCookie();
    },

    async destroy(session) {
      const websiteId = websiteIdOf(session);
      if (session.id) await remove(await options.database(), session.id, websiteId);
      return clearCookie();
    },

    renewId(session) {
      renewing.add(session);
    },
  };
}
