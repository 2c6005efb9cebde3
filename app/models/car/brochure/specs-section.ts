import { type BrochureInput } from "./input";
import { headingHeight, noteHeight, planNote, planSectionHeading, type Flow } from "./page-flow";
import { CONTENT_WIDTH, INK, MARGIN, MUTED, type Palette, SECTION_GAP, ZEBRA } from "./theme";
import { blockHeight, drawLines, lineHeight, type Typesetter } from "./text";

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
export function planSpecs(
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
