import { z } from "zod";
import { getDatabase } from "~/db/client.server";
import { normaliseMobile } from "~/models/auth/phone";
import { signInPath } from "~/models/auth/redirects";
import { samePagePath } from "~/pages/auth/same-page-path";
import { getUser } from "~/pages/auth/session.server";
import type { Tenant } from "~/tenants/schema";
import { removeFromWatchlist, saveToWatchlist } from "~/models/watchlist/watchlist.server";

const WatchlistCallSchema = z.object({
  phone_number: z.string().min(1),
  car_id: z.coerce.number().int().positive(),
});

export interface WatchlistCallAnswer {
  success: boolean;
  message?: string;
  /** Where to sign in when the call has no signed-in user with that phone. */
  signIn?: string;
}

const answer = (body: WatchlistCallAnswer, status = 200) => Response.json(body, { status });

/**
 * search-journey §7: POST /api/watchlist/save-car and /remove-car, "JSON: phone_number,
 * car_id → success flag". The phone must be the signed-in user's own (§4 "Without a phone
 * number on the user, the visitor is redirected to sign-in"): the answer then names the
 * sign-in page to go to.
 */
export async function answerWatchlistCall(
  request: Request,
  tenant: Tenant,
  change: "save" | "remove",
): Promise<Response> {
  if (request.method !== "POST") return new Response(null, { status: 405, headers: { Allow: "POST" } });
  if (!tenant.features.garage) return answer({ success: false, message: "This site has no watchlist." }, 404);

  // A cross-site page can post text/plain without asking first (no CORS preflight); JSON it cannot.
  if (!/^application\/json\b/i.test(request.headers.get("Content-Type")?.trim() ?? "")) {
    return answer({ success: false, message: "The body must be sent as Content-Type: application/json." }, 415);
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return answer({ success: false, message: "The body must be JSON: {\"phone_number\": …, \"car_id\": …}." }, 400);
  }
  const call = WatchlistCallSchema.safeParse(body);
  if (!call.success) {
    return answer({ success: false, message: "phone_number and a numeric car_id are required." }, 400);
  }
  const phone = normaliseMobile(call.data.phone_number);
  if (!phone.ok) return answer({ success: false, message: phone.message }, 400);

  const user = await getUser(request, tenant);
  if (!user || user.phone !== phone.phone) {
    const page = samePagePath(request);
    return answer(
      {
        success: false,
        message: "Please sign in with this mobile number to use the watchlist.",
        signIn: signInPath({ type: "watchlist", redirect: page, back: page }),
      },
      401,
    );
  }

  const db = await getDatabase();
  const outcome =
    change === "save"
      ? await saveToWatchlist(db, tenant, user.id, call.data.car_id)
      : await removeFromWatchlist(db, tenant, user.id, call.data.car_id);
  if (outcome.ok) return answer({ success: true });
  return answer({ success: false, message: outcome.message }, outcome.reason === "not-found" ? 404 : 409);
}
