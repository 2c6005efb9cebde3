import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { suggestAnswer } from "~/pages/search/suggest-api.server";

/**
 * The search box's suggestions as JSON (components/search/SuggestingSearchInput): makes,
 * models and body types with their counts. Briefly cacheable: the same letters on the same
 * page get the same answer until stock changes.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const answer = await suggestAnswer(request, context);
  return json(answer, { headers: { "Cache-Control": "private, max-age=30" } });
}
