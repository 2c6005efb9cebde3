import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import type { ReactElement } from "react";
import { ErrorPage } from "~/components/ErrorPage";
import { errorTitle, thrownText } from "~/components/error-title";

/** A 4xx/5xx answer a loader or action threw (notFound, invariantResponse in app/server/http.ts). */
export interface ThrownAnswer {
  status: number;
  statusText: string;
  data: unknown;
}

export type StatusHandler = (answer: ThrownAnswer) => ReactElement;

const textOf = (answer: ThrownAnswer) => thrownText(answer.data);

/** A 404 under a fixed title (e.g. "Vehicle not found"), with the answer's text below it. */
export function notFoundTitled(title: string): StatusHandler {
  return (answer) => <ErrorPage status={404} title={title} message={textOf(answer)} />;
}

const pageNotFound: StatusHandler = (answer) => (
  <ErrorPage
    status={404}
    title={errorTitle(answer)}
    message={textOf(answer) ? undefined : "We couldn't find that page. It may have moved, or the link may be out of date."}
  />
);

const anyStatus: StatusHandler = (answer) => <ErrorPage status={answer.status} title={errorTitle(answer)} />;

/**
 * The one error boundary (after the Epic Stack's): a thrown answer is shown by its status's
 * handler (a route passes its own, e.g. a 404 titled for what was not found), any other
 * status by its text; anything unexpected is a 500 with the route's apology.
 */
export function GeneralErrorBoundary({
  statusHandlers,
  unexpectedMessage = "Sorry, this page could not be shown. Please try again in a moment, or call us.",
}: {
  statusHandlers?: Record<number, StatusHandler>;
  unexpectedMessage?: string;
}) {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const handler = statusHandlers?.[error.status] ?? (error.status === 404 ? pageNotFound : anyStatus);
    return handler(error);
  }
  return <ErrorPage status={500} title="Something went wrong" message={unexpectedMessage} />;
}
