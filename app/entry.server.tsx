import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import type { IncomingMessage } from "node:http";
import { isbot } from "isbot";
import { RenderOnlyContext } from "./components/render-only";
import { dataDirHeld } from "./db/client.server";
import { RenderedTenantContext } from "./hooks/useTenant";
import { logger } from "./logger.server";
import { startServer } from "./models/startup.server";
import { DataDirInUseError, EXIT_DATA_DIR_IN_USE } from "./server/data-dir-lock.server";
import { renderDeadline, renderHtml } from "./server/html-stream";
import { withLowPriorityModulePreloads } from "./server/script-priority";
import type { Refusal } from "./server/request-guards";
import { pageOfDataRequest, recordPageView } from "./server/visit-cookie.server";
import { NonceContext } from "./hooks/useNonce";
import { payments } from "./adapters/payments/index.server";
import { createNonce, isDealerDomain, postsToPaymentProvider, setDocumentSecurityHeaders } from "./server/security-headers";
import { holdUntilStarted } from "./server/startup-gate";
import { failedPageStatus, noteRequestFailure } from "./server/storage-failure";
import { tenants } from "./tenants";
import { hostnameOf } from "./tenants/resolve";

// scripts/server.mjs is plain JavaScript and runs without a TypeScript loader: it takes the
// request guards and the compression from this module, which the build bundles into
// build/index.js with the app (build.entry.module), so the server runs exactly the code their
// tests import.
export {
  answerMalformedAddresses,
  guardRequests,
  ignoreErrorsAfterRefusal,
  TRUST_PROXY_DEFAULT,
} from "./server/request-guards";
export { compressResponses } from "./server/compression";
export { collectWhenIdle } from "./server/idle-collection";
export { measureRequests } from "./server/request-metrics";
export { stopGracefully } from "./server/graceful-stop";
export { stopServer } from "./models/startup.server";

// Migrations, first-start seeding and the search index happen when the server starts, not on
// the first shopper's request; a start that fails is fatal, with the reason in the log.
startServer().catch((error: unknown) => {
  if (error instanceof DataDirInUseError) {
    // An operator's mistake, not a crash: one line saying what to do, the first server untouched.
    process.stderr.write(`${error.message}\n`);
    process.exit(EXIT_DATA_DIR_IN_USE);
  }
  logger.fatal({ err: error }, "server failed to start");
  process.exit(1);
});

/**
 * For scripts/server.mjs: true once this process holds its data directory, false when the
 * start failed (the handler above then ends the process). The server listens only on true:
 * a second server refused the directory never said "Listening" nor held the port.
 */
export function dataDirReady(): Promise<boolean> {
  return dataDirHeld().then(
    () => true,
    () => false,
  );
}

/** For scripts/server.mjs: each request the guards refused, as one JSON line in the log. */
export function logRefusal(req: IncomingMessage, refusal: Refusal): void {
  logger.warn({ method: req.method, url: req.url, host: req.headers.host, status: refusal.status }, "request refused");
}

/** For scripts/server.mjs: the requests that arrive while the server starts wait for it. */
export function holdRequestsUntilStarted() {
  return holdUntilStarted(startServer());
}

const ABORT_DELAY = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = createNonce();
  const deadline = renderDeadline(ABORT_DELAY);
  // The whole page is rendered before it is sent (app/server/html-stream.ts), bots and
  // browsers without JavaScript included.
  const failedParts: unknown[] = [];
  const html = await renderHtml(
    <NonceContext.Provider value={nonce}>
      <RenderOnlyContext.Provider value={loadContext.renderOnly ?? {}}>
        <RenderedTenantContext.Provider value={loadContext.renderOnly?.tenant ?? null}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </RenderedTenantContext.Provider>
      </RenderOnlyContext.Provider>
    </NonceContext.Provider>,
    {
      nonce,
      signal: deadline.signal,
      onError(error: unknown) {
        failedParts.push(error);
      },
    },
  ).finally(deadline.clear);
  // A shell that fails rejects above and Remix renders the error boundary (and logs it); a
  // part that failed inside a Suspense boundary is left to the browser: the page is not whole.
  for (const error of failedParts) logger.error({ err: error, url: request.url }, "render failed");
  if (failedParts.length > 0) responseStatusCode = 500;
  responseStatusCode = failedPageStatus(responseStatusCode, loadContext, responseHeaders);
  const bot = isbot(request.headers.get("user-agent") ?? "");
  if (!bot && responseStatusCode < 400) recordPageView(request, new URL(request.url), responseHeaders);

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const checkout = payments().checkoutOrigin;
  const handles = remixContext.staticHandlerContext.matches.map((match) => remixContext.routeModules[match.route.id]?.handle);
  setDocumentSecurityHeaders(responseHeaders, {
    nonce,
    dealerDomain: isDealerDomain(hostnameOf(request.headers.get("host")), tenants),
    formTargets: checkout && postsToPaymentProvider(handles) ? [checkout] : [],
  });
  return new Response(withLowPriorityModulePreloads(html), {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}

/** With JavaScript a page's data comes by a data request: it is a page view of the visit too. */
export function handleDataRequest(
  response: Response,
  { request, context }: { request: Request; context: AppLoadContext },
): Response {
  const status = failedPageStatus(response.status, context, response.headers);
  if (status !== response.status) return new Response(response.body, { status, headers: response.headers });
  const url = new URL(request.url);
  if (response.status < 400 && url.pathname.endsWith(".data") && !isbot(request.headers.get("user-agent") ?? "")) {
    recordPageView(request, pageOfDataRequest(url), response.headers);
  }
  return response;
}

export function handleError(error: unknown, { request, context }: { request: Request; context: AppLoadContext }) {
  if (request.signal.aborted) return;
  noteRequestFailure(error, context);
  // A stranger's bad request (a PUT, a forged data request) is answered with its 4xx; only
  // what broke on our side is an error for the operator's alerts.
  const refused = isRouteErrorResponse(error) && error.status < 500;
  const entry = { err: error, url: request.url, method: request.method };
  if (refused) logger.warn(entry, "request refused");
  else logger.error(entry, "request failed");
}
