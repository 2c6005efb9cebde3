import { describe, expect, it } from "vitest";
import { chooseFormat, densityWidths, snapQuality, snapWidth, srcsetWidths } from "./variant";

describe("the width ladder", () => {
  it("snaps a width up to the next rung, and anything wider to the widest", () => {
    expect(snapWidth(1)).toBe(160);
    expect(snapWidth(160)).toBe(160);
    expect(snapWidth(161)).toBe(320);
    expect(snapWidth(641)).toBe(800);
    expect(snapWidth(1000)).toBe(1024);
    expect(snapWidth(2400)).toBe(2048);
  });

  it("offers a picture shown 400 px wide the rungs up to twice that", () => {
    expect(srcsetWidths(400)).toEqual([160, 320, 480, 640, 800]);
    expect(srcsetWidths(1000)).toEqual([160, 320, 480, 640, 800, 1024, 1280, 1600, 2048]);
  });

  it("offers a card shown at most 400 px wide a rung for 1x screens and one for 2x", () => {
    expect(densityWidths(400)).toEqual([480, 800]);
    expect(densityWidths(1200)).toEqual([1280, 2048]);
    expect(densityWidths(1500)).toEqual([1600, 2048]);
    expect(densityWidths(2048)).toEqual([2048]);
  });

  it("snaps a quality to the nearest multiple of five within 10 to 100", () => {
    expect(snapQuality(73)).toBe(75);
    expect(snapQuality(77)).toBe(75);
    expect(snapQuality(78)).toBe(80);
    expect(snapQuality(10)).toBe(10);
    expect(snapQuality(100)).toBe(100);
  });
});

describe("the format a browser gets", () => {
  it("is AVIF when the browser names it (Chrome's image Accept)", () => {
    expect(chooseFormat("image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8")).toBe("avif");
  });

  it("is WebP when the browser names WebP and not AVIF (an older Safari)", () => {
    expect(chooseFormat("image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5")).toBe("webp");
  });

  it("is JPEG for a client that names neither, or names nothing", () => {
    expect(chooseFormat("image/*,*/*;q=0.8")).toBe("jpeg");
    expect(chooseFormat("*/*")).toBe("jpeg");
    expect(chooseFormat(null)).toBe("jpeg");
  });

  it("takes q=0 as a refusal", () => {
    expect(chooseFormat("image/avif;q=0, image/webp")).toBe("webp");
    expect(chooseFormat("IMAGE/AVIF ; q=0.0, image/webp;q=0")).toBe("jpeg");
  });
});
