/**
 * Colour contrast rules (WCAG 2): plain functions of colours, used by the themes and the
 * brochure, so they sit below both and test alone.
 */

/**
 * WCAG AA for body text is 4.5:1; aiming a little higher keeps the colour readable on the
 * templates' off-white surfaces (#f4f4f4, #f7f1e5) as well as on white.
 */
const BRAND_TEXT_CONTRAST = 4.8;

/** The colour itself when it reads on white, else the colour darkened step by step until it does. */
export function readableOnLight(hexColour: string): string {
  const white = relativeLuminance(LIGHT_TEXT);
  for (let darkening = 0; darkening < 1; darkening += 0.05) {
    const colour = mixWithBlack(hexColour, darkening);
    if (contrastRatio(relativeLuminance(colour), white) >= BRAND_TEXT_CONTRAST) return colour;
  }
  return DARK_TEXT;
}

function mixWithBlack(hexColour: string, share: number): string {
  const channels = [1, 3, 5].map((start) => parseInt(hexColour.slice(start, start + 2), 16));
  return (
    "#" +
    channels
      .map((channel) =>
        Math.round(channel * (1 - share))
          .toString(16)
          .padStart(2, "0")
      )
      .join("")
  );
}

const LIGHT_TEXT = "#ffffff";
const DARK_TEXT = "#111111";

/** White or near-black, whichever has the higher WCAG contrast ratio on the colour. */
export function readableTextOn(hexColour: string): string {
  const background = relativeLuminance(hexColour);
  const onLight = contrastRatio(background, relativeLuminance(LIGHT_TEXT));
  const onDark = contrastRatio(background, relativeLuminance(DARK_TEXT));
  return onLight >= onDark ? LIGHT_TEXT : DARK_TEXT;
}

function relativeLuminance(hexColour: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hexColour);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hexColour}`);
  const [red, green, blue] = match.slice(1).map((pair) => parseInt(pair, 16) / 255) as [
    number,
    number,
    number
  ];
  return channelsLuminance(red, green, blue);
}

/**
 * WCAG relative luminance of sRGB channels in 0..1. The linear segment ends at 0.04045, the
 * sRGB standard's value (WCAG 2.0 printed 0.03928; no 8-bit channel lies between the two).
 */
export function channelsLuminance(red: number, green: number, blue: number): number {
  const linear = (channel: number) =>
    channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** The WCAG contrast ratio of two relative luminances, 1 to 21. */
export function contrastRatio(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
