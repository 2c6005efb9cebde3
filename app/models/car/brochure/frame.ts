import { PDFDocument, PDFString, type PDFPage } from "pdf-lib";
import { type BrochureInput } from "./input";
import {
  BAND_HEIGHT,
  CONTENT_WIDTH,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  FOOTER_TOP,
  generatedDate,
  INK,
  MARGIN,
  MUTED,
  OPENING_HOURS_LINES,
  type Palette,
  RULE,
} from "./theme";
import { blockHeight, drawLines, lineHeight, type Typesetter } from "./text";

/* --------------------------------------------------- band, contact, footer */

export function drawBand(page: PDFPage, dealer: BrochureInput["dealer"], type: Typesetter, palette: Palette) {
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
export function planContact(
  dealer: BrochureInput["dealer"],
  type: Typesetter,
  palette: Palette
): PlannedContact {
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
export function drawFooter(
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
