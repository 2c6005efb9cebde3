import { headingHeight, planSectionHeading, type Flow } from "./page-flow";
import { CONTENT_WIDTH, INK, MARGIN, type Palette, SECTION_GAP } from "./theme";
import { drawLines, lineHeight, type Typesetter } from "./text";

/**
 * The dealer's comments get a bounded share of the brochure: they can run to thousands of
 * characters, and the specs and features must still fit in two pages.
 */
export const COMMENT_MAX_LINES = 16;
const commentStyle = (type: Typesetter) => ({ font: type.regular, size: 9.5, color: INK });

/** What the comments need on a page to appear at all: the gap before them, heading, two lines. */
export function commentsMinimumHeight(type: Typesetter): number {
  return SECTION_GAP + headingHeight(type) + 2 * lineHeight(commentStyle(type));
}

/**
 * The dealer's comments, wrapped to the page width, onto the next page line by line when a
 * page is full. On the last page they stop where the features' minimum must still fit, the
 * last line shown ending in "…", so nothing runs into the footer or pushes a section out.
 */
export function planComments(flow: Flow, comments: string, type: Typesetter, palette: Palette, keepBelow: number) {
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
