import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const scroller = style({ overflowX: "auto", border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.medium });

/** Columns of equal width: on a phone two cars share it. */
export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  tableLayout: "fixed",
  overflowWrap: "break-word",
  "@media": { [media.sm]: { tableLayout: "auto", overflowWrap: "normal", minWidth: "36rem" } },
});

/** A third car on a phone: each car keeps half the width (a third broke its words), the third a swipe away. */
export const tableOfThree = style({
  "@media": { [media.belowSm]: { minWidth: "150%" } },
});

/** Says that a third car is a swipe away, on a phone only. */
export const swipeHint = style({
  margin: `0 0 ${vars.space.xs}`,
  color: vars.color.textMuted,
  "@media": { [media.sm]: { display: "none" } },
});

export const cell = style({
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "left",
  verticalAlign: "top",
});

const fromSmall = { display: "none", "@media": { [media.sm]: { display: "table-cell" } } } as const;

/** The row headings' column, from 576 px; below, each value says its row's name. */
export const rowHeading = style([cell, fromSmall, { color: vars.color.textMuted, fontWeight: vars.fontWeight.bold, width: "10rem" }]);

export const cornerCell = style([cell, fromSmall]);

/** A value's row name, on a phone only (where the row headings' column is not shown). */
export const cellLabel = style({
  display: "block",
  color: vars.color.textMuted,
  fontSize: "0.8125rem",
  fontWeight: vars.fontWeight.bold,
  "@media": { [media.sm]: { display: "none" } },
});

export const image = style({ width: "100%", maxWidth: "16rem", aspectRatio: "4 / 3", objectFit: "cover", borderRadius: vars.radius.small });

export const removeButton = style({
  background: "none",
  border: "none",
  padding: 0,
  color: vars.color.brandText,
  textDecoration: "underline",
  cursor: "pointer",
  font: "inherit",
});
