import { lazy, Suspense } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { renderDeadline, renderHtml, withoutPadding } from "./html-stream";

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString("utf8");

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
    // React 18's Node renderer leaves NUL bytes at some of these shifts.
    for (let shift = 0; shift < 24; shift++) {
      const bytes = await renderHtml(<Page shift={shift} />);
      expect(bytes.includes(0), `NUL byte at shift ${shift}`).toBe(false);
      expect(text(bytes)).toBe(renderToString(<Page shift={shift} />));
    }
  });

  it("waits for a suspended part and writes it in place, as bots and browsers without JavaScript need", async () => {
    const Late = lazy(
      () => new Promise<{ default: () => JSX.Element }>((resolve) => setTimeout(() => resolve({ default: () => <p>late</p> }), 20)),
    );
    const html = text(
      await renderHtml(
        <Suspense fallback={<p>wait</p>}>
          <Late />
        </Suspense>,
      ),
    );
    expect(html).toBe("<!--$--><p>late</p><!--/$-->");
  });

  it("rejects when the shell cannot render, and reports a part that failed inside a boundary", async () => {
    const Broken = (): JSX.Element => {
      throw new Error("broken part");
    };
    await expect(renderHtml(<Broken />)).rejects.toThrow("broken part");
    const failed: unknown[] = [];
    const html = text(
      await renderHtml(
        <Suspense fallback={<p>wait</p>}>
          <Broken />
        </Suspense>,
        {
          onError(error) {
            failed.push(error);
          },
        },
      ),
    );
    expect(failed).toHaveLength(1);
    expect(html).toContain("<p>wait</p>");
  });
});

describe("withoutPadding", () => {
  it("takes the zero bytes off a full view and leaves every other chunk as it is", () => {
    const padded = new Uint8Array(2048).fill(0x61);
    padded.fill(0, 2046);
    expect(withoutPadding(padded).byteLength).toBe(2046);
    const full = new Uint8Array(2048).fill(0x61);
    expect(withoutPadding(full)).toBe(full);
    const short = new Uint8Array([0x61, 0]);
    expect(withoutPadding(short)).toBe(short);
  });
});

describe("renderHtml aborted", () => {
  it("settles when the timeout fires before React has begun the page (an event loop held by other work)", async () => {
    const controller = new AbortController();
    const rendering = renderHtml(<Page shift={0} />, { signal: controller.signal });
    controller.abort(new Error("render timed out"));
    await expect(rendering).rejects.toThrow("render timed out");
  }, 2_000);
});

describe("renderDeadline", () => {
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it("aborts once its time has passed", async () => {
    const deadline = renderDeadline(30);
    await pause(80);
    expect(deadline.signal.aborted).toBe(true);
  });

  it("gives the render its time again when the event loop was held past the deadline, then aborts", async () => {
    const deadline = renderDeadline(30);
    const heldUntil = performance.now() + 1_200;
    while (performance.now() < heldUntil) {
      // other work holding the event loop
    }
    await pause(5);
    expect(deadline.signal.aborted).toBe(false);
    await pause(80);
    expect(deadline.signal.aborted).toBe(true);
  });
});
