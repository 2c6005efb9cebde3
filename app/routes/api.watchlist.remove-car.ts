import type { ActionFunctionArgs } from "@remix-run/node";
import { answerWatchlistCall } from "~/pages/watchlist/watchlist-api.server";
import { requestTenant } from "~/pages/request-tenant.server";
import { methodNotAllowed } from "~/server/http";

/** A JSON API: nothing to show on a visit. */
export function loader() {
  return methodNotAllowed("POST");
}

/** search-journey §7: POST /api/watchlist/remove-car. */
export async function action({ request, context }: ActionFunctionArgs) {
  return answerWatchlistCall(request, requestTenant(request, context), "remove");
}
