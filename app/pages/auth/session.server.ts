import { data, type Session } from "@remix-run/node";
import type { ToastMessage } from "~/models/toast/message";
import { getDatabase } from "~/db/client.server";
import { env } from "~/env.server";
import type { Tenant } from "~/tenants/schema";

import { createDatabaseSessionStorage, type SessionHeaders } from "./session-storage.server";
import { findUser } from "~/models/auth/sign-in-codes.server";

interface SessionData {
  userId: number;
  /** The website the user signed in on: a preview host serves several tenants on one cookie. */
  websiteId: number;
  /** The number a code was just sent to, between the two sign-in steps. */
  signInPhone: string;
  /** A Save pressed before signing in, done once the shopper is signed in. */
  pendingWatchlistCarId: number;
  /** The key of this shopper's online purchase drafts (models/checkout/drafts.server.ts). */
  checkoutDraftKey: string;
}

interface SessionFlashData {
  /** Shown once, by the next page (without JavaScript the page after a form post). */
  toast: ToastMessage;
}

/**
 * Sessions in the database, the cookie holding a random id (session-storage.server.ts):
 * signed, HttpOnly, SameSite=Lax (sent on the redirect back from sign-in), Secure in production.
 */
const sessionStorage = createDatabaseSessionStorage<SessionData, SessionFlashData>({
  database: getDatabase,
  secret: env.SESSION_SECRET,
  secure: env.NODE_ENV === "production",
});

/**
 * For pages that show or change one shopper's session (sign-in, the watchlist, a sent lead):
 * kept by no cache, neither a shared proxy's nor the browser's on disk.
 */
export const PRIVATE_PAGE_HEADERS = { "Cache-Control": "private, no-store" } as const;

export type ShopperSession = Session<SessionData, SessionFlashData>;

/** This website's session of the request; reads the database only when a session cookie came. */
export function getSession(request: Request, tenant: Pick<Tenant, "id">): Promise<ShopperSession> {
  return sessionStorage.getSession(request, tenant.id);
}

/** Saves the session's changes: the Set-Cookie to send, or no header when there was nothing to save. */
export function commitHeaders(session: ShopperSession): Promise<SessionHeaders> {
  return sessionStorage.commit(session);
}

/** The signed-in shopper: a user with a phone number (search-journey §6). */
export interface SignedInUser {
  id: number;
  phone: string;
}

/** The shopper signed in on this tenant's site, or null. */
export async function getUser(request: Request, tenant: Pick<Tenant, "id">): Promise<SignedInUser | null> {
  const session = await getSession(request, tenant);
  const userId = session.get("userId");
  if (userId === undefined || session.get("websiteId") !== tenant.id) return null;
  const user = await findUser(await getDatabase(), tenant.id, userId);
  return user ? { id: user.id, phone: user.phone_number } : null;
}

/**
 * Marks the session signed in; the in-between sign-in phone is no longer needed. The session
 * gets a new id when committed, so an id someone planted in the browser beforehand is not the
 * one signed in.
 */
export function signIn(session: ShopperSession, tenant: Pick<Tenant, "id">, userId: number): void {
  sessionStorage.renewId(session);
  session.set("userId", userId);
  session.set("websiteId", tenant.id);
  session.unset("signInPhone");
}

/** Sign-out: the session's row is deleted, so its cookie signs nobody in any more, and the cookie is expired. */
export function destroySessionHeaders(session: ShopperSession): Promise<SessionHeaders> {
  return sessionStorage.destroy(session);
}

/** The flash toast of this request, read once: the commit clears it from the session. */
export async function readToast(
  request: Request,
  tenant: Pick<Tenant, "id">,
): Promise<{ toast: ToastMessage | null; headers: SessionHeaders | undefined }> {
  const session = await getSession(request, tenant);
  const toast = session.get("toast") ?? null;
  return { toast, headers: toast ? await commitHeaders(session) : undefined };
}

/**
 * A loader's value with response headers (a cookie to set). At run time this is Remix's
 * `data()`, which single fetch unwraps to the value; typed as the value because the app's
 * types are not switched to single fetch, where `data()` would read as a wrapper.
 */
export function withHeaders<T>(headers: HeadersInit | undefined, value: T): T {
  return headers ? (data(value, { headers }) as unknown as T) : value;
}
