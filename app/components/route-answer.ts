import { isRouteErrorResponse } from "@remix-run/react";

/**
 * Whether a failure of serverAction() or serverLoader() is the route speaking (a redirect, a
 * 4xx such as a car that sold) rather than the request failing. A module of its own: the
 * search page needs it without the lead forms' copy.
 */
export function isRouteAnswer(error: unknown): boolean {
  return error instanceof Response || (isRouteErrorResponse(error) && error.status < 500);
}
