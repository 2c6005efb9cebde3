import { redirect } from "@remix-run/node";
import type { Tenant } from "~/tenants/schema";
import { isGated, type Journey } from "~/models/auth/gates";
import { signInPath } from "~/models/auth/redirects";
import { samePagePath } from "~/pages/auth/same-page-path";
import { getUser, type SignedInUser } from "./session.server";

/**
 * For a journey's loader and action (vehicle-page §4 "Gated routes"): "If the user is not
 * signed in and the journey is gated, redirect to /sign-in with type, redirect and back
 * parameters." Back is the page the shopper came from; redirect is this journey's own page.
 * Returns the signed-in user, or null on a journey this site does not gate.
 */
export async function requireSignedInFor(
  journey: Journey,
  request: Request,
  tenant: Pick<Tenant, "id" | "signIn">,
): Promise<SignedInUser | null> {
  const user = await getUser(request, tenant);
  if (user || !isGated(journey, tenant)) return user;
  const url = new URL(request.url);
  throw redirect(
    signInPath({ type: journey, redirect: url.pathname + url.search, back: samePagePath(request) }),
    303,
  );
}
