import { lazy, Suspense } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { oneChunkPerFlush, renderHtml } from "./html-stream";

async function chunksOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
  return chunks;
}

const bytesOf = (chunks: Uint8Array[]) => Buffer.concat(chunks);

/** Short texts with an "é" in each, after a prefix that moves them across React's buffer edges. */
function Page({ shift }: { shift: number }) {
  return (
    <div title={"y".repeat(shift)}>
      {Array.from({ length: 400 }, (_, index) => (
        <span key={index}>{`abc${index}é’…`}</span>
      ))}
    </div>
  );
}

describe("renderHtml", () => {
  it("writes exactly renderToString's bytes, with no NUL where a multibyte character meets a buffer edge", async () => {
    // React 18's Node renderer left NUL bytes at some of these shifts (issue 12, item 11).
    for (let shift = 0; shift < 24; shift++) {
      const { body } = await renderHtml(<Page shift={shift} />);
      const bytes = bytesOf(await chunksOf(body));
      expect(bytes.includes(0), `NUL byte at shift ${shift}`).toBe(false);
      expect(bytes.toString("utf8")).toBe(renderToString(<Page shift={shift} />));
    }
  });

  it("hands over a whole page as one chunk, not hundreds of 512-byte ones", async () => {
    const { body, allReady } = await renderHtml(<Page shift={0} />);
    await allReady;
    const chunks = await chunksOf(body);
    expect(chunks).toHaveLength(1);
    expect(chunks[0]!.byteLength).toBeGreaterThan(10_000);
  });

  it("puts the nonce on React's own inline scripts", async () => {
    const Late = lazy(
      () => new Promise<{ default: () => JSX.Element }>((resolve) => setTimeout(() => resolve({ default: () => <p>late</p> }), 20)),
    );
    const { body } = await renderHtml(
      <Suspense fallback={<p>wait</p>}>
        <Late />
      </Suspense>,
      { nonce: "n0nce" },
    );
    const html = bytesOf(await chunksOf(body)).toString("utf8");
    expect(html).toContain('<script nonce="n0nce">');
  });
});

describe("oneChunkPerFlush", () => {
  it("joins what is written in one turn and keeps later writes apart", async () => {
    const joiner = oneChunkPerFlush();
    const writer = joiner.writable.getWriter();
    const read = chunksOf(joiner.readable);
    const encode = (text: string) => new TextEncoder().encode(text);
    void writer.write(encode("<p>"));
    void writer.write(encode("one"));
    await new Promise((resolve) => setTimeout(resolve, 5));
    void writer.write(encode("two"));
    await writer.close();
    const chunks = await read;
    expect(chunks.map((chunk) => new TextDecoder().decode(chunk))).toEqual(["<p>one", "two"]);
  });
});
