import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { logger } from "./logger.server";
import { startServer } from "./models/startup.server";
import { DataDirInUseError, EXIT_DATA_DIR_IN_USE } from "./server/data-dir-lock.server";

// scripts/server.mjs is plain JavaScript and runs without a TypeScript loader: it takes the
// request guards from this module, which the build bundles into build/index.js with the app
// (build.entry.module), so the server runs exactly the code the guards' tests import.
export { guardRequests, ignoreErrorsAfterRefusal, TRUST_PROXY_DEFAULT } from "./server/request-guards";

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

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  // Bots and browsers without JavaScript get the whole document at once.
  const readyEvent = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />,
      {
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error, url: request.url }, "render failed");
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  logger.error({ err: error, url: request.url, method: request.method }, "request failed");
}
