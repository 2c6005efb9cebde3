import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

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
