import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const page = style({
  display: "grid",
  gap: vars.space.xl,
  paddingBlock: vars.space.xl,
  "@media": {
    [media.md]: { paddingBlock: vars.space.xxl },
  },
});

export const header = style({
  display: "grid",
  gap: vars.space.xs,
  maxWidth: "48rem",
});

export const title = style({
  margin: 0,
  fontSize: "clamp(1.75rem, 1.3rem + 1.8vw, 2.75rem)",
});

export const intro = style({
  margin: 0,
  fontSize: "1.125rem",
  color: vars.color.textMuted,
});

/** Reading width for text pages. */
export const prose = style({
  maxWidth: "48rem",
});

export const sections = style({
  display: "grid",
  gap: vars.space.xl,
  minWidth: 0,
});
