import { isRouteErrorResponse } from "@remix-run/react";

/** The answer's own text (notFound's message), when it has one. */
export function thrownText(data: unknown): string | undefined {
  return typeof data === "string" && data ? data : undefined;
}

/**
 * The title of the root's error page, for its heading and its <title> alike (WCAG 2.4.2: a
 * page titled by what it is): a 404's own text or "Page not found", another answer's text or
 * status text, anything unexpected "Something went wrong".
 */
export function errorTitle(error: unknown): string {
  if (!isRouteErrorResponse(error)) return "Something went wrong";
  const text = thrownText(error.data);
  if (error.status === 404) return text ?? "Page not found";
  return text ?? error.statusText;
}
