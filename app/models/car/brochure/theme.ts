/** The brochure's page geometry, colours and text styles. */
import { channelsLuminance, contrastRatio } from "~/utils/colour";
import { PageSizes, rgb, type PDFFont, type PDFImage, type PDFPage, type RGB } from "pdf-lib";

export const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4 as [number, number];
export const MARGIN = 40;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
export const BAND_HEIGHT = 52;
export const FIRST_PAGE_TOP = PAGE_HEIGHT - BAND_HEIGHT - 22;
export const NEXT_PAGE_TOP = PAGE_HEIGHT - BAND_HEIGHT - 20;
/** The footer (page URL, date, page number) sits below this line on every page. */
export const FOOTER_TOP = 56;
export const CONTENT_BOTTOM = FOOTER_TOP + 10;
export const SECTION_GAP = 18;
/** Line height as a multiple of the font size. */
export const LEADING = 1.3;
export const PHOTO_MAX_HEIGHT = 250;
/** About 150 dpi across the content width: sharp in print, small in the file. */
export const PHOTO_WIDTH_PIXELS = 1100;
export const FEATURE_COLUMNS = 3;
export const COLUMN_GAP = 14;
export const OPENING_HOURS_LINES = 8;
const DEFAULT_ACCENT = "#1f3a5f";
export const CREATOR = "Dealer website vehicle brochure";

export const INK = rgb(0.11, 0.13, 0.16);
export const MUTED = rgb(0.36, 0.39, 0.44);
export const RULE = rgb(0.85, 0.87, 0.89);
export const ZEBRA = rgb(0.955, 0.96, 0.97);
const WHITE = rgb(1, 1, 1);
export const NOTICE_FILL = rgb(0.99, 0.94, 0.94);
export const NOTICE_INK = rgb(0.62, 0.1, 0.1);

/** The platform's dealers are Australian (DESIGN.md), so the printed date is theirs. */
export const generatedDate = new Intl.DateTimeFormat("en-AU", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Australia/Sydney",
});

export type Draw = (page: PDFPage) => void;

export interface TextStyle {
  font: PDFFont;
  size: number;
  color: RGB;
}

export interface Palette {
  accent: RGB;
  /** Text on the accent band: white or ink, whichever reads better. */
  onAccent: RGB;
  /** The accent where it is readable as text on white (the price), ink otherwise. */
  accentText: RGB;
  /** A pale wash of the accent behind the contact block. */
  tint: RGB;
}

export interface Photo {
  image: PDFImage;
  width: number;
  height: number;
}

/* ---------------------------------------------------------------- colour */

function parseHex(colour: string | undefined): RGB | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour?.trim() ?? "");
  if (!match) return null;
  const hex = match[1]!.length === 3 ? [...match[1]!].map((digit) => digit + digit).join("") : match[1]!;
  const [red, green, blue] = [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  return rgb(red!, green!, blue!);
}

/** WCAG relative luminance, to pick readable text over and in the dealer's colour. */
const luminance = ({ red, green, blue }: RGB) => channelsLuminance(red, green, blue);

export function paletteFor(accentColor: string | undefined): Palette {
  const accent = parseHex(accentColor) ?? parseHex(DEFAULT_ACCENT)!;
  const accentLight = luminance(accent);
  const inkLight = luminance(INK);
  const mix = (channel: number) => channel + (1 - channel) * 0.9;
  return {
    accent,
    onAccent: contrastRatio(accentLight, 1) >= contrastRatio(accentLight, inkLight) ? WHITE : INK,
    // 3:1 is WCAG's bar for large text, which the price is.
    accentText: contrastRatio(accentLight, 1) >= 3 ? accent : INK,
    tint: rgb(mix(accent.red), mix(accent.green), mix(accent.blue)),
  };
}
