import { lazy, Suspense } from "react";
import type * as Boundary from "./GeneralErrorBoundary";
import * as renderedOnServer from "./GeneralErrorBoundary.server";

// Undefined in the browser, where the .server module is empty.
const serverBoundary: Partial<typeof Boundary> = renderedOnServer;
const LoadedBoundary = lazy(() =>
  import("./GeneralErrorBoundary").then((module) => ({ default: module.GeneralErrorBoundary })),
);

/**
 * The root's error page, whose code every page carried for the few that fail. The
 * server renders it in full; in the browser its Suspense boundary keeps that HTML while the
 * code loads, and an error after hydration shows the page once it has.
 */
export function ErrorBoundaryOnDemand() {
  const ErrorPage = serverBoundary.GeneralErrorBoundary ?? LoadedBoundary;
  return (
    <Suspense fallback={null}>
      <ErrorPage />
    </Suspense>
  );
}
