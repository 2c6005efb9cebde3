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
    const chunks: Uint8Array[] = [];
    const page = new Writable({
      write(chunk: Uint8Array, _encoding, written) {
        chunks.push(withoutPadding(chunk));
        written();
      },
    });
    page.on("finish", () => resolve(joined(chunks)));
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce: options.nonce,
      onError: options.onError,
      onShellError: reject,
      onAllReady: () => pipe(page),
    });
    options.signal?.addEventListener("abort", () => abort(options.signal?.reason));
  });
}
