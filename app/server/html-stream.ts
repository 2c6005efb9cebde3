/**
 * How a page's HTML leaves React (decision 035): whole, with no NUL bytes, in one compression pass.
 *
 * We render with React's Node renderer and hand the page over whole, once every Suspense
 * boundary is done. No loader defers its data, so a boundary waits only for Remix's own data
 * scripts, a few microtasks: streaming the shell first bought nothing, and the web-streams
 * renderer we used before cost a quarter of a page's CPU (a `TextEncoder.encode` and a fresh
 * buffer for every string React writes, and their garbage). The Node renderer encodes into one
 * 2,048-byte view at a time.
 *
 * React 18.3's Node renderer has one flaw (fixed in React 19, facebook/react#26228, never
 * released for 18): when a multibyte character does not fit at the end of its view, it hands
 * over the whole view, its unwritten zero bytes included, so "é", "’" or "…" at a view's edge
 * left one to three NUL bytes in the page. `withoutPadding` takes them off again.
 */

import { Writable } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";

const REACT_VIEW_SIZE = 2048;

/**
 * A full view ending in zero bytes is the flaw's padding: a page's text cannot hold U+0000.
 * PostgreSQL refuses it in text, the request guards answer an address with `%00` with 400
 * (`nulAddressRefusal`), and form fields lose their control characters (`form-body.ts`).
 */
export function withoutPadding(chunk: Uint8Array): Uint8Array {
  if (chunk.byteLength !== REACT_VIEW_SIZE || chunk[REACT_VIEW_SIZE - 1] !== 0) return chunk;
  let end = REACT_VIEW_SIZE;
  while (end > 0 && chunk[end - 1] === 0) end--;
  return chunk.subarray(0, end);
}

function joined(chunks: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const whole = new Uint8Array(chunks.reduce((length, chunk) => length + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return whole;
}

/**
 * Renders `element` as a whole HTML document; rejects when the shell cannot render.
 * `signal` aborts the render (what is still suspended is left to the browser to render).
 * `onError` hears of every error; what it returns becomes the error's digest in the page, so it
 * returns nothing.
 */
export function renderHtml(
  element: ReactNode,
  options: { nonce?: string; signal?: AbortSignal; onError?: (error: unknown) => undefined } = {},
): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      done();
    };
    const chunks: Uint8Array[] = [];
    const page = new Writable({
      write(chunk: Uint8Array, _encoding, written) {
        chunks.push(withoutPadding(chunk));
        written();
      },
    });
    page.on("finish", () => settle(() => resolve(joined(chunks))));
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce: options.nonce,
      onError: options.onError,
      onShellError: (error) => settle(() => reject(error)),
      onAllReady: () => pipe(page),
    });
    options.signal?.addEventListener("abort", () => {
      const reason: unknown = options.signal?.reason;
      abort(reason);
      // Aborted before React began the page (its work waits for the next turn of the event
      // loop, and a loop held by other work lets the deadline pass first), React calls
      // neither onShellError nor onAllReady: the request was never answered. Once React has
      // had its turn to finish what it can, the render fails as a shell error does.
      setImmediate(() => settle(() => reject(reason instanceof Error ? reason : new Error("the render was aborted"))));
    });
  });
}

/** How late a deadline's timer may fire before the lateness is taken for a held event loop. */
const HELD_LOOP_MS = 1_000;

/**
 * A render's deadline: its signal aborts `ms` after the start. A timer that fires seconds late
 * measured an event loop held by other work (the search index changed in place for a large
 * import), not this render, which has not had its turn yet: the render gets `ms` again, once.
 */
export function renderDeadline(ms: number): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  let timer: NodeJS.Timeout;
  const arm = (extended: boolean) => {
    const due = performance.now() + ms;
    timer = setTimeout(() => {
      if (!extended && performance.now() - due > HELD_LOOP_MS) arm(true);
      else controller.abort(new Error(`the render took longer than ${ms} ms`));
    }, ms);
  };
  arm(false);
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}
