import fs from "node:fs/promises";
import path from "node:path";
import {
  PDFDocument,
  PDFString,
  PageSizes,
  StandardFonts,
  rgb,
  type PDFFont,
  type PDFImage,
  type PDFPage,
  type RGB,
} from "pdf-lib";
import sharp from "sharp";

/*
 * The vehicle brochure behind the PDF download (vehicle-page §4 "PDF download ... saves it as
 * {slug}.pdf", §7 "PDF download by slug ... blob"): an A4 page, two at most ("a one- or
 * two-page brochure"), with the photo, price, key specs, features and the dealer's contact.
 * The standard fonts need no font files and keep the file small, but they only speak
 * WinAnsi, so every text goes through `printable` before it is measured or drawn.
 */

export interface BrochureInput {
  /** "2021 Toyota Corolla Ascent Sport" */
  title: string;
  /** "Used · Stock #AB123" */
  subtitle?: string;
  /** "$24,990", "Enquire for price.", "PREORDER" or "$129/week" */
  priceText: string;
  /** The previous price, struck through. */
  wasPriceText?: string;
  /** The SOLD notice. */
  statusNotice?: string;
  /** A site path under public/, e.g. "/stock/toyota-corolla-hatch-white.svg". */
  photoPath?: string;
  specs: { label: string; value: string }[];
  features: string[];
  dealer: { name: string; phone?: string; address?: string; website: string; openingHours?: string[] };
  /** The vehicle page, printed (and linked) in the footer. */
  pageUrl: string;
  /** "#c8102e" */
  accentColor?: string;
  generatedAt: Date;
}

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4 as [number, number];
const MARGIN = 40;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const BAND_HEIGHT = 52;
const FIRST_PAGE_TOP = PAGE_HEIGHT - BAND_HEIGHT - 22;
const NEXT_PAGE_TOP = PAGE_HEIGHT - BAND_HEIGHT - 20;
/** The footer (page URL, date, page number) sits below this line on every page. */
const FOOTER_TOP = 56;
const CONTENT_BOTTOM = FOOTER_TOP + 10;
const SECTION_GAP = 18;
/** Line height as a multiple of the font size. */
const LEADING = 1.3;
const PHOTO_MAX_HEIGHT = 250;
/** About 150 dpi across the content width: sharp in print, small in the file. */
const PHOTO_PIXELS = { width: 1100, height: 760 };
const PHOTO_EXTENSIONS = new Set([".svg", ".png", ".jpg", ".jpeg", ".webp", ".avif", ".gif"]);
const FEATURE_COLUMNS = 3;
const COLUMN_GAP = 14;
const OPENING_HOURS_LINES = 8;
const DEFAULT_ACCENT = "#1f3a5f";
const CREATOR = "Dealer website vehicle brochure";

const INK = rgb(0.11, 0.13, 0.16);
const MUTED = rgb(0.36, 0.39, 0.44);
const RULE = rgb(0.85, 0.87, 0.89);
const ZEBRA = rgb(0.955, 0.96, 0.97);
const WHITE = rgb(1, 1, 1);
const NOTICE_FILL = rgb(0.99, 0.94, 0.94);
const NOTICE_INK = rgb(0.62, 0.1, 0.1);

/** The platform's dealers are Australian (DESIGN.md), so the printed date is theirs. */
const generatedDate = new Intl.DateTimeFormat("en-AU", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Australia/Sydney",
});

type Draw = (page: PDFPage) => void;

interface TextStyle {
  font: PDFFont;
  size: number;
  color: RGB;
}

interface Palette {
  accent: RGB;
  /** Text on the accent band: white or ink, whichever reads better. */
  onAccent: RGB;
  /** The accent where it is readable as text on white (the price), ink otherwise. */
  accentText: RGB;
  /** A pale wash of the accent behind the contact block. */
  tint: RGB;
}

interface Photo {
  image: PDFImage;
  width: number;
  height: number;
}

export async function renderBrochure(input: BrochureInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const type = typesetter(
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold)
  );
  const palette = paletteFor(input.accentColor);
  const jpeg = await rasterisePhoto(input.photoPath);
  const image = jpeg ? await doc.embedJpg(jpeg) : null;
  const photo = image ? { image, width: image.width, height: image.height } : null;

  const contact = planContact(input.dealer, type, palette);
  const contactBottom = CONTENT_BOTTOM + contact.height + SECTION_GAP;
  // One page when everything fits above the contact block; otherwise page 1 runs to the
  // footer and the contact block closes page 2.
  const onePage = planContent(input, photo, type, palette, [contactBottom]);
  const plan = onePage.complete
    ? onePage
    : planContent(input, photo, type, palette, [CONTENT_BOTTOM, contactBottom]);

  const pageCount = plan.pages.length;
  plan.pages.forEach((draws, index) => {
    const page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    drawBand(page, input.dealer, type, palette);
    for (const draw of draws) draw(page);
    if (index === pageCount - 1) contact.draw(page, CONTENT_BOTTOM);
    drawFooter(doc, page, input, `Page ${index + 1} of ${pageCount}`, type, palette);
  });

  doc.setTitle(input.title, { showInWindowTitleBar: true });
  doc.setAuthor(input.dealer.name);
  doc.setSubject(`${input.title}, ${input.priceText}`);
  doc.setCreator(CREATOR);
  doc.setLanguage("en-AU");
  doc.setCreationDate(input.generatedAt);
  doc.setModificationDate(input.generatedAt);
  return doc.save();
}

/* ------------------------------------------------------------------ text */

/** Stand-ins for common characters outside WinAnsi that have a plain equivalent. */
const REPLACEMENTS: Record<string, string> = {
  "\t": " ",
  "→": "->",
  "←": "<-",
  "⇒": "=>",
  "≤": "<=",
  "≥": ">=",
  "≈": "~",
  "−": "-",
  "‐": "-",
  "‑": "-",
  "‒": "-",
  "′": "'",
  "″": '"',
  "✓": "",
  "✔": "",
  "✗": "x",
  "✘": "x",
};

/** Emoji and their joiners, variation selectors, skin tones and flags: nothing to print. */
const INVISIBLE = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}\p{Cf}\p{Mn}]/u;

/**
 * The text as WinAnsi can print it: characters the standard fonts have stay (including
 * "·" and "…"), known symbols get a plain stand-in, accented letters lose what WinAnsi
 * lacks ("ā" → "a"), emoji disappear and anything else becomes "?", so no car or dealer
 * text can make the brochure fail.
 */
function printable(text: string, charset: ReadonlySet<number>): string {
  let out = "";
  for (const char of text.replace(/\r\n?/g, "\n")) {
    if (char === "\n" || charset.has(char.codePointAt(0)!)) out += char;
    else if (char in REPLACEMENTS) out += REPLACEMENTS[char];
    else if (INVISIBLE.test(char)) continue;
    else if (/\s/u.test(char)) out += " ";
    else {
      const plain = [...char.normalize("NFKD")].filter((part) => charset.has(part.codePointAt(0)!));
      out += plain.length > 0 ? plain.join("") : "?";
    }
  }
  return out;
}

interface Typesetter {
  regular: PDFFont;
  bold: PDFFont;
  /** The text wrapped to the width; past maxLines the last line ends with "…". */
  lines(text: string, style: TextStyle, width: number, maxLines?: number): string[];
  /** One line, shortened with "…" when it is wider than the width. */
  line(text: string, style: TextStyle, width: number): string;
  width(printed: string, style: TextStyle): number;
}

function typesetter(regular: PDFFont, bold: PDFFont): Typesetter {
  const charset = new Set(regular.getCharacterSet());
  const width = (printed: string, style: TextStyle) => style.font.widthOfTextAtSize(printed, style.size);

  const ellipsised = (printed: string, style: TextStyle, maxWidth: number) => {
    if (width(printed, style) <= maxWidth) return printed;
    let kept = printed;
    while (kept.length > 0 && width(`${kept.trimEnd()}…`, style) > maxWidth) kept = kept.slice(0, -1);
    return `${kept.trimEnd()}…`;
  };

  const lines = (text: string, style: TextStyle, maxWidth: number, maxLines = Infinity) => {
    const wrapped: string[] = [];
    for (const paragraph of printable(text, charset).split("\n")) {
      let current = "";
      for (const word of paragraph.split(" ").filter(Boolean)) {
        const candidate = current ? `${current} ${word}` : word;
        if (width(candidate, style) <= maxWidth) {
          current = candidate;
          continue;
        }
        if (current) wrapped.push(current);
        current = word;
        // A word wider than the column (a long URL or stock code) breaks where it must.
        while (width(current, style) > maxWidth) {
          let cut = 1;
          while (cut < current.length && width(current.slice(0, cut + 1), style) <= maxWidth) cut += 1;
          wrapped.push(current.slice(0, cut));
          current = current.slice(cut);
        }
      }
      if (current) wrapped.push(current);
    }
    if (wrapped.length <= maxLines) return wrapped;
    const kept = wrapped.slice(0, maxLines);
    kept[maxLines - 1] = ellipsised(`${kept[maxLines - 1]}…`, style, maxWidth);
    return kept;
  };

  return {
    regular,
    bold,
    lines,
    line: (text, style, maxWidth) =>
      ellipsised(printable(text, charset).replace(/\s+/g, " ").trim(), style, maxWidth),
    width,
  };
}

const lineHeight = (style: TextStyle) => style.size * LEADING;
const blockHeight = (lines: readonly string[], style: TextStyle) => lines.length * lineHeight(style);

/** Lines whose first line box starts at `top`, the glyphs centred in each line box. */
function drawLines(page: PDFPage, lines: readonly string[], style: TextStyle, x: number, top: number) {
  lines.forEach((text, index) => {
    const baseline = top - index * lineHeight(style) - style.size * 0.9;
    page.drawText(text, { x, y: baseline, font: style.font, size: style.size, color: style.color });
  });
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
function luminance({ red, green, blue }: RGB): number {
  const linear = (channel: number) =>
    channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

function paletteFor(accentColor: string | undefined): Palette {
  const accent = parseHex(accentColor) ?? parseHex(DEFAULT_ACCENT)!;
  const accentLight = luminance(accent);
  const inkLight = luminance(INK);
  const mix = (channel: number) => channel + (1 - channel) * 0.9;
  return {
    accent,
    onAccent: contrast(accentLight, 1) >= contrast(accentLight, inkLight) ? WHITE : INK,
    // 3:1 is WCAG's bar for large text, which the price is.
    accentText: contrast(accentLight, 1) >= 3 ? accent : INK,
    tint: rgb(mix(accent.red), mix(accent.green), mix(accent.blue)),
  };
}

/* ----------------------------------------------------------------- photo */

/**
 * The photo as a JPEG sized for the page, or null: a path that is not a picture under
 * public/, a missing file or one sharp cannot read gives a brochure without a photo, never
 * a failed download. JPEG rather than PNG because pdf-lib embeds it as it is, where a PNG
 * of a photo is both slow to embed and several times larger.
 */
async function rasterisePhoto(photoPath: string | undefined): Promise<Uint8Array | null> {
  const file = publicFile(photoPath);
  if (!file) return null;
  try {
    const source = await fs.readFile(file);
    // density: vector pictures (the stock illustrations are SVG) rasterise sharp, not blurred.
    return await sharp(source, { density: 150 })
      .rotate()
      .resize({ ...PHOTO_PIXELS, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 82 })
      .toBuffer();
  } catch {
    return null;
  }
}

const publicDir = path.resolve("public");

/** A site path ("/stock/x.svg") as a file under public/; null for anything that could leave it. */
function publicFile(sitePath: string | undefined): string | null {
  if (!sitePath?.startsWith("/") || /[\0\\?#]/.test(sitePath)) return null;
  if (sitePath.split("/").includes("..")) return null;
  const file = path.resolve(publicDir, `.${sitePath}`);
  if (!file.startsWith(publicDir + path.sep)) return null;
  return PHOTO_EXTENSIONS.has(path.extname(file).toLowerCase()) ? file : null;
}

/* ---------------------------------------------------------------- layout */

/**
 * The running position down the pages. `bottoms` holds, per page the plan may use, the
 * lowest point content may reach; there are never more pages than bottoms.
 */
class Flow {
  readonly pages: Draw[][] = [[]];
  top = FIRST_PAGE_TOP;
  /** False once anything had to be left out or shortened to stay within the pages. */
  complete = true;

  constructor(
    private readonly bottoms: readonly number[],
    private readonly startPage: (flow: Flow) => void
  ) {}

  get bottom(): number {
    return this.bottoms[this.pages.length - 1]!;
  }

  get onLastPage(): boolean {
    return this.pages.length >= this.bottoms.length;
  }

  get room(): number {
    return this.top - this.bottom;
  }

  draw(draw: Draw) {
    this.pages.at(-1)!.push(draw);
  }

  nextPage(): boolean {
    if (this.onLastPage) return false;
    this.pages.push([]);
    this.top = NEXT_PAGE_TOP;
    this.startPage(this);
    return true;
  }

  /** Room for `height` here or at the top of the next page; false when no page is left. */
  reserve(height: number): boolean {
    if (height <= this.room || (this.nextPage() && height <= this.room)) return true;
    this.complete = false;
    return false;
  }
}

function planContent(
  input: BrochureInput,
  photo: Photo | null,
  type: Typesetter,
  palette: Palette,
  bottoms: readonly number[]
): Flow {
  const flow = new Flow(bottoms, (next) => planContinuedTitle(next, input.title, type));
  planHeading(flow, input, type, palette);
  if (photo) planPhoto(flow, photo);
  const features = input.features.filter((feature) => feature.trim());
  const featuresMinimum = features.length > 0 ? featuresMinimumHeight(type) : 0;
  if (input.specs.length > 0) planSpecs(flow, input.specs, type, palette, featuresMinimum);
  if (features.length > 0) planFeatures(flow, features, type, palette);
  while (!flow.onLastPage) flow.nextPage();
  return flow;
}

function planContinuedTitle(flow: Flow, title: string, type: Typesetter) {
  const style = { font: type.bold, size: 11, color: MUTED };
  const text = type.line(`${title} (continued)`, style, CONTENT_WIDTH);
  const top = flow.top;
  flow.draw((page) => drawLines(page, [text], style, MARGIN, top));
  flow.top -= lineHeight(style) + 10;
}

/** Subtitle, title, price (the was-price struck through beside it) and the SOLD notice. */
function planHeading(flow: Flow, input: BrochureInput, type: Typesetter, palette: Palette) {
  const subtitleStyle = { font: type.regular, size: 10, color: MUTED };
  const titleStyle = { font: type.bold, size: 22, color: INK };
  const priceStyle = { font: type.bold, size: 24, color: palette.accentText };
  const wasStyle = { font: type.regular, size: 14, color: MUTED };

  if (input.subtitle) {
    const lines = type.lines(input.subtitle, subtitleStyle, CONTENT_WIDTH, 2);
    const top = flow.top;
    flow.draw((page) => drawLines(page, lines, subtitleStyle, MARGIN, top));
    flow.top -= blockHeight(lines, subtitleStyle) + 4;
  }

  const titleLines = type.lines(input.title, titleStyle, CONTENT_WIDTH, 3);
  const titleTop = flow.top;
  flow.draw((page) => drawLines(page, titleLines, titleStyle, MARGIN, titleTop));
  flow.top -= blockHeight(titleLines, titleStyle) + 6;

  const priceLines = type.lines(input.priceText, priceStyle, CONTENT_WIDTH, 2);
  const priceTop = flow.top;
  flow.draw((page) => drawLines(page, priceLines, priceStyle, MARGIN, priceTop));
  flow.top -= blockHeight(priceLines, priceStyle);

  if (input.wasPriceText) {
    const lastPriceWidth = type.width(priceLines.at(-1) ?? "", priceStyle);
    const was = type.line(input.wasPriceText, wasStyle, CONTENT_WIDTH);
    const wasWidth = type.width(was, wasStyle);
    const besidePrice = lastPriceWidth + 14 + wasWidth <= CONTENT_WIDTH;
    const x = besidePrice ? MARGIN + lastPriceWidth + 14 : MARGIN;
    const baseline = besidePrice
      ? flow.top + lineHeight(priceStyle) - priceStyle.size * 0.9
      : flow.top - wasStyle.size * 0.9;
    if (!besidePrice) flow.top -= lineHeight(wasStyle);
    flow.draw((page) => {
      page.drawText(was, { x, y: baseline, font: wasStyle.font, size: wasStyle.size, color: wasStyle.color });
      const strikeY = baseline + wasStyle.size * 0.3;
      page.drawLine({
        start: { x: x - 1, y: strikeY },
        end: { x: x + wasWidth + 1, y: strikeY },
        thickness: 1.2,
        color: MUTED,
      });
    });
  }
  flow.top -= 10;

  if (input.statusNotice) {
    const noticeStyle = { font: type.bold, size: 10.5, color: NOTICE_INK };
    const padding = 8;
    const lines = type.lines(input.statusNotice, noticeStyle, CONTENT_WIDTH - 2 * padding - 4, 4);
    const height = blockHeight(lines, noticeStyle) + 2 * padding;
    const top = flow.top;
    flow.draw((page) => {
      page.drawRectangle({ x: MARGIN, y: top - height, width: CONTENT_WIDTH, height, color: NOTICE_FILL });
      page.drawRectangle({ x: MARGIN, y: top - height, width: 3, height, color: NOTICE_INK });
      drawLines(page, lines, noticeStyle, MARGIN + padding + 4, top - padding);
    });
    flow.top -= height + 12;
  }
  flow.top -= 4;
}

function planPhoto(flow: Flow, photo: Photo) {
  const scale = Math.min(CONTENT_WIDTH / photo.width, PHOTO_MAX_HEIGHT / photo.height);
  const width = photo.width * scale;
  const height = photo.height * scale;
  if (!flow.reserve(height)) return;
  const x = MARGIN + (CONTENT_WIDTH - width) / 2;
  const y = flow.top - height;
  flow.draw((page) => page.drawImage(photo.image, { x, y, width, height }));
  flow.top -= height + SECTION_GAP;
}

const headingStyle = (type: Typesetter) => ({ font: type.bold, size: 13, color: INK });
const headingHeight = (type: Typesetter) => lineHeight(headingStyle(type)) + 8;
const noteStyle = (type: Typesetter) => ({ font: type.regular, size: 9, color: MUTED });
const noteHeight = (type: Typesetter) => lineHeight(noteStyle(type)) + 4;

function planSectionHeading(flow: Flow, text: string, type: Typesetter, palette: Palette) {
  const style = headingStyle(type);
  const top = flow.top;
  flow.draw((page) => {
    drawLines(page, [text], style, MARGIN, top);
    page.drawRectangle({
      x: MARGIN,
      y: top - lineHeight(style) - 3,
      width: 28,
      height: 2,
      color: palette.accent,
    });
  });
  flow.top -= headingHeight(type);
}

function planNote(flow: Flow, text: string, type: Typesetter, x = MARGIN) {
  const style = noteStyle(type);
  const top = flow.top - 2;
  flow.draw((page) => drawLines(page, [text], style, x, top));
  flow.top -= noteHeight(type);
}

const SPEC_CELL_GAP = 16;
const SPEC_CELL_WIDTH = (CONTENT_WIDTH - SPEC_CELL_GAP) / 2;
const SPEC_PADDING = { x: 6, y: 4 };
const SPEC_LABEL_WIDTH = 88;
const SPEC_VALUE_WIDTH = SPEC_CELL_WIDTH - SPEC_LABEL_WIDTH - 3 * SPEC_PADDING.x;

/**
 * Key specs two to a row, label then value, rows shaded alternately. On the last page a
 * row is only set when the "and N more" note and the start of the features still fit
 * below it, so the brochure stays within its pages and no section disappears.
 */
function planSpecs(
  flow: Flow,
  specs: BrochureInput["specs"],
  type: Typesetter,
  palette: Palette,
  keepBelow: number
) {
  const labelStyle = { font: type.regular, size: 9, color: MUTED };
  const valueStyle = { font: type.bold, size: 9.5, color: INK };
  const rows: { cells: { label: string[]; value: string[] }[]; height: number }[] = [];
  for (let index = 0; index < specs.length; index += 2) {
    const cells = specs.slice(index, index + 2).map((spec) => ({
      label: type.lines(spec.label, labelStyle, SPEC_LABEL_WIDTH, 2),
      value: type.lines(spec.value, valueStyle, SPEC_VALUE_WIDTH, 4),
    }));
    const contentHeight = Math.max(
      lineHeight(valueStyle),
      ...cells.map((cell) =>
        Math.max(blockHeight(cell.label, labelStyle), blockHeight(cell.value, valueStyle))
      )
    );
    rows.push({ cells, height: contentHeight + 2 * SPEC_PADDING.y });
  }

  if (!flow.reserve(headingHeight(type) + rows[0]!.height)) return;
  planSectionHeading(flow, "Key specifications", type, palette);
  for (const [index, row] of rows.entries()) {
    const isLast = index === rows.length - 1;
    const needed = (onLastPage: boolean) =>
      row.height + (onLastPage ? keepBelow + (isLast ? 0 : noteHeight(type)) : 0);
    if (needed(flow.onLastPage) > flow.room && !(flow.nextPage() && needed(true) <= flow.room)) {
      const shown = index * 2;
      planNote(flow, `and ${specs.length - shown} more specifications`, type);
      flow.complete = false;
      break;
    }
    const top = flow.top;
    const shaded = index % 2 === 0;
    flow.draw((page) => {
      if (shaded) {
        page.drawRectangle({
          x: MARGIN,
          y: top - row.height,
          width: CONTENT_WIDTH,
          height: row.height,
          color: ZEBRA,
        });
      }
      row.cells.forEach((cell, column) => {
        const x = MARGIN + column * (SPEC_CELL_WIDTH + SPEC_CELL_GAP) + SPEC_PADDING.x;
        drawLines(page, cell.label, labelStyle, x, top - SPEC_PADDING.y);
        drawLines(page, cell.value, valueStyle, x + SPEC_LABEL_WIDTH + SPEC_PADDING.x, top - SPEC_PADDING.y);
      });
    });
    flow.top -= row.height;
  }
  flow.top -= SECTION_GAP;
}

const FEATURE_WIDTH = (CONTENT_WIDTH - (FEATURE_COLUMNS - 1) * COLUMN_GAP) / FEATURE_COLUMNS;
const BULLET_INDENT = 10;
const FEATURE_LINES = 3;
const FEATURE_GAP = 3;
const featureStyle = (type: Typesetter) => ({ font: type.regular, size: 9.5, color: INK });

/** What the features need on a page to appear at all: heading, one item, the "more" note. */
function featuresMinimumHeight(type: Typesetter): number {
  return (
    headingHeight(type) + FEATURE_LINES * lineHeight(featureStyle(type)) + FEATURE_GAP + noteHeight(type)
  );
}

/**
 * Which column each feature goes in, filling down each column and then across, until one
 * does not fit under `cap`. `note` is the room the "and N more" note needs at the foot of
 * the final column when features may still follow.
 */
function fillColumns(heights: readonly number[], cap: number, note: number): number[] {
  const columns: number[] = [];
  let column = 0;
  let used = 0;
  for (const [index, height] of heights.entries()) {
    const needed = () => height + (column === FEATURE_COLUMNS - 1 && index < heights.length - 1 ? note : 0);
    while (used + needed() > cap) {
      if (column === FEATURE_COLUMNS - 1) return columns;
      column += 1;
      used = 0;
    }
    columns.push(column);
    used += height;
  }
  return columns;
}

/** The shortest column height that still takes every feature: even columns, not one long one. */
function balancedCap(heights: readonly number[], room: number): number {
  let low = Math.max(...heights);
  let high = room;
  for (let step = 0; step < 20; step += 1) {
    const middle = (low + high) / 2;
    if (fillColumns(heights, middle, 0).length === heights.length) high = middle;
    else low = middle;
  }
  return high;
}

/**
 * Every feature, in columns, onto the next page when a page is full, the columns of the
 * final page balanced. On the last page the final column keeps room for an "and N more"
 * note, so what cannot fit is counted rather than silently dropped.
 */
function planFeatures(flow: Flow, features: string[], type: Typesetter, palette: Palette) {
  const style = featureStyle(type);
  const bulletStyle = { ...style, color: palette.accentText };
  const items = features.map((feature) => {
    const lines = type.lines(feature, style, FEATURE_WIDTH - BULLET_INDENT, FEATURE_LINES);
    return { lines, height: blockHeight(lines, style) + FEATURE_GAP };
  });
  if (!flow.reserve(headingHeight(type) + items[0]!.height + noteHeight(type))) return;
  planSectionHeading(flow, "Features", type, palette);

  let placed = 0;
  for (;;) {
    const rest = items.slice(placed);
    const heights = rest.map((item) => item.height);
    const room = flow.room;
    const allFit = fillColumns(heights, room, 0).length === rest.length;
    const columns = allFit
      ? fillColumns(heights, balancedCap(heights, room), 0)
      : fillColumns(heights, room, flow.onLastPage ? noteHeight(type) : 0);

    const columnTops = Array.from({ length: FEATURE_COLUMNS }, () => flow.top);
    const columnX = (column: number) => MARGIN + column * (FEATURE_WIDTH + COLUMN_GAP);
    columns.forEach((column, index) => {
      const item = rest[index]!;
      const x = columnX(column);
      const top = columnTops[column]!;
      flow.draw((page) => {
        drawLines(page, ["•"], bulletStyle, x, top);
        drawLines(page, item.lines, style, x + BULLET_INDENT, top);
      });
      columnTops[column] = top - item.height;
    });
    placed += columns.length;
    if (placed === items.length) {
      flow.top = Math.min(...columnTops) - SECTION_GAP;
      return;
    }
    if (!flow.nextPage()) {
      flow.top = columnTops[FEATURE_COLUMNS - 1]!;
      planNote(flow, `and ${items.length - placed} more`, type, columnX(FEATURE_COLUMNS - 1));
      flow.complete = false;
      return;
    }
  }
}

/* --------------------------------------------------- band, contact, footer */

function drawBand(page: PDFPage, dealer: BrochureInput["dealer"], type: Typesetter, palette: Palette) {
  page.drawRectangle({
    x: 0,
    y: PAGE_HEIGHT - BAND_HEIGHT,
    width: PAGE_WIDTH,
    height: BAND_HEIGHT,
    color: palette.accent,
  });
  const nameStyle = { font: type.bold, size: 18, color: palette.onAccent };
  const phoneStyle = { font: type.bold, size: 13, color: palette.onAccent };
  const phone = dealer.phone ? type.line(dealer.phone, phoneStyle, CONTENT_WIDTH / 3) : "";
  const phoneWidth = phone ? type.width(phone, phoneStyle) + 16 : 0;
  const name = type.line(dealer.name, nameStyle, CONTENT_WIDTH - phoneWidth);
  const middle = PAGE_HEIGHT - BAND_HEIGHT / 2;
  page.drawText(name, { x: MARGIN, y: middle - nameStyle.size * 0.35, ...nameStyle });
  if (phone) {
    const x = PAGE_WIDTH - MARGIN - type.width(phone, phoneStyle);
    page.drawText(phone, { x, y: middle - phoneStyle.size * 0.35, ...phoneStyle });
  }
}

interface PlannedContact {
  height: number;
  draw(page: PDFPage, bottom: number): void;
}

/** The dealer's name, phone, address, website and opening hours, boxed above the footer. */
function planContact(dealer: BrochureInput["dealer"], type: Typesetter, palette: Palette): PlannedContact {
  const padding = 14;
  const bar = 4;
  const inner = CONTENT_WIDTH - 2 * padding - bar;
  const hours = dealer.openingHours?.filter((entry) => entry.trim()) ?? [];
  const leftWidth = hours.length > 0 ? inner * 0.58 : inner;
  const rightWidth = inner - leftWidth - 16;
  const labelWidth = 52;

  const headingStyleContact = { font: type.bold, size: 12, color: INK };
  const labelStyle = { font: type.regular, size: 9, color: MUTED };
  const valueStyle = { font: type.regular, size: 9.5, color: INK };
  const phoneStyle = { font: type.bold, size: 11, color: INK };
  const hoursStyle = { font: type.regular, size: 9, color: INK };
  const hoursHeadingStyle = { font: type.bold, size: 10, color: INK };

  const heading = type.lines(`Contact ${dealer.name}`, headingStyleContact, leftWidth, 2);
  const rows = [
    dealer.phone
      ? {
          label: "Phone",
          style: phoneStyle,
          lines: type.lines(dealer.phone, phoneStyle, leftWidth - labelWidth, 1),
        }
      : null,
    dealer.address
      ? {
          label: "Address",
          style: valueStyle,
          lines: type.lines(dealer.address, valueStyle, leftWidth - labelWidth, 3),
        }
      : null,
    {
      label: "Website",
      style: valueStyle,
      lines: type.lines(dealer.website, valueStyle, leftWidth - labelWidth, 2),
    },
  ].filter((row) => row !== null);
  const rowHeight = (row: (typeof rows)[number]) =>
    Math.max(blockHeight(row.lines, row.style), lineHeight(labelStyle)) + 3;
  const leftHeight =
    blockHeight(heading, headingStyleContact) + 6 + rows.reduce((sum, row) => sum + rowHeight(row), 0);

  const hourLines =
    hours.length > OPENING_HOURS_LINES
      ? [...hours.slice(0, OPENING_HOURS_LINES - 1), `and ${hours.length - OPENING_HOURS_LINES + 1} more`]
      : hours;
  const printedHours = hourLines.map((entry) => type.line(entry, hoursStyle, rightWidth));
  const rightHeight =
    printedHours.length > 0 ? lineHeight(hoursHeadingStyle) + 4 + blockHeight(printedHours, hoursStyle) : 0;

  const height = Math.max(leftHeight, rightHeight) + 2 * padding;
  return {
    height,
    draw(page, bottom) {
      const top = bottom + height;
      page.drawRectangle({ x: MARGIN, y: bottom, width: CONTENT_WIDTH, height, color: palette.tint });
      page.drawRectangle({ x: MARGIN, y: bottom, width: bar, height, color: palette.accent });
      const left = MARGIN + bar + padding;
      let y = top - padding;
      drawLines(page, heading, headingStyleContact, left, y);
      y -= blockHeight(heading, headingStyleContact) + 6;
      for (const row of rows) {
        const labelTop = y - (lineHeight(row.style) - lineHeight(labelStyle)) / 2;
        drawLines(page, [row.label], labelStyle, left, labelTop);
        drawLines(page, row.lines, row.style, left + labelWidth, y);
        y -= rowHeight(row);
      }
      if (printedHours.length > 0) {
        const right = left + leftWidth + 16;
        const hoursTop = top - padding;
        drawLines(page, ["Opening hours"], hoursHeadingStyle, right, hoursTop);
        drawLines(page, printedHours, hoursStyle, right, hoursTop - lineHeight(hoursHeadingStyle) - 4);
      }
    },
  };
}

/** The vehicle page's address (a live link too), the date it was made and the page number. */
function drawFooter(
  doc: PDFDocument,
  page: PDFPage,
  input: BrochureInput,
  pageNumber: string,
  type: Typesetter,
  palette: Palette
) {
  const style = { font: type.regular, size: 8.5, color: MUTED };
  page.drawLine({
    start: { x: MARGIN, y: FOOTER_TOP - 8 },
    end: { x: PAGE_WIDTH - MARGIN, y: FOOTER_TOP - 8 },
    thickness: 0.6,
    color: RULE,
  });
  const numberWidth = type.width(pageNumber, style);
  page.drawText(pageNumber, { x: PAGE_WIDTH - MARGIN - numberWidth, y: 34, ...style });

  const urlStyle = { ...style, color: palette.accentText };
  const url = type.line(input.pageUrl, urlStyle, CONTENT_WIDTH - numberWidth - 16);
  page.drawText(url, { x: MARGIN, y: 34, ...urlStyle });
  addLink(doc, page, [MARGIN, 30, MARGIN + type.width(url, urlStyle), 44], input.pageUrl);

  page.drawText(`Generated ${generatedDate.format(input.generatedAt)}`, { x: MARGIN, y: 22, ...style });
}

function addLink(doc: PDFDocument, page: PDFPage, rect: [number, number, number, number], href: string) {
  let target: URL;
  try {
    target = new URL(href);
  } catch {
    return;
  }
  if (target.protocol !== "http:" && target.protocol !== "https:") return;
  const link = doc.context.register(
    doc.context.obj({
      Type: "Annot",
      Subtype: "Link",
      Rect: rect,
      Border: [0, 0, 0],
      A: { Type: "Action", S: "URI", URI: PDFString.of(target.href) },
    })
  );
  page.node.addAnnot(link);
}
