import { type Draw, FIRST_PAGE_TOP, INK, MARGIN, MUTED, NEXT_PAGE_TOP, type Palette } from "./theme";
import { drawLines, lineHeight, type Typesetter } from "./text";

/**
 * The running position down the pages. `bottoms` holds, per page the plan may use, the
 * lowest point content may reach; there are never more pages than bottoms.
 */
export class Flow {
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

/* The heading and the small note every section uses. */

const headingStyle = (type: Typesetter) => ({ font: type.bold, size: 13, color: INK });
export const headingHeight = (type: Typesetter) => lineHeight(headingStyle(type)) + 8;
const noteStyle = (type: Typesetter) => ({ font: type.regular, size: 9, color: MUTED });
export const noteHeight = (type: Typesetter) => lineHeight(noteStyle(type)) + 4;

export function planSectionHeading(flow: Flow, text: string, type: Typesetter, palette: Palette) {
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

export function planNote(flow: Flow, text: string, type: Typesetter, x = MARGIN) {
  const style = noteStyle(type);
  const top = flow.top - 2;
  flow.draw((page) => drawLines(page, [text], style, x, top));
  flow.top -= noteHeight(type);
}

