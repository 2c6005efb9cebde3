import { createCookieSessionStorage, data, redirect, type Session } from "@remix-run/node";
import type { ToastMessage } from "~/components/toast/toast-state";
import { getDatabase } from "~/db/client.server";
import { env } from "~/env.server";
import type { Tenant } from "~/tenants/schema";
import { signInPath, type SignInTarget } from "./redirects";
import { findUser } from "./sign-in-codes.server";

const THIRTY_DAYS = 60 * 60 * 24 * 30;

interface SessionData {
  userId: number;
  /** The website the user signed in on: a preview host serves several tenants on one cookie. */
  websiteId: number;
  /** The number a code was just sent to, between the two sign-in steps. */
  signInPhone: string;
  /** A Save pressed before signing in, done once the shopper is signed in. */
  pendingWatchlistCarId: number;
}

interface SessionFlashData {
  /** Shown once, by the next page (without JavaScript the page after a form post). */
  toast: ToastMessage;
}

/** Signed, HttpOnly, SameSite=Lax (sent on the redirect back from sign-in), Secure in production. */
export const sessionStorage = createCookieSessionStorage<SessionData, SessionFlashData>({
  cookie: {
    name: "__session",
    secrets: [env.SESSION_SECRET],
    httpOnly: true,
    sameSite: "lax",
    secure: env.NODE_ENV === "production",
    path: "/",
    maxAge: THIRTY_DAYS,
  },
});

export type ShopperSession = Session<SessionData, SessionFlashData>;

export function getSession(request: Request): Promise<ShopperSession> {
  return sessionStorage.getSession(request.headers.get("Cookie"));
}

export async function commitHeaders(session: ShopperSession): Promise<{ "Set-Cookie": string }> {
  return { "Set-Cookie": await sessionStorage.commitSession(session) };
}

/** The signed-in shopper: a user with a phone number (search-journey §6). */
export interface SignedInUser {
  id: number;
  phone: string;
}

/** The shopper signed in on this tenant's site, or null. */
export async function getUser(request: Request, tenant: Pick<Tenant, "id">): Promise<SignedInUser | null> {
  const session = await getSession(request);
  const userId = session.get("userId");
  if (userId === undefined || session.get("websiteId") !== tenant.id) return null;
  const user = await findUser(await getDatabase(), tenant.id, userId);
  return user ? { id: user.id, phone: user.phone_number } : null;
}

/** The signed-in shopper, or a thrown redirect to /sign-in that comes back to `target.redirect`. */
export async function requireUser(
  request: Request,
  tenant: Pick<Tenant, "id">,
  target: SignInTarget,
): Promise<SignedInUser> {
  const user = await getUser(request, tenant);
  if (!user) throw redirect(signInPath(target), 303);
  return user;
}

/** Marks the session signed in; the in-between sign-in phone is no longer needed. */
export function signIn(session: ShopperSession, tenant: Pick<Tenant, "id">, userId: number): void {
  session.set("userId", userId);
  session.set("websiteId", tenant.id);
  session.unset("signInPhone");
}

export async function destroySessionHeaders(session: ShopperSession): Promise<{ "Set-Cookie": string }> {
  return { "Set-Cookie": await sessionStorage.destroySession(session) };
}

/** The flash toast of this request, read once: the headers clear it from the cookie. */
export async function readToast(
  request: Request,
): Promise<{ toast: ToastMessage | null; headers: { "Set-Cookie": string } | undefined }> {
  const session = await getSession(request);
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
