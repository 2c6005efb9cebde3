import { type BrochureInput } from "./input";
import {
  COLUMN_GAP,
  CONTENT_WIDTH,
  type Draw,
  FEATURE_COLUMNS,
  FIRST_PAGE_TOP,
  INK,
  MARGIN,
  MUTED,
  NEXT_PAGE_TOP,
  NOTICE_FILL,
  NOTICE_INK,
  type Palette,
  type Photo,
  PHOTO_MAX_HEIGHT,
  SECTION_GAP,
  ZEBRA,
} from "./theme";
import { blockHeight, drawLines, lineHeight, type Typesetter } from "./text";

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

export function planContent(
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
  const comments = input.comments?.trim() ?? "";
  const commentsMinimum = comments ? commentsMinimumHeight(type) : 0;
  if (input.specs.length > 0) planSpecs(flow, input.specs, type, palette, commentsMinimum + featuresMinimum);
  if (comments) planComments(flow, comments, type, palette, featuresMinimum);
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

/**
 * The dealer's comments get a bounded share of the brochure: they can run to thousands of
 * characters, and the specs and features must still fit in two pages.
 */
export const COMMENT_MAX_LINES = 16;
const commentStyle = (type: Typesetter) => ({ font: type.regular, size: 9.5, color: INK });

/** What the comments need on a page to appear at all: the gap before them, heading, two lines. */
function commentsMinimumHeight(type: Typesetter): number {
  return SECTION_GAP + headingHeight(type) + 2 * lineHeight(commentStyle(type));
}

/**
 * The dealer's comments, wrapped to the page width, onto the next page line by line when a
 * page is full. On the last page they stop where the features' minimum must still fit, the
 * last line shown ending in "…", so nothing runs into the footer or pushes a section out.
 */
function planComments(flow: Flow, comments: string, type: Typesetter, palette: Palette, keepBelow: number) {
  const style = commentStyle(type);
  const lines = type.lines(comments, style, CONTENT_WIDTH, COMMENT_MAX_LINES);
  const fits = (height: number) => height + (flow.onLastPage ? keepBelow : 0) <= flow.room;
  const firstLines = headingHeight(type) + Math.min(2, lines.length) * lineHeight(style);
  if (!fits(firstLines) && !(flow.nextPage() && fits(firstLines))) {
    flow.complete = false;
    return;
  }
  planSectionHeading(flow, "Dealer Comments", type, palette);
  const shown: { text: string; top: number; page: number }[] = [];
  for (const text of lines) {
    if (!fits(lineHeight(style)) && !(flow.nextPage() && fits(lineHeight(style)))) {
      const last = shown.at(-1)!;
      last.text = type.line(`${last.text}…`, style, CONTENT_WIDTH);
      flow.complete = false;
      break;
    }
    shown.push({ text, top: flow.top, page: flow.pages.length - 1 });
    flow.top -= lineHeight(style);
  }
  for (const line of shown) {
    flow.pages[line.page]!.push((page) => drawLines(page, [line.text], style, MARGIN, line.top));
  }
  flow.top -= SECTION_GAP;
}

const FEATURE_WIDTH = (CONTENT_WIDTH - (FEATURE_COLUMNS - 1) * COLUMN_GAP) / FEATURE_COLUMNS;
const BULLET_INDENT = 10;
const FEATURE_LINES = 3;
const FEATURE_GAP = 3;
const featureStyle = (type: Typesetter) => ({ font: type.regular, size: 9.5, color: INK });

/**
 * What the features need on a page to appear at all: the gap the section before leaves,
 * heading, one item, the "more" note. Without the gap, long specs or comments could end
 * exactly where the features would have fitted and the section vanished.
 */
function featuresMinimumHeight(type: Typesetter): number {
  return (
    SECTION_GAP +
    headingHeight(type) +
    FEATURE_LINES * lineHeight(featureStyle(type)) +
    FEATURE_GAP +
    noteHeight(type)
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
