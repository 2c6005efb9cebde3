import { describe, expect, it } from "vitest";
import { readableOnLight, readableTextOn } from "./colour";

/** WCAG 2 contrast ratio, computed independently of the module under test. */
function contrastWithWhite(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return 1.05 / (luminance + 0.05);
}

describe("brand colour as text on light surfaces", () => {
  it("keeps a dark brand colour as it is", () => {
    expect(readableOnLight("#1a5fd0")).toBe("#1a5fd0");
    expect(readableOnLight("#2f5d3a")).toBe("#2f5d3a");
  });

  it("darkens a bright orange until it meets AA (4.5:1) on white", () => {
    expect(contrastWithWhite("#e8710a")).toBeLessThan(4.5);
    const text = readableOnLight("#e8710a");
    expect(text).not.toBe("#e8710a");
    expect(contrastWithWhite(text)).toBeGreaterThanOrEqual(4.5);
  });

  it("turns a near-white brand colour into readable text", () => {
    expect(contrastWithWhite(readableOnLight("#fafafa"))).toBeGreaterThanOrEqual(4.5);
  });

  it("puts dark text on a light brand and white text on a dark one", () => {
    expect(readableTextOn("#e8710a")).toBe("#111111");
    expect(readableTextOn("#1a5fd0")).toBe("#ffffff");
  });
});
