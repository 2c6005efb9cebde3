import { type BrochureInput } from "./input";
import type { Flow } from "./page-flow";
import { CONTENT_WIDTH, INK, MARGIN, MUTED, NOTICE_FILL, NOTICE_INK, type Palette } from "./theme";
import { blockHeight, drawLines, lineHeight, type Typesetter } from "./text";

export function planContinuedTitle(flow: Flow, title: string, type: Typesetter) {
  const style = { font: type.bold, size: 11, color: MUTED };
  const text = type.line(`${title} (continued)`, style, CONTENT_WIDTH);
  const top = flow.top;
  flow.draw((page) => drawLines(page, [text], style, MARGIN, top));
  flow.top -= lineHeight(style) + 10;
}

/** Subtitle, title, price (the was-price struck through beside it) and the SOLD notice. */
export function planHeading(flow: Flow, input: BrochureInput, type: Typesetter, palette: Palette) {
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
