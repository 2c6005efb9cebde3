/**
 * How a page's HTML leaves React (issue 12, item 11; issue 16).
 *
 * We render with React's web-streams renderer (react-dom/server.browser), not
 * renderToPipeableStream: React 18.3's Node renderer writes its whole 2,048-byte buffer when a
 * multibyte character does not fit at the end, so a page could carry one to three NUL bytes
 * where "é", "’" or "…" met the buffer's edge (fixed in React 19, facebook/react#26228,
 * never released for 18). The web-streams renderer encodes every string whole before it
 * slices, so its bytes are exact.
 *
 * It hands over HTML in 512-byte pieces, and Remix's Express adapter calls `res.flush()` after
 * each piece, which made the compression middleware end a gzip block for every one of them.
 * `oneChunkPerFlush` joins the pieces React produces in one go (the shell, then each
 * resolved Suspense boundary) into one chunk: one write and one flush per React flush.
 */

import type { ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server.browser";

function concatenate(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const joined = new Uint8Array(chunks.reduce((length, chunk) => length + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return joined;
}

/**
 * A TransformStream that passes on, as one chunk, everything written to it within one turn of
 * the event loop. React writes a flush synchronously, so a turn is a flush.
 */
export function oneChunkPerFlush(): TransformStream<Uint8Array, Uint8Array> {
  let pending: Uint8Array[] = [];
  let scheduled: ReturnType<typeof setImmediate> | undefined;
  const emit = (controller: TransformStreamDefaultController<Uint8Array>) => {
    scheduled = undefined;
    if (pending.length === 0) return;
    const joined = concatenate(pending);
    pending = [];
    try {
      controller.enqueue(joined);
    } catch {
      // The shopper went away and the response stream was cancelled: nobody to send it to.
    }
  };
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      pending.push(chunk);
      scheduled ??= setImmediate(() => emit(controller));
    },
    flush(controller) {
      if (scheduled) clearImmediate(scheduled);
      emit(controller);
    },
  });
}

export interface RenderedHtml {
  /** The HTML bytes, one chunk per React flush. */
  body: ReadableStream<Uint8Array>;
  /** Settles when every Suspense boundary has been written (what bots and no-JS wait for). */
  allReady: Promise<void>;
}

/**
 * Renders `element` as a streamed HTML document; rejects when the shell cannot render.
 * `nonce` goes on React's own inline scripts (the Suspense swaps).
 */
export async function renderHtml(
  element: ReactNode,
  options: { nonce?: string; signal?: AbortSignal; onError?: (error: unknown) => void } = {},
): Promise<RenderedHtml> {
  const stream = await renderToReadableStream(element, options);
  return { body: stream.pipeThrough(oneChunkPerFlush()), allReady: stream.allReady };
}
