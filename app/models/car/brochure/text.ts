import { type PDFFont, type PDFPage } from "pdf-lib";
import { LEADING, type TextStyle } from "./theme";

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
export function printable(text: string, charset: ReadonlySet<number>): string {
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

export interface Typesetter {
  regular: PDFFont;
  bold: PDFFont;
  /** The text wrapped to the width; past maxLines the last line ends with "…". */
  lines(text: string, style: TextStyle, width: number, maxLines?: number): string[];
  /** One line, shortened with "…" when it is wider than the width. */
  line(text: string, style: TextStyle, width: number): string;
  width(printed: string, style: TextStyle): number;
}

export function typesetter(regular: PDFFont, bold: PDFFont): Typesetter {
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

export const lineHeight = (style: TextStyle) => style.size * LEADING;
export const blockHeight = (lines: readonly string[], style: TextStyle) => lines.length * lineHeight(style);

/** Lines whose first line box starts at `top`, the glyphs centred in each line box. */
export function drawLines(page: PDFPage, lines: readonly string[], style: TextStyle, x: number, top: number) {
  lines.forEach((text, index) => {
    const baseline = top - index * lineHeight(style) - style.size * 0.9;
    page.drawText(text, { x, y: baseline, font: style.font, size: style.size, color: style.color });
  });
}
