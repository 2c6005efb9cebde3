import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { logger } from "./logger.server";
import { startServer } from "./models/startup.server";
import { DataDirInUseError, EXIT_DATA_DIR_IN_USE } from "./server/data-dir-lock.server";
import { renderHtml } from "./server/html-stream";
import { pageOfDataRequest, recordPageView } from "./server/visit-cookie.server";
import { NonceContext } from "./server/nonce";
import { createNonce, isDealerDomain, setDocumentSecurityHeaders } from "./server/security-headers";
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

const ABORT_DELAY = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  const nonce = createNonce();
  const timeout = new AbortController();
  const abortTimer = setTimeout(() => timeout.abort(), ABORT_DELAY);
  let shellRendered = false;
  const { body, allReady } = await renderHtml(
    <NonceContext.Provider value={nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
    </NonceContext.Provider>,
    {
      nonce,
      signal: timeout.signal,
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) logger.error({ err: error, url: request.url }, "render failed");
      },
    },
  );
  shellRendered = true;
  const clearAbortTimer = () => clearTimeout(abortTimer);
  allReady.then(clearAbortTimer, clearAbortTimer);
  // Bots and browsers without JavaScript get the whole document at once.
  const bot = isbot(request.headers.get("user-agent") ?? "");
  if (bot) await allReady;
  if (!bot && responseStatusCode < 400) recordPageView(request, new URL(request.url), responseHeaders);

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  setDocumentSecurityHeaders(responseHeaders, {
    nonce,
    dealerDomain: isDealerDomain(hostnameOf(request.headers.get("host")), tenants),
  });
  return new Response(body, {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}

/** With JavaScript a page's data comes by a data request: it is a page view of the visit too. */
export function handleDataRequest(response: Response, { request }: { request: Request }): Response {
  const url = new URL(request.url);
  if (response.status < 400 && url.pathname.endsWith(".data") && !isbot(request.headers.get("user-agent") ?? "")) {
    recordPageView(request, pageOfDataRequest(url), response.headers);
  }
  return response;
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  // A stranger's bad request (a PUT, a forged data request) is answered with its 4xx; only
  // what broke on our side is an error for the operator's alerts.
  const refused = isRouteErrorResponse(error) && error.status < 500;
  const entry = { err: error, url: request.url, method: request.method };
  if (refused) logger.warn(entry, "request refused");
  else logger.error(entry, "request failed");
}
