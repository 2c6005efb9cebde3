/**
 * How the app answers HTTP when a page cannot be shown: 4xx answers thrown from loaders and
 * actions (shown by the route's GeneralErrorBoundary), never a 500 for bad input. The normaliser
 * for redirect targets is utils/same-site-path.ts, which models use too.
 */

/** A 404 answer; `message` (plain text) is what the error page shows as its title. */
export function notFound(message?: string, init?: ResponseInit): Response {
  return new Response(message ?? null, { status: 404, statusText: STATUS_TEXT[404], ...init });
}

/**
 * A 405 answer for an address that only answers `allow` (say "POST"): a visit or a wrong
 * method is told which method works instead of getting a page.
 */
export function methodNotAllowed(allow: string, message?: string): Response {
  const headers: Record<string, string> = { Allow: allow };
  if (message) headers["Content-Type"] = "text/plain; charset=utf-8";
  return new Response(message ?? null, { status: 405, statusText: STATUS_TEXT[405], headers });
}

/**
 * Throws a 4xx answer (400 unless `init.status` says otherwise) when `condition` is falsy,
 * as the Epic Stack's invariantResponse does: input from outside is an answer, not a crash.
 */
export function invariantResponse(
  condition: unknown,
  message?: string | (() => string),
  init?: ResponseInit,
): asserts condition {
  if (condition) return;
  const text = typeof message === "function" ? message() : message;
  const status = init?.status ?? 400;
  throw new Response(text ?? null, { statusText: STATUS_TEXT[status], ...init, status });
}

/** The error pages show a status text when the answer has no message of its own. */
const STATUS_TEXT: Record<number, string> = {
  400: "Bad Request",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  410: "Gone",
  413: "Payload Too Large",
  429: "Too Many Requests",
};
