import { headingHeight, noteHeight, planNote, planSectionHeading, type Flow } from "./page-flow";
import { COLUMN_GAP, CONTENT_WIDTH, FEATURE_COLUMNS, INK, MARGIN, type Palette, SECTION_GAP } from "./theme";
import { blockHeight, drawLines, lineHeight, type Typesetter } from "./text";

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
export function featuresMinimumHeight(type: Typesetter): number {
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
export function planFeatures(flow: Flow, features: string[], type: Typesetter, palette: Palette) {
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
