import type { ActionFunctionArgs } from "@remix-run/node";
import { answerWatchlistCall } from "~/models/watchlist/watchlist-api.server";
import { requireTenant } from "~/tenants/tenant.server";
import { methodNotAllowed } from "~/server/http";

/** A JSON API: nothing to show on a visit. */
export function loader() {
  return methodNotAllowed("POST");
}

/** search-journey §7: POST /api/watchlist/remove-car. */
export async function action({ request }: ActionFunctionArgs) {
  return answerWatchlistCall(request, requireTenant(request), "remove");
}
