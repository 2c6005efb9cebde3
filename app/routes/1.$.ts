import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { serveSearchApi } from "~/pages/search-api/serve.server";

/*
 * Algolia's search REST API (`/1/indexes/...`), read-only, for any Algolia client pointed at
 * this host (README "Search API", decision 057). OPTIONS (a browser's preflight) and GET come
 * to the loader, POST and the refused writes to the action.
 */
export const loader = ({ request, context }: LoaderFunctionArgs) => serveSearchApi(request, context);

export const action = ({ request, context }: ActionFunctionArgs) => serveSearchApi(request, context);
