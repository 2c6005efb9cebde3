import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compressResponses } from "./compression";

/** A page of the size and repetitiveness of a search page's HTML. */
const page = Array.from(
  { length: 400 },
  (_, i) => `<li class="card"><a href="/cars/car-${i}">Car ${i} · ${(i * 7919) % 100_000} km</a></li>`,
).join("");

const pieces = (text: string, size: number) =>
  Array.from({ length: Math.ceil(text.length / size) }, (_, i) => text.slice(i * size, (i + 1) * size));
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What Remix's Express adapter does with a streamed body: write a piece, flush, read on. */
async function writeLikeRemix(res: ServerResponse, chunks: Array<string | number>) {
  const flushable = res as ServerResponse & { flush?: () => void };
  for (const chunk of chunks) {
    if (typeof chunk === "number") {
      await wait(chunk);
      continue;
    }
    res.write(chunk);
    flushable.flush?.();
    await nextTurn();
  }
  res.end();
}

const routes: Record<string, (res: ServerResponse) => Promise<void> | void> = {
  "/page": (res) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    return writeLikeRemix(res, pieces(page, 512));
  },
  "/deferred": (res) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    return writeLikeRemix(res, [page.slice(0, 5000), 300, page.slice(5000)]);
  },
  "/range": (res) => {
    res.statusCode = 206;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Content-Range", `bytes 0-4999/${page.length}`);
    res.end(page.slice(0, 5000));
  },
};

let server: http.Server;
let base: string;
beforeAll(async () => {
  const compress = compressResponses();
  server = http.createServer((req: IncomingMessage, res) => {
    compress(req, res, () => void routes[req.url ?? ""]?.(res));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The raw chunks as they arrive, each with the milliseconds since the request. */
function getRaw(path: string, encoding: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; chunks: Array<{ at: number; bytes: Buffer }> }>(
    (resolve, reject) => {
      const started = performance.now();
      http
        .get(`${base}${path}`, { headers: { "accept-encoding": encoding } }, (response) => {
          const chunks: Array<{ at: number; bytes: Buffer }> = [];
          response.on("data", (bytes: Buffer) => chunks.push({ at: performance.now() - started, bytes }));
          response.on("end", () => resolve({ headers: response.headers, chunks }));
        })
        .on("error", reject);
    },
  );
}
const joined = (chunks: Array<{ bytes: Buffer }>) => Buffer.concat(chunks.map((chunk) => chunk.bytes));

describe("compressResponses", () => {
  it("compresses a page written in many flushed pieces in one pass", async () => {
    const { headers, chunks } = await getRaw("/page", "gzip");
    expect(headers["content-encoding"]).toBe("gzip");
    const wire = joined(chunks);
    expect(zlib.gunzipSync(wire).toString()).toBe(page);
    // Each flush would end a deflate block and start the dictionary afresh.
    expect(wire.length).toBeLessThanOrEqual(zlib.gzipSync(page).length + 32);
  });

  it("still sends what came before a pause in the page, without waiting for the rest", async () => {
    const { headers, chunks } = await getRaw("/deferred", "br");
    expect(headers["content-encoding"]).toBe("br");
    const first = chunks.filter((chunk) => chunk.at < 250);
    expect(first.length).toBeGreaterThan(0);
    const early = zlib.brotliDecompressSync(joined(first), { finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH });
    expect(early.toString()).toBe(page.slice(0, 5000));
    expect(zlib.brotliDecompressSync(joined(chunks)).toString()).toBe(page);
  });

  it("sends a range answer as it is, since its Content-Range counts uncompressed bytes", async () => {
    const { headers, chunks } = await getRaw("/range", "gzip, br");
    expect(headers["content-encoding"]).toBeUndefined();
    expect(joined(chunks).toString()).toBe(page.slice(0, 5000));
  });
});
