import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/**
 * The call to action's words, number and Show number wrap as whole pieces on a narrow screen
 * (at 400 px "Book a Service: 03 95… Show number" is wider than the page).
 */
export const callToAction = style({
  flexWrap: "wrap",
  columnGap: vars.space.xs,
  rowGap: 0,
});

export const paragraph = style({
  maxWidth: "48rem",
  lineHeight: 1.6,
});

export const points = style({
  maxWidth: "48rem",
  paddingInlineStart: vars.space.lg,
  lineHeight: 1.7,
});

export const readMore = style({
  maxWidth: "48rem",
  marginBlockStart: vars.space.md,
});

globalStyle(`${readMore} > summary`, { cursor: "pointer", fontWeight: 600, color: vars.color.brandText });
